import { createHmac } from 'node:crypto';

import { fixtureOf } from './objects';
import { newId, pause, seconds, type SandboxState } from './state';

/** The API version the events say they were rendered in: the one the official package pins. */
const API_VERSION = '2026-11-18.endive';
const SEND_TIMEOUT_MS = 10_000;
const EVENT_LOG_SIZE = 200;

/**
 * Stripe's webhook signature (docs.stripe.com/webhooks#verify-manually): `t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "<t>.<body>" keyed by the endpoint's signing secret>`.
 */
export function signatureOf(body: string, secret: string, timestamp: number): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

type EventRequest = { id: string | null; idempotency_key: string | null };

/** An event about `object`: sent now (with retries), or kept while deliveries are held. Nothing without a listener. */
export function emitEvent(
  state: SandboxState,
  type: string,
  object: unknown,
  request: EventRequest = { id: null, idempotency_key: null },
): void {
  if (!state.settings.webhookUrl) return;
  if (state.webhooks.hold) {
    state.webhooks.held.push({ type, object, request });
    return;
  }
  void deliver(state, type, object, request);
}

export function releaseHeld(state: SandboxState): number {
  const held = state.webhooks.held;
  state.webhooks = { hold: false, held: [] };
  void (async () => {
    for (const event of held) await deliver(state, event.type, event.object, event.request);
  })();
  return held.length;
}

async function deliver(state: SandboxState, type: string, object: unknown, request: EventRequest): Promise<void> {
  const event = {
    ...fixtureOf('event'),
    id: newId('evt'),
    api_version: API_VERSION,
    created: seconds(state.now()),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request,
    type,
  };
  const body = JSON.stringify(event);
  for (let attempt = 0; attempt <= state.settings.webhookRetries; attempt += 1) {
    if (attempt > 0) await pause(state, state.settings.webhookRetryMs * 2 ** (attempt - 1));
    if (state.closed) return;
    // Signed per attempt, as Stripe does: a retry carries a fresh timestamp.
    const signature = signatureOf(body, state.settings.webhookSecret, seconds(state.now()));
    if (attempt === 0) {
      state.events.push({ id: event.id, type, body, signature });
      if (state.events.length > EVENT_LOG_SIZE) state.events.shift();
      state.counts.eventsSent += 1;
    }
    if (await sendOnce(state, body, signature)) return;
  }
}

/** One POST to the listener: true when it took the event (2xx). */
async function sendOnce(state: SandboxState, body: string, signature: string): Promise<boolean> {
  const url = state.settings.webhookUrl;
  if (!url || state.closed) return true;
  const controller = new AbortController();
  state.inFlight.add(controller);
  const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signature,
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body,
      signal: controller.signal,
    });
    await response.arrayBuffer().catch(() => undefined);
    return response.status >= 200 && response.status < 300;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    state.inFlight.delete(controller);
  }
}
