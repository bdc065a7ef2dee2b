import { charge, errorAnswer, paymentView, statsOf, type Ledger } from './ledger';
import type { Answer, Challenge, Payment } from './ledger-types';
import { randomId } from './signing';
import type { CardBehaviour } from './test-cards';

interface PaymentRequest {
  token: string;
  amount: number;
  currency: string;
  orderCode: string;
  returnUrl: string;
}

function readRequest(body: Record<string, unknown>): PaymentRequest | string {
  const { token, amount, currency, orderCode, returnUrl } = body;
  if (typeof token !== 'string' || token === '') return 'token is required';
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
    return 'amount must be a positive whole number of minor units';
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return 'currency must be an ISO 4217 code';
  if (typeof orderCode !== 'string' || orderCode === '') return 'orderCode is required';
  if (typeof returnUrl !== 'string' || !/^https?:\/\//.test(returnUrl)) return 'returnUrl must be an http(s) URL';
  return { token, amount, currency, orderCode, returnUrl };
}

function newChallenge(paymentId: string, returnUrl: string): Challenge {
  const id = randomId('ch');
  const creq = Buffer.from(
    JSON.stringify({
      messageType: 'CReq',
      messageVersion: '2.2.0',
      acsTransID: id,
      threeDSServerTransID: paymentId,
      challengeWindowSize: '05',
    }),
  ).toString('base64url');
  return { id, paymentId, md: randomId('md'), creq, returnUrl };
}

/** What the test card asks for, applied to a payment that has just been created. */
function settleByBehaviour(ledger: Ledger, payment: Payment, behaviour: CardBehaviour, returnUrl: string): Promise<Payment> {
  switch (behaviour) {
    case 'challenge': {
      const challenge = newChallenge(payment.id, returnUrl);
      ledger.challenges.set(challenge.id, challenge);
      payment.challengeId = challenge.id;
      payment.status = 'requires_challenge';
      return Promise.resolve(payment);
    }
    case 'declined':
      payment.status = 'declined';
      payment.declineReason = 'card_declined';
      return Promise.resolve(payment);
    case 'insufficientFunds':
      payment.status = 'declined';
      payment.declineReason = 'insufficient_funds';
      return Promise.resolve(payment);
    case 'timeout':
      // Holds the answer past the merchant's timeout, then gives up without taking money.
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          ledger.timers.delete(timer);
          payment.status = 'declined';
          payment.declineReason = 'processing_timeout';
          resolve(payment);
        }, ledger.settings.slowAnswerMs);
        ledger.timers.add(timer);
      });
    case 'lateApproval':
      // Charges at once and holds the answer past the merchant's timeout: the merchant's answer is
      // lost though the money is taken, and only asking by idempotency key tells it.
      charge(ledger, payment);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          ledger.timers.delete(timer);
          resolve(payment);
        }, ledger.settings.slowAnswerMs);
        ledger.timers.add(timer);
      });
    case 'frictionless':
      charge(ledger, payment);
      return Promise.resolve(payment);
  }
}

/**
 * POST /v1/payments. The same Idempotency-Key always answers the same payment, even while the
 * first request is still running: the key is registered before the first `await`, so twenty
 * concurrent requests find it and wait for the one result. The same key with other details is 409.
 */
