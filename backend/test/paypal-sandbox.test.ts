import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createPayPalSandbox, type PayPalSandbox } from '../sandbox/paypal/sandbox-server';
import { readPayPalSandboxSettings } from '../sandbox/paypal/settings';

/*
 * The PayPal simulator over plain HTTP, as PayPal's own clients see it: OAuth, Orders v2 shapes and
 * refusals, the buyer's approval page, the test controls. The adapter's view is paypal-gateway.test.ts.
 */

const SHOP = 'http://127.0.0.1:3999';
let sandbox: PayPalSandbox;
let base: string;

async function listen(instance: PayPalSandbox): Promise<string> {
  await new Promise<void>((resolve) => instance.server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(instance.server.address() as AddressInfo).port}`;
  instance.state.settings.publicUrl = url;
  return url;
}

beforeAll(async () => {
  sandbox = createPayPalSandbox(readPayPalSandboxSettings({ PAYPAL_SANDBOX_TEST_CONTROLS: 'true', STOREFRONT_ORIGIN: SHOP }));
  base = await listen(sandbox);
});

afterAll(() => sandbox.close());

beforeEach(async () => {
  await fetch(`${base}/__sandbox/reset`, { method: 'POST' });
});

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

async function tokenCall(authorization: string, grant = 'grant_type=client_credentials') {
  const response = await fetch(`${base}/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    body: grant,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function accessToken(): Promise<string> {
  const { body } = await tokenCall(basic('sandbox-client-id', 'sandbox-client-secret'));
  return String(body['access_token']);
}

async function api(method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const token = options.token ?? (await accessToken());
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...options.headers },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- PayPal's nested JSON, read by path in assertions
}

function orderBody(
  overrides: {
    value?: string;
    itemTotal?: string;
    tax?: string;
    currency?: string;
    itemCurrency?: string;
    unit?: string;
    quantity?: string;
    returnUrl?: string | null;
  } = {},
) {
  const currency = overrides.currency ?? 'EUR';
  const experience: Record<string, string> = { cancel_url: `${SHOP}/en/payment/paypal-error.html` };
  if (overrides.returnUrl !== null) experience['return_url'] = overrides.returnUrl ?? `${SHOP}/en/payment/paypal.html`;
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: 'ORDER-1',
        custom_id: 'ORDER-1',
        invoice_id: 'ORDER-1',
        amount: {
          currency_code: currency,
          value: overrides.value ?? '24.20',
          breakdown: {
            item_total: { currency_code: currency, value: overrides.itemTotal ?? '20.00' },
            tax_total: { currency_code: currency, value: overrides.tax ?? '4.20' },
          },
        },
        items: [
          {
            name: 'Japan 5 GB · 30 days',
            quantity: overrides.quantity ?? '2',
            unit_amount: { currency_code: overrides.itemCurrency ?? currency, value: overrides.unit ?? '10.00' },
          },
        ],
      },
    ],
    payment_source: { paypal: { experience_context: { brand_name: 'eSIM Shop', ...experience } } },
  };
}

async function createOrder(body: unknown = orderBody(), headers: Record<string, string> = {}) {
  return api('POST', '/v2/checkout/orders', { body, headers: { prefer: 'return=representation', ...headers } });
}

async function form(path: string, fields: Record<string, string>) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

function hiddenField(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]+)"`).exec(html);
  if (!match?.[1]) throw new Error(`no hidden field ${name} in the page`);
  return match[1];
}

describe('OAuth 2 token', () => {
  it("issues a bearer token for the client credentials, in PayPal's shape", async () => {
    const { status, body } = await tokenCall(basic('sandbox-client-id', 'sandbox-client-secret'));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 32_400,
      app_id: expect.any(String),
      scope: expect.any(String),
      nonce: expect.any(String),
    });
    expect(String(body['access_token']).length).toBeGreaterThan(20);
  });

  it('refuses wrong credentials with invalid_client and an unknown grant with unsupported_grant_type', async () => {
    expect(await tokenCall(basic('sandbox-client-id', 'wrong'))).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    expect(await tokenCall(basic('someone-else', 'sandbox-client-secret'))).toMatchObject({
      status: 401,
      body: { error: 'invalid_client' },
    });
    expect(await tokenCall('Bearer nothing')).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    expect(await tokenCall(basic('sandbox-client-id', 'sandbox-client-secret'), 'grant_type=password')).toMatchObject({
      status: 400,
      body: { error: 'unsupported_grant_type' },
    });
  });

  it('requires a bearer token it issued on the Orders endpoints', async () => {
    const unauthenticated = await fetch(`${base}/v2/checkout/orders/5O190127TN364715T`);
    expect(unauthenticated.status).toBe(401);
    expect(await unauthenticated.json()).toMatchObject({ name: 'AUTHENTICATION_FAILURE' });
    expect((await api('POST', '/v2/checkout/orders', { token: 'A21AAforged', body: orderBody() })).status).toBe(401);
    expect((await api('GET', '/v2/checkout/orders/5O190127TN364715T')).body).toMatchObject({
      name: 'RESOURCE_NOT_FOUND',
      details: [{ issue: 'INVALID_RESOURCE_ID' }],
    });
  });
});

