import ky, { HTTPError, isTimeoutError, type KyInstance, type RetryOptions } from 'ky';
import { z } from './zod';

import { ShopError, graphQLErrorToDetail, schemaIssues, toShopError } from './errors';
import { DEFAULT_LOCALE, toLanguageCode, type ShopCurrency, type ShopLocale } from './locale';
import { isReadOnlyDocument } from './read-only-document';

export interface ShopClientOptions {
  /** Absolute Shop API URL on the server (`http://127.0.0.1:3001/shop-api`), `/shop-api` in the browser. */
  shopApiUrl: string;
  locale?: ShopLocale;
  currency?: ShopCurrency;
  /** Server side only: the shopper's `Cookie` header, forwarded so the backend sees their session. */
  cookie?: string | null;
  /**
   * Server side only: the shopper's address chain (`X-Forwarded-For` as the storefront received it,
   * plus its peer), so the backend counts the shopper, not the storefront, in its per-client limits.
   */
  forwardedFor?: string;
  /** Server side only: the id of the shopper's request (`X-Request-Id`), so the backend's log lines name the same request. */
  requestId?: string;
  /** Server side only: receives every `Set-Cookie` the backend answers with, to hand back to the browser. */
  onSetCookie?: (setCookie: string) => void;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * What every operation takes as its last argument. `signal` cancels the request (a stopped actor,
 * a newer search): the operation rejects with a network ShopError and its answer is never read.
 */
export interface CallOptions {
  signal?: AbortSignal;
}

export interface ShopClient {
  readonly locale: ShopLocale;
  readonly currency: ShopCurrency | undefined;
  /** Runs one GraphQL document and parses `data` with `schema`; every failure becomes a ShopError. */
  request<Schema extends z.ZodType>(
    operation: string,
    document: string,
    variables: Record<string, unknown>,
    schema: Schema,
    options?: CallOptions & { fresh?: boolean },
  ): Promise<z.infer<Schema>>;
  /**
   * Posts a multipart form to one of the backend's REST endpoints (`path`, e.g. `/contact/submit`)
   * on the Shop API's origin, with the same `languageCode`, and parses the JSON answer with
   * `schema`. A refusal `{ error, code, fields }` becomes a ShopError with that code and fields.
   */
  submitForm<Schema extends z.ZodType>(
    operation: string,
    path: string,
    form: FormData,
    schema: Schema,
    options?: CallOptions,
  ): Promise<z.infer<Schema>>;
}

const graphQLEnvelope = z.object({
  data: z.unknown().optional(),
  errors: z
    .array(z.object({ message: z.string().optional(), extensions: z.object({ code: z.unknown().optional() }).loose().optional() }).loose())
    .optional(),
});

/** Browsers have no header named like this; on the server `Headers` keeps every Set-Cookie apart. */
function readSetCookies(headers: Headers): string[] {
  return typeof headers.getSetCookie === 'function' ? headers.getSetCookie() : [];
}

/** The Shop API endpoint as an absolute URL; in the browser a path resolves against the page's origin. */
function endpointOf(shopApiUrl: string): string {
  return /^https?:\/\//.test(shopApiUrl) ? shopApiUrl : new URL(shopApiUrl, globalThis.location?.origin ?? 'http://localhost').toString();
}

/**
 * A REST path on the backend's origin: the Shop API's origin on the server, the page's own in the
 * browser (root-relative there, like `/shop-api`: the storefront proxies the path).
 */
function formEndpointOf(shopApiUrl: string, path: string): string {
  return /^https?:\/\//.test(shopApiUrl) ? new URL(path, new URL(shopApiUrl).origin).toString() : endpointOf(path);
}

/**
 * The header of the backend's 503 that refused a request before any of it ran (its admission queue
 * was full: backend/src/admission/admission.ts): such a request, a mutation included, is safe to send again.
 */
export const NOT_STARTED_HEADER = 'Request-Not-Started';
/** Tries after the first when the shop answers 503 (issue 30); with the Retry-After waits they stay within the call's timeout. */
export const BUSY_RETRIES = 3;
/** A Retry-After longer than this is not waited for: the call fails with the server's message. */
const MAX_RETRY_AFTER_MS = 10_000;

/**
 * When a call is sent again, one rule for every call (GraphQL goes over POST, which ky never
 * retries by itself):
 * - a 503 with Retry-After (the shop too busy) after that wait, up to BUSY_RETRIES times: a
 *   read-only document always, a mutation only when the answer says it never started
 *   (NOT_STARTED_HEADER); a 503 without Retry-After (a load balancer with no server up) never;
 * - a read whose connection broke before any answer, once, at once;
 * - never a timeout, never another status, never a mutation that may have run.
 */
function retryOptions(readOnly: boolean): RetryOptions {
  return {
    limit: BUSY_RETRIES,
    methods: ['post'],
    statusCodes: [503],
    afterStatusCodes: [503],
    // A broken connection is retried at once (a 503 always says how long to wait).
    delay: () => 0,
    shouldRetry: ({ error, retryCount }) => {
      if (error instanceof HTTPError) {
        if (error.response.status !== 503) return false;
        // The shop's own 503s say when to come back; a load balancer's (no server up at all) does
        // not, and waiting for it would only delay the error page.
        const retryAfter = error.response.headers.get('Retry-After');
        if (retryAfter === null) return false;
        // ky would wait the bound instead: a shop that asks for longer is not waited for.
        if (Number(retryAfter) * 1_000 > MAX_RETRY_AFTER_MS) return false;
        return readOnly || error.response.headers.get(NOT_STARTED_HEADER) === 'true' ? undefined : false;
      }
      if (isTimeoutError(error)) return false;
      return readOnly && retryCount === 1 ? undefined : false;
    },
  };
}

/** An upload of 10 MB on a slow mobile link takes longer than a GraphQL call may. */
const FORM_TIMEOUT_MS = 60_000;

function createHttp(options: ShopClientOptions): KyInstance {
  return ky.create({
    timeout: options.timeoutMs ?? 10_000,
    // GraphQL goes over POST; each call names its retries (retryOptions): a cart mutation must not be replayed blindly.
    retry: 0,
    credentials: 'include',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          if (options.cookie) request.headers.set('cookie', options.cookie);
          if (options.forwardedFor) request.headers.set('x-forwarded-for', options.forwardedFor);
          if (options.requestId) request.headers.set('x-request-id', options.requestId);
        },
      ],
      afterResponse: [
        (_request, _options, response) => {
          if (options.onSetCookie) for (const setCookie of readSetCookies(response.headers)) options.onSetCookie(setCookie);
        },
      ],
    },
  });
}

