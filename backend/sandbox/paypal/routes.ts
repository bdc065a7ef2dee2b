import type { IncomingMessage, ServerResponse } from 'node:http';

import { approve, cancel, logIn, viewApproval } from './approval-page';
import { commandCapture, planPendingCaptures, type CaptureCommand } from './capture-outcomes';
import { BadRequest, header, readJsonBody, send } from './http-io';
import { authenticationFailure, issueToken } from './oauth';
import { captureOrder, createOrder, getOrder } from './orders';
import { paypalError } from './paypal-errors';
import { refundCapture } from './refunds';
import { pause, type Answer, type FaultEndpoint, type SandboxState } from './state';
import {
  releaseWebhooks,
  reset,
  sendCustomWebhook,
  setFault,
  setWebhookDelivery,
  stats,
  takeFault,
  webhookDeliveries,
} from './test-controls';
import { certificate, verifyWebhookSignature } from './webhook-verification';

type Route = (state: SandboxState, request: IncomingMessage, params: string[], url: URL) => Answer | Promise<Answer>;

interface RouteDefinition {
  method: 'GET' | 'POST';
  pattern: RegExp;
  /** REST endpoints need a bearer token from /v1/oauth2/token. */
  bearer: boolean;
  /** Which fault of POST /__sandbox/faults applies to it. */
  fault?: FaultEndpoint;
  testControl?: boolean;
  run: Route;
}

const ORDER_ID = '([^/]{1,64})';
const orderId = (params: string[]) => decodeURIComponent(params[0] ?? '');

const ROUTES: RouteDefinition[] = [
  { method: 'POST', pattern: /^\/v1\/oauth2\/token$/, bearer: false, fault: 'token', run: (state, request) => issueToken(state, request) },
  {
    method: 'POST',
    pattern: /^\/v2\/checkout\/orders$/,
    bearer: true,
    fault: 'create',
    run: async (state, request) =>
      createOrder(state, await readJsonBody(request), header(request, 'paypal-request-id'), header(request, 'prefer')),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v2/checkout/orders/${ORDER_ID}$`),
    bearer: true,
    fault: 'get',
    run: (state, _request, params) => getOrder(state, orderId(params)),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v2/checkout/orders/${ORDER_ID}/capture$`),
    bearer: true,
    fault: 'capture',
    run: (state, request, params) => captureOrder(state, orderId(params), header(request, 'paypal-request-id'), header(request, 'prefer')),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v2/payments/captures/${ORDER_ID}/refund$`),
    bearer: true,
    fault: 'refund',
    run: async (state, request, params) =>
      refundCapture(state, orderId(params), await readJsonBody(request), header(request, 'paypal-request-id'), header(request, 'prefer')),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/notifications\/verify-webhook-signature$/,
    bearer: true,
    fault: 'verify',
    run: async (state, request) => verifyWebhookSignature(state, await readJsonBody(request)),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/notifications\/certs\/([A-Za-z0-9-]{1,64})$/,
    bearer: false,
    run: (state, _request, params) => certificate(state, params[0] ?? ''),
  },
  { method: 'GET', pattern: /^\/checkoutnow$/, bearer: false, run: (state, _request, _params, url) => viewApproval(state, url) },
  { method: 'POST', pattern: /^\/checkoutnow\/login$/, bearer: false, run: (state, request) => logIn(state, request) },
  { method: 'POST', pattern: /^\/checkoutnow\/approve$/, bearer: false, run: (state, request) => approve(state, request) },
  { method: 'POST', pattern: /^\/checkoutnow\/cancel$/, bearer: false, run: (state, request) => cancel(state, request) },
  { method: 'GET', pattern: /^\/__sandbox\/stats$/, bearer: false, testControl: true, run: (state) => stats(state) },
  { method: 'POST', pattern: /^\/__sandbox\/faults$/, bearer: false, testControl: true, run: (state, request) => setFault(state, request) },
  { method: 'POST', pattern: /^\/__sandbox\/reset$/, bearer: false, testControl: true, run: (state) => reset(state) },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/captures$/,
    bearer: false,
    testControl: true,
    run: (state, request) => planPendingCaptures(state, request),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/__sandbox/orders/${ORDER_ID}/(complete|deny|reverse)$`),
    bearer: false,
    testControl: true,
    run: (state, _request, params) => commandCapture(state, orderId(params), params[1] as CaptureCommand),
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/webhooks$/,
    bearer: false,
    testControl: true,
    run: (state, request) => setWebhookDelivery(state, request),
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/webhooks\/release$/,
    bearer: false,
    testControl: true,
    run: (state, request) => releaseWebhooks(state, request),
  },
  {
    method: 'GET',
    pattern: /^\/__sandbox\/webhooks\/deliveries$/,
    bearer: false,
    testControl: true,
    run: (state) => webhookDeliveries(state),
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/webhooks\/send$/,
    bearer: false,
    testControl: true,
    run: (state, request) => sendCustomWebhook(state, request),
  },
];

async function answer(state: SandboxState, route: RouteDefinition, request: IncomingMessage, url: URL): Promise<Answer> {
  if (route.bearer) {
    const refusal = authenticationFailure(state, request);
    if (refusal) return refusal;
  }
  const params = (route.pattern.exec(url.pathname) ?? []).slice(1);
  return route.run(state, request, params, url);
}

/** One request: route, apply a planned fault, authenticate, answer. */
export async function handleRequest(state: SandboxState, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://simulator.invalid');
  if (url.pathname === '/health') return send(response, { status: 200, body: { ok: true } });
  const candidates = ROUTES.filter((route) => route.pattern.test(url.pathname) && (!route.testControl || state.settings.testControls));
  const route = candidates.find((candidate) => candidate.method === request.method);
  if (!route) return send(response, candidates.length > 0 ? paypalError('METHOD_NOT_SUPPORTED') : paypalError('RESOURCE_NOT_FOUND'));
  try {
    const fault = route.fault ? takeFault(state, route.fault) : undefined;
    if (fault?.next === 'server_error') return send(response, paypalError('INTERNAL_SERVER_ERROR'));
    if (fault?.next === 'timeout') {
      // Done or not, the answer never arrives in time: the client cannot tell which it was.
      if (fault.afterProcessing) await answer(state, route, request, url);
      await pause(state, state.settings.faultHangMs);
      return send(response, paypalError('INTERNAL_SERVER_ERROR'));
    }
    send(response, await answer(state, route, request, url));
  } catch (error) {
    if (error instanceof BadRequest)
      return send(response, { status: error.status, body: { name: 'INVALID_REQUEST', message: error.message } });
    // The message only: a body could carry a buyer's password into a log.
    console.error(`[paypal-sandbox] ${request.method} ${url.pathname} failed: ${error instanceof Error ? error.message : String(error)}`);
    send(response, paypalError('INTERNAL_SERVER_ERROR'));
  }
}
