import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { debitCard, getCardPaymentConfig } from './operations/payment/card-payment';
import { BROWSER, cartReadyToPay, TEST_CARDS, tokenFor } from './test-support/card-sandbox';
import { newShopper } from './test-support/shopper';
import { waitForMail } from '../e2e/support/mailbox';
import { buildAll } from '../scripts/lib/build.mjs';
import { startOtlpReceiver, traceTree, type OtlpReceiver, type ReceivedSpan } from '../scripts/lib/otlp-receiver.mjs';
import { startShop } from '../scripts/lib/shop.mjs';

/*
 * Issue 34 point 4: with OTEL_EXPORTER_OTLP_ENDPOINT set, one purchase is one trace. A shop of its
 * own (storefront, server with its in-process worker) exports to an OTLP/HTTP receiver in this
 * process (the one `npm run traces` runs); a guest pays by card through the storefront, and the
 * trace of that request holds the storefront's span, its call to the Shop API, the server's
 * GraphQL and payment spans, the card gateway call, and the jobs that delivered the eSIM and sent
 * its email, through the job table, all under one trace id and in one tree.
 */

/** OTLP's span kinds (not the API's: OTLP counts UNSPECIFIED as 0). */
const KIND = { server: 2, client: 3, consumer: 5 } as const;

let receiver: OtlpReceiver;
let shop: Awaited<ReturnType<typeof startShop>>;

beforeAll(async () => {
  if (!(await buildAll({ only: ['backend', 'cardSandbox', 'paypalSandbox', 'storefront'] }))) throw new Error('The shop did not build');
  receiver = await startOtlpReceiver();
  // Exported every 100 ms rather than every 5 s, so the test waits for the shop, not the exporter.
  const tracing = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '100' };
  shop = await startShop({ log: false, backendEnv: tracing, storefrontEnv: tracing });
}, 240_000);

afterAll(async () => {
  await shop?.stop();
  await receiver?.close();
});

/** The spans of the trace whose storefront span names request `requestId`, once `complete` says it is all there. */
async function traceOfRequest(requestId: string, complete: (spans: ReceivedSpan[]) => boolean): Promise<ReceivedSpan[]> {
  let spans: ReceivedSpan[] = [];
  await expect
    .poll(
      () => {
        const first = receiver.spans().find((span) => span.attributes['request.id'] === requestId);
        spans = first?.traceId ? receiver.traceOf(first.traceId) : [];
        return complete(spans);
      },
      { timeout: 30_000, interval: 200 },
    )
    .toBe(true);
  return spans;
}

describe('the trace of one purchase', () => {
  it('holds the storefront request, the Shop API call, the payment and the delivery jobs under one trace id', async () => {
    const shopper = newShopper({ shopApiUrl: `${shop.shopUrl}/shop-api` });
    const email = `traced-${Date.now()}@example.com`;
    const config = await getCardPaymentConfig(shopper.client);
    await cartReadyToPay(shopper.client, { email });
    const token = await tokenFor(config, TEST_CARDS.frictionless);
    const requestId = `trace-${randomUUID()}`;

    const paid = await debitCard(shopper.newTab({ requestId }), { token, browser: BROWSER });
    expect(paid.status).toBe('succeeded');
    await waitForMail(shop.mailboxDir, email, Date.now() + 30_000);

    const spans = await traceOfRequest(requestId, (found) => found.some((span) => span.name === 'job send-email'));
    const named = (service: string, name: string | RegExp) =>
      spans.filter((span) => span.service === service && (typeof name === 'string' ? span.name === name : name.test(span.name)));
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    const parentOf = (span: ReceivedSpan) => (span.parentSpanId ? byId.get(span.parentSpanId) : undefined);

    // The storefront's request: the root, answered by its /shop-api proxy, which called the backend.
    const [root] = named('esim-shop-storefront', 'POST /shop-api');
    expect(root).toMatchObject({ kind: KIND.server, parentSpanId: undefined, attributes: { 'request.id': requestId } });
    const proxied = spans.find((span) => span.service === 'esim-shop-storefront' && span.kind === KIND.client);
    expect(proxied && parentOf(proxied)).toBe(root);
    // The Shop API call on the server, a child of the storefront's call to it.
    const served = spans.find((span) => span.service === 'esim-shop-server' && span.kind === KIND.server);
    expect(served && parentOf(served)).toBe(proxied);
    expect(named('esim-shop-server', 'mutation DebitCard')).toHaveLength(1);
    // The payment: Vendure's payment service, and the card gateway's answer over HTTP.
    expect(named('esim-shop-server', /^PaymentService\./).length).toBeGreaterThan(0);
    const gatewayPort = new URL(shop.cardGatewayUrl).port;
    const gatewayCalls = spans.filter((span) => span.kind === KIND.client && String(span.attributes['server.port']) === gatewayPort);
    expect(gatewayCalls.length).toBeGreaterThan(0);
    // The delivery job and the email job, queued by this request and run from the job table.
    const [delivery] = named('esim-shop-server', 'job provision-esims');
    const [mail] = named('esim-shop-server', 'job send-email');
    expect(delivery).toMatchObject({ kind: KIND.consumer, attributes: { 'messaging.destination.name': 'provision-esims' } });
    expect(mail).toMatchObject({ kind: KIND.consumer });
    expect(delivery!.startMs).toBeGreaterThanOrEqual(root!.startMs);
    // One tree: every span but the root has its parent in this trace, and nothing failed.
    expect(spans.filter((span) => span !== root && !parentOf(span))).toEqual([]);
    expect(spans.filter((span) => span.error)).toEqual([]);

    const end = Math.max(...spans.map((span) => span.endMs));
    console.log(
      `The purchase's trace: ${spans.length} spans, ${(end - root!.startMs).toFixed(0)} ms from the storefront's request to the email job's end`,
    );
    console.log(traceTree(spans, (span) => span.name.startsWith('middleware - ')));
  });

  it('never takes a trace context from a shopper: the storefront starts its own', async () => {
    const chosen = 'f'.repeat(31) + '1';
    const requestId = `trace-${randomUUID()}`;
    const response = await fetch(`${shop.shopUrl}/en`, {
      headers: { traceparent: `00-${chosen}-${'a'.repeat(16)}-01`, 'x-request-id': requestId },
    });
    expect(response.status).toBe(200);
    const spans = await traceOfRequest(requestId, (found) => found.length > 0);
    expect(spans[0]!.traceId).not.toBe(chosen);
    expect(receiver.traceOf(chosen)).toEqual([]);
  });

  it('leaves the balancers’ and health checks’ probes out: they come every few seconds', async () => {
    for (const url of [`${shop.shopUrl}/ready`, `${shop.shopUrl}/health`, `${shop.backendUrl}/ready`, `${shop.backendUrl}/health`]) {
      expect((await fetch(url)).status).toBe(200);
    }
    // A page asked after them is exported after them: once it is in, so would they be.
    const requestId = `trace-${randomUUID()}`;
    await fetch(`${shop.shopUrl}/en`, { headers: { 'x-request-id': requestId } });
    await traceOfRequest(requestId, (found) => found.length > 0);
    const probes = receiver
      .spans()
      .filter((span) => Object.values(span.attributes).some((value) => /\/(ready|health)$/.test(String(value))));
    expect(probes).toEqual([]);
  });
});
