import { charge, errorAnswer, paymentView, statsOf, type Ledger } from './ledger';
import type { Answer, ChallengeOutcome, DeclineReason, Payment } from './ledger-types';
import { randomId } from './signing';

/*
 * The 3-D Secure challenge, as an issuer's access control server (ACS) would run it: the shopper's
 * browser shows it (the storefront's /{lang}/test-simulator page reads and answers these endpoints),
 * the result travels back through the browser signed, and only the merchant's server-to-server
 * verification turns an approved challenge into a charge.
 */

const OUTCOMES: readonly ChallengeOutcome[] = ['approve', 'decline', 'abandon'];
/** EMV 3DS transStatus: Y authenticated, N not authenticated, U could not be performed. */
const TRANS_STATUS: Record<ChallengeOutcome, string> = { approve: 'Y', decline: 'N', abandon: 'U' };
const DECLINE_BY_STATUS: Record<string, DeclineReason> = { N: 'authentication_failed', U: 'challenge_abandoned' };

/** GET /v1/challenges/:id (browser-facing): what the simulator page shows the shopper. */
export function viewChallenge(ledger: Ledger, id: string): Answer {
  const challenge = ledger.challenges.get(id);
  const payment = challenge && ledger.payments.get(challenge.paymentId);
  if (!challenge || !payment) return errorAnswer(404, 'not_found', 'No such challenge');
  return {
    status: 200,
    body: {
      id: challenge.id,
      status: challenge.outcome ? 'completed' : 'pending',
      merchantName: 'eSIM Shop',
      amount: payment.amount,
      currency: payment.currency,
      brand: payment.brand,
      last4: payment.last4,
    },
  };
}

/** POST /v1/challenges/:id (browser-facing): the shopper's answer, once. */
export function completeChallenge(ledger: Ledger, id: string, body: Record<string, unknown>): Answer {
  const challenge = ledger.challenges.get(id);
  if (!challenge) return errorAnswer(404, 'not_found', 'No such challenge');
  const outcome = body['outcome'];
  if (typeof outcome !== 'string' || !OUTCOMES.includes(outcome as ChallengeOutcome)) {
    return errorAnswer(400, 'invalid_outcome', 'outcome must be approve, decline or abandon');
  }
  if (challenge.outcome) return errorAnswer(409, 'challenge_completed', 'This challenge was already answered');
  challenge.outcome = outcome as ChallengeOutcome;
  challenge.nonce = randomId('n', 12);
  const transStatus = TRANS_STATUS[challenge.outcome];
  const cres = ledger.signer.sign({
    messageType: 'CRes',
    acsTransID: challenge.id,
    threeDSServerTransID: challenge.paymentId,
    transStatus,
    nonce: challenge.nonce,
  });
  // 3-D Secure 1 merchants read PaRes instead: the same verdict, signed alike.
  const paRes = ledger.signer.sign({ paymentId: challenge.paymentId, md: challenge.md, transStatus });
  return { status: 200, body: { md: challenge.md, paRes, cres, returnUrl: challenge.returnUrl } };
}

function decline(payment: Payment, reason: DeclineReason): void {
  payment.status = 'declined';
  payment.declineReason = reason;
}

/**
 * POST /v1/payments/:id/verify (server-to-server). A payment is verified once: a replay of a good
 * result after it is 409 (the payment's final status unchanged, nothing charged again). A value the
 * sandbox did not sign, signed for another payment, or sent before the shopper answered the
 * challenge is refused (400 `challenge_result_invalid`) and changes nothing: the browser carries
 * these values, so anyone can send a made-up one (issue 30: `md=x&paRes=y&cres=z` declined the
 * shopper's payment and the genuine approval failed after it). Only the ACS's own result decides.
 */
export function verifyPayment(ledger: Ledger, id: string, body: Record<string, unknown>): Answer {
  const payment = ledger.payments.get(id);
  if (!payment) return errorAnswer(404, 'not_found', 'No such payment');
  statsOf(ledger, payment.orderCode).verifications += 1;
  if (payment.status !== 'requires_challenge') {
    return errorAnswer(409, 'already_final', `The payment is already ${payment.status}`, { status: payment.status });
  }
  const challenge = payment.challengeId ? ledger.challenges.get(payment.challengeId) : undefined;
  const text = (name: string) => (typeof body[name] === 'string' ? body[name] : '');
  const cres = ledger.signer.open(text('cres'));
  const paRes = ledger.signer.open(text('paRes'));
  const genuine =
    challenge?.outcome !== undefined &&
    text('md') === challenge.md &&
    cres?.['threeDSServerTransID'] === payment.id &&
    cres['acsTransID'] === challenge.id &&
    cres['nonce'] === challenge.nonce &&
    paRes?.['paymentId'] === payment.id &&
    paRes['transStatus'] === cres['transStatus'];
  if (!genuine || !cres) {
    return errorAnswer(400, 'challenge_result_invalid', 'This is not the result of this payment’s challenge', { status: payment.status });
  }
  const reason = DECLINE_BY_STATUS[cres['transStatus'] ?? ''];
  if (reason) decline(payment, reason);
  else charge(ledger, payment);
  return { status: 200, body: paymentView(ledger, payment) };
}
