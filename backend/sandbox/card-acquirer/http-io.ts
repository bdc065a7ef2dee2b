import type { IncomingMessage, ServerResponse } from 'node:http';

import { BadRequest, readText, sameSecret } from '../server-kit/http';
import type { Answer } from './ledger-types';

/** Larger than any request of this API; a bigger body is refused before it is read in full. */
const MAX_BODY_BYTES = 16 * 1024;

export { BadRequest };

export async function readJsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readText(request, MAX_BODY_BYTES);
  if (body === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new BadRequest(400, 'The request body is not JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BadRequest(400, 'The request body must be a JSON object');
  return parsed as Record<string, unknown>;
}

export function send(response: ServerResponse, answer: Answer, headers: Record<string, string> = {}): void {
  if (response.headersSent || response.destroyed) return;
  if (answer.status === 204) {
    response.writeHead(204, headers);
    response.end();
    return;
  }
  const body = JSON.stringify(answer.body);
  response.writeHead(answer.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(body);
}

/**
 * CORS for the browser-facing endpoints only, and only for the storefront's origins: any other
 * page gets no Access-Control-Allow-Origin, so the browser keeps the answer from it.
 */
export function corsHeaders(request: IncomingMessage, allowedOrigins: string[]): Record<string, string> {
  const origin = request.headers.origin;
  const headers: Record<string, string> = { vary: 'Origin' };
  if (origin && allowedOrigins.includes(origin)) headers['access-control-allow-origin'] = origin;
  return headers;
}

export function preflightHeaders(request: IncomingMessage, allowedOrigins: string[]): Record<string, string> {
  const headers = corsHeaders(request, allowedOrigins);
  if (!headers['access-control-allow-origin']) return headers;
  return {
    ...headers,
    'access-control-allow-methods': 'GET, POST',
    'access-control-allow-headers': 'content-type',
    'access-control-max-age': '600',
  };
}

/** Server-to-server calls carry the secret key as a bearer token. */
export function hasSecretKey(request: IncomingMessage, secretKey: string): boolean {
  return sameSecret(request.headers.authorization ?? '', `Bearer ${secretKey}`);
}
