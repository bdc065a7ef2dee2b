import { paypalId } from './ids';
import { currencyDigits, formatValue, parseValue } from './money';
import { invalidRequest, paypalError, unprocessable } from './paypal-errors';
import { withOrderLock, type Answer, type Capture, type Money, type Refund, type SandboxState, type StoredOrder } from './state';
import { emitEvent } from './webhook-delivery';
import { refundEvent } from './webhook-events';

/*
 * Payments v2 refunds: POST /v2/payments/captures/{id}/refund. Refunds are recorded on their
 * capture, whose status follows them (PARTIALLY_REFUNDED, then REFUNDED). Like capture, the
 * decision runs under the order's lock, so concurrent refunds cannot give back more than was taken.
 */

const MAX_NOTE = 255;

function findCapture(state: SandboxState, captureId: string): { order: StoredOrder; capture: Capture } | undefined {
  for (const order of state.orders.values()) {
    if (order.capture?.id === captureId) return { order, capture: order.capture };
  }
  return undefined;
}

export function digitsOf(capture: Capture): number {
  // The capture's currency was checked when its order was created.
  return currencyDigits(capture.amount.currency_code) ?? 2;
}

export function minorOf(money: Money, digits: number): bigint {
  const parsed = parseValue(money.value, digits);
  return parsed.ok ? parsed.minor : 0n;
}

export function refundedUpTo(capture: Capture, count: number): bigint {
  const digits = digitsOf(capture);
  return capture.refunds.slice(0, count).reduce((sum, refund) => sum + minorOf(refund.amount, digits), 0n);
}

/** A refund as PayPal shows it: in the refund's answer and in its order's `payments.refunds`. */
export function refundView(state: SandboxState, capture: Capture, refund: Refund) {
  const digits = digitsOf(capture);
  const currency = capture.amount.currency_code;
  const totalRefunded = refundedUpTo(capture, capture.refunds.indexOf(refund) + 1);
  return {
    id: refund.id,
    status: refund.status,
    amount: refund.amount,
    ...(refund.noteToPayer ? { note_to_payer: refund.noteToPayer } : {}),
    seller_payable_breakdown: {
      gross_amount: refund.amount,
      // PayPal keeps its capture fee when money is given back: none of it returns to the merchant.
      paypal_fee: { currency_code: currency, value: formatValue(0n, digits) },
      net_amount: refund.amount,
      total_refunded_amount: { currency_code: currency, value: formatValue(totalRefunded, digits) },
    },
    create_time: refund.createTime,
    update_time: refund.createTime,
    links: [
      { href: `${state.settings.publicUrl}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
      { href: `${state.settings.publicUrl}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' },
    ],
  };
}

function captureNotFound(captureId: string): Answer {
  return paypalError('RESOURCE_NOT_FOUND', [
    {
      field: 'capture_id',
      value: captureId,
      location: 'path',
      issue: 'INVALID_RESOURCE_ID',
      description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
    },
  ]);
}

/** The amount asked for, in minor units, or the refusal PayPal would answer. */
function requestedAmount(body: Record<string, unknown>, capture: Capture, remaining: bigint): { minor: bigint } | Answer {
  const raw = body['amount'];
  if (raw === undefined) return { minor: remaining };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return invalidRequest({
      field: '/amount',
      value: JSON.stringify(raw),
      issue: 'INVALID_PARAMETER_VALUE',
      description: 'The value of a field is invalid.',
    });
  }
  const { currency_code: code, value } = raw as Record<string, unknown>;
  if (code === undefined)
    return invalidRequest({
      field: '/amount/currency_code',
      issue: 'MISSING_REQUIRED_PARAMETER',
      description: 'A required field / parameter is missing.',
    });
  if (value === undefined)
    return invalidRequest({
      field: '/amount/value',
      issue: 'MISSING_REQUIRED_PARAMETER',
      description: 'A required field / parameter is missing.',
    });
  if (typeof code !== 'string' || typeof value !== 'string') {
    return invalidRequest({
      field: '/amount',
      value: JSON.stringify(raw),
      issue: 'INVALID_PARAMETER_VALUE',
      description: 'The value of a field is invalid.',
    });
  }
  if (code !== capture.amount.currency_code) {
    return unprocessable({
      field: '/amount/currency_code',
      value: code,
      issue: 'CURRENCY_MISMATCH',
      description: 'The refund must be in the currency of the capture.',
    });
  }
  const digits = digitsOf(capture);
  const parsed = parseValue(value, digits);
  if (!parsed.ok) {
    if (parsed.issue === 'INVALID_PARAMETER_SYNTAX') {
      return invalidRequest({
        field: '/amount/value',
        value,
        issue: 'INVALID_PARAMETER_SYNTAX',
        description: 'The value of a field does not conform to the expected format.',
      });
    }
    return unprocessable({
      field: '/amount/value',
      value,
      issue: parsed.issue,
      description:
        parsed.issue === 'DECIMALS_NOT_SUPPORTED'
          ? 'Currency does not support decimals.'
          : 'If the currency supports decimals, only two decimal place precision is supported.',
    });
  }
  if (parsed.minor <= 0n) {
    return unprocessable({ field: '/amount/value', value, issue: 'CANNOT_BE_ZERO_OR_NEGATIVE', description: 'Must be greater than zero.' });
  }
  return { minor: parsed.minor };
}

