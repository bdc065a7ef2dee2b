import { inject } from 'vitest';
import { z } from '../zod';

/*
 * Test-only helpers around the PayPal simulator (backend/sandbox/paypal): the test buyer's
 * approval, made with the same form posts its page makes, and its `/__sandbox` test controls
 * (capture counts, faults). Not exported from api/index.ts.
 */

/** The simulator's one test buyer (README "PayPal simulator"). */
const SANDBOX_BUYER = { email: 'buyer@example.com', password: 'sandbox-buyer-password' } as const;

/** The simulator the integration project's backend talks to. */
export function paypalUrl(): string {
  const url = inject('paypalUrl');
  if (!url) throw new Error('No PayPal simulator was named (PAYPAL_URL)');
  return url;
}

async function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}

/** What the simulator sends the buyer back with: the return address's query. */
export interface WalletReturn {
  location: URL;
  token: string;
  payerId: string;
}

/** Logs in as the test buyer on the approval page of `approveUrl` and approves; the return it redirects to. */
export async function approveAsBuyer(approveUrl: string): Promise<WalletReturn> {
  const page = new URL(approveUrl);
  const token = page.searchParams.get('token') ?? '';
  const review = await postForm(`${page.origin}/checkoutnow/login`, {
    token,
    email: SANDBOX_BUYER.email,
    password: SANDBOX_BUYER.password,
  });
  const session = /name="session" value="([^"]+)"/.exec(await review.text())?.[1];
  if (!session) throw new Error('The simulator did not log the buyer in');
  const approved = await postForm(`${page.origin}/checkoutnow/approve`, { token, session });
  const location = new URL(approved.headers.get('location') ?? '');
  return { location, token: location.searchParams.get('token') ?? '', payerId: location.searchParams.get('PayerID') ?? '' };
}

/** Cancels on the approval page: where the simulator sends the buyer back. */
export async function cancelAsBuyer(approveUrl: string): Promise<URL> {
  const page = new URL(approveUrl);
  const cancelled = await postForm(`${page.origin}/checkoutnow/cancel`, { token: page.searchParams.get('token') ?? '' });
  return new URL(cancelled.headers.get('location') ?? '');
}

const statsSchema = z.object({
  captures: z.number(),
  capturesByOrder: z.record(z.string(), z.number()),
  captureRequests: z.number(),
  refunds: z.number(),
});

/** Captures the simulator made of one wallet order. */
export async function capturesOf(walletOrderId: string): Promise<number> {
  const response = await fetch(`${paypalUrl()}/__sandbox/stats`);
  if (!response.ok) throw new Error(`GET /__sandbox/stats answered ${response.status}`);
  return statsSchema.parse(await response.json()).capturesByOrder[walletOrderId] ?? 0;
}

export type PayPalFault = {
  next: 'server_error' | 'timeout';
  endpoint: 'token' | 'create' | 'get' | 'capture' | 'refund';
  count?: number;
  afterProcessing?: boolean;
};

/** Makes the simulator's next calls of one endpoint fail. */
export async function injectPayPalFault(fault: PayPalFault): Promise<void> {
  const response = await fetch(`${paypalUrl()}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!response.ok) throw new Error(`POST /__sandbox/faults answered ${response.status}`);
}

async function control(path: string, body: unknown = {}): Promise<unknown> {
  const response = await fetch(`${paypalUrl()}/__sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST /__sandbox/${path} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

/** Makes PayPal leave this order's capture PENDING (issue 15): the other tests' captures are untouched. */
export async function planPendingCapture(walletOrderId: string, reason = 'PENDING_REVIEW'): Promise<void> {
  await control('captures', { outcome: 'PENDING', orderId: walletOrderId, reason });
}

/** What PayPal later does with a capture: complete or deny a PENDING one, reverse a completed one (a chargeback). */
export async function settleAtPayPal(walletOrderId: string, command: 'complete' | 'deny' | 'reverse'): Promise<void> {
  await control(`orders/${walletOrderId}/${command}`);
}

/** How the simulator delivers the next webhooks: held back, late, in copies. Shared by every test on this simulator. */
export async function setWebhookDelivery(settings: { hold?: boolean; delayMs?: number; copies?: number }): Promise<void> {
  await control('webhooks', settings);
}

/** Sends the held webhooks, one after the other, in the order asked. */
export async function releaseWebhooks(order: 'oldest-first' | 'newest-first'): Promise<number> {
  return z.object({ released: z.number() }).parse(await control('webhooks/release', { order })).released;
}

/** Sends a signed webhook of any type (one the shop does not handle, say). */
export async function sendWebhook(eventType: string, resource: Record<string, unknown> = {}): Promise<string> {
  return z.object({ id: z.string() }).parse(await control('webhooks/send', { event_type: eventType, resource })).id;
}

const deliverySchema = z.object({
  eventId: z.string(),
  eventType: z.string(),
  resourceId: z.string(),
  attempt: z.number(),
  status: z.union([z.number(), z.literal('error')]),
  headers: z.record(z.string(), z.string()),
  body: z.string(),
});
export type WebhookDelivery = z.infer<typeof deliverySchema>;

/** The webhooks the simulator sent (the last 200), each with its exact headers and body. */
export async function webhookDeliveries(): Promise<WebhookDelivery[]> {
  const response = await fetch(`${paypalUrl()}/__sandbox/webhooks/deliveries`);
  if (!response.ok) throw new Error(`GET /__sandbox/webhooks/deliveries answered ${response.status}`);
  return z.object({ deliveries: z.array(deliverySchema) }).parse(await response.json()).deliveries;
}

/** The webhooks sent about one PayPal order's capture (its events name it in supplementary_data or through the capture). */
export async function deliveriesAbout(walletOrderId: string, captureId?: string): Promise<WebhookDelivery[]> {
  return (await webhookDeliveries()).filter(
    (delivery) =>
      delivery.body.includes(`"order_id":"${walletOrderId}"`) ||
      (captureId !== undefined && delivery.body.includes(`/captures/${captureId}"`)),
  );
}
