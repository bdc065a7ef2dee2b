import type { CallOptions, ShopClient } from '../../client';
import { ShopError } from '../../errors';
import { requestTyped, type TadaDocumentNode } from '../../graphql';

/**
 * A payment mutation or query, never answered from a cache, whose backend error codes become the
 * HTTP-like statuses callers branch on (spec §8: the status comes from the error).
 */
export async function requestPayment<Result, Variables extends Record<string, unknown>>(
  client: ShopClient,
  statusByCode: Readonly<Record<string, number>>,
  call: { operation: string; document: TadaDocumentNode<Result, Variables>; variables: Variables },
  options: CallOptions,
): Promise<Result> {
  try {
    return await requestTyped(client, call.operation, call.document, call.variables, { ...options, fresh: true });
  } catch (error) {
    if (!(error instanceof ShopError) || error.detail.kind !== 'http') throw error;
    const status = statusByCode[error.detail.code ?? ''];
    throw status === undefined ? error : new ShopError(call.operation, { ...error.detail, status });
  }
}
