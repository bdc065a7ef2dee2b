import { createHmac } from 'node:crypto';

import { orderAnswer } from './answers';
import { remember, type OrderRecord, type SandboxState } from './state';

/** Gives up on a listener that does not answer: Airalo documents no timeout, this one is short. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * JSON as Airalo's PHP side encodes it: `json_encode` escapes `/` as `\/`. The signature covers
 * exactly these bytes, which is the hardest case for a verifier (docs/suppliers/airalo.md §8).
 */
function phpJson(value: unknown): string {
  return JSON.stringify(value).replace(/\//g, '\\/');
}

/** `airalo-signature`: HMAC-SHA512 of the body, lowercase hex, keyed with the partner's client secret. */
function airaloSignature(body: string, clientSecret: string): string {
  return createHmac('sha512', clientSecret).update(body).digest('hex');
}

/** The finished async order, sent "the same as the response of the regular order" plus `request_id`. */
export function asyncOrderPayload(state: SandboxState, order: OrderRecord): unknown {
  const answer = orderAnswer(state, order) as { data: Record<string, unknown>; meta: unknown };
  return { ...answer, data: { ...answer.data, request_id: order.requestId } };
}

/** POSTs a signed body once: Airalo documents no retries, so the partner's poll is the fallback. */
export async function sendWebhook(state: SandboxState, url: string, requestId: string, payload: unknown): Promise<void> {
  if (state.closed) return;
  const body = phpJson(payload);
  const headers = {
    'content-type': 'application/json',
    'airalo-signature': airaloSignature(body, state.settings.clientSecret),
  };
  const abort = new AbortController();
  state.inFlight.add(abort);
  const timeout = setTimeout(() => abort.abort(), SEND_TIMEOUT_MS);
  let status: number | 'error' = 'error';
  try {
    const response = await fetch(url, { method: 'POST', headers, body, signal: abort.signal });
    status = response.status;
    await response.arrayBuffer().catch(() => undefined);
  } catch {
    status = 'error';
  } finally {
    clearTimeout(timeout);
    state.inFlight.delete(abort);
  }
  remember(state.deliveries, { url, requestId, headers, body, status, at: state.now() });
}
