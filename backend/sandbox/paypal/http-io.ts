import type { IncomingMessage, ServerResponse } from 'node:http';

import { BadRequest, readText, sameSecret } from '../server-kit/http';
import type { Answer } from './state';

/** Larger than any request of these endpoints; a bigger body is refused before it is read in full. */
const MAX_BODY_BYTES = 64 * 1024;

export { BadRequest };

/** undefined when the body is not a JSON object: the caller answers PayPal's MALFORMED_REQUEST_JSON. */
export async function readJsonBody(request: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const text = await readText(request, MAX_BODY_BYTES);
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** application/x-www-form-urlencoded: the token endpoint and the approval page's forms. */
export async function readFormBody(request: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readText(request, MAX_BODY_BYTES));
}

export function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function send(response: ServerResponse, answer: Answer): void {
  if (response.headersSent || response.destroyed) return;
  const headers = { 'cache-control': 'no-store', ...answer.headers };
  if (answer.location !== undefined) {
    response.writeHead(answer.status, { ...headers, location: answer.location, 'content-length': 0 });
    response.end();
    return;
  }
  if (answer.status === 204) {
    response.writeHead(204, headers);
    response.end();
    return;
  }
  if (answer.text !== undefined) {
    response.writeHead(answer.status, {
      'content-type': 'application/x-pem-file',
      'content-length': Buffer.byteLength(answer.text),
      'x-content-type-options': 'nosniff',
      ...headers,
    });
    response.end(answer.text);
    return;
  }
  const isHtml = answer.html !== undefined;
  const body = isHtml ? (answer.html ?? '') : JSON.stringify(answer.body ?? {});
  response.writeHead(answer.status, {
    'content-type': isHtml ? 'text/html; charset=utf-8' : 'application/json',
    'content-length': Buffer.byteLength(body),
    ...(isHtml
      ? {
          // The approval page is a page of the "wallet": no framing by the merchant, no scripts at all.
          // No form-action: browsers apply it to the redirect after the form, i.e. to the merchant's return URL.
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'no-referrer',
        }
      : {}),
    ...headers,
  });
  response.end(body);
}

/** `Authorization: Basic base64(client_id:secret)`, compared in constant time. */
export function hasClientCredentials(request: IncomingMessage, clientId: string, clientSecret: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/.exec(header(request, 'authorization') ?? '');
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  // Both compared, whatever the first gives, so the time says nothing about which one was wrong.
  const idOk = sameSecret(decoded.slice(0, colon), clientId);
  const secretOk = sameSecret(decoded.slice(colon + 1), clientSecret);
  return idOk && secretOk;
}

export function bearerToken(request: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)$/.exec(header(request, 'authorization') ?? '');
  return match?.[1];
}