describe('create order', () => {
  it('creates a CREATED order with self, approve, update and capture links; minimal answer by default', async () => {
    const full = await createOrder();
    expect(full.status).toBe(201);
    expect(full.body['id']).toMatch(/^[0-9A-Z]{17}$/);
    expect(full.body).toMatchObject({
      status: 'CREATED',
      intent: 'CAPTURE',
      purchase_units: [
        { reference_id: 'ORDER-1', custom_id: 'ORDER-1', invoice_id: 'ORDER-1', amount: { currency_code: 'EUR', value: '24.20' } },
      ],
    });
    const links = full.body['links'] as { rel: string; href: string; method: string }[];
    expect(links.map((link) => link.rel)).toEqual(['self', 'approve', 'update', 'capture']);
    expect(links.find((link) => link.rel === 'approve')?.href).toBe(`${base}/checkoutnow?token=${full.body['id']}`);
    const minimal = await api('POST', '/v2/checkout/orders', { body: orderBody() });
    expect(Object.keys(minimal.body).sort()).toEqual(['id', 'links', 'status']);
  });

  it("refuses totals that do not add up with 422 and PayPal's issue names", async () => {
    const refused = async (body: unknown) => {
      const { status, body: answer } = await createOrder(body);
      expect(status).toBe(422);
      expect(answer['name']).toBe('UNPROCESSABLE_ENTITY');
      return answer['details'][0]['issue'] as string;
    };
    expect(await refused(orderBody({ value: '24.21' }))).toBe('AMOUNT_MISMATCH');
    expect(await refused(orderBody({ unit: '9.99' }))).toBe('ITEM_TOTAL_MISMATCH');
    expect(await refused(orderBody({ itemCurrency: 'USD' }))).toBe('CURRENCY_MISMATCH');
    expect(await refused(orderBody({ value: '24.200', itemTotal: '20.000' }))).toBe('DECIMAL_PRECISION');
    expect(await refused(orderBody({ currency: 'JPY', value: '2420.5', itemTotal: '2000', tax: '420.5', unit: '1000' }))).toBe(
      'DECIMALS_NOT_SUPPORTED',
    );
    expect(await refused(orderBody({ value: '0.00', itemTotal: '0.00', tax: '0.00', unit: '0.00' }))).toBe('CANNOT_BE_ZERO_OR_NEGATIVE');
  });

  it('refuses a malformed body with 400 INVALID_REQUEST naming the field', async () => {
    const missingReturn = await createOrder(orderBody({ returnUrl: null }));
    expect(missingReturn).toMatchObject({
      status: 400,
      body: {
        name: 'INVALID_REQUEST',
        details: [{ issue: 'MISSING_REQUIRED_PARAMETER', field: '/payment_source/paypal/experience_context/return_url' }],
      },
    });
    expect((await createOrder({ ...orderBody(), intent: undefined })).body).toMatchObject({
      details: [{ issue: 'MISSING_REQUIRED_PARAMETER', field: '/intent' }],
    });
    expect((await createOrder(orderBody({ quantity: '1.5' }))).body).toMatchObject({
      details: [{ issue: 'INVALID_PARAMETER_VALUE', field: '/purchase_units/0/items/0/quantity' }],
    });
    const notJson = await fetch(`${base}/v2/checkout/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await accessToken()}` },
      body: '{"intent":',
    });
    expect(await notJson.json()).toMatchObject({ name: 'INVALID_REQUEST', details: [{ issue: 'MALFORMED_REQUEST_JSON' }] });
  });

  it('answers the same order again for a replayed PayPal-Request-Id', async () => {
    const first = await createOrder(orderBody(), { 'paypal-request-id': 'create-ORDER-1' });
    const again = await createOrder(orderBody(), { 'paypal-request-id': 'create-ORDER-1' });
    const other = await createOrder(orderBody(), { 'paypal-request-id': 'create-ORDER-1-b' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body['id']).toBe(first.body['id']);
    expect(other.body['id']).not.toBe(first.body['id']);
  });
});

