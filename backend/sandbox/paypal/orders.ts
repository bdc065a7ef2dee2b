import { paypalId } from './ids';
import { currencyDigits, formatValue, parseValue } from './money';
import { readOrderRequest } from './order-request';
import { orderNotFound, unprocessable } from './paypal-errors';
import { refundView } from './refunds';
import { pause, withOrderLock, type Answer, type Capture, type Money, type SandboxState, type StoredOrder } from './state';
import { emitEvent } from './webhook-delivery';
import { captureEvent } from './webhook-events';

/*
 * Orders v2: create, show, capture. Shapes follow PayPal's answers (HATEOAS links, purchase_units
 * with payments.captures after capture); what only PayPal's back office could know (seller
 * protection, fees) is filled with plausible fixed values.
 */

const MERCHANT_ID = 'SANDBOXMERCH1';
const MERCHANT_EMAIL = 'merchant@esim-shop.example';

function link(href: string, rel: string, method: 'GET' | 'POST' | 'PATCH') {
  return { href, rel, method };
}

function orderLinks(state: SandboxState, order: StoredOrder) {
  const api = `${state.settings.publicUrl}/v2/checkout/orders/${order.id}`;
  const self = link(api, 'self', 'GET');
  switch (order.status) {
    case 'CREATED':
      return [
        self,
        link(`${state.settings.publicUrl}/checkoutnow?token=${order.id}`, 'approve', 'GET'),
        link(api, 'update', 'PATCH'),
        link(`${api}/capture`, 'capture', 'POST'),
      ];
    case 'APPROVED':
      return [self, link(api, 'update', 'PATCH'), link(`${api}/capture`, 'capture', 'POST')];
    case 'COMPLETED':
      return [self];
  }
}

/** A capture as PayPal shows it in its order (and, with `supplementary_data`, in its webhooks). */
export function captureView(state: SandboxState, order: StoredOrder, capture: Capture) {
  const api = `${state.settings.publicUrl}/v2/payments/captures/${capture.id}`;
  return {
    id: capture.id,
    status: capture.status,
    ...(capture.statusReason ? { status_details: { reason: capture.statusReason } } : {}),
    amount: capture.amount,
    final_capture: true,
    seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
    seller_receivable_breakdown: { gross_amount: capture.amount, paypal_fee: capture.fee, net_amount: capture.net },
    ...(order.unit.custom_id ? { custom_id: order.unit.custom_id } : {}),
    ...(order.unit.invoice_id ? { invoice_id: order.unit.invoice_id } : {}),
    links: [
      link(api, 'self', 'GET'),
      link(`${api}/refund`, 'refund', 'POST'),
      link(`${state.settings.publicUrl}/v2/checkout/orders/${order.id}`, 'up', 'GET'),
    ],
    create_time: capture.createTime,
    update_time: capture.updateTime,
  };
}

/** The full order, as GET /v2/checkout/orders/{id} (and `Prefer: return=representation`) answers it. */
function orderView(state: SandboxState, order: StoredOrder) {
  const payer = order.payer;
  const capture = order.capture;
  return {
    id: order.id,
    intent: order.intent,
    status: order.status,
    ...(payer
      ? {
          payment_source: {
            paypal: {
              email_address: payer.email_address,
              account_id: payer.payer_id,
              account_status: 'VERIFIED',
              name: payer.name,
              address: payer.address,
            },
          },
        }
      : {}),
    purchase_units: [
      {
        ...order.unit,
        payee: {
          email_address: MERCHANT_EMAIL,
          merchant_id: MERCHANT_ID,
          display_data: { brand_name: order.brandName ?? state.settings.merchantName },
        },
        ...(capture
          ? {
              payments: {
                captures: [captureView(state, order, capture)],
                ...(capture.refunds.length > 0 ? { refunds: capture.refunds.map((refund) => refundView(state, capture, refund)) } : {}),
              },
            }
          : {}),
      },
    ],
    ...(payer ? { payer } : {}),
    create_time: order.createTime,
    update_time: order.updateTime,
    links: orderLinks(state, order),
  };
}

/** What `Prefer: return=minimal` (PayPal's default) gives back. */
function minimalView(state: SandboxState, order: StoredOrder) {
  return { id: order.id, status: order.status, links: orderLinks(state, order) };
}

function viewFor(state: SandboxState, order: StoredOrder, prefer: string | undefined) {
  return prefer?.includes('return=representation') ? orderView(state, order) : minimalView(state, order);
}

/**
 * POST /v2/checkout/orders. A PayPal-Request-Id seen before answers the order it created (200
 * instead of 201), whatever the body: PayPal's idempotency returns the earlier result.
 */
