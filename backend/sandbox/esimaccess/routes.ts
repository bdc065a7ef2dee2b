import type { IncomingMessage, ServerResponse } from 'node:http';

import { BadRequest, readText } from '../server-kit/http';
import { balance, cancel, order, packageList, query, usage } from './api';
import { authenticationFailure } from './auth';
import { fail, type Answer } from './envelope';
import { pause, REQUEST_LOG_SIZE, type SandboxState } from './state';
import {
  addPackage,
  changePrice,
  holdAllocations,
  installEsim,
  muteWebhooks,
  releaseAllocations,
  requests,
  reset,
  sendNotification,
  setBalance,
  setFault,
  stats,
  takeFault,
  webhookDeliveries,
  withdrawPackage,
} from './test-controls';

/** Larger than any request of these endpoints; a bigger body is refused before it is read in full. */
const MAX_BODY_BYTES = 64 * 1024;
const API_PREFIX = '/api/v1/open/';

type Body = Record<string, unknown>;

/** eSIM Access's endpoints: every one is a POST with a JSON body (balance/query: an empty one). */
const API: Record<string, (state: SandboxState, body: Body) => Answer> = {
  'package/list': packageList,
  'esim/order': order,
  'esim/query': query,
  'esim/cancel': cancel,
  'esim/usage/query': usage,
  'balance/query': (state) => balance(state),
};

const CONTROLS: Record<string, (state: SandboxState, body: Body) => Answer> = {
  'GET /__sandbox/stats': (state) => stats(state),
  'POST /__sandbox/reset': (state) => reset(state),
  'POST /__sandbox/faults': setFault,
  'POST /__sandbox/balance': setBalance,
  'POST /__sandbox/packages': addPackage,
  'POST /__sandbox/packages/withdraw': withdrawPackage,
  'POST /__sandbox/packages/price': changePrice,
  'POST /__sandbox/esims/install': installEsim,
  'POST /__sandbox/allocations': holdAllocations,
  'POST /__sandbox/allocations/release': releaseAllocations,
  'GET /__sandbox/requests': (state) => requests(state),
  'GET /__sandbox/webhooks/deliveries': (state) => webhookDeliveries(state),
  'POST /__sandbox/webhooks/send': sendNotification,
  'POST /__sandbox/webhooks/mute': muteWebhooks,
};

function send(response: ServerResponse, answer: Answer): void {
  if (response.headersSent || response.destroyed) return;
  const body = answer.raw ?? (answer.status === 204 ? '' : JSON.stringify(answer.body));
  response.writeHead(answer.status, {
    'cache-control': 'no-store',
    'content-type': answer.raw === undefined ? 'application/json' : 'text/html',
    'content-length': Buffer.byteLength(body),
    ...answer.headers,
  });
  response.end(body);
}

function parseObject(text: string): Body | undefined {
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Body) : undefined;
  } catch {
    return undefined;
  }
}

/** The refusal of a request over the rate limit (docs › Rate Limit: 8 per second), or undefined. */
function rateLimited(state: SandboxState): Answer | undefined {
  const limit = state.settings.rateLimitPerSecond;
  if (limit <= 0) return undefined;
  const now = state.now();
  while (state.recentRequests.length > 0 && (state.recentRequests[0] ?? 0) <= now - 1000) state.recentRequests.shift();
  if (state.recentRequests.length < limit) {
    state.recentRequests.push(now);
    return undefined;
  }
  state.stats.rateLimited += 1;
  if (state.settings.rateLimitAnswer === 'busy') return fail('busy');
  const retryAfterS = Math.max(1, Math.ceil(((state.recentRequests[0] ?? now) + 1000 - now) / 1000));
  return { ...fail('busy', 429), headers: { 'retry-after': String(retryAfterS) } };
}

function record(state: SandboxState, request: IncomingMessage, path: string, body: string, answer: Answer): void {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers[name] = value;
  state.requests.push({ path, headers, body, status: answer.status, answer: answer.raw ?? answer.body });
  if (state.requests.length > REQUEST_LOG_SIZE) state.requests.splice(0, state.requests.length - REQUEST_LOG_SIZE);
}

async function answerApi(state: SandboxState, request: IncomingMessage, response: ServerResponse, endpoint: string): Promise<void> {
  const handler = API[endpoint];
  const fault = takeFault(state);
  if (fault === 'refuse') {
    // As near to a refused connection as one listener serving its test controls too can get.
    request.socket.destroy();
    return;
  }
  const text = await readText(request, MAX_BODY_BYTES);
  const path = `${API_PREFIX}${endpoint}`;
  const finish = (answer: Answer) => {
    record(state, request, path, text, answer);
    send(response, answer);
  };
  const limited = rateLimited(state);
  if (limited) return finish(limited);
  if (fault === 'server_error') return finish({ status: 500, raw: '<html><body>502 Bad Gateway</body></html>', body: null });
  if (fault === 'garbage') return finish({ status: 200, raw: '<html><body>maintenance</body></html>', body: null });
  if (fault === 'busy') return finish(fail('busy'));
  if (fault === 'slow') {
    await pause(state, state.settings.faultHangMs);
    return finish(fail('serverError'));
  }
  if (request.method !== 'POST') return finish(fail('methodNotSupported'));
  const refusal = authenticationFailure(state, request, text);
  if (refusal) return finish(refusal);
  if (!handler)
    return finish({ status: 404, body: { timestamp: new Date(state.now()).toISOString(), status: 404, error: 'Not Found', path } });
  const body = parseObject(text);
  if (!body) return finish(fail('invalidJson'));
  finish(handler(state, body));
}

/** One request: an API endpoint (faults, rate limit, authentication, answer), a test control, or 404. */
export async function handleRequest(state: SandboxState, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://simulator.invalid');
  try {
    if (url.pathname === '/health') return send(response, { status: 200, body: { ok: true } });
    if (url.pathname.startsWith(API_PREFIX)) return await answerApi(state, request, response, url.pathname.slice(API_PREFIX.length));
    const control = state.settings.testControls ? CONTROLS[`${request.method ?? ''} ${url.pathname}`] : undefined;
    if (control) {
      const body = parseObject(await readText(request, MAX_BODY_BYTES));
      return send(response, body ? control(state, body) : { status: 400, body: { error: 'the body must be a JSON object' } });
    }
    send(response, { status: 404, body: { status: 404, error: 'Not Found', path: url.pathname } });
  } catch (error) {
    if (error instanceof BadRequest) return send(response, { status: error.status, body: { error: error.message } });
    // The message only: a body could carry an activation code into a log.
    console.error(
      `[esimaccess-sandbox] ${request.method} ${url.pathname} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    send(response, fail('serverError', 500));
  }
}
