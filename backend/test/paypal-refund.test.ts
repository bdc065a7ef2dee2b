import { describe, expect, it } from 'vitest';

import { PayPalGateway } from '../src/plugins/payment/wallet/gateway/paypal-gateway';
import { usePayPalSimulator } from './support/paypal-simulator';
import { WalletGatewayError, type CreateWalletOrderInput } from '../src/plugins/payment/wallet/gateway/wallet-gateway';

/*
 * Refunds (Payments v2) at the simulator and through the adapter: partial and full, the capture's
 * status following them, never more than was taken, once per request id even when replayed at
 * once, and the simulator's failures as typed errors. Also the order breakdown's discount.
 */

const SHOP = 'http://127.0.0.1:3999';
const simulator = usePayPalSimulator({ captureDelayMs: 10, faultHangMs: 2_000 });
const gateway = simulator.gateway;

let orderNumber = 0;
function input(overrides: Partial<CreateWalletOrderInput> = {}): CreateWalletOrderInput {
  orderNumber += 1;
  const code = `REFUND-${orderNumber}`;
  return {
    orderCode: code,
    invoiceId: code,
    currencyCode: 'EUR',
    items: [{ name: 'Japan 5 GB · 30 days', quantity: 2, unitAmount: 1000 }],
    itemTotal: 2000,
    taxTotal: 420,
    total: 2420,
    returnUrl: `${SHOP}/en/payment/paypal.html`,
    cancelUrl: `${SHOP}/en/payment/paypal-error.html`,
    ...overrides,
  };
}

async function approveAsBuyer(approveUrl: string): Promise<void> {
  const token = new URL(approveUrl).searchParams.get('token') ?? '';
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${simulator.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
  const review = await (await post('/checkoutnow/login', { token, email: 'buyer@example.com', password: 'sandbox-buyer-password' })).text();
  const session = /name="session" value="([^"]+)"/.exec(review)?.[1] ?? '';
  expect((await post('/checkoutnow/approve', { token, session })).status).toBe(303);
}

/** A captured wallet order: its id and its capture's id. */
async function captured(
  instance: PayPalGateway,
  overrides: Partial<CreateWalletOrderInput> = {},
): Promise<{ orderId: string; captureId: string }> {
  const order = await instance.createOrder(input(overrides));
  await approveAsBuyer(order.approveUrl ?? '');
  const done = await instance.captureOrder(order.id, { requestId: `capture-${order.id}` });
  const captureId = done.captures[0]?.id;
  if (!captureId) throw new Error('no capture');
  return { orderId: order.id, captureId };
}

