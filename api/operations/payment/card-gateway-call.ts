import { ShopError, parsed } from '../../errors';
import { z } from '../../zod';

/*
 * The card gateway's own origin, as the browser (and the tests) reach it: its answers come from
 * another party than the shop, so each is parsed before it is believed.
 */

/** What tokenization answers (spec §7 "card payment token"): never the number, only what is safe to show. */
export const cardTokenSchema = z.object({
  token: z.string(),
  /** Safe to show: "•••• 4242". */
  last4: z.string().length(4),
  brand: z.enum(['visa', 'mastercard', 'amex', 'discover', 'unknown']),
});
export type CardToken = z.infer<typeof cardTokenSchema>;

/** A refusal from the gateway's own origin (spec §8 "Payment calls: the error field of the response is raised"). */
const gatewayErrorSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  /** Tokenization only: the card field in error (cardNumber, expiry or cvv). */
  field: z.string().optional(),
});

/** A gateway page is interactive: a shopper should not wait longer than this for an answer. */
const DEFAULT_TIMEOUT_MS = 15_000;

export interface GatewayCallOptions {
  /** JSON body (POST); without it the call is a GET. */
  body?: Record<string, unknown>;
  fetch?: typeof fetch;
  timeoutMs?: number;
  signal?: AbortSignal;
}

function abortSignal(options: GatewayCallOptions): AbortSignal {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  return options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
}

/**
 * One call from the browser to the card gateway's own origin (not the shop's client: no shop
 * cookies, no shop URL). Failures become ShopErrors carrying the gateway's `error` field as their
 * message (spec §8 "Payment calls"), and never the request: a tokenization's body is the card.
 */
export async function callGateway<Schema extends z.ZodType>(
  operation: string,
  url: string,
  schema: Schema,
  options: GatewayCallOptions = {},
): Promise<z.infer<Schema>> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: options.body ? 'POST' : 'GET',
      headers: { accept: 'application/json', ...(options.body ? { 'content-type': 'application/json' } : {}) },
      ...(options.body ? { body: JSON.stringify(options.body) } : {}),
      // Another origin: the shop's session cookies have no business there.
      credentials: 'omit',
      signal: abortSignal(options),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new ShopError(operation, timedOut ? { kind: 'timeout' } : { kind: 'network' });
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const refusal = gatewayErrorSchema.safeParse(payload);
    const error = refusal.success ? refusal.data : undefined;
    throw new ShopError(operation, {
      kind: 'http',
      status: response.status,
      ...(error?.code ? { code: error.code } : {}),
      ...(error ? { message: error.error } : {}),
      ...(error?.field ? { fields: { [error.field]: error.error } } : {}),
    });
  }
  return parsed(operation, schema, payload);
}
