import { z } from '../../zod';

import { MAX_QUANTITY_PER_LINE } from './cart-limits';

/*
 * The cart operations' arguments, checked before anything is sent (operation-input.ts):
 * NEGATIVE_QUANTITY_ERROR (below 1), ORDER_LIMIT_ERROR (above the per-line maximum),
 * BAD_USER_INPUT (not a whole number, blank id or code).
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
