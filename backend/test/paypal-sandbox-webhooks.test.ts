import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import { createVerify } from 'node:crypto';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createPayPalSandbox, type PayPalSandbox } from '../sandbox/paypal/sandbox-server';
import { readPayPalSandboxSettings } from '../sandbox/paypal/settings';
import { PayPalGateway } from '../src/plugins/payment/wallet/gateway/paypal-gateway';
import { transmissionOf } from '../src/plugins/payment/wallet/webhook/webhook-rules';

/*
 * The simulator's webhooks (issue 15): captures left PENDING then completed, denied or reversed on
 * command, refunds, each sent to the listener signed as PayPal signs them; the delivery's test
 * controls (late, twice, held and released out of order, retried); and PayPal's
 * verify-webhook-signature, which tells the simulator's own events from forged ones.
 */

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
  event: { id: string; event_type: string; resource_type: string; resource: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- PayPal's nested JSON, read by path in assertions
}

let listener: Server;
let received: Received[] = [];
/** Statuses the listener answers, one per request (then 200). */
let answers: number[] = [];
let sandbox: PayPalSandbox;
let base: string;

beforeAll(async () => {
  listener = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: request.headers, body, event: JSON.parse(body) });
      response.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const hook = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/payments/paypal/webhook`;
  sandbox = createPayPalSandbox({
    ...readPayPalSandboxSettings({ PAYPAL_SANDBOX_TEST_CONTROLS: 'true', PAYPAL_SANDBOX_WEBHOOK_URL: hook }),
    webhookRetryMs: 20,
    webhookRetries: 2,
  });
  await new Promise<void>((resolve) => sandbox.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
  sandbox.state.settings.publicUrl = base;
});

afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => listener.close(resolve));
});

beforeEach(async () => {
  await fetch(`${base}/__sandbox/reset`, { method: 'POST' });
  received = [];
  answers = [];
});

async function token(): Promise<string> {
  const response = await fetch(`${base}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('sandbox-client-id:sandbox-client-secret').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  return String(((await response.json()) as Record<string, unknown>)['access_token']);
}

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json', prefer: 'return=representation' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- as above
}

