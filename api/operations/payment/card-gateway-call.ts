import type { z } from 'zod';

import { ShopError, parsed } from '../../errors';
import { gatewayErrorSchema } from '../../schemas/card-payment';

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
