import { describe, expect, it } from 'vitest';

import { fromPayPalValue, toPayPalValue } from '../src/plugins/payment/wallet/gateway/paypal-money';
import { PayPalGateway } from '../src/plugins/payment/wallet/gateway/paypal-gateway';
import { usePayPalSimulator } from './support/paypal-simulator';
import { WalletGatewayError, type CreateWalletOrderInput } from '../src/plugins/payment/wallet/gateway/wallet-gateway';

/*
 * The adapter against the simulator, the same code that talks to PayPal: token, create, the buyer's
 * approval, capture with its idempotency, and every failure as a typed WalletGatewayError.
 */

const SHOP = 'http://127.0.0.1:3999';
// Capture delay long enough that 20 concurrent captures really overlap inside the simulator.
const simulator = usePayPalSimulator({ captureDelayMs: 25, faultHangMs: 3_000 });
const gateway = simulator.gateway;

let orderNumber = 0;
function input(overrides: Partial<CreateWalletOrderInput> = {}): CreateWalletOrderInput {
  orderNumber += 1;
  const code = `ORDER-${orderNumber}`;
  return {
    orderCode: code,
    invoiceId: code,
    currencyCode: 'EUR',
    items: [
      { name: 'Japan 5 GB · 30 days', quantity: 2, unitAmount: 1000, sku: 'JP-5GB-30D' },
      { name: 'Europe 1 GB · 7 days', quantity: 1, unitAmount: 450 },
    ],
    itemTotal: 2450,
    taxTotal: 515,
    total: 2965,
    returnUrl: `${SHOP}/ja/payment/paypal.html`,
    cancelUrl: `${SHOP}/ja/payment/paypal-error.html`,
    locale: 'ja-JP',
    brandName: 'eSIM Shop',
    ...overrides,
  };
}

/** The buyer on the approval page: log in, approve; the return URL's query. */
async function approveAsBuyer(approveUrl: string): Promise<{ token: string; payerId: string }> {
  const token = new URL(approveUrl).searchParams.get('token') ?? '';
  expect((await fetch(approveUrl)).status).toBe(200);
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${simulator.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
  const review = await (await post('/checkoutnow/login', { token, email: 'buyer@example.com', password: 'sandbox-buyer-password' })).text();
  const session = /name="session" value="([^"]+)"/.exec(review)?.[1] ?? '';
  const back = new URL((await post('/checkoutnow/approve', { token, session })).headers.get('location') ?? '');
  return { token: back.searchParams.get('token') ?? '', payerId: back.searchParams.get('PayerID') ?? '' };
}

async function failure(promise: Promise<unknown>): Promise<WalletGatewayError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(WalletGatewayError);
  return error as WalletGatewayError;
}

async function stats(): Promise<{ captures: number; capturesByOrder: Record<string, number>; captureRequests: number }> {
  return (await (await fetch(`${simulator.base}/__sandbox/stats`)).json()) as never;
}

const fault = (body: Record<string, unknown>) =>
  fetch(`${simulator.base}/__sandbox/faults`, { method: 'POST', body: JSON.stringify(body) });

describe('access token', () => {
  it('is requested with Basic client credentials and reused until shortly before it expires', async () => {
    let clock = 1_000_000;
    const { instance, sent, tokenCalls } = gateway({ now: () => clock });
    const first = await instance.accessToken();
    expect(await instance.accessToken()).toBe(first);
    expect(tokenCalls()).toBe(1);
    const call = sent[0];
    expect(call?.headers.get('authorization')).toBe(`Basic ${Buffer.from('sandbox-client-id:sandbox-client-secret').toString('base64')}`);
    expect(call?.body).toBe('grant_type=client_credentials');
    clock += 32_400_000 - 61_000;
    expect(await instance.accessToken()).toBe(first);
    clock += 2_000;
    expect(await instance.accessToken()).not.toBe(first);
    expect(tokenCalls()).toBe(2);
  });

  it('is fetched once for many concurrent calls, and renewed once when PayPal no longer accepts it', async () => {
    const { instance, tokenCalls } = gateway();
    await Promise.all(Array.from({ length: 5 }, () => instance.accessToken()));
    expect(tokenCalls()).toBe(1);
    const order = await instance.createOrder(input());
    simulator.sandbox.state.tokens.clear();
    expect((await instance.getOrder(order.id)).id).toBe(order.id);
    expect(tokenCalls()).toBe(2);
  });

  it("wrong credentials are `unauthorized` with PayPal's invalid_client", async () => {
    const { instance } = gateway({ clientSecret: 'wrong' });
    const error = await failure(instance.createOrder(input()));
    expect(error).toMatchObject({ kind: 'unauthorized', operation: 'token', status: 401, issue: 'invalid_client' });
  });
});