async function raw(path: string, options: { body?: unknown; headers?: Record<string, string>; token?: string } = {}) {
  const token = options.token ?? (await gateway().instance.accessToken());
  const response = await fetch(`${simulator.base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', prefer: 'return=representation', ...options.headers },
    body: JSON.stringify(options.body ?? {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- PayPal's nested JSON, read by path in assertions
}

async function stats(): Promise<{ captures: number; refunds: number; refundRequests: number }> {
  return (await (await fetch(`${simulator.base}/__sandbox/stats`)).json()) as never;
}

async function failure(promise: Promise<unknown>): Promise<WalletGatewayError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(WalletGatewayError);
  return error as WalletGatewayError;
}

const fault = (body: Record<string, unknown>) =>
  fetch(`${simulator.base}/__sandbox/faults`, { method: 'POST', body: JSON.stringify(body) });

describe("the simulator's refund endpoint", () => {
  it('refunds part, then the rest; the capture goes PARTIALLY_REFUNDED then REFUNDED and lists its refunds on the order', async () => {
    const { instance } = gateway();
    const { orderId, captureId } = await captured(instance);
    const part = await raw(`/v2/payments/captures/${captureId}/refund`, {
      body: { amount: { currency_code: 'EUR', value: '10.00' }, note_to_payer: 'Unused eSIM' },
      headers: { 'paypal-request-id': 'r-1' },
    });
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({
      id: expect.stringMatching(/^[0-9A-Z]{17}$/),
      status: 'COMPLETED',
      amount: { currency_code: 'EUR', value: '10.00' },
      note_to_payer: 'Unused eSIM',
      seller_payable_breakdown: { total_refunded_amount: { currency_code: 'EUR', value: '10.00' } },
    });
    expect((await instance.getOrder(orderId)).captures[0]?.status).toBe('PARTIALLY_REFUNDED');

    const rest = await raw(`/v2/payments/captures/${captureId}/refund`, { headers: { 'paypal-request-id': 'r-2' } });
    expect(rest.body).toMatchObject({
      status: 'COMPLETED',
      amount: { value: '14.20' },
      seller_payable_breakdown: { total_refunded_amount: { value: '24.20' } },
    });
    const order = await fetch(`${simulator.base}/v2/checkout/orders/${orderId}`, {
      headers: { authorization: `Bearer ${await instance.accessToken()}` },
    });
    const view = (await order.json()) as {
      status: string;
      purchase_units: { payments: { captures: { status: string }[]; refunds: { id: string }[] } }[];
    };
    expect(view.status).toBe('COMPLETED');
    expect(view.purchase_units[0]?.payments.captures[0]?.status).toBe('REFUNDED');
    expect(view.purchase_units[0]?.payments.refunds.map((refund) => refund.id)).toEqual([part.body['id'], rest.body['id']]);

    const third = await raw(`/v2/payments/captures/${captureId}/refund`, {
      body: { amount: { currency_code: 'EUR', value: '0.01' } },
      headers: { 'paypal-request-id': 'r-3' },
    });
    expect(third).toMatchObject({ status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] } });
    expect(await stats()).toMatchObject({ captures: 1, refunds: 2, refundRequests: 3 });
  });

  it('refuses more than what is left, another currency, a bad amount, an unknown capture and a missing token', async () => {
    const { instance } = gateway();
    const { captureId } = await captured(instance);
    const refund = (amount: unknown) => raw(`/v2/payments/captures/${captureId}/refund`, { body: { amount } });
    expect(await refund({ currency_code: 'EUR', value: '24.21' })).toMatchObject({
      status: 422,
      body: { details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }] },
    });
    expect(await refund({ currency_code: 'USD', value: '1.00' })).toMatchObject({
      status: 422,
      body: { details: [{ issue: 'CURRENCY_MISMATCH' }] },
    });
    expect(await refund({ currency_code: 'EUR', value: '1.001' })).toMatchObject({
      status: 422,
      body: { details: [{ issue: 'DECIMAL_PRECISION' }] },
    });
    expect(await refund({ currency_code: 'EUR', value: '0.00' })).toMatchObject({
      status: 422,
      body: { details: [{ issue: 'CANNOT_BE_ZERO_OR_NEGATIVE' }] },
    });
    expect(await refund({ currency_code: 'EUR', value: 'ten' })).toMatchObject({
      status: 400,
      body: { details: [{ issue: 'INVALID_PARAMETER_SYNTAX' }] },
    });
    expect(await raw('/v2/payments/captures/5O190127TN364715T/refund')).toMatchObject({
      status: 404,
      body: { details: [{ issue: 'INVALID_RESOURCE_ID', field: 'capture_id' }] },
    });
    expect((await raw(`/v2/payments/captures/${captureId}/refund`, { token: 'A21AAforged' })).status).toBe(401);
    // 24.20 was taken; 14.20 then 10.00 is exactly all of it, 10.01 would not be.
    await refund({ currency_code: 'EUR', value: '14.20' });
    expect(await refund({ currency_code: 'EUR', value: '10.01' })).toMatchObject({
      status: 422,
      body: { details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }] },
    });
    expect((await refund({ currency_code: 'EUR', value: '10.00' })).status).toBe(201);
    expect((await stats()).refunds).toBe(2);
  });

  it("a refund's request id, replayed or sent 10 times at once, refunds once and answers the same refund", async () => {
    const { instance } = gateway();
    const { captureId } = await captured(instance);
    const body = { amount: { currency_code: 'EUR', value: '5.00' } };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        raw(`/v2/payments/captures/${captureId}/refund`, { body, headers: { 'paypal-request-id': 'same' } }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.body['id'])).size).toBe(1);
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect(await stats()).toMatchObject({ refunds: 1, refundRequests: 10 });
  });

  it('10 concurrent refunds of half the capture with different request ids: exactly two succeed', async () => {
    const { instance } = gateway();
    const { captureId } = await captured(instance);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        raw(`/v2/payments/captures/${captureId}/refund`, {
          body: { amount: { currency_code: 'EUR', value: '12.10' } },
          headers: { 'paypal-request-id': `half-${index}` },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(new Set(answers.filter((answer) => answer.status === 422).map((answer) => answer.body['details'][0]['issue']))).toEqual(
      new Set(['CAPTURE_FULLY_REFUNDED']),
    );
    expect((await stats()).refunds).toBe(2);
  });

  it('answers a planned `refund` fault on the next refund only', async () => {
    const { instance } = gateway();
    const { captureId } = await captured(instance);
    expect((await fault({ next: 'server_error', endpoint: 'refund' })).status).toBe(200);
    expect((await raw(`/v2/payments/captures/${captureId}/refund`)).status).toBe(500);
    expect((await raw(`/v2/payments/captures/${captureId}/refund`)).status).toBe(201);
    expect(await stats()).toMatchObject({ refunds: 1 });
  });
});

describe('PayPalGateway.refundCapture', () => {
  it("sends the amount in the currency's decimals with the request id and note, and reads the refund back", async () => {
    const { instance, sent } = gateway();
    const { orderId, captureId } = await captured(instance);
    const refund = await instance.refundCapture(captureId, {
      amount: 1050,
      currencyCode: 'EUR',
      requestId: 'refund-1',
      note: 'Your eSIM was not activated',
    });
    expect(refund).toEqual({ id: expect.stringMatching(/^[0-9A-Z]{17}$/), status: 'COMPLETED', amount: 1050, currencyCode: 'EUR' });
    const call = sent.find((entry) => entry.path.endsWith('/refund'));
    expect(call?.path).toBe(`/v2/payments/captures/${captureId}/refund`);
    expect(call?.headers.get('paypal-request-id')).toBe('refund-1');
    expect(call?.headers.get('prefer')).toBe('return=representation');
    expect(JSON.parse(call?.body ?? '{}')).toEqual({
      amount: { currency_code: 'EUR', value: '10.50' },
      note_to_payer: 'Your eSIM was not activated',
    });
    expect((await instance.getOrder(orderId)).captures[0]?.status).toBe('PARTIALLY_REFUNDED');

    const rest = await instance.refundCapture(captureId, { currencyCode: 'EUR', requestId: 'refund-2' });
    expect(rest).toMatchObject({ status: 'COMPLETED', amount: 1370, currencyCode: 'EUR' });
    expect(JSON.parse(sent.filter((entry) => entry.path.endsWith('/refund'))[1]?.body ?? '')).toEqual({});
    expect((await instance.getOrder(orderId)).captures[0]).toMatchObject({ status: 'REFUNDED', amount: 2420 });
  });

  it('JPY: the shop\'s 50000 goes out as "500" and comes back as 50000', async () => {
    const { instance, sent } = gateway();
    const { captureId } = await captured(instance, {
      currencyCode: 'JPY',
      items: [{ name: 'Japan 10 GB', quantity: 1, unitAmount: 150_000 }],
      itemTotal: 150_000,
      taxTotal: 15_000,
      total: 165_000,
    });
    const refund = await instance.refundCapture(captureId, { amount: 50_000, currencyCode: 'JPY', requestId: 'jpy-refund' });
    expect(JSON.parse(sent.find((entry) => entry.path.endsWith('/refund'))?.body ?? '{}')).toEqual({
      amount: { currency_code: 'JPY', value: '500' },
    });
    expect(refund).toMatchObject({ amount: 50_000, currencyCode: 'JPY' });
  });

  it('more than what is left is `unprocessable` REFUND_AMOUNT_EXCEEDED; then CAPTURE_FULLY_REFUNDED; an unknown capture `notFound`', async () => {
    const { instance } = gateway();
    const { captureId } = await captured(instance);
    expect(await failure(instance.refundCapture(captureId, { amount: 2421, currencyCode: 'EUR', requestId: 'too-much' }))).toMatchObject({
      kind: 'unprocessable',
      operation: 'refundCapture',
      status: 422,
      issue: 'REFUND_AMOUNT_EXCEEDED',
    });
    await instance.refundCapture(captureId, { currencyCode: 'EUR', requestId: 'all' });
    expect(await failure(instance.refundCapture(captureId, { amount: 1, currencyCode: 'EUR', requestId: 'one-more' }))).toMatchObject({
      kind: 'unprocessable',
      issue: 'CAPTURE_FULLY_REFUNDED',
    });
    expect(await failure(instance.refundCapture('5O190127TN364715T', { currencyCode: 'EUR', requestId: 'nothing' }))).toMatchObject({
      kind: 'notFound',
      operation: 'refundCapture',
    });
  });

  it('refuses before sending a fraction of a yen, a negative amount and a request id that is too long', async () => {
    const { instance, sent } = gateway();
    expect(await failure(instance.refundCapture('X', { amount: 50_050, currencyCode: 'JPY', requestId: 'a' }))).toMatchObject({
      kind: 'invalidRequest',
      issue: 'DECIMALS_NOT_SUPPORTED',
    });
    expect(await failure(instance.refundCapture('X', { amount: -1, currencyCode: 'EUR', requestId: 'a' }))).toMatchObject({
      kind: 'invalidRequest',
    });
    expect(await failure(instance.refundCapture('X', { amount: 1, currencyCode: 'EUR', requestId: 'x'.repeat(109) }))).toMatchObject({
      kind: 'invalidRequest',
    });
    expect(sent.filter((entry) => entry.path.endsWith('/refund'))).toHaveLength(0);
  });

  it('a 500 is `server`; an answer lost after the refund is `timeout`, and replaying the request id refunds once', async () => {
    const { instance } = gateway({ timeoutMs: 300 });
    const { captureId } = await captured(instance);
    await fault({ next: 'server_error', endpoint: 'refund' });
    expect(await failure(instance.refundCapture(captureId, { amount: 500, currencyCode: 'EUR', requestId: 'lost-1' }))).toMatchObject({
      kind: 'server',
      status: 500,
    });
    await fault({ next: 'timeout', endpoint: 'refund', afterProcessing: true });
    expect(await failure(instance.refundCapture(captureId, { amount: 500, currencyCode: 'EUR', requestId: 'lost-1' }))).toMatchObject({
      kind: 'timeout',
      operation: 'refundCapture',
    });
    const replay = await instance.refundCapture(captureId, { amount: 500, currencyCode: 'EUR', requestId: 'lost-1' });
    expect(replay).toMatchObject({ status: 'COMPLETED', amount: 500 });
    expect((await stats()).refunds).toBe(1);
  });
});

describe('create order with a discount', () => {
  it("sends the coupon as the breakdown's discount, which the simulator adds up with the rest", async () => {
    const { instance, sent } = gateway();
    // Two eSIMs at 10.00 net, 5.00 off with a coupon, 21 % VAT on the 15.00 left.
    const order = await instance.createOrder(input({ itemTotal: 2000, discountTotal: 500, taxTotal: 315, total: 1815 }));
    const body = JSON.parse(sent.find((entry) => entry.path === '/v2/checkout/orders')?.body ?? '{}');
    expect(body.purchase_units[0].amount).toEqual({
      currency_code: 'EUR',
      value: '18.15',
      breakdown: {
        item_total: { currency_code: 'EUR', value: '20.00' },
        tax_total: { currency_code: 'EUR', value: '3.15' },
        discount: { currency_code: 'EUR', value: '5.00' },
      },
    });
    expect(order.amount?.total).toBe(1815);
    expect(await failure(instance.createOrder(input({ itemTotal: 2000, discountTotal: 400, taxTotal: 315, total: 1815 })))).toMatchObject({
      issue: 'AMOUNT_MISMATCH',
    });
  });
});