export function createShopClient(options: ShopClientOptions): ShopClient {
  const http = createHttp(options);
  const endpoint = endpointOf(options.shopApiUrl);
  const locale = options.locale ?? DEFAULT_LOCALE;
  const searchParams: Record<string, string> = { languageCode: toLanguageCode(locale) };
  if (options.currency) searchParams['currencyCode'] = options.currency;

  return {
    locale,
    currency: options.currency,
    async request(operation, document, variables, schema, requestOptions) {
      let body: unknown;
      try {
        body = await http
          .post(endpoint, {
            searchParams,
            json: { query: document, variables },
            retry: retryOptions(isReadOnlyDocument(document)),
            ...(requestOptions?.fresh ? { cache: 'no-store' as const } : {}),
            ...(requestOptions?.signal ? { signal: requestOptions.signal } : {}),
          })
          .json();
      } catch (error) {
        throw await toShopError(operation, error);
      }
      const envelope = graphQLEnvelope.safeParse(body);
      if (!envelope.success) throw new ShopError(operation, { kind: 'schema', issues: schemaIssues(envelope.error) });
      const firstError = envelope.data.errors?.[0];
      if (firstError) throw new ShopError(operation, graphQLErrorToDetail(firstError));
      const parsed = schema.safeParse(envelope.data.data);
      if (!parsed.success) throw new ShopError(operation, { kind: 'schema', issues: schemaIssues(parsed.error) });
      return parsed.data;
    },
    async submitForm(operation, path, form, schema, formOptions) {
      let body: unknown;
      try {
        body = await http
          .post(formEndpointOf(options.shopApiUrl, path), {
            searchParams: { languageCode: searchParams['languageCode'] ?? toLanguageCode(locale) },
            // ky leaves the multipart Content-Type (with its boundary) to fetch.
            body: form,
            timeout: Math.max(options.timeoutMs ?? 0, FORM_TIMEOUT_MS),
            ...(formOptions?.signal ? { signal: formOptions.signal } : {}),
          })
          .json();
      } catch (error) {
        throw await toShopError(operation, error);
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw new ShopError(operation, { kind: 'schema', issues: schemaIssues(parsed.error) });
      return parsed.data;
    },
  };
}
