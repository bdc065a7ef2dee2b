import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { seconds, type ChargeRecord, type IntentRecord, type PaymentMethodRecord, type RefundRecord, type SandboxState } from './state';

/*
 * Stripe's objects as the simulator answers them: each built on its kind's example from Stripe's
 * OpenAPI description (openapi-fixtures/), with the fields the simulator simulates set. So every
 * answer has every field Stripe documents, and only what the simulator knows differs.
 */

export type FixtureKind = 'payment_intent' | 'payment_method' | 'refund' | 'charge' | 'dispute' | 'event';

/** The fixtures beside the sources (tests) or beside the compiled files' sources (backend/dist/sandbox/stripe → backend/sandbox/stripe). */
function fixtureDirectory(): string {
  const candidates = [path.join(__dirname, 'openapi-fixtures'), path.join(__dirname, '../../../sandbox/stripe/openapi-fixtures')];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`Stripe's example objects are missing (looked in ${candidates.join(', ')})`);
  return found;
}

const templates = new Map<FixtureKind, Record<string, unknown>>();

export function fixtureOf(kind: FixtureKind): Record<string, unknown> {
  let template = templates.get(kind);
  if (!template) {
    template = JSON.parse(readFileSync(path.join(fixtureDirectory(), `${kind}.json`), 'utf8')) as Record<string, unknown>;
    templates.set(kind, template);
  }
  return structuredClone(template);
}

function cardDetails(method: PaymentMethodRecord) {
  return {
    brand: method.brand,
    display_brand: method.brand,
    exp_month: method.expMonth,
    exp_year: method.expYear,
    fingerprint: method.fingerprint,
    last4: method.last4,
    country: method.country,
    funding: 'credit',
    wallet: method.wallet ? { dynamic_last4: null, type: method.wallet } : null,
  };
}

export function paymentMethodJson(method: PaymentMethodRecord): Record<string, unknown> {
  const json = fixtureOf('payment_method');
  const card = json['card'] as Record<string, unknown>;
  return {
    ...json,
    id: method.id,
    created: method.created,
    customer: null,
    metadata: {},
    billing_details: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
      email: null,
      name: null,
      phone: null,
      tax_id: null,
    },
    card: { ...card, ...cardDetails(method), generated_from: null, networks: { available: [method.brand], preferred: null } },
  };
}

export function chargeJson(state: SandboxState, charge: ChargeRecord): Record<string, unknown> {
  const json = fixtureOf('charge');
  const intent = state.intents.get(charge.intentId);
  const method = intent?.paymentMethodId ? state.paymentMethods.get(intent.paymentMethodId) : undefined;
  const details = json['payment_method_details'] as { card: Record<string, unknown> };
  const refunds = charge.refundIds.map((id) => state.refunds.get(id)).filter((refund): refund is RefundRecord => refund !== undefined);
  return {
    ...json,
    id: charge.id,
    created: charge.created,
    amount: charge.amount,
    amount_captured: charge.amount,
    amount_refunded: charge.amountRefunded,
    captured: true,
    currency: charge.currency,
    description: intent?.description ?? null,
    disputed: charge.disputed,
    metadata: intent?.metadata ?? {},
    paid: true,
    payment_intent: charge.intentId,
    payment_method: method?.id ?? null,
    payment_method_details: {
      type: 'card',
      card: { ...details.card, ...(method ? cardDetails(method) : {}), network: method?.brand ?? 'visa' },
    },
    receipt_url: null,
    refunded: charge.amountRefunded >= charge.amount,
    refunds: {
      object: 'list',
      data: refunds.map((refund) => refundJson(refund)),
      has_more: false,
      url: `/v1/charges/${charge.id}/refunds`,
    },
    source: null,
    status: 'succeeded',
    transfer_data: null,
  };
}

export function refundJson(refund: RefundRecord): Record<string, unknown> {
  return {
    ...fixtureOf('refund'),
    id: refund.id,
    amount: refund.amount,
    charge: refund.chargeId,
    created: refund.created,
    currency: refund.currency,
    metadata: refund.metadata,
    payment_intent: refund.intentId,
    reason: refund.reason,
    status: 'succeeded',
  };
}

/** A PaymentIntent, with `payment_method` and `latest_charge` as objects when expanded. */
export function intentJson(state: SandboxState, intent: IntentRecord, expand: readonly string[] = []): Record<string, unknown> {
  const method = intent.paymentMethodId ? state.paymentMethods.get(intent.paymentMethodId) : undefined;
  const charge = intent.chargeId ? state.charges.get(intent.chargeId) : undefined;
  const redirect =
    intent.status === 'requires_action'
      ? {
          type: 'redirect_to_url',
          redirect_to_url: {
            url: `${state.settings.publicUrl}/3ds/${intent.id}?client_secret=${encodeURIComponent(intent.clientSecret)}`,
            return_url: intent.returnUrl,
          },
        }
      : null;
  const error = intent.lastError
    ? {
        type: 'card_error',
        code: intent.lastError.code,
        decline_code: intent.lastError.declineCode,
        message: intent.lastError.message,
        payment_method: method ? paymentMethodJson(method) : null,
      }
    : null;
  return {
    ...fixtureOf('payment_intent'),
    id: intent.id,
    amount: intent.amount,
    amount_capturable: 0,
    amount_received: intent.status === 'succeeded' ? intent.amount : 0,
    automatic_payment_methods: null,
    canceled_at: intent.status === 'canceled' ? seconds(state.now()) : null,
    client_secret: intent.clientSecret,
    created: intent.created,
    currency: intent.currency,
    description: intent.description,
    last_payment_error: error,
    latest_charge: charge ? (expand.includes('latest_charge') ? chargeJson(state, charge) : charge.id) : null,
    metadata: intent.metadata,
    next_action: redirect,
    payment_method: method ? (expand.includes('payment_method') ? paymentMethodJson(method) : method.id) : null,
    payment_method_configuration_details: null,
    payment_method_types: ['card'],
    processing: null,
    receipt_email: intent.receiptEmail,
    shipping: null,
    status: intent.status,
    transfer_data: null,
  };
}

export function disputeJson(state: SandboxState, charge: ChargeRecord, id: string): Record<string, unknown> {
  const json = fixtureOf('dispute');
  return {
    ...json,
    id,
    amount: charge.amount,
    charge: charge.id,
    created: seconds(state.now()),
    currency: charge.currency,
    payment_intent: charge.intentId,
    reason: 'fraudulent',
    status: 'needs_response',
  };
}
