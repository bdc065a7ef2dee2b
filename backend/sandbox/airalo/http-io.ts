import type { IncomingMessage, ServerResponse } from 'node:http';

import { BadRequest, readText } from '../server-kit/http';
import type { Answer } from './state';

/** Larger than any request of these endpoints; a bigger body is refused before it is read in full. */
const MAX_BODY_BYTES = 64 * 1024;

export { BadRequest };

/**
 * The request's fields, as Airalo reads them: multipart/form-data (the docs' curl samples),
 * urlencoded (the PHP SDK) or JSON (the Node SDK). undefined when the body cannot be read as any.
 */
export async function readFields(request: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const text = await readText(request, MAX_BODY_BYTES);
  const contentType = request.headers['content-type'] ?? '';
  if (text.trim() === '') return {};
  if (contentType.includes('application/json') || (!contentType.includes('form') && text.trim().startsWith('{'))) {
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  }
  if (contentType.includes('multipart/form-data')) {
    try {
      // undici's own multipart parser: the one fetch uses to read a FormData answer.
      const form = await new Response(text, { headers: { 'content-type': contentType } }).formData();
      const fields: Record<string, unknown> = {};
      form.forEach((value, key) => {
        if (typeof value === 'string') fields[key] = value;
      });
      return fields;
    } catch {
      return undefined;
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function bearerToken(request: IncomingMessage): string | undefined {
  return /^Bearer\s+(\S+)$/.exec(header(request, 'authorization') ?? '')?.[1];
}

export function send(response: ServerResponse, answer: Answer): void {
  if (response.headersSent || response.destroyed) return;
  const headers = { 'cache-control': 'no-store', ...answer.headers };
  if (answer.status === 204) {
    response.writeHead(204, headers);
    response.end();
    return;
  }
  const body = answer.raw ?? JSON.stringify(answer.body ?? {});
  response.writeHead(answer.status, {
    'content-type': answer.raw === undefined ? 'application/json' : 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    ...headers,
  });
  response.end(body);
}

/** Laravel's validation answer, the shape most of Airalo's 4xx use. */
export function invalid(fields: Record<string, string>, message = 'the parameter is invalid', status = 422): Answer {
  return { status, body: { data: fields, meta: { message } } };
}

/** A 4xx with `data: []`: the shape of Airalo's 401, 404 and refund refusals. */
export function refusal(status: number, message: string): Answer {
  return { status, body: { data: [], meta: { message } } };
}

/** Airalo's business errors (HTTP 422, docs' error-handling page): `{code, reason}`. */
export function businessError(code: number, reason: string): Answer {
  return { status: 422, body: { code, reason } };
}
