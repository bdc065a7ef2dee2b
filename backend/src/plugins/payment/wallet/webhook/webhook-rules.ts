import { z } from 'zod';

import type { WebhookTransmission } from '../gateway/wallet-gateway';

/*
 * What the webhook endpoint reads of a PayPal webhook POST, as pure functions: the transmission's
 * headers, the event's envelope, and from its resource the ids that point to the shop's payment.
 * An event is only a hint: the reconciliation reads the capture's truth from PayPal's API before
 * anything changes, so nothing here decides an outcome. Tested in backend/test/paypal-webhook-rules.test.ts.
 */

/** The events the shop acts on; any other verified event is acknowledged and ignored. */
export const HANDLED_EVENT_TYPES = [
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.PENDING',
  'PAYMENT.CAPTURE.DENIED',
  'PAYMENT.CAPTURE.REFUNDED',
  'PAYMENT.CAPTURE.REVERSED',
] as const;
export type HandledEventType = (typeof HANDLED_EVENT_TYPES)[number];

/** A PayPal event is a few KB; anything this large is not one. */
export const WEBHOOK_MAX_BODY_BYTES = 64 * 1024;

/** PayPal's limits and patterns of the PAYPAL-* headers (those of its verify-webhook-signature request). */
const TRANSMISSION_HEADERS = {
  authAlgo: { name: 'paypal-auth-algo', max: 100, pattern: /^[A-Za-z0-9]+$/ },
  certUrl: { name: 'paypal-cert-url', max: 500, pattern: /^https?:\/\/[^\s"\\]+$/ },
  transmissionId: { name: 'paypal-transmission-id', max: 50, pattern: /^(?!\d+$)[\w-]+$/ },
  transmissionSig: { name: 'paypal-transmission-sig', max: 1000, pattern: /^[A-Za-z0-9+/=_-]+$/ },
  transmissionTime: {
    name: 'paypal-transmission-time',
    max: 40,
    pattern: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
  },
} as const;

export type TransmissionRead = { ok: true; transmission: WebhookTransmission } | { ok: false; missing: string[]; invalid: string[] };

/** The five PAYPAL-* headers of a delivery, each present once and well formed; otherwise which are not. */
export function transmissionOf(headers: Readonly<Record<string, string | string[] | undefined>>): TransmissionRead {
  const missing: string[] = [];
  const invalid: string[] = [];
  const values: Partial<Record<keyof WebhookTransmission, string>> = {};
  for (const [key, rule] of Object.entries(TRANSMISSION_HEADERS) as Array<
    [keyof WebhookTransmission, (typeof TRANSMISSION_HEADERS)[keyof WebhookTransmission]]
  >) {
    const raw = headers[rule.name];
    const value = typeof raw === 'string' ? raw.trim() : undefined;
    if (raw === undefined || value === '') missing.push(rule.name);
    else if (value === undefined || value.length > rule.max || !rule.pattern.test(value)) invalid.push(rule.name);
    else values[key] = value;
  }
  if (missing.length > 0 || invalid.length > 0) return { ok: false, missing, invalid };
  return { ok: true, transmission: values as WebhookTransmission };
}

/** Letters, digits and dashes: PayPal's ids, and Vendure's order codes. */
const ID = /^[A-Za-z0-9-]{1,64}$/;
const id = z.string().regex(ID);

/** The envelope. Resources stay loose: PayPal adds fields, and only the ids below are read. */
const eventSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9-]{1,100}$/),
    event_type: z.string().regex(/^[A-Za-z0-9._-]{1,100}$/),
    resource: z.record(z.string(), z.unknown()).optional(),
  })
  .loose();

export type WebhookEvent = z.infer<typeof eventSchema>;

/** Where an event points: any of them finds the shop's payment (see WalletReconciliationService.paymentsOf). */
export interface PaymentHint {
  /** PayPal's capture id: the shop payment's transaction id. */
  captureId?: string;
  /** PayPal's order id: the return's token, kept in the payment's metadata. */
  walletOrderId?: string;
  /** The custom_id the shop sent: its order code. */
  orderCode?: string;
}

export type EventRead =
  | { kind: 'handled'; eventId: string; eventType: HandledEventType; hint: PaymentHint }
  | { kind: 'ignored'; eventId: string; eventType: string; why: 'unhandledType' | 'noPaymentIds' };

/** The event envelope of a JSON body, or undefined when it is not one (400). */
export function webhookEventOf(body: unknown): WebhookEvent | undefined {
  const parsed = eventSchema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && ID.test(value) ? value : undefined;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** The capture a refund (or reversal) belongs to: the last part of its `up` link, /v2/payments/captures/{id}. */
function upCaptureOf(resource: Record<string, unknown>): string | undefined {
  const links = Array.isArray(resource['links']) ? resource['links'] : [];
  for (const link of links) {
    const fields = record(link);
    if (fields?.['rel'] !== 'up' || typeof fields['href'] !== 'string') continue;
    const match = /\/v2\/payments\/captures\/([^/?#]+)$/.exec(fields['href']);
    if (match?.[1] && id.safeParse(match[1]).success) return match[1];
  }
  return undefined;
}

/** Events whose resource is a refund: they alone say whether it was a refund or a reversal. */
export function isRefundEvent(type: HandledEventType): boolean {
  return type === 'PAYMENT.CAPTURE.REFUNDED' || type === 'PAYMENT.CAPTURE.REVERSED';
}

function isHandled(type: string): type is HandledEventType {
  return (HANDLED_EVENT_TYPES as readonly string[]).includes(type);
}

/**
 * What a verified event asks for. Capture events (COMPLETED, PENDING, DENIED) carry the capture as
 * their resource: its id, PayPal's order id (supplementary_data.related_ids.order_id) and the shop's
 * custom_id. Refund events (REFUNDED, REVERSED) carry the refund: its `up` link names the capture.
 */
export function readEvent(event: WebhookEvent): EventRead {
  const eventId = event.id;
  const eventType = event.event_type;
  if (!isHandled(eventType)) return { kind: 'ignored', eventId, eventType, why: 'unhandledType' };
  const resource = event.resource ?? {};
  const isRefund = isRefundEvent(eventType);
  const related = record(record(resource['supplementary_data'])?.['related_ids']);
  const hint: PaymentHint = {};
  const captureId = isRefund ? upCaptureOf(resource) : text(resource['id']);
  const walletOrderId = text(related?.['order_id']);
  const orderCode = text(resource['custom_id']);
  if (captureId) hint.captureId = captureId;
  if (walletOrderId) hint.walletOrderId = walletOrderId;
  if (orderCode) hint.orderCode = orderCode;
  if (!hint.captureId && !hint.walletOrderId && !hint.orderCode) return { kind: 'ignored', eventId, eventType, why: 'noPaymentIds' };
  return { kind: 'handled', eventId, eventType, hint };
}
