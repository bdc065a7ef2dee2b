import type { z } from 'zod';

import type { CallOptions, ShopClient } from '../../client';
import { ShopError } from '../../errors';

/**
 * A payment mutation or query, never answered from a cache, whose backend error codes become the
 * HTTP-like statuses callers branch on (spec §8: the status comes from the error).
 */
export async function requestPayment<Schema extends z.ZodType>(
  client: ShopClient,
  statusByCode: Readonly<Record<string, number>>,
  call: { operation: string; document: string; variables: Record<string, unknown>; schema: Schema },
  options: CallOptions,
): Promise<z.infer<Schema>> {
  try {
    return await client.request(call.operation, call.document, call.variables, call.schema, { ...options, fresh: true });
  } catch (error) {
    if (!(error instanceof ShopError) || error.detail.kind !== 'http') throw error;
    const status = statusByCode[error.detail.code ?? ''];
    throw status === undefined ? error : new ShopError(call.operation, { ...error.detail, status });
  }
}
