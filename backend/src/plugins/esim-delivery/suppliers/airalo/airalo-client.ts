import type { z } from 'zod';

import { EsimSupplierError } from '../../esim-supplier';
import { errorOfAnswer, garbage } from './airalo-errors';
import { errorBody, tokenAnswer } from './airalo-schemas';
import type { AiraloSettings } from './airalo-settings';

/** Larger than any answer but a packages page; a bigger body is dropped unread. */
const MAX_ANSWER_BYTES = 1024 * 1024;
/** A packages page of 50 countries with their HTML texts and 16-currency prices. */
export const MAX_PACKAGES_PAGE_BYTES = 16 * 1024 * 1024;
/** Airalo's token is valid 24 hours by its prose (a year by its example): renewed before either. */
const TOKEN_LIFETIME_MS = 24 * 3600_000;
const TOKEN_MARGIN_MS = 10 * 60_000;

export interface AiraloCall {
  method: 'GET' | 'POST';
  /** Relative to the base URL: `orders`, `sims/<iccid>/usage`. */
  path: string;
  /** Names the call in errors: never an ICCID or a token. */
  what: string;
  query?: Record<string, string>;
  /** Sent as multipart/form-data, as Airalo's docs show for token and orders. */
  form?: Record<string, string>;
  json?: unknown;
  maxBytes?: number;
}

interface CachedToken {
  value: string;
  expiresAt: number;
}

/** The body as text, refused (transient) once it grows past `maxBytes`. */
async function boundedText(response: Response, maxBytes: number, what: string): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new EsimSupplierError('transient', `Airalo's answer to ${what} is larger than ${maxBytes} bytes`);
  }
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new EsimSupplierError('transient', `Airalo's answer to ${what} is larger than ${maxBytes} bytes`);
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Airalo's HTTP side: bearer token (fetched once, cached, renewed on a 401 once), a timeout on
 * every request, bounded answers, and every failure as an {@link EsimSupplierError}.
 */
export class AiraloClient {
  private token: CachedToken | undefined;
  private tokenRequest: Promise<string> | undefined;

  constructor(
    private readonly settings: AiraloSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** Calls `call` and checks its answer against `schema`; 2xx with any other body is transient. */
  async send<T extends z.ZodType>(call: AiraloCall, schema: T): Promise<z.infer<T>> {
    const answer = await this.authorised(call);
    const parsed = schema.safeParse(answer.json);
    if (!parsed.success) throw garbage(call.what);
    return parsed.data;
  }

  /** The raw answer of an authorised call: `status` and JSON, any status; only transport failures throw. */
  async authorised(
    call: AiraloCall,
    acceptStatus: (status: number) => boolean = (status) => status < 300,
  ): Promise<{ status: number; json: unknown }> {
    const token = await this.accessToken();
    let answer = await this.exchange(call, token);
    if (answer.status === 401) {
      // Revoked or expired early: one fresh token, then the refusal stands.
      this.forget(token);
      answer = await this.exchange(call, await this.accessToken());
    }
    if (!acceptStatus(answer.status)) throw errorOfAnswer(call.what, answer.status, errorBody.parse(answer.json), answer.retryAfter);
    if (answer.json === undefined) throw garbage(call.what);
    return answer;
  }

  private forget(token: string): void {
    if (this.token?.value === token) this.token = undefined;
  }

  /** The cached token, or one fetched now (concurrent callers share the fetch). */
  async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.now()) return this.token.value;
    this.tokenRequest ??= this.fetchToken().finally(() => {
      this.tokenRequest = undefined;
    });
    return this.tokenRequest;
  }

  private async fetchToken(): Promise<string> {
    const call: AiraloCall = {
      method: 'POST',
      path: 'token',
      what: 'POST /token',
      form: { client_id: this.settings.clientId, client_secret: this.settings.clientSecret, grant_type: 'client_credentials' },
    };
    const answer = await this.exchange(call, undefined);
    if (answer.status >= 300) throw errorOfAnswer(call.what, answer.status, errorBody.parse(answer.json), answer.retryAfter);
    const parsed = tokenAnswer.safeParse(answer.json);
    if (!parsed.success) throw garbage(call.what);
    const lifetimeMs = Math.min((parsed.data.data.expires_in ?? TOKEN_LIFETIME_MS / 1000) * 1000, TOKEN_LIFETIME_MS);
    this.token = { value: parsed.data.data.access_token, expiresAt: this.now() + Math.max(0, lifetimeMs - TOKEN_MARGIN_MS) };
    return this.token.value;
  }

  /** One HTTP exchange; network errors, timeouts and oversized bodies are transient. */
  private async exchange(
    call: AiraloCall,
    token: string | undefined,
  ): Promise<{ status: number; json: unknown; retryAfter: string | null }> {
    const url = new URL(`${this.settings.baseUrl}/${call.path}`);
    for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers['authorization'] = `Bearer ${token}`;
    let body: FormData | string | undefined;
    if (call.form) {
      const form = new FormData();
      for (const [name, value] of Object.entries(call.form)) form.append(name, value);
      body = form;
    } else if (call.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(call.json);
    }
    try {
      const response = await fetch(url, {
        method: call.method,
        headers,
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
      const text = await boundedText(response, call.maxBytes ?? MAX_ANSWER_BYTES, call.what);
      return { status: response.status, json: parseJson(text), retryAfter: response.headers.get('retry-after') };
    } catch (error) {
      if (error instanceof EsimSupplierError) throw error;
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      // The cause's message may name the URL, which holds an ICCID for usage: not repeated.
      throw new EsimSupplierError(
        'transient',
        timedOut ? `Airalo did not answer ${call.what} in time` : `Airalo could not be reached for ${call.what}`,
      );
    }
  }
}
