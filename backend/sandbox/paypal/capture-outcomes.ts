import type { IncomingMessage } from 'node:http';

import { readJsonBody } from './http-io';
import { paypalId } from './ids';
import { formatValue } from './money';
import { orderNotFound, unprocessable } from './paypal-errors';
import { digitsOf, minorOf, refundedUpTo } from './refunds';
import { withOrderLock, type Answer, type Refund, type SandboxState, type StoredOrder } from './state';
import { emitEvent } from './webhook-delivery';
import { captureEvent, refundEvent } from './webhook-events';

/*
 * What happens at PayPal after the merchant's capture, on a test's command (test controls only):
 * POST /__sandbox/captures leaves the next captures PENDING; POST /__sandbox/orders/{id}/complete or
 * /deny then settles a PENDING one, and /reverse takes a completed one back (a chargeback). Each
 * sends the webhook PayPal would send.
 */

/** PayPal's reasons for a PENDING capture (capture_status_details). */
const PENDING_REASONS = [
  'BUYER_COMPLAINT',
  'CHARGEBACK',
  'ECHECK',
  'INTERNATIONAL_WITHDRAWAL',
  'OTHER',
  'PENDING_REVIEW',
  'RECEIVING_PREFERENCE_MANDATES_MANUAL_ACTION',
  'REFUNDED',
  'TRANSACTION_APPROVED_AWAITING_FUNDING',
  'UNILATERAL',
  'VERIFICATION_REQUIRED',
];

/**
 * POST /__sandbox/captures `{ outcome: 'PENDING', count?, reason?, orderId? }`: the next `count`
 * captures, or with `orderId` that order's capture only (tests running side by side on one
 * simulator), are left PENDING.
 */
export async function planPendingCaptures(state: SandboxState, request: IncomingMessage): Promise<Answer> {
  const body = (await readJsonBody(request)) ?? {};
  const { outcome, count = 1, reason = 'PENDING_REVIEW', orderId } = body;
  if (outcome !== 'PENDING') return { status: 400, body: { error: 'outcome must be PENDING' } };
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 1000)
    return { status: 400, body: { error: 'count must be a whole number from 1 to 1000' } };
  if (typeof reason !== 'string' || !PENDING_REASONS.includes(reason))
    return { status: 400, body: { error: `reason must be one of ${PENDING_REASONS.join(', ')}` } };
  if (orderId !== undefined) {
    if (typeof orderId !== 'string' || !state.orders.has(orderId))
      return { status: 404, body: { error: 'orderId must be an order of this simulator' } };
    state.pendingOrders.set(orderId, reason);
    return { status: 200, body: { outcome, orderId, reason } };
  }
  state.pendingCaptures = { remaining: count, reason };
  return { status: 200, body: { outcome, count, reason } };
}

export type CaptureCommand = 'complete' | 'deny' | 'reverse';

function timestamp(state: SandboxState): string {
  return new Date(state.now()).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function notAllowed(command: CaptureCommand, status: string): Answer {
  return unprocessable({ issue: 'CAPTURE_STATUS_NOT_VALID', description: `Cannot ${command} a capture that is ${status}.` });
}

/** POST /__sandbox/orders/{orderId}/{complete|deny|reverse}: answers the capture as it now is. */
export function commandCapture(state: SandboxState, orderId: string, command: CaptureCommand): Promise<Answer> {
  return withOrderLock(state, orderId, async () => {
    const order = state.orders.get(orderId);
    if (!order) return orderNotFound(orderId);
    const capture = order.capture;
    if (!capture) return unprocessable({ issue: 'ORDER_NOT_CAPTURED', description: 'The order has no capture.' });
    switch (command) {
      case 'complete':
      case 'deny': {
        if (capture.status !== 'PENDING') return notAllowed(command, capture.status);
        capture.status = command === 'complete' ? 'COMPLETED' : 'DECLINED';
        delete capture.statusReason;
        capture.updateTime = timestamp(state);
        order.updateTime = capture.updateTime;
        emitEvent(
          state,
          captureEvent(state, command === 'complete' ? 'PAYMENT.CAPTURE.COMPLETED' : 'PAYMENT.CAPTURE.DENIED', order, capture),
        );
        break;
      }
      case 'reverse': {
        if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED') return notAllowed(command, capture.status);
        const reversal = reverse(state, order);
        emitEvent(state, refundEvent(state, 'PAYMENT.CAPTURE.REVERSED', order, capture, reversal));
        break;
      }
    }
    return {
      status: 200,
      body: {
        id: capture.id,
        status: capture.status,
        ...(capture.statusReason ? { status_details: { reason: capture.statusReason } } : {}),
      },
    };
  });
}

/** PayPal takes back what is left of the capture: recorded as a refund of kind `reversal`. */
function reverse(state: SandboxState, order: StoredOrder): Refund {
  const capture = order.capture;
  if (!capture) throw new Error('reverse: the order has no capture');
  const digits = digitsOf(capture);
  const left = minorOf(capture.amount, digits) - refundedUpTo(capture, capture.refunds.length);
  const now = timestamp(state);
  const reversal: Refund = {
    id: paypalId(),
    status: 'COMPLETED',
    amount: { currency_code: capture.amount.currency_code, value: formatValue(left, digits) },
    createTime: now,
    kind: 'reversal',
  };
  capture.refunds.push(reversal);
  capture.status = 'REFUNDED';
  capture.statusReason = 'CHARGEBACK';
  capture.updateTime = now;
  order.updateTime = now;
  return reversal;
}
