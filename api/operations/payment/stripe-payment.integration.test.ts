import { setTimeout as sleep } from 'node:timers/promises';

import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildAll } from '../../../scripts/lib/build.mjs';
import { freePort } from '../../../scripts/lib/processes.mjs';
import { cardProviderSimulatorOf, startBackend, startProviderSimulator, temporaryDataDir } from '../../../scripts/lib/shop.mjs';
import { activeOrder, cartReadyToPay, orderByCode, BROWSER } from '../../test-support/card-sandbox';
import { newShopper, type Shopper } from '../../test-support/shopper';
import { debitCard, finishCardPayment, getCardPaymentConfig, type CardDebitResult } from './card-payment';
import { adminClient, type AdminClient } from '../../../backend/test/support/admin-orders.mjs';
/** The simulator's development keys (backend/sandbox/stripe/settings.ts), which the backend defaults to as well. */
const SANDBOX_PUBLISHABLE_KEY = 'pk_test_esim_shop_sandbox';
const SANDBOX_SECRET_KEY = 'sk_test_esim_shop_sandbox';
const SANDBOX_WEBHOOK_SECRET = 'whsec_esim_shop_sandbox';

/** A Stripe-Signature header as Stripe's own package makes one for tests. */
const signatureOf = (payload: string, secret: string, timestamp: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

/*
 * Issue 33: card payments with CARD_PROVIDER=stripe through a real backend (fresh SQLite) and
 * Stripe's simulator (backend/sandbox/stripe), which the official `stripe` package is pointed at:
 * each test card's journey, a challenge finished by its webhook alone, 20 concurrent debits of one
 * order, a refund from the Admin API, and webhooks forged, replayed or early.
 */

let backend: Awaited<ReturnType<typeof startBackend>>;
let simulator: Awaited<ReturnType<typeof startProviderSimulator>>;
let data: Awaited<ReturnType<typeof temporaryDataDir>>;
let admin: AdminClient;

const STRIPE = { CARD_PROVIDER: 'stripe' };

beforeAll(async () => {
  if (!(await buildAll({ only: ['backend', 'stripeSandbox'] }))) throw new Error('The backend or the Stripe simulator did not build');
  data = await temporaryDataDir();
  const backendPort = await freePort();
  const chosen = cardProviderSimulatorOf(STRIPE);
  if (!chosen) throw new Error('CARD_PROVIDER=stripe names no simulator');
  simulator = await startProviderSimulator({
    simulator: chosen,
    port: await freePort(),
    backendPort,
    log: false,
    testControls: true,
    env: { STRIPE_SANDBOX_HANG_MS: '4000', STRIPE_SANDBOX_DISPUTE_DELAY_MS: '300', STRIPE_SANDBOX_WEBHOOK_RETRY_MS: '200' },
  });
  backend = await startBackend({
    dir: data.dir,
    port: backendPort,
    storefrontOrigin: 'http://127.0.0.1:1',
    log: false,
    env: {
      ...STRIPE,
      ...simulator.backendEnv,
      CARD_GATEWAY_TIMEOUT_MS: '2000',
      CARD_RECONCILE_SCHEDULE: '* * * * * *',
      CARD_RECONCILE_AFTER_MS: '1000',
      CARD_DECLINES_PER_ADDRESS: '1000',
      CARD_DECLINES_PER_CARD: '1000',
    },
  });
  admin = await adminClient(backend.url);
}, 240_000);

afterAll(async () => {
  await backend?.stop();
  await simulator?.stop();
  await data?.remove();
});

const shopper = (): Shopper => newShopper({ shopApiUrl: `${backend.url}/shop-api` });

/** What Stripe.js does in the browser: the card posted to Stripe with the publishable key, a PaymentMethod id back. */
async function paymentMethodFor(number: string, cvc = number.length === 15 ? '1234' : '123'): Promise<string> {
  const response = await fetch(`${simulator.url}/v1/payment_methods`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SANDBOX_PUBLISHABLE_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      type: 'card',
      'card[number]': number,
      'card[exp_month]': '12',
      'card[exp_year]': String(new Date().getUTCFullYear() + 3),
      'card[cvc]': cvc,
    }),
  });
  const body = (await response.json()) as { id: string };
  return body.id;
}

async function stats(): Promise<{ paymentIntents: number; charges: number; refunds: number; chargesByOrder: Record<string, number> }> {
  return (await (await fetch(`${simulator.url}/__sandbox/stats`)).json()) as never;
}