/**
 * POST /v2/payments/captures/{id}/refund. No amount refunds what is left. A replay with the same
 * PayPal-Request-Id answers the first refund again; more than what is left is
 * REFUND_AMOUNT_EXCEEDED, and nothing left at all CAPTURE_FULLY_REFUNDED.
 */
export async function refundCapture(
  state: SandboxState,
  captureId: string,
  body: Record<string, unknown> | undefined,
  requestId: string | undefined,
  prefer: string | undefined,
): Promise<Answer> {
  state.stats.refundRequests += 1;
  if (!body) return invalidRequest({ issue: 'MALFORMED_REQUEST_JSON', description: 'The request JSON is not well formed.' });
  const found = findCapture(state, captureId);
  if (!found) return captureNotFound(captureId);
  return withOrderLock(state, found.order.id, async () => {
    const replayKey = requestId ? `${captureId} ${requestId}` : undefined;
    const replay = replayKey ? state.refundReplies.get(replayKey) : undefined;
    if (replay) return replay;
    const { capture } = found;
    if (capture.status === 'PENDING' || capture.status === 'DECLINED') {
      return unprocessable({
        issue: 'REFUND_NOT_ALLOWED',
        description: `A ${capture.status} capture cannot be refunded: no money was taken yet.`,
      });
    }
    const note = body['note_to_payer'];
    if (note !== undefined && (typeof note !== 'string' || note.length === 0 || note.length > MAX_NOTE)) {
      return invalidRequest({
        field: '/note_to_payer',
        value: JSON.stringify(note),
        issue: 'INVALID_PARAMETER_VALUE',
        description: `Must be a string of 1 to ${MAX_NOTE} characters.`,
      });
    }
    const digits = digitsOf(capture);
    const remaining = minorOf(capture.amount, digits) - refundedUpTo(capture, capture.refunds.length);
    const amount = requestedAmount(body, capture, remaining);
    if (!('minor' in amount)) return amount;
    if (remaining <= 0n) {
      return unprocessable({ issue: 'CAPTURE_FULLY_REFUNDED', description: 'The capture has already been fully refunded.' });
    }
    if (amount.minor > remaining) {
      return unprocessable({
        field: '/amount/value',
        value: formatValue(amount.minor, digits),
        issue: 'REFUND_AMOUNT_EXCEEDED',
        description: 'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
      });
    }
    const now = new Date(state.now()).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const refund: Refund = {
      id: paypalId(),
      status: 'COMPLETED',
      amount: { currency_code: capture.amount.currency_code, value: formatValue(amount.minor, digits) },
      ...(typeof note === 'string' ? { noteToPayer: note } : {}),
      createTime: now,
      kind: 'refund',
    };
    capture.refunds.push(refund);
    capture.status = amount.minor === remaining ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    capture.updateTime = now;
    found.order.updateTime = now;
    state.stats.refunds += 1;
    const view = refundView(state, capture, refund);
    const answer: Answer = {
      status: 201,
      body: prefer?.includes('return=representation') ? view : { id: view.id, status: view.status, links: view.links },
    };
    if (replayKey) state.refundReplies.set(replayKey, answer);
    emitEvent(state, refundEvent(state, 'PAYMENT.CAPTURE.REFUNDED', found.order, capture, refund));
    return answer;
  });
}
