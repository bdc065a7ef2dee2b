import { invalidRequest, missing, StripeApiError } from './api-errors';
import { listOf, objectOf, stringOf, type FormObject } from './form-encoding';
import { chargeJson, disputeJson, intentJson, paymentMethodJson, refundJson } from './objects';
import { fingerprintOf, keepBounded, later, newId, seconds, type IntentRecord, type PaymentMethodRecord, type SandboxState } from './state';
import { issuingCountryOf } from '../server-kit/issuing-country';
import { behaviourOf, brandOf, lengthFits, luhnValid } from './test-cards';
import { emitEvent } from './webhooks';

/*
 * What Stripe does with a PaymentMethod, a PaymentIntent and a refund (docs.stripe.com/api), for
 * the parameters the shop's adapter sends. Unknown parameters are refused as Stripe refuses them.
 */

const DECLINE_MESSAGES: Record<string, string> = {
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
};

const cardError = (message: string, code: string, param: string) => new StripeApiError(402, 'card_error', message, { code, param });

function refuseUnknown(form: FormObject, known: readonly string[]): void {
  for (const name of Object.keys(form)) {
    if (!known.includes(name))
      throw invalidRequest(`Received unknown parameter: ${name.slice(0, 40)}`, { code: 'parameter_unknown', param: name.slice(0, 40) });
  }
}

function metadataOf(form: FormObject): Record<string, string> {
  const given = objectOf(form, 'metadata') ?? {};
  const entries = Object.entries(given);
  if (entries.length > 50) throw invalidRequest('Metadata can have at most 50 keys', { param: 'metadata' });
  const metadata: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (typeof value !== 'string' || key.length > 40 || value.length > 500)
      throw invalidRequest(`Invalid metadata[${key.slice(0, 40)}]`, { param: 'metadata' });
    metadata[key] = value;
  }
  return metadata;
}

/** `POST /v1/payment_methods` (Stripe.js's, with the publishable key): the card checked and kept as a test card's behaviour. */
export function createPaymentMethod(state: SandboxState, form: FormObject, publishable: boolean): Record<string, unknown> {
  refuseUnknown(form, ['type', 'card', 'billing_details', 'metadata', 'expand']);
  if (stringOf(form, 'type') !== 'card') throw invalidRequest('Only type=card is simulated', { param: 'type' });
  const card = objectOf(form, 'card') ?? {};
  const number = (stringOf(card, 'number') ?? '').replace(/\s+/g, '');
  const brand = brandOf(number);
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number) || !lengthFits(number, brand)) {
    throw cardError('Your card number is incorrect.', 'incorrect_number', 'card[number]');
  }
  const expMonth = Number(stringOf(card, 'exp_month'));
  const expYearGiven = Number(stringOf(card, 'exp_year'));
  const expYear = expYearGiven < 100 ? 2000 + expYearGiven : expYearGiven;
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12)
    throw cardError("Your card's expiration month is invalid.", 'invalid_expiry_month', 'card[exp_month]');
  const today = new Date(state.now());
  if (!Number.isInteger(expYear) || expYear < today.getUTCFullYear() || expYear > today.getUTCFullYear() + 50) {
    throw cardError("Your card's expiration year is invalid.", 'invalid_expiry_year', 'card[exp_year]');
  }
  if (expYear === today.getUTCFullYear() && expMonth < today.getUTCMonth() + 1)
    throw cardError("Your card's expiration month is invalid.", 'invalid_expiry_month', 'card[exp_month]');
  const cvc = stringOf(card, 'cvc') ?? '';
  if (!new RegExp(`^\\d{${brand === 'amex' ? 4 : 3}}$`).test(cvc))
    throw cardError("Your card's security code is invalid.", 'invalid_cvc', 'card[cvc]');
  const walletGiven = stringOf(card, 'wallet');
  // Only Stripe.js's stand-in makes wallet cards (its Payment Request sheet).
  const wallet = publishable && (walletGiven === 'apple_pay' || walletGiven === 'google_pay') ? walletGiven : null;
  const method: PaymentMethodRecord = {
    id: newId('pm'),
    created: seconds(state.now()),
    brand,
    last4: number.slice(-4),
    expMonth,
    expYear,
    fingerprint: fingerprintOf(state, number),
    country: issuingCountryOf(number) ?? 'US',
    wallet,
    behaviour: behaviourOf(number),
  };
  keepBounded(state.paymentMethods, method.id, method);
  return paymentMethodJson(method);
}

export function retrievePaymentMethod(state: SandboxState, id: string): Record<string, unknown> {
  const method = state.paymentMethods.get(id);
  if (!method) throw missing('payment_method', id);
  return paymentMethodJson(method);
}

