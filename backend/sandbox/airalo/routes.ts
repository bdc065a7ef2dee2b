import type { IncomingMessage, ServerResponse } from 'node:http';

import {
  balance,
  getOrder,
  isAuthorised,
  issueToken,
  listOrders,
  listPackages,
  optIn,
  requestRefund,
  simUsage,
  submitAsyncOrder,
  submitOrder,
} from './api';
import { BadRequest, bearerToken, readFields, refusal, send } from './http-io';
import { pause, remember, type Answer, type SandboxState } from './state';
import {
  addPackage,
  changeSim,
  deliverAsync,
  holdAsync,
  muteWebhooks,
  recordedRequests,
  repricePackage,
  reset,
  setBalance,
  setFault,
  setStock,
  summary,
  takeFault,
  webhookDeliveries,
  withdrawPackage,
} from './test-controls';

type Run = (state: SandboxState, context: { fields: Record<string, unknown>; params: string[]; url: URL }) => Answer | Promise<Answer>;

interface RouteDefinition {
  method: 'GET' | 'POST';
  pattern: RegExp;
  /** The name a fault (POST /__sandbox/faults) is limited to; test controls have none. */
  endpoint?: string;
  /** API endpoints need a bearer token from /v2/token. */
  bearer: boolean;
  /** Read the body's fields (form, urlencoded or JSON) before running. */
  body: boolean;
  testControl?: boolean;
  run: Run;
}

const ICCID = '(\\d{10,22})';

const ROUTES: RouteDefinition[] = [
  {
    method: 'POST',
    pattern: /^\/v2\/token$/,
    endpoint: 'token',
    bearer: false,
    body: true,
    run: (state, { fields }) => issueToken(state, fields),
  },
  {
    method: 'GET',
    pattern: /^\/v2\/packages$/,
    endpoint: 'packages',
    bearer: true,
    body: false,
    run: (state, { url }) => listPackages(state, url),
  },
  {
    method: 'POST',
    pattern: /^\/v2\/orders$/,
    endpoint: 'orders',
    bearer: true,
    body: true,
    run: (state, { fields }) => submitOrder(state, fields),
  },
  {
    method: 'POST',
    pattern: /^\/v2\/orders-async$/,
    endpoint: 'orders-async',
    bearer: true,
    body: true,
    run: (state, { fields }) => submitAsyncOrder(state, fields),
  },
  {
    method: 'GET',
    pattern: /^\/v2\/orders$/,
    endpoint: 'orders-list',
    bearer: true,
    body: false,
    run: (state, { url }) => listOrders(state, url),
  },
  {
    method: 'GET',
    pattern: /^\/v2\/orders\/([^/]{1,40})$/,
    endpoint: 'order',
    bearer: true,
    body: false,
    run: (state, { params, url }) => getOrder(state, params[0] ?? '', url),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v2/sims/${ICCID}/usage$`),
    endpoint: 'usage',
    bearer: true,
    body: false,
    run: (state, { params }) => simUsage(state, params[0] ?? ''),
  },
  {
    method: 'POST',
    pattern: /^\/v2\/refund$/,
    endpoint: 'refund',
    bearer: true,
    body: true,
    run: (state, { fields }) => requestRefund(state, fields),
  },
  { method: 'GET', pattern: /^\/v2\/balance$/, endpoint: 'balance', bearer: true, body: false, run: (state) => balance(state) },
  {
    method: 'POST',
    pattern: /^\/v2\/notifications\/opt-in$/,
    endpoint: 'opt-in',
    bearer: true,
    body: true,
    run: (state, { fields }) => optIn(state, fields),
  },
  { method: 'POST', pattern: /^\/__sandbox\/reset$/, bearer: false, body: false, testControl: true, run: (state) => reset(state) },
  { method: 'GET', pattern: /^\/__sandbox\/state$/, bearer: false, body: false, testControl: true, run: (state) => summary(state) },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/faults$/,
    bearer: false,
    body: true,
    testControl: true,
    run: (state, { fields }) => setFault(state, fields),
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/balance$/,
    bearer: false,
    body: true,
    testControl: true,
    run: (state, { fields }) => setBalance(state, fields),
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/packages$/,
    bearer: false,
    body: true,
    testControl: true,
    run: (state, { fields }) => addPackage(state, fields),
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/packages\/withdraw$/,
    bearer: false,
    body: true,
    testControl: true,
    run: (state, { fields }) => withdrawPackage(state, fields),
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/packages\/price$/,
    bearer: false,
    body: true,
    testControl: true,
    run: (state, { fields }) => repricePackage(state, fields),
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/packages\/stock$/,
    bearer: false,
    body: true,
    testControl: true,
    run: (state, { fields }) => setStock(state, fields),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/__sandbox/sims/${ICCID}$`),
    bearer: false,
    body: true,
    testControl: true,
    run: (state, { fields, params }) => changeSim(state, params[0] ?? '', fields),
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/async$/,
    bearer: false,
    body: true,
    testControl: true,
    run: (state, { fields }) => holdAsync(state, fields),
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/webhooks\/mute$/,
    bearer: false,
    body: true,
    testControl: true,
    run: (state, { fields }) => muteWebhooks(state, fields),
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/async\/deliver$/,
    bearer: false,
    body: true,
    testControl: true,
    run: (state, { fields }) => deliverAsync(state, fields),
  },
  {
    method: 'GET',
    pattern: /^\/__sandbox\/requests$/,
    bearer: false,
    body: false,
    testControl: true,
    run: (state) => recordedRequests(state),
  },
  {
    method: 'GET',
    pattern: /^\/__sandbox\/webhooks$/,
    bearer: false,
    body: false,
    testControl: true,
    run: (state) => webhookDeliveries(state),
  },
];

