import { describe, expect, it } from 'vitest';

import { ShopError } from '../../errors';
import { validInput } from '../operation-input';
import { addToCartInputSchema, couponInputSchema, updateCartInputSchema } from './cart-input';

function rejection(run: () => unknown): { status: number; code: string | undefined; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof ShopError && error.detail.kind === 'http') {
      return { status: error.status, code: error.detail.code, message: error.message };
    }
    throw error;
  }
  throw new Error('expected a ShopError');
}

describe('cart operation input', () => {
  it('accepts whole quantities from 1 to 10 and trims ids and codes', () => {
    expect(validInput('addToCart', addToCartInputSchema, { variantId: ' 7 ', quantity: 10 })).toEqual({ variantId: '7', quantity: 10 });
    expect(validInput('applyCoupon', couponInputSchema, { couponCode: ' welcome10 ' })).toEqual({ couponCode: 'welcome10' });
  });

  it.each([
    [0, 400, 'NEGATIVE_QUANTITY_ERROR', 'The quantity must be at least 1'],
    [-2, 400, 'NEGATIVE_QUANTITY_ERROR', 'The quantity must be at least 1'],
    [1.5, 400, 'BAD_USER_INPUT', 'The quantity must be a whole number'],
    [-1.5, 400, 'BAD_USER_INPUT', 'The quantity must be a whole number'],
    [Number.NaN, 400, 'BAD_USER_INPUT', 'The quantity must be a whole number'],
    [Number.POSITIVE_INFINITY, 400, 'BAD_USER_INPUT', 'The quantity must be a whole number'],
    [11, 409, 'ORDER_LIMIT_ERROR', 'At most 10 of the same plan can be in the cart'],
    [1e9, 409, 'ORDER_LIMIT_ERROR', 'At most 10 of the same plan can be in the cart'],
  ])('quantity %s → %s %s', (quantity, status, code, message) => {
    expect(rejection(() => validInput('updateCart', updateCartInputSchema, { lineId: '1', quantity }))).toEqual({ status, code, message });
  });

  it('a blank coupon code or id is bad input with a clear message', () => {
    expect(rejection(() => validInput('applyCoupon', couponInputSchema, { couponCode: '  ' }))).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      message: 'Enter a coupon code',
    });
    expect(rejection(() => validInput('addToCart', addToCartInputSchema, { variantId: '', quantity: 1 })).code).toBe('BAD_USER_INPUT');
  });
});
