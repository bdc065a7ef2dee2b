import type { IncomingMessage } from 'node:http';

import { readJsonBody } from './http-io';
import { resetState, type Answer, type Fault, type FaultEndpoint, type FaultKind, type SandboxState } from './state';

/*
 * What tests and benchmarks ask the simulator, never PayPal: how many captures and refunds it made, make the
 * next calls of one endpoint fail, forget everything. Served only when the settings enable them.
 */

const ENDPOINTS: readonly FaultEndpoint[] = ['token', 'create', 'get', 'capture', 'refund'];
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
    },
  };
}

/** POST /__sandbox/faults `{ next, endpoint, count?, afterProcessing? }` */
export async function setFault(state: SandboxState, request: IncomingMessage): Promise<Answer> {
  const body = (await readJsonBody(request)) ?? {};
  const { next, endpoint, count = 1, afterProcessing = false } = body;
  if (typeof next !== 'string' || !KINDS.includes(next as FaultKind)) return { status: 400, body: { error: `next must be one of ${KINDS.join(', ')}` } };
  if (typeof endpoint !== 'string' || !ENDPOINTS.includes(endpoint as FaultEndpoint)) {
    return { status: 400, body: { error: `endpoint must be one of ${ENDPOINTS.join(', ')}` } };
  }
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 1000) return { status: 400, body: { error: 'count must be a whole number from 1 to 1000' } };
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