export function createOrder(
  state: SandboxState,
  body: Record<string, unknown> | undefined,
  requestId: string | undefined,
  prefer: string | undefined,
): Answer {
  const earlierId = requestId ? state.ordersByRequestId.get(requestId) : undefined;
  const earlier = earlierId ? state.orders.get(earlierId) : undefined;
  if (earlier) return { status: 200, body: viewFor(state, earlier, prefer) };

  const request = readOrderRequest(body);
  if (!('unit' in request)) return request;
  const invoiceId = request.unit.invoice_id;
  if (invoiceId && [...state.orders.values()].some((order) => order.status === 'COMPLETED' && order.unit.invoice_id === invoiceId)) {
    return unprocessable({
      field: '/purchase_units/0/invoice_id',
      value: invoiceId,
      location: 'body',
      issue: 'DUPLICATE_INVOICE_ID',
      description: 'Invoice ID was previously used to place an order. It must be unique.',
    });
  }
  const now = new Date(state.now()).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const order: StoredOrder = {
    id: paypalId(),
    intent: 'CAPTURE',
    status: 'CREATED',
    unit: request.unit,
    returnUrl: request.returnUrl,
    cancelUrl: request.cancelUrl,
    ...(request.brandName ? { brandName: request.brandName } : {}),
    ...(request.locale ? { locale: request.locale } : {}),
    createTime: now,
    updateTime: now,
  };
  state.orders.set(order.id, order);
  if (requestId) state.ordersByRequestId.set(requestId, order.id);
  return { status: 201, body: viewFor(state, order, prefer) };
}

/** GET /v2/checkout/orders/{id} */
export function getOrder(state: SandboxState, id: string): Answer {
  const order = state.orders.get(id);
  return order ? { status: 200, body: orderView(state, order) } : orderNotFound(id);
}

/** PayPal's fee in the sandbox: 3.49 % + a fixed part, in the capture's currency. */
function feeOf(amount: Money): { fee: Money; net: Money } {
  const digits = currencyDigits(amount.currency_code) ?? 2;
  const parsed = parseValue(amount.value, digits);
  const gross = parsed.ok ? parsed.minor : 0n;
  const fixed = (49n * 10n ** BigInt(digits)) / 100n;
  const fee = (gross * 349n) / 10_000n + fixed;
  const bounded = fee > gross ? gross : fee;
  return {
    fee: { currency_code: amount.currency_code, value: formatValue(bounded, digits) },
    net: { currency_code: amount.currency_code, value: formatValue(gross - bounded, digits) },
  };
}

/**
 * POST /v2/checkout/orders/{id}/capture. Runs under the order's lock: the first capture of an
 * approved order takes the money; a replay with its PayPal-Request-Id answers the same response
 * again; any other capture of a completed order is ORDER_ALREADY_CAPTURED.
 */
export function captureOrder(state: SandboxState, id: string, requestId: string | undefined, prefer: string | undefined): Promise<Answer> {
  state.stats.captureRequests += 1;
  return withOrderLock(state, id, async () => {
    const replayKey = requestId ? `${id} ${requestId}` : undefined;
    const replay = replayKey ? state.captureReplies.get(replayKey) : undefined;
    if (replay) return replay;
    const order = state.orders.get(id);
    if (!order) return orderNotFound(id);
    if (order.status === 'COMPLETED') {
      return unprocessable({
        issue: 'ORDER_ALREADY_CAPTURED',
        description: "Order already captured. If 'intent=CAPTURE' only one capture per order is allowed.",
      });
    }
    if (order.status !== 'APPROVED') {
      return unprocessable({
        issue: 'ORDER_NOT_APPROVED',
        description:
          "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
      });
    }
    await pause(state, state.settings.captureDelayMs);
    const now = new Date(state.now()).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const amount: Money = { currency_code: order.unit.amount.currency_code, value: order.unit.amount.value };
    const pendingReason = takePendingCapture(state, id);
    order.capture = {
      id: paypalId(),
      status: pendingReason ? 'PENDING' : 'COMPLETED',
      ...(pendingReason ? { statusReason: pendingReason } : {}),
      amount,
      ...feeOf(amount),
      createTime: now,
      updateTime: now,
      refunds: [],
    };
    // PayPal's order is COMPLETED even while its capture is PENDING: the capture says whether money moved.
    order.status = 'COMPLETED';
    order.updateTime = now;
    state.stats.captures += 1;
    state.stats.capturesByOrder.set(id, (state.stats.capturesByOrder.get(id) ?? 0) + 1);
    const answer: Answer = {
      status: 201,
      body: prefer?.includes('return=representation') ? orderView(state, order) : captureResponse(state, order),
    };
    if (replayKey) state.captureReplies.set(replayKey, answer);
    emitEvent(state, captureEvent(state, pendingReason ? 'PAYMENT.CAPTURE.PENDING' : 'PAYMENT.CAPTURE.COMPLETED', order, order.capture));
    return answer;
  });
}

/** The reason of a capture left PENDING (POST /__sandbox/captures), used up by it; undefined for a normal capture. */
function takePendingCapture(state: SandboxState, orderId: string): string | undefined {
  const planned = state.pendingOrders.get(orderId);
  if (planned !== undefined) {
    state.pendingOrders.delete(orderId);
    return planned;
  }
  const pending = state.pendingCaptures;
  if (!pending) return undefined;
  pending.remaining -= 1;
  if (pending.remaining <= 0) state.pendingCaptures = undefined;
  return pending.reason;
}

/** The capture's default (minimal) answer: the order's status, payer and its captures. */
function captureResponse(state: SandboxState, order: StoredOrder) {
  const view = orderView(state, order);
  return {
    id: view.id,
    status: view.status,
    ...(view.payment_source ? { payment_source: view.payment_source } : {}),
    purchase_units: [{ reference_id: order.unit.reference_id, payments: view.purchase_units[0]?.payments }],
    ...(view.payer ? { payer: view.payer } : {}),
    links: view.links,
  };
}
