import type { IncomingMessage, ServerResponse } from 'node:http';

import { BadRequest, readText, sameSecret } from '../server-kit/http';
import { invalidRequest, missing, StripeApiError } from './api-errors';
import { challengePage, returnLocation } from './challenge-page';
import { listOf, parseForm, stringOf, type FormObject } from './form-encoding';
import { listIntents, searchIntents } from './listing';
import { intentJson } from './objects';
import {
  cancelIntent,
  completeChallenge,
  confirmIntent,
  createIntent,
  createPaymentMethod,
  createRefund,
  openDispute,
  retrieveCharge,
  retrievePaymentMethod,
  retrieveRefund,
  type IntentAnswer,
} from './payments';
import { IDEMPOTENCY_MS, keepBounded, newId, pause, resetState, type SandboxState } from './state';
import { ELEMENT_FRAME_JS, elementFramePage, STRIPE_JS, WALLET_SHEET_JS, walletSheetPage } from './stripe-js';
import { releaseHeld } from './webhooks';

const MAX_BODY_BYTES = 64 * 1024;
const FRAME_POLICY = "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; frame-ancestors *";

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (response.headersSent) return;
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), 'cache-control': 'no-store', ...headers });
  response.end(JSON.stringify(body));
}

function sendText(response: ServerResponse, status: number, contentType: string, body: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': contentType, 'x-content-type-options': 'nosniff', ...headers });
  response.end(body);
}

type Caller = 'secret' | 'publishable';

/** `Authorization: Bearer <key>`: the secret key everywhere, the publishable key where Stripe.js may call. */
function callerOf(state: SandboxState, request: IncomingMessage): Caller {
  const header = request.headers.authorization ?? '';
  const key = /^Bearer (\S{1,255})$/.exec(header)?.[1] ?? '';
  if (key && sameSecret(key, state.settings.secretKey)) return 'secret';
  if (key && sameSecret(key, state.settings.publishableKey)) return 'publishable';
  throw new StripeApiError(401, 'invalid_request_error', `Invalid API Key provided: ${key.slice(0, 8)}${key.length > 8 ? '…' : ''}`);
}

export async function handleRequest(state: SandboxState, request: IncomingMessage, response: ServerResponse): Promise<void> {
  try {
    const url = new URL(request.url ?? '/', 'http://stripe-sandbox');
    const method = request.method ?? 'GET';
    if (method === 'GET' && (url.pathname === '/v3/' || url.pathname === '/v3')) {
      const script = STRIPE_JS.replace('__WALLETS__', JSON.stringify(state.settings.wallets));
      sendText(response, 200, 'application/javascript; charset=utf-8', script, {
        'cache-control': 'no-cache',
        'access-control-allow-origin': '*',
      });
      return;
    }
    if (method === 'GET' && url.pathname === '/wallet-sheet.js') {
      sendText(response, 200, 'application/javascript; charset=utf-8', WALLET_SHEET_JS, { 'cache-control': 'no-cache' });
      return;
    }
    if (method === 'GET' && url.pathname === '/wallet-sheet') {
      sendText(response, 200, 'text/html; charset=utf-8', walletSheetPage(url.searchParams), {
        'content-security-policy': FRAME_POLICY,
        'cache-control': 'no-store',
      });
      return;
    }
    if (method === 'GET' && url.pathname === '/elements/frame.js') {
      sendText(response, 200, 'application/javascript; charset=utf-8', ELEMENT_FRAME_JS, { 'cache-control': 'no-cache' });
      return;
    }
    if (method === 'GET' && url.pathname === '/elements/frame') {
      const page = elementFramePage(url.searchParams);
      if (page)
        sendText(response, 200, 'text/html; charset=utf-8', page, { 'content-security-policy': FRAME_POLICY, 'cache-control': 'no-store' });
      else sendText(response, 404, 'text/plain; charset=utf-8', 'No such Element');
      return;
    }
    const challenge = /^\/3ds\/(pi_\w{1,60})$/.exec(url.pathname);
    if (challenge?.[1]) {
      await answerChallenge(state, request, response, challenge[1], url);
      return;
    }
    if (url.pathname.startsWith('/__sandbox/')) {
      await answerTestControl(state, request, response, url);
      return;
    }
    if (url.pathname.startsWith('/v1/')) {
      await answerApi(state, request, response, url);
      return;
    }
    send(response, 404, invalidRequest(`Unrecognized request URL (${method}: ${url.pathname.slice(0, 80)})`).body());
  } catch (error) {
    if (error instanceof StripeApiError) send(response, error.status, error.body());
    else if (error instanceof BadRequest) send(response, error.status, invalidRequest(error.message).body());
    else {
      console.error(`[stripe-sandbox] ${error instanceof Error ? error.stack : String(error)}`);
      send(response, 500, new StripeApiError(500, 'api_error', 'An unexpected error occurred in the simulator').body());
    }
  }
}