const CREATE_PARAMETERS = [
  'amount',
  'currency',
  'payment_method',
  'confirm',
  'return_url',
  'metadata',
  'description',
  'receipt_email',
  'allowed_payment_method_types',
  'payment_method_types',
  'automatic_payment_methods',
  'capture_method',
  'expand',
  'payment_method_options',
] as const;

export interface IntentAnswer {
  status: number;
  body: unknown;
  /** Hold the answer this long (the timeout card), though the payment is made. */
  holdMs?: number;
}

/** `POST /v1/payment_intents`, confirmed at once with `confirm=true` (the shop's way). */
export function createIntent(state: SandboxState, form: FormObject): IntentAnswer {
  refuseUnknown(form, CREATE_PARAMETERS);
  const amount = Number(stringOf(form, 'amount'));
  if (!Number.isInteger(amount) || amount < 1 || amount > 99_999_999) throw invalidRequest('Invalid integer amount', { param: 'amount' });
  const currency = (stringOf(form, 'currency') ?? '').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw invalidRequest('Invalid currency', { param: 'currency' });
  if (stringOf(form, 'capture_method') && stringOf(form, 'capture_method') !== 'automatic')
    throw invalidRequest('Only automatic capture is simulated', { param: 'capture_method' });
  const intent: IntentRecord = {
    id: newId('pi'),
    clientSecret: '',
    created: seconds(state.now()),
    amount,
    currency,
    status: 'requires_payment_method',
    metadata: metadataOf(form),
    description: stringOf(form, 'description')?.slice(0, 1000) ?? null,
    receiptEmail: stringOf(form, 'receipt_email') ?? null,
    paymentMethodId: null,
    returnUrl: null,
    chargeId: null,
    lastError: null,
  };
  intent.clientSecret = `${intent.id}_secret_${newId('cs').slice(3)}`;
  const methodId = stringOf(form, 'payment_method');
  if (methodId !== undefined) {
    if (!state.paymentMethods.has(methodId)) throw missing('payment_method', methodId);
    intent.paymentMethodId = methodId;
    intent.status = 'requires_confirmation';
  }
  keepBounded(state.intents, intent.id, intent);
  state.counts.paymentIntents += 1;
  if (stringOf(form, 'confirm') === 'true') return confirm(state, intent, stringOf(form, 'return_url'), listOf(form, 'expand'));
  return { status: 200, body: intentJson(state, intent, listOf(form, 'expand')) };
}

/** `POST /v1/payment_intents/:id/confirm`. */
export function confirmIntent(state: SandboxState, id: string, form: FormObject): IntentAnswer {
  refuseUnknown(form, ['payment_method', 'return_url', 'expand']);
  const intent = state.intents.get(id);
  if (!intent) throw missing('payment_intent', id);
  if (intent.status === 'succeeded' || intent.status === 'canceled' || intent.status === 'requires_action') {
    throw invalidRequest(`This PaymentIntent's status is ${intent.status}: it cannot be confirmed.`, {
      code: 'payment_intent_unexpected_state',
      payment_intent: intentJson(state, intent),
    });
  }
  const methodId = stringOf(form, 'payment_method');
  if (methodId !== undefined) {
    if (!state.paymentMethods.has(methodId)) throw missing('payment_method', methodId);
    intent.paymentMethodId = methodId;
  }
  return confirm(state, intent, stringOf(form, 'return_url'), listOf(form, 'expand'));
}