describe('create order', () => {
  it('sends intent CAPTURE, our order code, items and the breakdown as PayPal strings, and reads the order back', async () => {
    const { instance, sent } = gateway();
    const order = await instance.createOrder(input({ orderCode: 'ABC123', invoiceId: 'ABC123-1' }), { requestId: 'create-ABC123' });
    const create = sent.find((call) => call.path === '/v2/checkout/orders');
    expect(create?.headers.get('paypal-request-id')).toBe('create-ABC123');
    expect(create?.headers.get('authorization')).toMatch(/^Bearer A21AA/);
    expect(JSON.parse(create?.body ?? '{}')).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'ABC123',
          custom_id: 'ABC123',
          invoice_id: 'ABC123-1',
          amount: {
            currency_code: 'EUR',
            value: '29.65',
            breakdown: { item_total: { currency_code: 'EUR', value: '24.50' }, tax_total: { currency_code: 'EUR', value: '5.15' } },
          },
          items: [
            {
              name: 'Japan 5 GB · 30 days',
              quantity: '2',
              unit_amount: { currency_code: 'EUR', value: '10.00' },
              category: 'DIGITAL_GOODS',
              sku: 'JP-5GB-30D',
            },
            {
              name: 'Europe 1 GB · 7 days',
              quantity: '1',
              unit_amount: { currency_code: 'EUR', value: '4.50' },
              category: 'DIGITAL_GOODS',
            },
          ],
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: `${SHOP}/ja/payment/paypal.html`,
            cancel_url: `${SHOP}/ja/payment/paypal-error.html`,
            shipping_preference: 'NO_SHIPPING',
            user_action: 'PAY_NOW',
            locale: 'ja-JP',
            brand_name: 'eSIM Shop',
          },
        },
      },
    });
    expect(order).toEqual({
      id: expect.stringMatching(/^[0-9A-Z]{17}$/),
      status: 'CREATED',
      orderCode: 'ABC123',
      customId: 'ABC123',
      invoiceId: 'ABC123-1',
      amount: { currencyCode: 'EUR', total: 2965, itemTotal: 2450, taxTotal: 515 },
      approveUrl: `${simulator.base}/checkoutnow?token=${order.id}`,
      captures: [],
      refunds: [],
    });
  });

  it('a total that does not add up is `unprocessable` AMOUNT_MISMATCH (PayPal judges, not the adapter)', async () => {
    const error = await failure(gateway().instance.createOrder(input({ total: 2966 })));
    expect(error).toMatchObject({
      kind: 'unprocessable',
      operation: 'createOrder',
      status: 422,
      issue: 'AMOUNT_MISMATCH',
      debugId: expect.any(String),
    });
  });

  it("JPY amounts go out with 0 decimals and come back in the shop's scale", async () => {
    const { instance, sent } = gateway();
    const order = await instance.createOrder(
      input({
        currencyCode: 'JPY',
        items: [{ name: 'Japan 10 GB', quantity: 3, unitAmount: 150_000 }],
        itemTotal: 450_000,
        taxTotal: 0,
        total: 450_000,
      }),
    );
    const body = JSON.parse(sent.find((call) => call.path === '/v2/checkout/orders')?.body ?? '{}');
    expect(body.purchase_units[0].amount).toEqual({
      currency_code: 'JPY',
      value: '4500',
      breakdown: { item_total: { currency_code: 'JPY', value: '4500' }, tax_total: { currency_code: 'JPY', value: '0' } },
    });
    expect(body.purchase_units[0].items[0].unit_amount).toEqual({ currency_code: 'JPY', value: '1500' });
    expect(order.amount).toEqual({ currencyCode: 'JPY', total: 450_000, itemTotal: 450_000, taxTotal: 0 });
    const { token } = await approveAsBuyer(order.approveUrl ?? '');
    expect((await instance.captureOrder(token, { requestId: 'jpy-1' })).captures).toEqual([
      { id: expect.any(String), status: 'COMPLETED', currencyCode: 'JPY', amount: 450_000 },
    ]);
  });

  it('refuses, before sending anything, an amount the currency cannot carry and a bad request id', async () => {
    const { instance, sent } = gateway();
    const fraction = await failure(
      instance.createOrder(
        input({
          currencyCode: 'JPY',
          items: [{ name: 'x', quantity: 1, unitAmount: 150_050 }],
          itemTotal: 150_050,
          taxTotal: 0,
          total: 150_050,
        }),
      ),
    );
    expect(fraction).toMatchObject({ kind: 'invalidRequest', issue: 'DECIMALS_NOT_SUPPORTED' });
    expect(await failure(instance.createOrder(input(), { requestId: 'x'.repeat(109) }))).toMatchObject({ kind: 'invalidRequest' });
    expect(await failure(instance.createOrder(input({ currencyCode: 'XYZ1' })))).toMatchObject({
      kind: 'invalidRequest',
      issue: 'CURRENCY_NOT_SUPPORTED',
    });
    expect(sent.filter((call) => call.path === '/v2/checkout/orders')).toHaveLength(0);
  });
});