async function answerApi(state: SandboxState, request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  const caller = callerOf(state, request);
  const method = request.method ?? 'GET';
  const path = url.pathname;
  if (method === 'GET') {
    if (caller !== 'secret') throw new StripeApiError(401, 'invalid_request_error', 'This request needs a secret key');
    send(response, 200, answerGet(state, path, parseForm(url.search.slice(1))));
    return;
  }
  if (method !== 'POST') throw invalidRequest(`Unrecognized request URL (${method}: ${path.slice(0, 80)})`);
  const body = await readText(request, MAX_BODY_BYTES);
  const form = parseForm(body);
  if (caller === 'publishable' && path !== '/v1/payment_methods')
    throw new StripeApiError(401, 'invalid_request_error', 'This request needs a secret key');
  const key = request.headers['idempotency-key'];
  const idempotencyKey = typeof key === 'string' && key.length > 0 ? key.slice(0, 255) : undefined;
  if (!idempotencyKey) {
    const answer = answerPost(state, path, form, caller);
    if (answer.holdMs) await pause(state, answer.holdMs);
    send(response, answer.status, answer.body);
    return;
  }
  // Stripe's idempotency: the first answer to a key is every later answer to it, for the same request.
  const requestFingerprint = `${caller} ${path} ${body}`;
  const stored = state.idempotency.get(idempotencyKey);
  if (stored && state.now() - stored.storedAt < IDEMPOTENCY_MS) {
    if (stored.requestFingerprint !== requestFingerprint) {
      throw new StripeApiError(
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey.slice(0, 60)}' if you meant to execute a different request.`,
      );
    }
    const replay = await stored.answer;
    send(response, replay.status, replay.body, { 'idempotent-replayed': 'true', 'idempotency-key': idempotencyKey });
    return;
  }
  let answer: IntentAnswer;
  try {
    answer = answerPost(state, path, form, caller);
  } catch (error) {
    if (!(error instanceof StripeApiError) || error.status >= 500) throw error;
    answer = { status: error.status, body: error.body() };
  }
  keepBounded(state.idempotency, idempotencyKey, {
    requestFingerprint,
    answer: Promise.resolve({ status: answer.status, body: answer.body }),
    storedAt: state.now(),
  });
  if (answer.holdMs) await pause(state, answer.holdMs);
  send(response, answer.status, answer.body, { 'idempotency-key': idempotencyKey });
}

function answerGet(state: SandboxState, path: string, query: FormObject): unknown {
  const expand = listOf(query, 'expand');
  if (path === '/v1/payment_intents') return listIntents(state, query);
  if (path === '/v1/payment_intents/search') return searchIntents(state, query);
  const [, kind, id] = /^\/v1\/(payment_intents|payment_methods|refunds|charges)\/([\w-]{1,255})$/.exec(path) ?? [];
  if (!kind || !id) throw invalidRequest(`Unrecognized request URL (GET: ${path.slice(0, 80)})`);
  switch (kind) {
    case 'payment_intents': {
      const intent = state.intents.get(id);
      if (!intent) throw missing('payment_intent', id);
      return intentJson(state, intent, expand);
    }
    case 'payment_methods':
      return retrievePaymentMethod(state, id);
    case 'refunds':
      return retrieveRefund(state, id);
    default:
      return retrieveCharge(state, id);
  }
}

