import { randomUUID } from 'node:crypto';

import { pause, type SandboxState, type WebhookDelivery, type WebhookEvent } from './state';
import { AUTH_ALGO, certUrlOf, sign, signedMessage } from './webhook-signing';

/*
 * Sends events to the merchant's listener (PAYPAL_SANDBOX_WEBHOOK_URL) as PayPal does: a JSON POST
 * signed per transmission (headers PAYPAL-TRANSMISSION-ID, -TIME, -SIG, PAYPAL-CERT-URL,
 * PAYPAL-AUTH-ALGO), retried while the listener does not answer 2xx. The test controls can make
 * them late (`delayMs`), twice (`copies`), or hold them and release them out of order.
 */

const DELIVERY_LOG_SIZE = 200;
const SEND_TIMEOUT_MS = 10_000;

/** A new event: sent (after the configured delay), or kept while deliveries are held. Nothing without a listener. */
export function emitEvent(state: SandboxState, event: WebhookEvent): void {
  if (!state.settings.webhookUrl) return;
  // The settings of the moment the event happens, whatever changes before it is sent.
  const copies = state.webhooks.copies;
  if (state.webhooks.hold) {
    state.webhooks.held.push({ event, copies });
    return;
  }
  schedule(state, event, copies);
}

/** Sends the held events, oldest first or newest first, and stops holding. Answers how many. */
export function releaseHeld(state: SandboxState, order: 'oldest-first' | 'newest-first'): number {
  const events = order === 'oldest-first' ? state.webhooks.held : [...state.webhooks.held].reverse();
  state.webhooks.held = [];
  state.webhooks.hold = false;
  // One after the other, in the order asked: each send starts after the previous one ended.
  void (async () => {
    for (const { event, copies } of events) await deliverCopies(state, event, copies);
  })();
  return events.length;
}

function schedule(state: SandboxState, event: WebhookEvent, copies: number): void {
  const delayMs = state.webhooks.delayMs;
  void (async () => {
    await pause(state, delayMs);
    await deliverCopies(state, event, copies);
  })();
}

async function deliverCopies(state: SandboxState, event: WebhookEvent, copies: number): Promise<void> {
  for (let copy = 0; copy < copies; copy += 1) await deliverWithRetries(state, event);
}

async function deliverWithRetries(state: SandboxState, event: WebhookEvent): Promise<void> {
  const { webhookRetries, webhookRetryMs } = state.settings;
  for (let attempt = 0; attempt <= webhookRetries; attempt += 1) {
    if (attempt > 0) await pause(state, webhookRetryMs * 2 ** (attempt - 1));
    const status = await deliverOnce(state, event);
    if (status === 'closed') return;
    if (typeof status === 'number' && status >= 200 && status < 300) return;
  }
}

/** The headers PayPal sends with one transmission of `body`. */
function transmissionHeaders(state: SandboxState, body: string, transmissionTime = new Date(state.now())): Record<string, string> {
  const transmissionId = randomUUID();
  const time = transmissionTime.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return {
    'content-type': 'application/json',
    'user-agent': 'PayPal/AUHD-214.0-sandbox-simulator',
    'paypal-auth-algo': AUTH_ALGO,
    'paypal-cert-url': certUrlOf(state),
    'paypal-transmission-id': transmissionId,
    'paypal-transmission-time': time,
    'paypal-transmission-sig': sign(state, signedMessage(transmissionId, time, state.settings.webhookId, body)),
  };
}

async function deliverOnce(state: SandboxState, event: WebhookEvent): Promise<number | 'error' | 'closed'> {
  const url = state.settings.webhookUrl;
  if (!url || state.closed) return 'closed';
  const body = JSON.stringify(event);
  const headers = transmissionHeaders(state, body);
  const abort = new AbortController();
  state.webhooks.inFlight.add(abort);
  const timer = setTimeout(() => abort.abort(), SEND_TIMEOUT_MS);
  let status: number | 'error';
  try {
    const response = await fetch(url, { method: 'POST', headers, body, signal: abort.signal, redirect: 'manual' });
    await response.arrayBuffer().catch(() => undefined);
    status = response.status;
  } catch {
    status = 'error';
  } finally {
    clearTimeout(timer);
    state.webhooks.inFlight.delete(abort);
  }
  state.stats.webhookDeliveries += 1;
  const attempt = state.webhooks.deliveries.filter((delivery) => delivery.eventId === event.id).length + 1;
  const resourceId = typeof event.resource['id'] === 'string' ? event.resource['id'] : '';
  const delivery: WebhookDelivery = {
    eventId: event.id,
    eventType: event.event_type,
    resourceId,
    attempt,
    status,
    at: new Date(state.now()).toISOString(),
    headers,
    body,
  };
  state.webhooks.deliveries.push(delivery);
  if (state.webhooks.deliveries.length > DELIVERY_LOG_SIZE)
    state.webhooks.deliveries.splice(0, state.webhooks.deliveries.length - DELIVERY_LOG_SIZE);
  if (status === 'error' || status >= 300) console.log(`[paypal-sandbox] webhook ${event.event_type} ${event.id} answered ${status}`);
  return status;
}