async function control(path: string, body: unknown = {}) {
  const response = await fetch(`${base}/__sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- as above
}

async function form(path: string, fields: Record<string, string>): Promise<string> {
  const response = await fetch(`${base}${path}`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  return response.text();
}

/** An order created, approved by the test buyer and captured; its id. */
async function capturedOrder(): Promise<string> {
  const created = await api('POST', '/v2/checkout/orders', {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: 'ESIM-1',
        custom_id: 'ESIM-1',
        invoice_id: `esim-${Math.random()}`,
        amount: { currency_code: 'EUR', value: '24.20' },
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          return_url: 'http://127.0.0.1:1/en/payment/paypal.html',
          cancel_url: 'http://127.0.0.1:1/en/payment/paypal-error.html',
        },
      },
    },
  });
  const id = String(created.body['id']);
  const login = await form('/checkoutnow/login', { token: id, email: 'buyer@example.com', password: 'sandbox-buyer-password' });
  const session = /name="session" value="([^"]+)"/.exec(login)?.[1] ?? '';
  await form('/checkoutnow/approve', { token: id, session });
  expect((await api('POST', `/v2/checkout/orders/${id}/capture`)).status).toBe(201);
  return id;
}

async function until<T>(read: () => T, done: (value: T) => boolean, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const types = () => received.map((delivery) => delivery.event.event_type);

/** What the listener would send PayPal's verify-webhook-signature for one delivery. */
function verificationOf(delivery: Received, overrides: Record<string, unknown> = {}) {
  const header = (name: string) => String(delivery.headers[name] ?? '');
  return {
    auth_algo: header('paypal-auth-algo'),
    cert_url: header('paypal-cert-url'),
    transmission_id: header('paypal-transmission-id'),
    transmission_sig: header('paypal-transmission-sig'),
    transmission_time: header('paypal-transmission-time'),
    webhook_id: 'SANDBOXWEBHOOK01',
    webhook_event: JSON.parse(delivery.body),
    ...overrides,
  };
}

describe('captures left PENDING and their outcome', () => {
  it('leaves the planned capture PENDING (order COMPLETED), sends PAYMENT.CAPTURE.PENDING, then COMPLETED on command', async () => {
    expect((await control('captures', { outcome: 'PENDING', reason: 'ECHECK' })).status).toBe(200);
    const id = await capturedOrder();
    const order = await api('GET', `/v2/checkout/orders/${id}`);
    expect(order.body).toMatchObject({
      status: 'COMPLETED',
      purchase_units: [{ payments: { captures: [{ status: 'PENDING', status_details: { reason: 'ECHECK' } }] } }],
    });
    await until(types, (list) => list.length === 1);
    const [pending] = received;
    expect(pending?.event).toMatchObject({
      event_type: 'PAYMENT.CAPTURE.PENDING',
      resource_type: 'capture',
      resource: { status: 'PENDING', custom_id: 'ESIM-1', supplementary_data: { related_ids: { order_id: id } } },
    });
    expect(pending?.event.id).toMatch(/^WH-[0-9A-Z]{17}-[0-9A-Z]{17}$/);

    // A pending capture cannot be refunded: no money was taken yet.
    const captureId = String(pending?.event.resource['id']);
    expect((await api('POST', `/v2/payments/captures/${captureId}/refund`, {})).body).toMatchObject({
      details: [{ issue: 'REFUND_NOT_ALLOWED' }],
    });

    expect((await control(`orders/${id}/complete`)).body).toEqual({ id: captureId, status: 'COMPLETED' });
    await until(types, (list) => list.length === 2);
    expect(types()).toEqual(['PAYMENT.CAPTURE.PENDING', 'PAYMENT.CAPTURE.COMPLETED']);
    expect((await api('GET', `/v2/checkout/orders/${id}`)).body['purchase_units'][0].payments.captures[0].status).toBe('COMPLETED');
    // Only a PENDING capture completes or is denied.
    expect((await control(`orders/${id}/deny`)).body).toMatchObject({ details: [{ issue: 'CAPTURE_STATUS_NOT_VALID' }] });
    // The next capture is a normal one again.
    await capturedOrder();
    await until(types, (list) => list.length === 3);
    expect(types()[2]).toBe('PAYMENT.CAPTURE.COMPLETED');
  });

  it('denies a PENDING capture (DECLINED, PAYMENT.CAPTURE.DENIED) and reverses a completed one (REFUNDED, PAYMENT.CAPTURE.REVERSED)', async () => {
    await control('captures', { outcome: 'PENDING' });
    const denied = await capturedOrder();
    expect((await control(`orders/${denied}/deny`)).body).toMatchObject({ status: 'DECLINED' });
    const reversed = await capturedOrder();
    expect((await control(`orders/${reversed}/reverse`)).body).toMatchObject({
      status: 'REFUNDED',
      status_details: { reason: 'CHARGEBACK' },
    });
    await until(types, (list) => list.length === 4);
    expect(types()).toEqual(['PAYMENT.CAPTURE.PENDING', 'PAYMENT.CAPTURE.DENIED', 'PAYMENT.CAPTURE.COMPLETED', 'PAYMENT.CAPTURE.REVERSED']);
    const reversal = received[3]?.event;
    expect(reversal).toMatchObject({
      resource_type: 'refund',
      resource: { status: 'COMPLETED', amount: { value: '24.20' }, custom_id: 'ESIM-1' },
    });
    const up = (reversal?.resource['links'] as Array<{ rel: string; href: string }>).find((link) => link.rel === 'up')?.href ?? '';
    expect(up).toMatch(/\/v2\/payments\/captures\/[0-9A-Z]{17}$/);
    const order = await api('GET', `/v2/checkout/orders/${reversed}`);
    expect(order.body['purchase_units'][0].payments).toMatchObject({
      captures: [{ status: 'REFUNDED' }],
      refunds: [{ id: reversal?.resource['id'], status: 'COMPLETED' }],
    });
  });

  it('leaves one named order’s capture PENDING, whatever other captures happen first', async () => {
    const created = await api('POST', '/v2/checkout/orders', {
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: 'ESIM-2', amount: { currency_code: 'EUR', value: '5.00' } }],
      payment_source: { paypal: { experience_context: { return_url: 'http://127.0.0.1:1/r', cancel_url: 'http://127.0.0.1:1/c' } } },
    });
    const named = String(created.body['id']);
    expect((await control('captures', { outcome: 'PENDING', orderId: named })).body).toEqual({
      outcome: 'PENDING',
      orderId: named,
      reason: 'PENDING_REVIEW',
    });
    await capturedOrder();
    const login = await form('/checkoutnow/login', { token: named, email: 'buyer@example.com', password: 'sandbox-buyer-password' });
    await form('/checkoutnow/approve', { token: named, session: /name="session" value="([^"]+)"/.exec(login)?.[1] ?? '' });
    expect((await api('POST', `/v2/checkout/orders/${named}/capture`)).body['purchase_units'][0].payments.captures[0].status).toBe(
      'PENDING',
    );
    await until(types, (list) => list.length === 2);
    expect(types()).toEqual(['PAYMENT.CAPTURE.COMPLETED', 'PAYMENT.CAPTURE.PENDING']);
    expect((await control('captures', { outcome: 'PENDING', orderId: 'NOSUCHORDER' })).status).toBe(404);
  });

  it('sends PAYMENT.CAPTURE.REFUNDED for a refund, and refuses malformed plans', async () => {
    await capturedOrder();
    await until(types, (list) => list.length === 1);
    const captureId = String(received[0]?.event.resource['id']);
    expect(
      (await api('POST', `/v2/payments/captures/${captureId}/refund`, { amount: { currency_code: 'EUR', value: '4.20' } })).status,
    ).toBe(201);
    await until(types, (list) => list.length === 2);
    expect(received[1]?.event).toMatchObject({ event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: { amount: { value: '4.20' } } });
    expect((await control('captures', { outcome: 'COMPLETED' })).status).toBe(400);
    expect((await control('captures', { outcome: 'PENDING', reason: 'BECAUSE' })).status).toBe(400);
    expect((await control('orders/NOSUCHORDER/complete')).status).toBe(404);
  });
});

describe('signatures and verify-webhook-signature', () => {
  it('signs <transmission id>|<time>|<webhook id>|<CRC32 of the body> with the key served at the cert URL', async () => {
    await capturedOrder();
    const [delivery] = await until(
      () => received,
      (list) => list.length === 1,
    );
    if (!delivery) throw new Error('no delivery');
    expect(delivery.headers['paypal-auth-algo']).toBe('SHA256withRSA');
    expect(delivery.headers['content-type']).toBe('application/json');
    const certUrl = String(delivery.headers['paypal-cert-url']);
    expect(certUrl.startsWith(`${base}/v1/notifications/certs/CERT-SANDBOX-`)).toBe(true);
    const pem = await (await fetch(certUrl)).text();
    const message = `${String(delivery.headers['paypal-transmission-id'])}|${String(delivery.headers['paypal-transmission-time'])}|SANDBOXWEBHOOK01|${crc32(Buffer.from(delivery.body))}`;
    expect(
      createVerify('sha256')
        .update(message)
        .verify(pem, Buffer.from(String(delivery.headers['paypal-transmission-sig']), 'base64')),
    ).toBe(true);
    expect((await fetch(`${base}/v1/notifications/certs/CERT-SANDBOX-000000000000`)).status).toBe(404);
  });

  it('answers SUCCESS for a delivered event and FAILURE for anything changed; 400 for a malformed request', async () => {
    await capturedOrder();
    const [delivery] = await until(
      () => received,
      (list) => list.length === 1,
    );
    if (!delivery) throw new Error('no delivery');
    const verify = (body: unknown) => api('POST', '/v1/notifications/verify-webhook-signature', body);
    expect(await verify(verificationOf(delivery))).toEqual({ status: 200, body: { verification_status: 'SUCCESS' } });

    const tampered = JSON.parse(delivery.body);
    tampered.resource.amount.value = '0.01';
    expect((await verify(verificationOf(delivery, { webhook_event: tampered }))).body).toEqual({ verification_status: 'FAILURE' });
    expect((await verify(verificationOf(delivery, { webhook_id: 'OTHERWEBHOOK' }))).body).toEqual({ verification_status: 'FAILURE' });
    expect((await verify(verificationOf(delivery, { transmission_time: '2020-01-01T00:00:00Z' }))).body).toEqual({
      verification_status: 'FAILURE',
    });
    expect((await verify(verificationOf(delivery, { transmission_sig: 'Zm9yZ2Vk' }))).body).toEqual({ verification_status: 'FAILURE' });
    expect((await verify(verificationOf(delivery, { cert_url: 'https://evil.example/cert.pem' }))).body).toEqual({
      verification_status: 'FAILURE',
    });

    expect(await verify({ ...verificationOf(delivery), webhook_event: undefined })).toMatchObject({
      status: 400,
      body: { name: 'INVALID_REQUEST', details: [{ field: '/webhook_event', issue: 'MISSING_REQUIRED_PARAMETER' }] },
    });
    expect(await verify(verificationOf(delivery, { auth_algo: 'SHA256 with RSA' }))).toMatchObject({
      status: 400,
      body: { details: [{ field: '/auth_algo', issue: 'INVALID_PARAMETER_VALUE' }] },
    });
    expect((await fetch(`${base}/v1/notifications/verify-webhook-signature`, { method: 'POST', body: '{}' })).status).toBe(401);
    expect((await (await fetch(`${base}/__sandbox/stats`)).json()) as Record<string, unknown>).toMatchObject({
      verifications: { SUCCESS: 1, FAILURE: 5 },
    });
  });
});

describe('the backend adapter’s verifyWebhookSignature', () => {
  it('hands PayPal the body byte for byte: SUCCESS for a delivery, FAILURE once anything in it changed', async () => {
    await capturedOrder();
    const [delivery] = await until(
      () => received,
      (list) => list.length === 1,
    );
    if (!delivery) throw new Error('no delivery');
    const transmission = transmissionOf(delivery.headers);
    if (!transmission.ok) throw new Error(`the delivery's headers do not read: ${JSON.stringify(transmission)}`);
    const gateway = new PayPalGateway({
      baseUrl: base,
      clientId: 'sandbox-client-id',
      clientSecret: 'sandbox-client-secret',
      timeoutMs: 2000,
    });
    const verify = (rawEvent: string, webhookId = 'SANDBOXWEBHOOK01') =>
      gateway.verifyWebhookSignature({ ...transmission.transmission, webhookId, rawEvent });
    expect(await verify(delivery.body)).toBe('SUCCESS');
    expect(await verify(delivery.body.replace('"24.20"', '"0.01"'))).toBe('FAILURE');
    expect(await verify(delivery.body, 'OTHERWEBHOOK')).toBe('FAILURE');
  });
});

