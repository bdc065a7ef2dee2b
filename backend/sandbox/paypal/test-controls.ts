import type { IncomingMessage } from 'node:http';

import { readJsonBody } from './http-io';
import { resetState, type Answer, type Fault, type FaultEndpoint, type FaultKind, type SandboxState } from './state';
import { emitEvent, releaseHeld } from './webhook-delivery';
import { customEvent } from './webhook-events';

/*
 * What tests and benchmarks ask the simulator, never PayPal: how many captures and refunds it made, make the
 * next calls of one endpoint fail, shape the webhooks' delivery (late, twice, held and released out
 * of order), list what was delivered, forget everything. Served only when the settings enable them.
 * Captures left PENDING and their later outcome: capture-outcomes.ts.
 */

const ENDPOINTS: readonly FaultEndpoint[] = ['token', 'create', 'get', 'capture', 'refund', 'verify'];
const KINDS: readonly FaultKind[] = ['server_error', 'timeout'];

/** GET /__sandbox/stats */
export function stats(state: SandboxState): Answer {
  return {
    status: 200,
    body: {
      captures: state.stats.captures,
      capturesByOrder: Object.fromEntries(state.stats.capturesByOrder),
      captureRequests: state.stats.captureRequests,
      refunds: state.stats.refunds,
      refundRequests: state.stats.refundRequests,
      webhookDeliveries: state.stats.webhookDeliveries,
      verifications: state.stats.verifications,
    },
  };
}

/** POST /__sandbox/faults `{ next, endpoint, count?, afterProcessing? }` */
export async function setFault(state: SandboxState, request: IncomingMessage): Promise<Answer> {
  const body = (await readJsonBody(request)) ?? {};
  const { next, endpoint, count = 1, afterProcessing = false } = body;
  if (typeof next !== 'string' || !KINDS.includes(next as FaultKind))
    return { status: 400, body: { error: `next must be one of ${KINDS.join(', ')}` } };
  if (typeof endpoint !== 'string' || !ENDPOINTS.includes(endpoint as FaultEndpoint)) {
    return { status: 400, body: { error: `endpoint must be one of ${ENDPOINTS.join(', ')}` } };
  }
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 1000)
    return { status: 400, body: { error: 'count must be a whole number from 1 to 1000' } };
  if (typeof afterProcessing !== 'boolean') return { status: 400, body: { error: 'afterProcessing must be true or false' } };
  const fault: Fault = { next: next as FaultKind, remaining: count, afterProcessing };
  state.faults.set(endpoint as FaultEndpoint, fault);
  return { status: 200, body: { endpoint, next, count, afterProcessing } };
}

/** The fault that applies to this call of `endpoint`, used up by it. */
export function takeFault(state: SandboxState, endpoint: FaultEndpoint): Fault | undefined {
  const fault = state.faults.get(endpoint);
  if (!fault) return undefined;
  fault.remaining -= 1;
  if (fault.remaining <= 0) state.faults.delete(endpoint);
  return fault;
}

/** POST /__sandbox/reset */
export function reset(state: SandboxState): Answer {
  resetState(state);
  return { status: 204 };
}

/** POST /__sandbox/webhooks `{ hold?, delayMs?, copies? }`: how the next events are delivered. */
export async function setWebhookDelivery(state: SandboxState, request: IncomingMessage): Promise<Answer> {
  const body = (await readJsonBody(request)) ?? {};
  const { hold = state.webhooks.hold, delayMs = state.webhooks.delayMs, copies = state.webhooks.copies } = body;
  if (typeof hold !== 'boolean') return { status: 400, body: { error: 'hold must be true or false' } };
  if (typeof delayMs !== 'number' || !Number.isInteger(delayMs) || delayMs < 0 || delayMs > 600_000)
    return { status: 400, body: { error: 'delayMs must be a whole number from 0 to 600000' } };
  if (typeof copies !== 'number' || !Number.isInteger(copies) || copies < 1 || copies > 5)
    return { status: 400, body: { error: 'copies must be a whole number from 1 to 5' } };
  state.webhooks.hold = hold;
  state.webhooks.delayMs = delayMs;
  state.webhooks.copies = copies;
  return { status: 200, body: { hold, delayMs, copies, held: state.webhooks.held.length, url: state.settings.webhookUrl ?? null } };
}

/** POST /__sandbox/webhooks/release `{ order?: 'oldest-first' | 'newest-first' }`: sends what was held, one after the other. */
export async function releaseWebhooks(state: SandboxState, request: IncomingMessage): Promise<Answer> {
  const body = (await readJsonBody(request)) ?? {};
  const { order = 'oldest-first' } = body;
  if (order !== 'oldest-first' && order !== 'newest-first')
    return { status: 400, body: { error: 'order must be oldest-first or newest-first' } };
  return { status: 200, body: { released: releaseHeld(state, order) } };
}

/** GET /__sandbox/webhooks/deliveries: the last 200 sends, with their exact headers and body. */
export function webhookDeliveries(state: SandboxState): Answer {
  return {
    status: 200,
    body: {
      held: state.webhooks.held.map(({ event, copies }) => ({ id: event.id, event_type: event.event_type, copies })),
      deliveries: state.webhooks.deliveries,
    },
  };
}

/** POST /__sandbox/webhooks/send `{ event_type, resource? }`: a signed event of any type, sent as the others. */
export async function sendCustomWebhook(state: SandboxState, request: IncomingMessage): Promise<Answer> {
  const body = (await readJsonBody(request)) ?? {};
  const { event_type: type, resource = {} } = body;
  if (typeof type !== 'string' || !/^[A-Z][A-Z0-9_.-]{0,99}$/.test(type))
    return { status: 400, body: { error: 'event_type must look like PAYMENT.CAPTURE.COMPLETED' } };
  if (typeof resource !== 'object' || resource === null || Array.isArray(resource))
    return { status: 400, body: { error: 'resource must be an object' } };
  const event = customEvent(state, type, resource as Record<string, unknown>);
  emitEvent(state, event);
  return { status: 202, body: { id: event.id } };
}