const NOT_FOUND = refusal(404, 'messages.resource_not_found');
const UNAUTHORISED = refusal(401, 'This action is unauthorized.');

/** One request: route, record, apply a planned fault, authenticate, answer. */
export async function handleRequest(state: SandboxState, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://simulator.invalid');
  if (url.pathname === '/health') return send(response, { status: 200, body: { ok: true } });
  const candidates = ROUTES.filter((route) => route.pattern.test(url.pathname) && (!route.testControl || state.settings.testControls));
  const route = candidates.find((candidate) => candidate.method === request.method);
  if (!route) return send(response, candidates.length > 0 ? refusal(405, 'The method is not supported for this route.') : NOT_FOUND);
  try {
    const fields = route.body ? await readFields(request) : {};
    if (!route.testControl) {
      remember(state.requests, {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        contentType: request.headers['content-type'],
        body: route.body ? fields : undefined,
        at: state.now(),
      });
    }
    const fault = route.endpoint ? takeFault(state, route.endpoint) : undefined;
    if (fault?.mode === 'refuse') {
      request.socket.destroy();
      return;
    }
    if (fault?.mode === 'error500') return send(response, { status: 500, body: { message: 'Server Error' } });
    if (fault?.mode === 'garbage') return send(response, { status: 200, raw: '<html><body>502 Bad Gateway</body></html>' });
    if (fault?.mode === 'oversized') return send(response, { status: 200, body: { data: [], padding: 'x'.repeat(2 * 1024 * 1024) } });
    if (fault?.mode === 'rateLimit') {
      return send(response, {
        status: 429,
        body: { message: 'Too Many Attempts.' },
        headers: { 'retry-after': String(fault.retryAfterSeconds), 'x-ratelimit-limit': '80', 'x-ratelimit-remaining': '0' },
      });
    }
    if (fault?.mode === 'hang') {
      await pause(state, state.settings.faultHangMs);
      return send(response, { status: 504, body: { message: 'Gateway Timeout' } });
    }
    if (fields === undefined) return send(response, { status: 400, body: { message: 'The request body could not be read.' } });
    if (route.bearer && !isAuthorised(state, bearerToken(request))) return send(response, UNAUTHORISED);
    const params = (route.pattern.exec(url.pathname) ?? []).slice(1);
    send(response, await route.run(state, { fields, params, url }));
  } catch (error) {
    if (error instanceof BadRequest) return send(response, { status: error.status, body: { message: error.message } });
    // The message only: a body could carry the client secret into a log.
    console.error(`[airalo-sandbox] ${request.method} ${url.pathname} failed: ${error instanceof Error ? error.message : String(error)}`);
    send(response, { status: 500, body: { message: 'Server Error' } });
  }
}