export async function createPayment(ledger: Ledger, body: Record<string, unknown>, idempotencyKey: string | undefined): Promise<Answer> {
  if (!idempotencyKey) return errorAnswer(400, 'idempotency_key_required', 'The Idempotency-Key header is required');
  const request = readRequest(body);
  if (typeof request === 'string') return errorAnswer(400, 'invalid_request', request);
  statsOf(ledger, request.orderCode).paymentRequests += 1;
  const fingerprint = JSON.stringify([request.token, request.amount, request.currency, request.orderCode]);

  const existing = ledger.paymentsByKey.get(idempotencyKey);
  if (existing) {
    if (existing.fingerprint !== fingerprint) {
      return errorAnswer(409, 'idempotency_key_reused', 'This Idempotency-Key was used for a payment with other details');
    }
    return { status: 200, body: paymentView(ledger, await existing.result) };
  }

  const token = ledger.tokens.get(request.token);
  if (!token || token.expiresAt < ledger.now()) return errorAnswer(400, 'invalid_token', 'The card token is unknown or has expired');
  if (token.usedBy) return errorAnswer(400, 'token_used', 'The card token was already used for another payment');

  const payment: Payment = {
    id: randomId('pay'),
    idempotencyKey,
    orderCode: request.orderCode,
    amount: request.amount,
    currency: request.currency,
    status: 'processing',
    brand: token.brand,
    last4: token.last4,
    cardFingerprint: token.cardFingerprint,
    ...(token.country ? { cardCountry: token.country } : {}),
    refundedAmount: 0,
    createdAt: ledger.now(),
  };
  token.usedBy = payment.id;
  ledger.payments.set(payment.id, payment);
  statsOf(ledger, payment.orderCode).payments += 1;
  // An Apple Pay card was authenticated on the device (Face ID, Touch ID or passcode), which is what
  // 3-D Secure would ask for: no challenge. A card the issuer declines still declines.
  const behaviour = token.wallet === 'apple_pay' && token.behaviour === 'challenge' ? 'frictionless' : token.behaviour;
  const result = settleByBehaviour(ledger, payment, behaviour, request.returnUrl);
  ledger.paymentsByKey.set(idempotencyKey, { fingerprint, result });
  return { status: 200, body: paymentView(ledger, await result) };
}

/** GET /v1/payments/:id */
export function getPayment(ledger: Ledger, id: string): Answer {
  const payment = ledger.payments.get(id);
  return payment ? { status: 200, body: paymentView(ledger, payment) } : errorAnswer(404, 'not_found', 'No such payment');
}

/**
 * GET /v1/payments?idempotencyKey=… — how a merchant whose request timed out learns what became
 * of it (possibly still `processing`), without creating anything.
 */
export function findPaymentByKey(ledger: Ledger, idempotencyKey: string): Answer {
  const payment = [...ledger.payments.values()].find((candidate) => candidate.idempotencyKey === idempotencyKey);
  return payment
    ? { status: 200, body: paymentView(ledger, payment) }
    : errorAnswer(404, 'not_found', 'No payment with this idempotency key');
}

/** POST /v1/payments/:id/refund — the whole remainder unless an amount is given; idempotent by key. */
export function refundPayment(ledger: Ledger, id: string, body: Record<string, unknown>, idempotencyKey: string | undefined): Answer {
  const payment = ledger.payments.get(id);
  if (!payment) return errorAnswer(404, 'not_found', 'No such payment');
  const remaining = payment.amount - payment.refundedAmount;
  const amount = body['amount'] === undefined ? remaining : body['amount'];
  // What was asked, not what it came to: a retried "refund the rest" finds the rest already refunded.
  const fingerprint = JSON.stringify([id, body['amount'] ?? 'remainder']);
  const earlier = idempotencyKey ? ledger.refundsByKey.get(idempotencyKey) : undefined;
  if (earlier) {
    return earlier.fingerprint === fingerprint
      ? { status: 200, body: earlier.refund }
      : errorAnswer(409, 'idempotency_key_reused', 'This Idempotency-Key was used for a refund with other details');
  }
  if (payment.status !== 'succeeded') return errorAnswer(409, 'not_refundable', 'Only a succeeded payment can be refunded');
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0 || amount > remaining) {
    return errorAnswer(400, 'invalid_amount', `The refund amount must be a whole number from 1 to ${remaining}`);
  }
  payment.refundedAmount += amount;
  const stats = statsOf(ledger, payment.orderCode);
  stats.refunds += 1;
  stats.refundedAmount += amount;
  const refund = { id: randomId('re'), paymentId: id, amount, status: 'succeeded' as const };
  if (idempotencyKey) ledger.refundsByKey.set(idempotencyKey, { fingerprint, refund });
  return { status: 200, body: refund };
}
