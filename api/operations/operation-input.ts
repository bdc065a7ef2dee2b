import type { z } from '../zod';

import { ShopError } from '../errors';

/*
 * Every operation checks its arguments before anything is sent, so a malformed value never
 * reaches the server (no 500, no silent change) and the caller gets a ShopError with a code to
 * branch on: the code a refinement names in its `params` (the cart's NEGATIVE_QUANTITY_ERROR,
 * ORDER_LIMIT_ERROR; the wallet's WALLET_VERIFICATION_FAILED), else BAD_USER_INPUT.
 */

const STATUS_BY_CODE: Record<string, number> = { ORDER_LIMIT_ERROR: 409 };

/** Parses an operation's input or throws the ShopError of its first problem. */
export function validInput<Schema extends z.ZodType>(operation: string, schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  // Only the first problem: a quantity that is not a whole number is not also "at least 1".
  const issue = result.error.issues[0];
  const params = issue && 'params' in issue ? (issue.params as { code?: unknown } | undefined) : undefined;
  const code = typeof params?.code === 'string' ? params.code : 'BAD_USER_INPUT';
  throw new ShopError(operation, { kind: 'http', status: STATUS_BY_CODE[code] ?? 400, code, message: issue?.message ?? 'Invalid input' });
}