describe('approval page', () => {
  it('shows the merchant, the items and the total, with a labelled login form and no script', async () => {
    const { body } = await createOrder();
    const response = await fetch(`${base}/checkoutnow?token=${body['id']}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Pay eSIM Shop</h1>');
    expect(html).toContain('Japan 5 GB · 30 days');
    expect(html).toContain('€24.20');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toMatch(/<input id="email" name="email" type="email"/);
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('>Log in</button>');
    expect(html).not.toContain('<script');
    expect((await fetch(`${base}/checkoutnow?token=UNKNOWN`)).status).toBe(404);
  });

  it('refuses a wrong password with an alert, then approves for the test buyer and returns with token and PayerID', async () => {
    const { body } = await createOrder();
    const token = String(body['id']);
    const wrong = await form('/checkoutnow/login', { token, email: 'buyer@example.com', password: 'guess' });
    expect(wrong.html).toContain('role="alert"');
    expect(wrong.html).toContain('Some of your info isn&#39;t correct');
    expect(wrong.html).not.toContain('name="session"');
    const right = await form('/checkoutnow/login', { token, email: 'Buyer@Example.com', password: 'sandbox-buyer-password' });
    expect(right.html).toContain('Logged in as buyer@example.com');
    expect(right.html).toMatch(/Approve payment of €24\.20<\/button>/);
    const approved = await form('/checkoutnow/approve', { token, session: hiddenField(right.html, 'session') });
    expect(approved.status).toBe(303);
    const location = new URL(approved.location ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${SHOP}/en/payment/paypal.html`);
    expect(location.searchParams.get('token')).toBe(token);
    expect(location.searchParams.get('PayerID')).toMatch(/^[0-9A-Z]{13}$/);
    const order = await api('GET', `/v2/checkout/orders/${token}`);
    expect(order.body).toMatchObject({
      status: 'APPROVED',
      payer: { payer_id: location.searchParams.get('PayerID'), email_address: 'buyer@example.com' },
    });
    expect((order.body['links'] as { rel: string }[]).map((link) => link.rel)).toEqual(['self', 'update', 'capture']);
    // A double click or a reopened approve link sends the buyer back the same way, approving nothing twice.
    expect((await form('/checkoutnow/approve', { token, session: 'spent' })).location).toBe(approved.location);
    const reopened = await fetch(`${base}/checkoutnow?token=${token}`, { redirect: 'manual' });
    expect(reopened.status).toBe(303);
    expect(reopened.headers.get('location')).toBe(approved.location);
  });

  it('does not approve without a login of this order', async () => {
    const first = await createOrder();
    const second = await createOrder();
    const login = await form('/checkoutnow/login', {
      token: String(first.body['id']),
      email: 'buyer@example.com',
      password: 'sandbox-buyer-password',
    });
    const forged = await form('/checkoutnow/approve', { token: String(second.body['id']), session: hiddenField(login.html, 'session') });
    expect(forged.status).toBe(200);
    expect(forged.html).toContain('Your session has ended');
    expect((await form('/checkoutnow/approve', { token: String(second.body['id']), session: 'ses_made_up' })).status).toBe(200);
    expect((await api('GET', `/v2/checkout/orders/${second.body['id']}`)).body['status']).toBe('CREATED');
  });

  it('cancel sends the buyer to the cancel URL with the token and leaves the order unapproved', async () => {
    const { body } = await createOrder();
    const cancelled = await form('/checkoutnow/cancel', { token: String(body['id']) });
    expect(cancelled.status).toBe(303);
    expect(cancelled.location).toBe(`${SHOP}/en/payment/paypal-error.html?token=${body['id']}`);
    expect((await api('GET', `/v2/checkout/orders/${body['id']}`)).body['status']).toBe('CREATED');
  });
});