describe('delivery controls', () => {
  it('holds events and releases them newest first, each twice, with the exact bytes listed for replay', async () => {
    expect((await control('webhooks', { hold: true, copies: 2 })).status).toBe(200);
    await control('captures', { outcome: 'PENDING' });
    const id = await capturedOrder();
    await control(`orders/${id}/complete`);
    const listed = (await (await fetch(`${base}/__sandbox/webhooks/deliveries`)).json()) as { held: Array<{ event_type: string }> };
    expect(listed.held.map((event) => event.event_type)).toEqual(['PAYMENT.CAPTURE.PENDING', 'PAYMENT.CAPTURE.COMPLETED']);
    expect(received).toEqual([]);

    expect((await control('webhooks/release', { order: 'newest-first' })).body).toEqual({ released: 2 });
    await until(types, (list) => list.length === 4);
    expect(types()).toEqual([
      'PAYMENT.CAPTURE.COMPLETED',
      'PAYMENT.CAPTURE.COMPLETED',
      'PAYMENT.CAPTURE.PENDING',
      'PAYMENT.CAPTURE.PENDING',
    ]);
    // A copy is the same event (same id and body) in a new transmission (new id and signature).
    const [first, second] = received;
    expect(second?.event.id).toBe(first?.event.id);
    expect(second?.body).toBe(first?.body);
    expect(second?.headers['paypal-transmission-id']).not.toBe(first?.headers['paypal-transmission-id']);
    const log = (await (await fetch(`${base}/__sandbox/webhooks/deliveries`)).json()) as {
      deliveries: Array<{ eventId: string; attempt: number; status: number; body: string; headers: Record<string, string> }>;
    };
    expect(log.deliveries.map((delivery) => [delivery.attempt, delivery.status])).toEqual([
      [1, 200],
      [2, 200],
      [1, 200],
      [2, 200],
    ]);
    expect(log.deliveries[0]?.body).toBe(first?.body);
    expect(log.deliveries[0]?.headers['paypal-transmission-sig']).toBe(first?.headers['paypal-transmission-sig']);
  });

  it('sends late when asked, and retries a listener that does not answer 2xx', async () => {
    await control('webhooks', { delayMs: 300 });
    const sent = Date.now();
    await capturedOrder();
    await until(types, (list) => list.length === 1);
    expect(Date.now() - sent).toBeGreaterThanOrEqual(250);

    await control('webhooks', { delayMs: 0 });
    answers = [500, 503];
    await capturedOrder();
    await until(types, (list) => list.length === 4);
    const log = (await (await fetch(`${base}/__sandbox/webhooks/deliveries`)).json()) as {
      deliveries: Array<{ attempt: number; status: number }>;
    };
    expect(log.deliveries.slice(1).map((delivery) => [delivery.attempt, delivery.status])).toEqual([
      [1, 500],
      [2, 503],
      [3, 200],
    ]);
  });

  it('sends a signed event of any type on request, and refuses bad settings', async () => {
    expect((await control('webhooks/send', { event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: 'X' } })).status).toBe(202);
    await until(types, (list) => list.length === 1);
    expect(types()).toEqual(['CHECKOUT.ORDER.APPROVED']);
    expect((await control('webhooks', { copies: 9 })).status).toBe(400);
    expect((await control('webhooks', { delayMs: -1 })).status).toBe(400);
    expect((await control('webhooks/release', { order: 'random' })).status).toBe(400);
    expect((await control('webhooks/send', { event_type: '<script>' })).status).toBe(400);
  });
});

describe('settings', () => {
  it('reads the webhook listener and id, with the backend’s PAYPAL_WEBHOOK_ID as fallback', () => {
    expect(readPayPalSandboxSettings({})).toMatchObject({
      webhookUrl: undefined,
      webhookId: 'SANDBOXWEBHOOK01',
      webhookRetries: 5,
      webhookRetryMs: 1000,
    });
    expect(
      readPayPalSandboxSettings({
        PAYPAL_WEBHOOK_ID: 'LIVEID123',
        PAYPAL_SANDBOX_WEBHOOK_URL: 'http://127.0.0.1:3001/payments/paypal/webhook',
      }),
    ).toMatchObject({
      webhookId: 'LIVEID123',
      webhookUrl: 'http://127.0.0.1:3001/payments/paypal/webhook',
    });
    expect(() => readPayPalSandboxSettings({ PAYPAL_SANDBOX_WEBHOOK_ID: 'has-dash' })).toThrow('PAYPAL_SANDBOX_WEBHOOK_ID');
    expect(() => readPayPalSandboxSettings({ PAYPAL_SANDBOX_WEBHOOK_URL: 'ftp://x' })).toThrow('PAYPAL_SANDBOX_WEBHOOK_URL');
  });
});