describe('capture', () => {
  async function approved(instance: PayPalGateway) {
    const order = await instance.createOrder(input());
    const buyer = await approveAsBuyer(order.approveUrl ?? '');
    expect(buyer.token).toBe(order.id);
    return { order, ...buyer };
  }

  it('before the buyer approves is `unprocessable` ORDER_NOT_APPROVED, and captures nothing', async () => {
    const { instance } = gateway();
    const order = await instance.createOrder(input());
    expect(await failure(instance.captureOrder(order.id, { requestId: 'early' }))).toMatchObject({
      kind: 'unprocessable',
      operation: 'captureOrder',
      issue: 'ORDER_NOT_APPROVED',
    });
    expect((await stats()).captures).toBe(0);
  });

  it('takes the money once; getOrder then shows COMPLETED, the payer and the capture', async () => {
    const { instance, sent } = gateway();
    const { order, payerId } = await approved(instance);
    const captured = await instance.captureOrder(order.id, { requestId: `capture-${order.orderCode}` });
    expect(sent.find((call) => call.path.endsWith('/capture'))?.headers.get('paypal-request-id')).toBe(`capture-${order.orderCode}`);
    expect(captured).toMatchObject({
      id: order.id,
      status: 'COMPLETED',
      orderCode: order.orderCode,
      payer: { payerId, email: 'buyer@example.com', givenName: 'Test', surname: 'Buyer' },
    });
    expect(captured.captures).toEqual([
      { id: expect.stringMatching(/^[0-9A-Z]{17}$/), status: 'COMPLETED', currencyCode: 'EUR', amount: 2965 },
    ]);
    const read = await instance.getOrder(order.id);
    expect(read).toMatchObject({ status: 'COMPLETED', amount: { total: 2965 }, payer: { payerId } });
    expect(read.captures).toEqual(captured.captures);
    expect(read.approveUrl).toBeUndefined();
  });

  it('replayed with the same request id answers the same capture; another id is ORDER_ALREADY_CAPTURED', async () => {
    const { instance } = gateway();
    const { order } = await approved(instance);
    const first = await instance.captureOrder(order.id, { requestId: 'replay-1' });
    const replay = await instance.captureOrder(order.id, { requestId: 'replay-1' });
    expect(replay).toEqual(first);
    expect(await failure(instance.captureOrder(order.id, { requestId: 'replay-2' }))).toMatchObject({
      kind: 'unprocessable',
      issue: 'ORDER_ALREADY_CAPTURED',
    });
    expect(await stats()).toMatchObject({ captures: 1, capturesByOrder: { [order.id]: 1 }, captureRequests: 3 });
  });

  it('20 concurrent captures with one request id capture once and all answer that capture', async () => {
    const { instance } = gateway();
    const { order } = await approved(instance);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => instance.captureOrder(order.id, { requestId: `capture-${order.orderCode}` })),
    );
    expect(new Set(answers.map((answer) => answer.captures[0]?.id)).size).toBe(1);
    expect(answers.every((answer) => answer.status === 'COMPLETED')).toBe(true);
    expect(await stats()).toMatchObject({ captures: 1, capturesByOrder: { [order.id]: 1 }, captureRequests: 20 });
  });

  it('20 concurrent captures with different request ids capture once; the other 19 are ORDER_ALREADY_CAPTURED', async () => {
    const { instance } = gateway();
    const { order } = await approved(instance);
    const settled = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) => instance.captureOrder(order.id, { requestId: `attempt-${index}` })),
    );
    expect(settled.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refusals = settled.flatMap((result) => (result.status === 'rejected' ? [result.reason as WalletGatewayError] : []));
    expect(refusals.map((error) => error.issue)).toEqual(Array(19).fill('ORDER_ALREADY_CAPTURED'));
    expect((await stats()).capturesByOrder[order.id]).toBe(1);
  });

  it('an unknown order id is `notFound`', async () => {
    expect(await failure(gateway().instance.getOrder('5O190127TN364715T'))).toMatchObject({
      kind: 'notFound',
      status: 404,
      issue: 'INVALID_RESOURCE_ID',
    });
  });
});

