import { createHmac, randomUUID } from 'node:crypto';

import type { z } from 'zod';

import { EsimSupplierError } from '../../esim-supplier';
import { safeSupplierText, supplierError } from './esimaccess-errors';
import { envelopeSchema } from './esimaccess-schemas';

/** Larger than any answer but the package list. */
const MAX_ANSWER_BYTES = 1024 * 1024;
/** The whole price list comes in one answer (about 3 000 packages, several MB with their networks). */
export const MAX_PACKAGE_LIST_BYTES = 32 * 1024 * 1024;
/** The client's window is a little longer than the supplier's second: requests that leave 1 s apart may arrive closer. */
const RATE_WINDOW_MS = 1050;
/** A 429 without a usable Retry-After: wait this long. */
const DEFAULT_RETRY_AFTER_MS = 1000;
const MAX_RETRY_AFTER_MS = 3_600_000;

export interface EsimAccessClientOptions {
  baseUrl: string;
  accessCode: string;
  secretKey?: string | undefined;
  timeoutMs: number;
  requestsPerSecond: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** What one call answered: `obj` on success, else the supplier's error code (the caller decides what it means). */
export type EnvelopeResult = { ok: true; obj: unknown } | { ok: false; code: string; message: string | null | undefined };

/** hex(HMAC-SHA256(secretKey, timestamp + requestId + accessCode + body)), docs › HMAC Signature. */
export function esimAccessSignature(secretKey: string, timestamp: string, requestId: string, accessCode: string, body: string): string {
  return createHmac('sha256', secretKey)
    .update(timestamp + requestId + accessCode + body)
    .digest('hex');
}

/** Starts at most `perSecond` requests in any window, one after the other in the order asked. */
class RequestPacer {
  private readonly starts: number[] = [];
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number,
  ) {}

  turn(): Promise<void> {
    const turn = this.queue.then(() => this.wait());
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async wait(): Promise<void> {
    for (;;) {
      const now = this.now();
      while (this.starts.length > 0 && (this.starts[0] ?? 0) <= now - RATE_WINDOW_MS) this.starts.shift();
      if (this.starts.length < this.perSecond) {
        this.starts.push(now);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, (this.starts[0] ?? now) + RATE_WINDOW_MS - now));
    }
  }
}

function retryAfterMs(value: string | null, now: number): number {
  if (value === null) return DEFAULT_RETRY_AFTER_MS;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) && value.trim() !== '' ? seconds * 1000 : Date.parse(value) - now;
  return Number.isFinite(ms) ? Math.min(MAX_RETRY_AFTER_MS, Math.max(0, Math.ceil(ms))) : DEFAULT_RETRY_AFTER_MS;
}

/** The body as text, refused (transient) past `maxBytes` before it is read in full. */
async function readBounded(response: Response, maxBytes: number, where: string): Promise<string> {
  const tooLarge = () => new EsimSupplierError('transient', `eSIM Access answered ${where} with more than ${maxBytes} bytes`);
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return '';
  // A fetch body is bytes; the DOM-less typings leave its chunks untyped.
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One eSIM Access call: a JSON POST with the access code (and signature), paced, bounded in time
 * and size, and its envelope checked. Transport failures, 5xx, garbage: transient; 429:
 * rateLimited with Retry-After; 401/403: refused. The envelope's `success: false` is returned
 * to the caller, who knows which codes are not failures.
 */
export class EsimAccessClient {
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => number;
  private readonly pacer: RequestPacer;

  constructor(private readonly options: EsimAccessClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.fetchImpl = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
    this.pacer = new RequestPacer(options.requestsPerSecond, this.now);
  }

  /** `body` undefined: an empty body, as the docs' balance query sends (`--data ''`). */
  async send(endpoint: string, body: object | undefined, maxBytes = MAX_ANSWER_BYTES): Promise<EnvelopeResult> {
    const where = endpoint;
    // Serialised once: the signature covers exactly the bytes sent.
    const raw = body === undefined ? '' : JSON.stringify(body);
    await this.pacer.turn();
    let status: number;
    let text: string;
    let retryAfter: string | null = null;
    try {
      const response = await this.fetchImpl(`${this.baseUrl}/api/v1/open/${endpoint}`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', ...this.authHeaders(raw) },
        body: raw,
        redirect: 'error',
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      status = response.status;
      retryAfter = response.headers.get('retry-after');
      // Read inside the try: the timeout also covers a body that stops arriving halfway.
      text = await readBounded(response, maxBytes, where);
    } catch (error) {
      if (error instanceof EsimSupplierError) throw error;
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new EsimSupplierError(
        'transient',
        timedOut
          ? `eSIM Access did not answer ${where} within ${this.options.timeoutMs} ms`
          : `eSIM Access could not be reached for ${where}`,
      );
    }
    if (status === 429) {
      throw new EsimSupplierError('rateLimited', `eSIM Access limited the rate of ${where}`, retryAfterMs(retryAfter, this.now()));
    }
    if (status === 401 || status === 403)
      throw new EsimSupplierError('refused', `eSIM Access refused the credentials for ${where} (HTTP ${status})`);
    if (status < 200 || status >= 300) throw new EsimSupplierError('transient', `eSIM Access answered ${where} with HTTP ${status}`);
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      throw new EsimSupplierError('transient', `eSIM Access answered ${where} with something that is not JSON`);
    }
    const envelope = envelopeSchema.safeParse(payload);
    if (!envelope.success) throw new EsimSupplierError('transient', `eSIM Access answered ${where} without its envelope`);
    const { success, errorCode, errorMsg, errorMessage, obj } = envelope.data;
    if (success) return { ok: true, obj };
    return { ok: false, code: errorCode === null || errorCode === undefined ? '' : String(errorCode), message: errorMsg ?? errorMessage };
  }

  /** `obj` checked by `schema`; any error code thrown as its failure kind. */
  async call<Schema extends z.ZodType>(
    endpoint: string,
    body: object | undefined,
    schema: Schema,
    maxBytes?: number,
  ): Promise<z.infer<Schema>> {
    const result = await this.send(endpoint, body, maxBytes);
    if (!result.ok) throw supplierError(endpoint, result.code || 'unknown', result.message);
    return parseObj(endpoint, schema, result.obj);
  }

  private authHeaders(raw: string): Record<string, string> {
    const { accessCode, secretKey } = this.options;
    if (secretKey === undefined) return { 'RT-AccessCode': accessCode };
    const timestamp = String(this.now());
    // The docs' example request id is a v4 UUID's 32 hex digits without dashes.
    const requestId = randomUUID().replace(/-/g, '');
    return {
      'RT-AccessCode': accessCode,
      'RT-Timestamp': timestamp,
      'RT-RequestID': requestId,
      'RT-Signature': esimAccessSignature(secretKey, timestamp, requestId, accessCode, raw),
    };
  }
}

export function parseObj<Schema extends z.ZodType>(endpoint: string, schema: Schema, obj: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(obj);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue ? issue.path.join('.') || '(root)' : '';
  throw new EsimSupplierError(
    'transient',
    `Unexpected answer from eSIM Access to ${endpoint}: ${safeSupplierText(`${path} ${issue?.message ?? 'invalid'}`)}`,
  );
}
