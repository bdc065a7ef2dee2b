import { paypalId } from './ids';
import { captureView } from './orders';
import { refundView } from './refunds';
import type { Capture, Refund, SandboxState, StoredOrder, WebhookEvent } from './state';

/*
 * The Payments webhooks PayPal sends about a capture: its resource is the capture (v2) for
 * COMPLETED, PENDING and DENIED, and the refund for REFUNDED and REVERSED, each with the merchant's
 * custom_id and invoice_id, as PayPal's are.
 */

export type CaptureEventType = 'PAYMENT.CAPTURE.COMPLETED' | 'PAYMENT.CAPTURE.PENDING' | 'PAYMENT.CAPTURE.DENIED';
export type RefundEventType = 'PAYMENT.CAPTURE.REFUNDED' | 'PAYMENT.CAPTURE.REVERSED';

function now(state: SandboxState): string {
  return new Date(state.now()).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** PayPal's event ids look like `WH-58D329510W468432D-8HN650336L201105X`. */
function eventId(): string {
  return `WH-${paypalId()}-${paypalId()}`;
}

function money(amount: { currency_code: string; value: string }): string {
  return `${amount.currency_code} ${amount.value}`;
}

function envelope(state: SandboxState, fields: Pick<WebhookEvent, 'resource_type' | 'event_type' | 'summary' | 'resource'>): WebhookEvent {
  const id = eventId();
  const api = `${state.settings.publicUrl}/v1/notifications/webhooks-events/${id}`;
  return {
    id,
    event_version: '1.0',
    create_time: now(state),
    resource_version: '2.0',
    ...fields,
    links: [
      { href: api, rel: 'self', method: 'GET' },
      { href: `${api}/resend`, rel: 'resend', method: 'POST' },
    ],
  };
}

const CAPTURE_SUMMARY: Record<CaptureEventType, (amount: string) => string> = {
  'PAYMENT.CAPTURE.COMPLETED': (amount) => `Payment completed for ${amount}`,
  'PAYMENT.CAPTURE.PENDING': (amount) => `Payment pending for ${amount}`,
  'PAYMENT.CAPTURE.DENIED': (amount) => `A ${amount} capture payment was denied`,
};

export function captureEvent(state: SandboxState, type: CaptureEventType, order: StoredOrder, capture: Capture): WebhookEvent {
  return envelope(state, {
    resource_type: 'capture',
    event_type: type,
    summary: CAPTURE_SUMMARY[type](money(capture.amount)),
    resource: { ...captureView(state, order, capture), supplementary_data: { related_ids: { order_id: order.id } } },
  });
}

export function refundEvent(
  state: SandboxState,
  type: RefundEventType,
  order: StoredOrder,
  capture: Capture,
  refund: Refund,
): WebhookEvent {
  return envelope(state, {
    resource_type: 'refund',
    event_type: type,
    summary: `A ${money(refund.amount)} capture payment was ${type === 'PAYMENT.CAPTURE.REVERSED' ? 'reversed' : 'refunded'}`,
    resource: {
      ...refundView(state, capture, refund),
      ...(order.unit.custom_id ? { custom_id: order.unit.custom_id } : {}),
      ...(order.unit.invoice_id ? { invoice_id: order.unit.invoice_id } : {}),
    },
  });
}

/** Any event the test controls ask for (POST /__sandbox/webhooks/send), e.g. a type the merchant does not handle. */
export function customEvent(state: SandboxState, type: string, resource: Record<string, unknown>): WebhookEvent {
  return envelope(state, { resource_type: 'checkout-order', event_type: type, summary: `A ${type} event`, resource });
}