describe('capture and test controls', () => {
  async function approvedOrder(): Promise<string> {
    const { body } = await createOrder();
    const token = String(body['id']);
    const login = await form('/checkoutnow/login', { token, email: 'buyer@example.com', password: 'sandbox-buyer-password' });
    await form('/checkoutnow/approve', { token, session: hiddenField(login.html, 'session') });
    return token;
  }

  it('captures once, counts it, and refuses a second capture and a second order with the paid invoice id', async () => {
    const id = await approvedOrder();
    const capture = await api('POST', `/v2/checkout/orders/${id}/capture`, { headers: { 'paypal-request-id': 'capture-1' } });
    expect(capture.status).toBe(201);
    expect(capture.body).toMatchObject({
      id,
      status: 'COMPLETED',
      purchase_units: [{ payments: { captures: [{ status: 'COMPLETED', amount: { currency_code: 'EUR', value: '24.20' } }] } }],
    });
    const again = await api('POST', `/v2/checkout/orders/${id}/capture`, { headers: { 'paypal-request-id': 'capture-2' } });
    expect(again).toMatchObject({ status: 422, body: { details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] } });
    expect((await createOrder()).body).toMatchObject({ details: [{ issue: 'DUPLICATE_INVOICE_ID' }] });
    const stats = await (await fetch(`${base}/__sandbox/stats`)).json();
    expect(stats).toEqual({
      captures: 1,
      capturesByOrder: { [id]: 1 },
      captureRequests: 2,
      refunds: 0,
      refundRequests: 0,
      webhookDeliveries: 0,
      verifications: { SUCCESS: 0, FAILURE: 0 },
    });
  });

  it('plans faults for the next calls of one endpoint, and reset forgets everything', async () => {
    const plan = await fetch(`${base}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ next: 'server_error', endpoint: 'token', count: 2 }),
    });
    expect(plan.status).toBe(200);
    expect((await tokenCall(basic('sandbox-client-id', 'sandbox-client-secret'))).status).toBe(500);
    expect((await tokenCall(basic('sandbox-client-id', 'sandbox-client-secret'))).body).toMatchObject({ name: 'INTERNAL_SERVER_ERROR' });
    expect((await tokenCall(basic('sandbox-client-id', 'sandbox-client-secret'))).status).toBe(200);
    const bad = await fetch(`${base}/__sandbox/faults`, { method: 'POST', body: JSON.stringify({ next: 'explode', endpoint: 'capture' }) });
    expect(bad.status).toBe(400);
    const token = await accessToken();
    await fetch(`${base}/__sandbox/reset`, { method: 'POST' });
    expect((await api('GET', '/v2/checkout/orders/X', { token })).status).toBe(401);
  });

  it('serves no test controls unless the settings enable them', async () => {
    const plain = createPayPalSandbox(readPayPalSandboxSettings({}));
    const plainBase = await listen(plain);
    try {
      expect(plain.state.settings.testControls).toBe(false);
      expect((await fetch(`${plainBase}/__sandbox/stats`)).status).toBe(404);
      expect((await fetch(`${plainBase}/__sandbox/reset`, { method: 'POST' })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('settings', () => {
  it('reads the port, credentials and flags from the environment, with the documented defaults', () => {
    const defaults = readPayPalSandboxSettings({});
    expect(defaults).toMatchObject({
      host: '127.0.0.1',
      port: 3003,
      publicUrl: 'http://127.0.0.1:3003',
      clientId: 'sandbox-client-id',
      clientSecret: 'sandbox-client-secret',
      testControls: false,
    });
    const custom = readPayPalSandboxSettings({
      PAYPAL_SANDBOX_PORT: '4555',
      PAYPAL_CLIENT_ID: 'shop-id',
      PAYPAL_SANDBOX_CLIENT_SECRET: 'own',
      PAYPAL_SANDBOX_TEST_CONTROLS: '1',
    });
    expect(custom).toMatchObject({
      port: 4555,
      publicUrl: 'http://127.0.0.1:4555',
      clientId: 'shop-id',
      clientSecret: 'own',
      testControls: true,
    });
    expect(() => readPayPalSandboxSettings({ PAYPAL_SANDBOX_PORT: 'abc' })).toThrow('PAYPAL_SANDBOX_PORT');
    expect(() => readPayPalSandboxSettings({ PAYPAL_SANDBOX_TEST_CONTROLS: 'maybe' })).toThrow('PAYPAL_SANDBOX_TEST_CONTROLS');
  });
});