const stripe = () => {
  const api = new URL(simulator.url);
  return new Stripe(SANDBOX_SECRET_KEY, { host: api.hostname, port: api.port, protocol: 'http', maxNetworkRetries: 0 });
};

async function payWith(buyer: Shopper, card: string): Promise<{ code: string; result: CardDebitResult }> {
  const { code } = await cartReadyToPay(buyer.client, {
    email: `stripe-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`,
  });
  return { code, result: await debitCard(buyer.client, { token: await paymentMethodFor(card), browser: BROWSER }) };
}

/** The order's state: the session's cart while it is one (Vendure shows a placed order by its code only). */
async function stateOf(buyer: Shopper, code: string): Promise<string | undefined> {
  const cart = await activeOrder(buyer.client);
  if (cart?.code === code) return cart.state;
  return (await orderByCode(buyer.client, code))?.state;
}

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await sleep(200);
  }
}

describe('Stripe as the card provider (CARD_PROVIDER=stripe)', () => {
  it('tells the browser to load Stripe.js with the publishable key', async () => {
    const config = await getCardPaymentConfig(shopper().client);
    expect(config).toEqual({
      provider: 'stripe',
      tokenizationUrl: `${simulator.url}/v3/`,
      publicKey: SANDBOX_PUBLISHABLE_KEY,
      sandbox: false,
    });
  });

  it('pays a Visa without a challenge: one PaymentIntent with the order code, the order placed', async () => {
    const buyer = shopper();
    const { code, result } = await payWith(buyer, '4242424242424242');
    expect(result).toMatchObject({ status: 'succeeded', orderCode: code, transactionRef: expect.stringMatching(/^pi_/) });
    const intent = await stripe().paymentIntents.retrieve(result.status === 'succeeded' ? result.transactionRef : '');
    expect(intent.metadata['orderCode']).toBe(code);
    expect(intent.metadata['idempotencyKey']).toMatch(/^debit_/);
    expect(await stateOf(buyer, code)).toBe('PaymentSettled');
  });

  it('pays an Amex with its 4-digit CID', async () => {
    const { code, result } = await payWith(shopper(), '378282246310005');
    expect(result).toMatchObject({ status: 'succeeded', orderCode: code });
  });

  it('answers a declined card in the shopper’s words, the cart intact and payable', async () => {
    const buyer = shopper();
    const { code, result } = await payWith(buyer, '4000000000000002');
    expect(result).toMatchObject({
      status: 'declined',
      declineCode: 'card_declined',
      message: 'Your card was declined. Please use another card.',
    });
    const insufficient = await debitCard(buyer.client, { token: await paymentMethodFor('4000000000009995'), browser: BROWSER });
    expect(insufficient).toMatchObject({ status: 'declined', declineCode: 'insufficient_funds' });
    const paid = await debitCard(buyer.client, { token: await paymentMethodFor('4242424242424242'), browser: BROWSER });
    expect(paid).toMatchObject({ status: 'succeeded', orderCode: code });
  });

  it('sends the shopper to Stripe’s 3-D Secure page, and finishes on the return page with what Stripe redirected with', async () => {
    const buyer = shopper();
    const { code, result } = await payWith(buyer, '4000002760003184');
    if (result.status !== 'challenge') throw new Error(`expected a challenge, got ${result.status}`);
    expect(result.challengeUrl.startsWith(`${simulator.url}/3ds/${result.transactionRef}`)).toBe(true);
    // Not authenticated yet: a return now (forged, or early) changes nothing.
    const early = await finishCardPayment(buyer.client, {
      transactionRef: result.transactionRef,
      returnParameters: { payment_intent: result.transactionRef, redirect_status: 'succeeded' },
    });
    expect(early).toMatchObject({ status: 'declined', declineCode: 'verification_failed' });
    // Another order's paid intent pasted into the return: Stripe is asked about this order's own.
    const paidElsewhere = await payWith(shopper(), '4242424242424242');
    const pasted = await finishCardPayment(buyer.client, {
      transactionRef: result.transactionRef,
      returnParameters: { payment_intent: paidElsewhere.result.transactionRef ?? '', redirect_status: 'succeeded' },
    });
    expect(pasted).toMatchObject({ status: 'declined', declineCode: 'verification_failed' });
    expect(await stateOf(buyer, code)).toBe('ArrangingPayment');

    const page = await fetch(result.challengeUrl);
    expect(page.status).toBe(200);
    const secret = new URL(result.challengeUrl).searchParams.get('client_secret') ?? '';
    const answered = await fetch(`${simulator.url}/3ds/${result.transactionRef}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_secret: secret, outcome: 'complete' }),
    });
    const back = new URL(answered.headers.get('location') ?? '');
    expect(back.pathname).toBe('/en/payment/stripe.html');
    const returnParameters = Object.fromEntries(back.searchParams);
    const finished = await finishCardPayment(buyer.client, { transactionRef: result.transactionRef, returnParameters });
    expect(finished).toMatchObject({ status: 'succeeded', orderCode: code });
    // The webhook arrives after the return: nothing more happens, and a second return answers the same.
    expect(await finishCardPayment(buyer.client, { transactionRef: result.transactionRef, returnParameters })).toMatchObject({
      status: 'succeeded',
      orderCode: code,
    });
    expect((await stats()).chargesByOrder[code]).toBe(1);
  });

  it('places the order from Stripe’s webhook alone when the shopper closes the tab after the challenge', async () => {
    const buyer = shopper();
    const { code, result } = await payWith(buyer, '4000002760003184');
    if (result.status !== 'challenge') throw new Error(`expected a challenge, got ${result.status}`);
    const started = Date.now();
    await fetch(`${simulator.url}/__sandbox/challenges/${result.transactionRef}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'complete' }),
    });
    const state = await waitFor(async () => {
      const state = await stateOf(buyer, code);
      return state === 'PaymentSettled' ? state : undefined;
    });
    expect(state).toBe('PaymentSettled');
    console.log(`Stripe webhook-only completion: order placed ${Date.now() - started} ms after the challenge`);
  });

  it('declines on a failed challenge and frees the cart', async () => {
    const buyer = shopper();
    const { code, result } = await payWith(buyer, '4000002760003184');
    if (result.status !== 'challenge') throw new Error(`expected a challenge, got ${result.status}`);
    await fetch(`${simulator.url}/__sandbox/challenges/${result.transactionRef}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'fail' }),
    });
    const state = await waitFor(async () => {
      const state = await stateOf(buyer, code);
      return state === 'AddingItems' ? state : undefined;
    });
    expect(state).toBe('AddingItems');
    const finished = await finishCardPayment(buyer.client, {
      transactionRef: result.transactionRef,
      returnParameters: { redirect_status: 'failed' },
    });
    expect(finished).toMatchObject({ status: 'declined', declineCode: 'authentication_failed' });
  });

  it('charges once for 20 concurrent confirmations of one order', async () => {
    const buyer = shopper();
    const { code } = await cartReadyToPay(buyer.client, { email: `stripe-concurrent-${Date.now()}@example.com` });
    const token = await paymentMethodFor('4242424242424242');
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => debitCard(buyer.newTab(), { token, browser: BROWSER })));
    const succeeded = results.filter((settled) => settled.status === 'fulfilled' && settled.value.status === 'succeeded');
    expect(succeeded.length).toBeGreaterThan(0);
    const charges = (await stats()).chargesByOrder[code];
    console.log(
      `Stripe: 20 concurrent debits of order ${code} → ${succeeded.length} answered succeeded, ${charges} charge at the simulator`,
    );
    expect(charges).toBe(1);
  });

  it('recovers a debit whose answer was lost: the reconciliation finds Stripe’s PaymentIntent and places the order', async () => {
    const buyer = shopper();
    const { code } = await cartReadyToPay(buyer.client, { email: `stripe-lost-${Date.now()}@example.com` });
    const lost = await debitCard(buyer.client, { token: await paymentMethodFor('4000001234567899'), browser: BROWSER }).then(
      () => 'answered',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    expect(lost).not.toBe('answered');
    const state = await waitFor(async () => {
      const state = await stateOf(buyer, code);
      return state === 'PaymentSettled' ? state : undefined;
    }, 20_000);
    expect(state).toBe('PaymentSettled');
    expect((await stats()).chargesByOrder[code]).toBe(1);
  });

  it('refunds from the Admin API through Stripe, partly then the rest', async () => {
    const buyer = shopper();
    const { code, result } = await payWith(buyer, '4242424242424242');
    expect(result.status).toBe('succeeded');
    const { orders } = await admin.request<{ orders: { items: Array<{ payments: Array<{ id: string; amount: number }> }> } }>(
      `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { payments { id amount } } } }`,
      { code },
    );
    const payment = orders.items[0]?.payments[0];
    if (!payment) throw new Error('no payment');
    const refund = async (amount: number, reason: string) =>
      (
        await admin.request<{ refundOrder: { __typename: string; state: string; transactionId: string } }>(
          `mutation ($input: RefundOrderInput!) { refundOrder(input: $input) { __typename ... on Refund { state total transactionId } ... on ErrorResult { message } } }`,
          { input: { paymentId: payment.id, amount, reason, shipping: 0, adjustment: 0, lines: [] } },
        )
      ).refundOrder;
    const first = await refund(500, 'goodwill');
    expect(first).toMatchObject({ __typename: 'Refund', state: 'Settled', transactionId: expect.stringMatching(/^re_/) });
    const rest = await refund(payment.amount - 500, 'cancelled');
    expect(rest).toMatchObject({ __typename: 'Refund', state: 'Settled' });
    const intent = await stripe().paymentIntents.retrieve(result.status === 'succeeded' ? result.transactionRef : '', {
      expand: ['latest_charge'],
    });
    expect((intent.latest_charge as Stripe.Charge).amount_refunded).toBe(payment.amount);
  });

  it('records a dispute on the order and alerts staff once', async () => {
    const buyer = shopper();
    const { code, result } = await payWith(buyer, '4000000000000259');
    expect(result.status).toBe('succeeded');
    const note = await waitFor(async () => {
      const { orders } = await admin.request<{
        orders: { items: Array<{ history: { items: Array<{ type: string; data: { note?: string } }> } }> };
      }>(
        `query ($code: String!) { orders(options: { filter: { code: { eq: $code } }, take: 1 }) { items { history(options: { take: 50 }) { items { type data } } } } }`,
        {
          code,
        },
      );
      const entries = orders.items[0]?.history.items ?? [];
      return entries.find((entry) => entry.type === 'ORDER_NOTE' && entry.data.note?.includes('disputed'));
    });
    expect(note.data.note).toMatch(/reason: fraudulent/);
    const { securityLog } = await admin.request<{ securityLog: { items: Array<{ detail: string }> } }>(
      `query { securityLog(options: { filter: { event: { eq: "card-dispute" } } }) { items { detail } } }`,
    );
    expect(securityLog.items.filter((item) => item.detail.includes(code))).toHaveLength(1);
  });

  describe('webhooks', () => {
    const post = (body: string, signature: string | undefined) =>
      fetch(`${backend.url}/payments/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
        body,
      });

    it('refuses an unsigned, forged or stale event, and changes nothing', async () => {
      const body = JSON.stringify({
        id: 'evt_forged',
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { id: 'pi_forged' } },
      });
      expect((await post(body, undefined)).status).toBe(400);
      expect((await post(body, signatureOf(body, 'whsec_not_the_shops', Math.floor(Date.now() / 1000)))).status).toBe(401);
      // Signed with the shop's secret ten minutes ago: a replay past Stripe's tolerance.
      expect(await post(body, signatureOf(body, SANDBOX_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600))).toMatchObject({
        status: 401,
      });
      const garbage = '{"id": 1';
      expect((await post(garbage, signatureOf(garbage, SANDBOX_WEBHOOK_SECRET, Math.floor(Date.now() / 1000)))).status).toBe(400);
    });

    it('takes a replayed genuine event once: the order is paid once', async () => {
      const { events } = (await (await fetch(`${simulator.url}/__sandbox/events`)).json()) as {
        events: Array<{ type: string; body: string }>;
      };
      const succeeded = events.find((event) => event.type === 'payment_intent.succeeded');
      if (!succeeded) throw new Error('no payment_intent.succeeded sent yet');
      const before = await stats();
      for (let copy = 0; copy < 3; copy += 1) {
        const answer = await post(succeeded.body, signatureOf(succeeded.body, SANDBOX_WEBHOOK_SECRET, Math.floor(Date.now() / 1000)));
        expect(answer.status).toBe(200);
      }
      expect((await stats()).charges).toBe(before.charges);
      // The order the event names holds one settled payment, however often it is told.
      const code = (JSON.parse(succeeded.body) as { data: { object: { metadata: { orderCode: string } } } }).data.object.metadata.orderCode;
      const { orders } = await admin.request<{ orders: { items: Array<{ state: string; payments: Array<{ state: string }> }> } }>(
        `query ($code: String!) { orders(options: { filter: { code: { eq: $code } }, take: 1 }) { items { state payments { state } } } }`,
        { code },
      );
      expect(orders.items[0]?.state).toBe('PaymentSettled');
      expect(orders.items[0]?.payments.filter((payment) => payment.state === 'Settled')).toHaveLength(1);
    });
  });
});
