import { z } from '../zod';

import { ShopError } from '../errors';
import { MAX_QUANTITY_PER_LINE } from '../schemas/cart';

/*
 * The cart operations' arguments are checked before anything is sent, so a malformed quantity or
 * id never reaches the server (no 500, no silent change) and the caller gets a ShopError with a
 * code to branch on: NEGATIVE_QUANTITY_ERROR (below 1), ORDER_LIMIT_ERROR (above the per-line
 * maximum), BAD_USER_INPUT (not a whole number, blank id or code).
 */

const id = z.string().trim().min(1, 'An id is required');

/** One quantity for a line: a whole number from 1 to MAX_QUANTITY_PER_LINE. */
const quantity = z
  .number({ error: 'The quantity must be a whole number' })
  .refine(Number.isInteger, { error: 'The quantity must be a whole number', params: { code: 'BAD_USER_INPUT' } })
  .refine((value) => value >= 1, { error: 'The quantity must be at least 1', params: { code: 'NEGATIVE_QUANTITY_ERROR' } })
  .refine((value) => value <= MAX_QUANTITY_PER_LINE, {
    error: `At most ${MAX_QUANTITY_PER_LINE} of the same plan can be in the cart`,
    params: { code: 'ORDER_LIMIT_ERROR' },
  });

export const addToCartInputSchema = z.object({ variantId: id, quantity });
/** A new quantity of 0 is not a removal here: removal goes through removeFromCart, never by accident. */
export const updateCartInputSchema = z.object({ lineId: id, quantity });
export const removeFromCartInputSchema = z.object({ lineId: id });
export const couponInputSchema = z.object({ couponCode: z.string().trim().min(1, 'Enter a coupon code') });

const STATUS_BY_CODE: Record<string, number> = { ORDER_LIMIT_ERROR: 409 };

/** Parses an operation's input or throws the ShopError of its first problem. */
export function validInput<Schema extends z.ZodType>(operation: string, schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  // Only the first problem: a quantity that is not a whole number is not also "at least 1".
  const issue = result.error.issues[0];
  const params = issue && 'params' in issue ? (issue.params as { code?: unknown } | undefined) : undefined;
  const code = typeof params?.code === 'string' ? params.code : 'BAD_USER_INPUT';
  return throwShopError(operation, code, issue?.message ?? 'Invalid input');
}

function throwShopError(operation: string, code: string, message: string): never {
  throw new ShopError(operation, { kind: 'http', status: STATUS_BY_CODE[code] ?? 400, code, message });
}
