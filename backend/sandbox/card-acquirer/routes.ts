import type { IncomingMessage, ServerResponse } from 'node:http';

import { createMerchantSession, describeStandInValidationUrl, exchangePaymentToken, issuePaymentToken } from './apple-pay';
import { completeChallenge, verifyPayment, viewChallenge } from './challenges';
import { HOSTED_FIELDS_PATH, serveHostedField, type HostedFieldAssets } from './hosted-field-page';
import { BadRequest, corsHeaders, hasSecretKey, preflightHeaders, readJsonBody, send } from './http-io';
import { errorAnswer, type Ledger } from './ledger';
import type { Answer } from './ledger-types';
import { createPayment, findPaymentByKey, getPayment, refundPayment } from './payments';
import { describeToken, tokenize } from './tokenize';

type Route = (ledger: Ledger, request: IncomingMessage, params: string[], url: URL) => Answer | Promise<Answer>;

/**
 * Who calls a route: `shopPage`, the shopper's browser on the storefront's page (CORS for the
 * storefront's origins); `ownOrigin`, the gateway's own pages (the hosted card fields: no CORS, so
 * no page of another origin, the shop's included, can read the answer); `server`, the shop's server
 * with the secret key.
 */
type Caller = 'shopPage' | 'ownOrigin' | 'server';

interface RouteDefinition {
  method: 'GET' | 'POST';
  pattern: RegExp;
  caller: Caller;
  run: Route;
}

const ID = '([A-Za-z0-9_-]{4,80})';
const headerOf = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

const ROUTES: RouteDefinition[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/tokens$/,
    caller: 'ownOrigin',
    run: async (ledger, request) => tokenize(ledger, await readJsonBody(request)),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/tokens/${ID}$`),
    caller: 'server',
    run: (ledger, _request, [token = '']) => describeToken(ledger, token),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/challenges/${ID}$`),
    caller: 'shopPage',
    run: (ledger, _request, [id = '']) => viewChallenge(ledger, id),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/challenges/${ID}$`),
    caller: 'shopPage',
    run: async (ledger, request, [id = '']) => completeChallenge(ledger, id, await readJsonBody(request)),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/payments$/,
    caller: 'server',
    run: async (ledger, request) => createPayment(ledger, await readJsonBody(request), headerOf(request, 'idempotency-key')),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/payments$/,
    caller: 'server',
    run: (ledger, _request, _params, url) => {
      const key = url.searchParams.get('idempotencyKey');
      return key ? findPaymentByKey(ledger, key) : errorAnswer(400, 'invalid_request', 'idempotencyKey is required');
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/payments/${ID}$`),
    caller: 'server',
    run: (ledger, _request, [id = '']) => getPayment(ledger, id),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/payments/${ID}/verify$`),
    caller: 'server',
    run: async (ledger, request, [id = '']) => verifyPayment(ledger, id, await readJsonBody(request)),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/payments/${ID}/refund$`),
    caller: 'server',
    run: async (ledger, request, [id = '']) => refundPayment(ledger, id, await readJsonBody(request), headerOf(request, 'idempotency-key')),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/apple-pay\/sessions$/,
    caller: 'server',
    run: async (ledger, request) => createMerchantSession(ledger, await readJsonBody(request)),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/apple-pay\/tokens$/,
    caller: 'server',
    run: async (ledger, request) => exchangePaymentToken(ledger, await readJsonBody(request)),
  },
  // Apple's side, for the test's stand-in ApplePaySession in the storefront page.
  {
    method: 'POST',
    pattern: /^\/apple-pay\/test\/payment-token$/,
    caller: 'shopPage',
    run: async (ledger, request) => issuePaymentToken(ledger, await readJsonBody(request)),
  },
  { method: 'GET', pattern: /^\/apple-pay\/validate$/, caller: 'shopPage', run: () => describeStandInValidationUrl() },
  {
    method: 'GET',
    pattern: /^\/v1\/stats$/,
    caller: 'server',
    run: (ledger, _request, _params, url) => {
      const orderCode = url.searchParams.get('orderCode');
      const entries = [...ledger.stats].filter(([code]) => !orderCode || code === orderCode);
      return { status: 200, body: { orders: Object.fromEntries(entries) } };
    },
  },
];

/** One request: the hosted field pages, or route, authenticate (secret key or allowed origin), answer JSON. */
export async function handleRequest(
  ledger: Ledger,
  assets: HostedFieldAssets,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://sandbox.invalid');
  const { allowedOrigins, secretKey } = ledger.settings;
  if (url.pathname === '/health') return send(response, { status: 200, body: { ok: true } });
  if (url.pathname.startsWith(HOSTED_FIELDS_PATH)) return serveHostedField(ledger.settings, assets, request, response, url);
  const candidates = ROUTES.filter((route) => route.pattern.test(url.pathname));
  if (request.method === 'OPTIONS' && candidates.some((route) => route.caller === 'shopPage')) {
    return send(response, { status: 204, body: null }, preflightHeaders(request, allowedOrigins));
  }
  const route = candidates.find((candidate) => candidate.method === request.method);
  if (!route) {
    return send(
      response,
      candidates.length > 0 ? errorAnswer(405, 'method_not_allowed', 'Method not allowed') : errorAnswer(404, 'not_found', 'Not found'),
    );
  }
  const headers = route.caller === 'shopPage' ? corsHeaders(request, allowedOrigins) : {};
  if (route.caller === 'server' && !hasSecretKey(request, secretKey))
    return send(response, errorAnswer(401, 'invalid_api_key', 'Invalid secret key'));
  try {
    const params = (route.pattern.exec(url.pathname) ?? []).slice(1);
    send(response, await route.run(ledger, request, params, url), headers);
  } catch (error) {
    if (error instanceof BadRequest) return send(response, errorAnswer(error.status, 'invalid_request', error.message), headers);
    // The message only: a stack or a request body could carry card data into a log.
    console.error(`[card-sandbox] ${request.method} ${url.pathname} failed: ${error instanceof Error ? error.message : String(error)}`);
    send(response, errorAnswer(500, 'internal_error', 'The sandbox failed'), headers);
  }
}
