import Stripe from 'stripe';
import { z } from 'zod';

import type { ProviderDispute } from '../card-provider-events.service';

/** The events the shop subscribes to in Stripe's dashboard (README › Card payments). */
export const STRIPE_EVENTS_TAKEN = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
  'charge.dispute.created',
] as const;

/** How old a signed event may be (Stripe's default tolerance): a replay after that is refused. */
const TOLERANCE_SECONDS = 300;

const idOf = (prefix: string) => z.string().startsWith(prefix).max(255);
const envelopeSchema = z.object({ id: idOf('evt_'), type: z.string().max(100), data: z.object({ object: z.unknown() }) });
const intentSchema = z.object({ id: idOf('pi_') });
const chargeSchema = z.object({
  payment_intent: idOf('pi_'),
  amount_refunded: z.number().int().min(0),
  currency: z.string().regex(/^[a-z]{3}$/i),
});
const disputeSchema = z.object({
  id: idOf('dp_'),
  payment_intent: idOf('pi_'),
  amount: z.number().int().min(0),
  currency: z.string().regex(/^[a-z]{3}$/i),
  reason: z.string().max(100),
});

type StripeEvent = { id: string; type: string } & (
  | { kind: 'payment'; paymentIntent: string }
  | { kind: 'refund'; paymentIntent: string; amountRefunded: number; currency: string }
  | { kind: 'dispute'; paymentIntent: string; dispute: ProviderDispute }
  | { kind: 'ignored' }
);

export type ReadStripeEvent = { kind: 'read'; event: StripeEvent } | { kind: 'refused'; status: 400 | 401; error: string; why: string };

/**
 * A webhook's body as the shop acts on it: signed by Stripe with the shop's secret (Stripe's own
 * constructEvent), then the few fields the shop reads, checked. Anything else is refused (4xx):
 * nothing that fails here changes anything.
 */
export function readStripeEvent(raw: Buffer, signature: string, webhookSecret: string): ReadStripeEvent {
  let verified: unknown;
  try {
    verified = Stripe.webhooks.constructEvent(raw, signature, webhookSecret, TOLERANCE_SECONDS);
  } catch (error) {
    const why = error instanceof Error ? error.message.slice(0, 200) : 'unreadable';
    if (error instanceof Stripe.errors.StripeSignatureVerificationError)
      return { kind: 'refused', status: 401, error: 'SIGNATURE_INVALID', why };
    return { kind: 'refused', status: 400, error: 'NOT_AN_EVENT', why };
  }
  const envelope = envelopeSchema.safeParse(verified);
  if (!envelope.success) return { kind: 'refused', status: 400, error: 'NOT_AN_EVENT', why: 'not an event' };
  const { id, type, data } = envelope.data;
  const unreadable = {
    kind: 'refused',
    status: 400,
    error: 'EVENT_UNREADABLE',
    why: `${type} ${id} without the fields the shop reads`,
  } as const;
  switch (type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const intent = intentSchema.safeParse(data.object);
      return intent.success ? { kind: 'read', event: { id, type, kind: 'payment', paymentIntent: intent.data.id } } : unreadable;
    }
    case 'charge.refunded': {
      const charge = chargeSchema.safeParse(data.object);
      if (!charge.success) return unreadable;
      const { payment_intent, amount_refunded, currency } = charge.data;
      return {
        kind: 'read',
        event: {
          id,
          type,
          kind: 'refund',
          paymentIntent: payment_intent,
          amountRefunded: amount_refunded,
          currency: currency.toUpperCase(),
        },
      };
    }
    case 'charge.dispute.created': {
      const dispute = disputeSchema.safeParse(data.object);
      if (!dispute.success) return unreadable;
      const { id: disputeId, payment_intent, amount, currency, reason } = dispute.data;
      return {
        kind: 'read',
        event: {
          id,
          type,
          kind: 'dispute',
          paymentIntent: payment_intent,
          dispute: { id: disputeId, amount, currency: currency.toUpperCase(), reason },
        },
      };
    }
    default:
      return { kind: 'read', event: { id, type, kind: 'ignored' } };
  }
}
