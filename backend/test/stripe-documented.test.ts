import { readFileSync } from 'node:fs';
import path from 'node:path';

import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STRIPE_ANSWER_SCHEMAS } from '../src/plugins/payment/card/gateway/stripe-card-gateway';
import { readStripeEvent } from '../src/plugins/payment/card/webhook/stripe-events';
import { createStripeSandbox, type StripeSandbox } from '../sandbox/stripe/sandbox-server';
import { readStripeSandboxSettings } from '../sandbox/stripe/settings';
import { signatureOf } from '../sandbox/stripe/webhooks';
import { shapeDifferences } from './support/documented-shape';

/*
 * Issue 33: the Stripe adapter and Stripe's simulator held to the same published examples, the
 * objects of Stripe's OpenAPI description (backend/sandbox/stripe/openapi-fixtures), so the two
 * cannot drift together: the adapter's schemas read Stripe's examples, and every object the
 * simulator answers to the official package has each example's fields with their JSON types.
 */

const FIXTURES = path.join(__dirname, '../sandbox/stripe/openapi-fixtures');
const example = (kind: string) => JSON.parse(readFileSync(path.join(FIXTURES, `${kind}.json`), 'utf8')) as Record<string, unknown>;

/** Where an example shows one kind of value and Stripe documents others (an id or the expanded object, a list's elements). */
const OPEN = {
  open: ['$', '$.card', '$.metadata', '$.payment_method_details.card'],
  // An example value rather than a field: the metadata key of Stripe's example PaymentMethod.
  optional: ['$.metadata.order_id'],
};

let sandbox: StripeSandbox;
let stripe: Stripe;
let url: string;

beforeAll(async () => {
  sandbox = createStripeSandbox({ ...readStripeSandboxSettings({}), port: 0, testControls: true, hangMs: 50 });
  await new Promise<void>((resolve) => sandbox.server.listen(0, '127.0.0.1', resolve));
  const address = sandbox.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  url = `http://127.0.0.1:${port}`;
  sandbox.state.settings.publicUrl = url;
  stripe = new Stripe(sandbox.state.settings.secretKey, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
});

afterAll(async () => {
  await sandbox?.close();
});

async function paymentMethod(number: string): Promise<string> {
  const response = await fetch(`${url}/v1/payment_methods`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sandbox.state.settings.publishableKey}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      type: 'card',
      'card[number]': number,
      'card[exp_month]': '12',
      'card[exp_year]': '2040',
      'card[cvc]': number.length === 15 ? '1234' : '123',
    }),
  });
  return ((await response.json()) as { id: string }).id;
}

describe("the adapter reads Stripe's published examples", () => {
  it('a PaymentIntent, a PaymentMethod, a charge and a refund', () => {
    expect(STRIPE_ANSWER_SCHEMAS.paymentIntent.safeParse({ ...example('payment_intent'), id: 'pi_1', currency: 'usd' }).success).toBe(true);
    expect(STRIPE_ANSWER_SCHEMAS.paymentMethod.safeParse(example('payment_method')).success).toBe(true);
    expect(STRIPE_ANSWER_SCHEMAS.charge.safeParse(example('charge')).success).toBe(true);
    expect(STRIPE_ANSWER_SCHEMAS.refund.safeParse(example('refund')).success).toBe(true);
  });

  it('events, each signed as Stripe signs them', () => {
    const secret = 'whsec_documented';
    const event = (type: string, object: Record<string, unknown>) => {
      const body = JSON.stringify({ ...example('event'), type, data: { object } });
      return readStripeEvent(Buffer.from(body), Stripe.webhooks.generateTestHeaderString({ payload: body, secret }), secret);
    };
    expect(event('payment_intent.succeeded', example('payment_intent'))).toMatchObject({ kind: 'read', event: { kind: 'payment' } });
    expect(event('charge.refunded', { ...example('charge'), payment_intent: 'pi_1' })).toMatchObject({
      kind: 'read',
      event: { kind: 'refund', amountRefunded: 0 },
    });
    expect(event('charge.dispute.created', { ...example('dispute'), payment_intent: 'pi_1' })).toMatchObject({
      kind: 'read',
      event: { kind: 'dispute', dispute: { reason: 'general', amount: 1000, currency: 'USD' } },
    });
    expect(event('plan.created', example('event'))).toMatchObject({ kind: 'read', event: { kind: 'ignored' } });
  });
});

describe("the simulator answers the official package with Stripe's documented objects", () => {
  it('signs webhooks exactly as the official package does', () => {
    const payload = '{"id":"evt_1"}';
    expect(signatureOf(payload, 'whsec_x', 1_700_000_000)).toBe(
      Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_x', timestamp: 1_700_000_000 }),
    );
  });

  it('PaymentMethods, PaymentIntents (expanded), charges, refunds and disputes keep every documented field', async () => {
    const method = await stripe.paymentMethods.retrieve(await paymentMethod('4242424242424242'));
    expect(shapeDifferences(method, example('payment_method'), OPEN)).toEqual([]);
    const intent = await stripe.paymentIntents.create(
      {
        amount: 1999,
        currency: 'eur',
        payment_method: method.id,
        confirm: true,
        metadata: { orderCode: 'DOC1' },
        expand: ['payment_method', 'latest_charge'],
      },
      { idempotencyKey: 'documented-1' },
    );
    expect(
      shapeDifferences(intent, example('payment_intent'), { ...OPEN, open: [...OPEN.open, '$.latest_charge', '$.payment_method'] }),
    ).toEqual([]);
    expect(STRIPE_ANSWER_SCHEMAS.paymentIntent.safeParse(intent).success).toBe(true);
    const charge = await stripe.charges.retrieve(String((intent.latest_charge as Stripe.Charge).id));
    expect(shapeDifferences(charge, example('charge'), OPEN)).toEqual([]);
    const refund = await stripe.refunds.create({ payment_intent: intent.id, amount: 500 });
    expect(shapeDifferences(refund, example('refund'), OPEN)).toEqual([]);
  });

  it('answers a key reused with other parameters as Stripe does, and a replay with the first answer', async () => {
    const method = await paymentMethod('4242424242424242');
    const params = { amount: 1000, currency: 'eur', payment_method: method, confirm: true };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'documented-2' });
    const replay = await stripe.paymentIntents.create(params, { idempotencyKey: 'documented-2' });
    expect(replay.id).toBe(first.id);
    await expect(stripe.paymentIntents.create({ ...params, amount: 1001 }, { idempotencyKey: 'documented-2' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
  });

  it('refuses what Stripe refuses: a wrong key, an unknown parameter, a malformed body, a refund too large', async () => {
    const wrong = new Stripe('sk_test_wrong', { host: '127.0.0.1', port: new URL(url).port, protocol: 'http', maxNetworkRetries: 0 });
    await expect(wrong.paymentIntents.list()).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const unknown = await fetch(`${url}/v1/payment_intents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sandbox.state.settings.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'amount=100&currency=eur&colour=red',
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: { code: 'parameter_unknown', param: 'colour' } });
    const malformed = await fetch(`${url}/v1/payment_intents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sandbox.state.settings.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'metadata[a][b][c][d]=1',
    });
    expect(malformed.status).toBe(400);
    const paid = await stripe.paymentIntents.create({
      amount: 300,
      currency: 'eur',
      payment_method: await paymentMethod('4242424242424242'),
      confirm: true,
    });
    await expect(stripe.refunds.create({ payment_intent: paid.id, amount: 301 })).rejects.toMatchObject({ code: 'amount_too_large' });
  });
});