function answerPost(state: SandboxState, path: string, form: FormObject, caller: Caller): IntentAnswer {
  if (path === '/v1/payment_methods') return { status: 200, body: createPaymentMethod(state, form, caller === 'publishable') };
  if (path === '/v1/payment_intents') return createIntent(state, form);
  if (path === '/v1/refunds') return { status: 200, body: createRefund(state, form) };
  const [, id, action] = /^\/v1\/payment_intents\/(pi_\w{1,60})\/(confirm|cancel)$/.exec(path) ?? [];
  if (id && action === 'confirm') return confirmIntent(state, id, form);
  if (id && action === 'cancel') return { status: 200, body: cancelIntent(state, id) };
  throw invalidRequest(`Unrecognized request URL (POST: ${path.slice(0, 80)})`);
}

async function answerChallenge(
  state: SandboxState,
  request: IncomingMessage,
  response: ServerResponse,
  id: string,
  url: URL,
): Promise<void> {
  const intent = state.intents.get(id);
  const form = request.method === 'POST' ? parseForm(await readText(request, MAX_BODY_BYTES)) : parseForm(url.search.slice(1));
  if (!intent || !sameSecretText(stringOf(form, 'client_secret'), intent.clientSecret)) {
    sendText(response, 404, 'text/plain; charset=utf-8', 'No such authentication');
    return;
  }
  if (request.method === 'POST') {
    const outcome = stringOf(form, 'outcome');
    if (outcome === 'complete' || outcome === 'fail') completeChallenge(state, intent, outcome);
    const location = returnLocation(intent);
    if (!location) throw invalidRequest('This PaymentIntent has no return_url');
    response.writeHead(303, { location, 'cache-control': 'no-store' });
    response.end();
    return;
  }
  const returnOrigin = intent.returnUrl ? new URL(intent.returnUrl).origin : '';
  sendText(response, 200, 'text/html; charset=utf-8', challengePage(intent), {
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${returnOrigin}; frame-ancestors 'none'`,
    'cache-control': 'no-store',
  });
}

function sameSecretText(given: string | undefined, expected: string): boolean {
  return given !== undefined && sameSecret(given, expected);
}

async function answerTestControl(state: SandboxState, request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  if (!state.settings.testControls) {
    send(response, 404, invalidRequest('Test controls are off').body());
    return;
  }
  const body = request.method === 'POST' ? await readText(request, MAX_BODY_BYTES) : '';
  let json: Record<string, unknown> = {};
  try {
    json = body ? (JSON.parse(body) as Record<string, unknown>) : {};
  } catch {
    throw invalidRequest('The test control takes JSON');
  }
  const path = url.pathname;
  if (path === '/__sandbox/reset' && request.method === 'POST') {
    resetState(state);
    send(response, 200, { reset: true });
    return;
  }
  if (path === '/__sandbox/stats') {
    const chargesByOrder: Record<string, number> = {};
    for (const charge of state.charges.values()) {
      const order = state.intents.get(charge.intentId)?.metadata['orderCode'] ?? '';
      chargesByOrder[order] = (chargesByOrder[order] ?? 0) + 1;
    }
    send(response, 200, { ...state.counts, chargesByOrder });
    return;
  }
  if (path === '/__sandbox/events') {
    send(response, 200, { events: state.events });
    return;
  }
  if (path === '/__sandbox/webhooks/hold' && request.method === 'POST') {
    state.webhooks.hold = true;
    send(response, 200, { holding: true });
    return;
  }
  if (path === '/__sandbox/webhooks/release' && request.method === 'POST') {
    send(response, 200, { released: releaseHeld(state) });
    return;
  }
  const challenge = /^\/__sandbox\/challenges\/(pi_\w{1,60})$/.exec(path);
  if (challenge?.[1] && request.method === 'POST') {
    const intent = state.intents.get(challenge[1]);
    if (!intent) throw missing('payment_intent', challenge[1]);
    completeChallenge(state, intent, json['outcome'] === 'fail' ? 'fail' : 'complete');
    send(response, 200, intentJson(state, intent));
    return;
  }
  if (path === '/__sandbox/disputes' && request.method === 'POST') {
    const intentId = json['payment_intent'];
    send(response, 200, { opened: typeof intentId === 'string' && openDispute(state, intentId) });
    return;
  }
  send(response, 404, invalidRequest('No such test control').body());
}