function confirm(state: SandboxState, intent: IntentRecord, returnUrl: string | undefined, expand: string[]): IntentAnswer {
  const method = intent.paymentMethodId ? state.paymentMethods.get(intent.paymentMethodId) : undefined;
  if (!method)
    throw invalidRequest('You cannot confirm this PaymentIntent because it has no payment method.', {
      code: 'payment_intent_unexpected_state',
    });
  if (returnUrl !== undefined) {
    if (!/^https?:\/\//.test(returnUrl) || returnUrl.length > 2048)
      throw invalidRequest('Invalid URL: return_url', { param: 'return_url' });
    intent.returnUrl = returnUrl;
  }
  const behaviour = method.behaviour;
  switch (behaviour.kind) {
    case 'challenge':
      if (!intent.returnUrl)
        throw invalidRequest('A return_url is required to confirm a PaymentIntent that may redirect.', { param: 'return_url' });
      intent.status = 'requires_action';
      return { status: 200, body: intentJson(state, intent, expand) };
    case 'decline': {
      decline(state, intent, behaviour.code, behaviour.declineCode);
      const error = intentJson(state, intent).last_payment_error as Record<string, unknown>;
      return { status: 402, body: { error: { ...error, payment_intent: intentJson(state, intent, expand) } } };
    }
    default:
      succeed(state, intent);
      if (behaviour.kind === 'dispute') later(state, state.settings.disputeDelayMs, () => openDispute(state, intent.id));
      return {
        status: 200,
        body: intentJson(state, intent, expand),
        ...(behaviour.kind === 'hang' ? { holdMs: state.settings.hangMs } : {}),
      };
  }
}

function succeed(state: SandboxState, intent: IntentRecord): void {
  const chargeId = newId('ch');
  keepBounded(state.charges, chargeId, {
    id: chargeId,
    intentId: intent.id,
    created: seconds(state.now()),
    amount: intent.amount,
    currency: intent.currency,
    amountRefunded: 0,
    refundIds: [],
    disputed: false,
  });
  state.counts.charges += 1;
  intent.chargeId = chargeId;
  intent.status = 'succeeded';
  intent.lastError = null;
  emitEvent(state, 'payment_intent.succeeded', intentJson(state, intent));
}

function decline(state: SandboxState, intent: IntentRecord, code: string, declineCode: string | null): void {
  intent.status = 'requires_payment_method';
  const message = (declineCode && DECLINE_MESSAGES[declineCode]) ?? 'We are unable to authenticate your payment method.';
  intent.lastError = { code, declineCode, message };
  emitEvent(state, 'payment_intent.payment_failed', intentJson(state, intent));
}

/** The shopper's answer on the 3-D Secure page (or a test's, without a browser). */
export function completeChallenge(state: SandboxState, intent: IntentRecord, outcome: 'complete' | 'fail'): void {
  if (intent.status !== 'requires_action') return;
  if (outcome === 'complete') succeed(state, intent);
  else decline(state, intent, 'payment_intent_authentication_failure', null);
}

export function openDispute(state: SandboxState, intentId: string): boolean {
  const intent = state.intents.get(intentId);
  const charge = intent?.chargeId ? state.charges.get(intent.chargeId) : undefined;
  if (!charge || charge.disputed) return false;
  charge.disputed = true;
  emitEvent(state, 'charge.dispute.created', disputeJson(state, charge, newId('dp')));
  return true;
}

export function cancelIntent(state: SandboxState, id: string): Record<string, unknown> {
  const intent = state.intents.get(id);
  if (!intent) throw missing('payment_intent', id);
  if (intent.status === 'succeeded' || intent.status === 'canceled') {
    throw invalidRequest(`This PaymentIntent's status is ${intent.status}: it cannot be canceled.`, {
      code: 'payment_intent_unexpected_state',
    });
  }
  intent.status = 'canceled';
  return intentJson(state, intent);
}

/** `POST /v1/refunds`: all that remains, or `amount` of it. */
export function createRefund(state: SandboxState, form: FormObject): Record<string, unknown> {
  refuseUnknown(form, ['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand']);
  const intentId = stringOf(form, 'payment_intent');
  const chargeGiven = stringOf(form, 'charge');
  const intent = intentId ? state.intents.get(intentId) : undefined;
  if (intentId && !intent) throw missing('payment_intent', intentId);
  const charge = state.charges.get(chargeGiven ?? intent?.chargeId ?? '');
  if (!charge) throw invalidRequest('This PaymentIntent does not have a successful charge to refund.', { code: 'charge_not_refundable' });
  const remaining = charge.amount - charge.amountRefunded;
  if (remaining <= 0) throw invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
  const given = stringOf(form, 'amount');
  const amount = given === undefined ? remaining : Number(given);
  if (!Number.isInteger(amount) || amount < 1) throw invalidRequest('Invalid integer amount', { param: 'amount' });
  if (amount > remaining)
    throw invalidRequest(`Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`, {
      code: 'amount_too_large',
      param: 'amount',
    });
  const reason = stringOf(form, 'reason');
  if (reason !== undefined && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason))
    throw invalidRequest('Invalid reason', { param: 'reason' });
  const refund = {
    id: newId('re'),
    chargeId: charge.id,
    intentId: charge.intentId,
    created: seconds(state.now()),
    amount,
    currency: charge.currency,
    reason: reason ?? null,
    metadata: metadataOf(form),
  };
  keepBounded(state.refunds, refund.id, refund);
  charge.amountRefunded += amount;
  charge.refundIds.push(refund.id);
  state.counts.refunds += 1;
  emitEvent(state, 'charge.refunded', chargeJson(state, charge));
  return refundJson(refund);
}

export function retrieveRefund(state: SandboxState, id: string): Record<string, unknown> {
  const refund = state.refunds.get(id);
  if (!refund) throw missing('refund', id);
  return refundJson(refund);
}

export function retrieveCharge(state: SandboxState, id: string): Record<string, unknown> {
  const charge = state.charges.get(id);
  if (!charge) throw missing('charge', id);
  return chargeJson(state, charge);
}