describe('failures of PayPal', () => {
  it('a 500 is a `server` error; the retry with the same request id then captures once', async () => {
    const { instance } = gateway();
    const order = await instance.createOrder(input());
    await approveAsBuyer(order.approveUrl ?? '');
    await fault({ next: 'server_error', endpoint: 'capture', count: 2 });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await failure(instance.captureOrder(order.id, { requestId: 'retry-1' }))).toMatchObject({
        kind: 'server',
        status: 500,
        issue: 'INTERNAL_SERVER_ERROR',
      });
    }
    expect((await instance.captureOrder(order.id, { requestId: 'retry-1' })).status).toBe('COMPLETED');
    expect((await stats()).captures).toBe(1);
    await fault({ next: 'server_error', endpoint: 'get' });
    expect(await failure(instance.getOrder(order.id))).toMatchObject({ kind: 'server', operation: 'getOrder' });
  });

  it('no answer within timeoutMs is `timeout`; a capture done behind a lost answer is found by replaying its request id', async () => {
    const { instance } = gateway({ timeoutMs: 300 });
    const order = await instance.createOrder(input());
    await approveAsBuyer(order.approveUrl ?? '');
    await fault({ next: 'timeout', endpoint: 'capture' });
    const started = Date.now();
    expect(await failure(instance.captureOrder(order.id, { requestId: 'slow-1' }))).toMatchObject({
      kind: 'timeout',
      operation: 'captureOrder',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await stats()).captures).toBe(0);

    await fault({ next: 'timeout', endpoint: 'capture', afterProcessing: true });
    expect(await failure(instance.captureOrder(order.id, { requestId: 'slow-1' }))).toMatchObject({ kind: 'timeout' });
    const replay = await instance.captureOrder(order.id, { requestId: 'slow-1' });
    expect(replay.status).toBe('COMPLETED');
    expect((await stats()).captures).toBe(1);

    await fault({ next: 'timeout', endpoint: 'token' });
    expect(await failure(gateway({ timeoutMs: 300 }).instance.getOrder(order.id))).toMatchObject({ kind: 'timeout', operation: 'token' });
  });

  it('an unreachable PayPal is `network`; an answer of the wrong shape is `invalidResponse`', async () => {
    const closed = new PayPalGateway({ baseUrl: 'http://127.0.0.1:9', clientId: 'a', clientSecret: 'b', timeoutMs: 1_000 });
    expect(await failure(closed.getOrder('X'))).toMatchObject({ kind: 'network', operation: 'token' });
    const odd = new PayPalGateway({
      baseUrl: simulator.base,
      clientId: 'sandbox-client-id',
      clientSecret: 'sandbox-client-secret',
      fetch: async (request, init) => {
        const response = await fetch(request, init);
        if ((request instanceof Request ? request.url : request.toString()).includes('/v2/'))
          return new Response(JSON.stringify({ id: 'X', status: 'WHATEVER' }), { status: 200 });
        return response;
      },
    });
    expect(await failure(odd.getOrder('X'))).toMatchObject({ kind: 'invalidResponse', operation: 'getOrder' });
  });
});

describe('PayPal amounts', () => {
  it("convert between the shop's 2-decimal integers and the currency's own decimals, without rounding", () => {
    expect(toPayPalValue(1234, 'EUR', 2, 'createOrder')).toBe('12.34');
    expect(toPayPalValue(5, 'USD', 2, 'createOrder')).toBe('0.05');
    expect(toPayPalValue(0, 'EUR', 2, 'createOrder')).toBe('0.00');
    expect(toPayPalValue(123_400, 'JPY', 2, 'createOrder')).toBe('1234');
    expect(toPayPalValue(123_400, 'HUF', 2, 'createOrder')).toBe('1234');
    expect(toPayPalValue(1234, 'JPY', 0, 'createOrder')).toBe('1234');
    expect(() => toPayPalValue(12.5, 'EUR', 2, 'createOrder')).toThrow(WalletGatewayError);
    expect(fromPayPalValue('12.34', 'EUR', 2, 'getOrder')).toBe(1234);
    expect(fromPayPalValue('12.3', 'EUR', 2, 'getOrder')).toBe(1230);
    expect(fromPayPalValue('1234', 'JPY', 2, 'getOrder')).toBe(123_400);
    expect(fromPayPalValue('12.345', 'EUR', 2, 'getOrder')).toBeUndefined();
    expect(fromPayPalValue('12.5', 'JPY', 2, 'getOrder')).toBeUndefined();
    expect(fromPayPalValue('-1.00', 'EUR', 2, 'getOrder')).toBeUndefined();
  });
});
