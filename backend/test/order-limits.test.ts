import { describe, expect, it } from 'vitest';

import { COUPONS_ALLOWED, MAX_ITEMS_PER_CART, MAX_QUANTITY_PER_LINE } from '../../api/operations/cart/cart-limits';
import { COUPON_CODES_PER_ORDER, ORDER_ITEMS_LIMIT, ORDER_LINE_ITEMS_LIMIT } from '../src/plugins/cart/order-limits';

// The backend cannot import the storefront's API client; this keeps the two copies equal.
describe('cart limits', () => {
  it('are the same in the backend and in the API client', () => {
    expect(ORDER_LINE_ITEMS_LIMIT).toBe(MAX_QUANTITY_PER_LINE);
    expect(ORDER_ITEMS_LIMIT).toBe(MAX_ITEMS_PER_CART);
    expect(COUPON_CODES_PER_ORDER).toBe(COUPONS_ALLOWED);
  });
});
