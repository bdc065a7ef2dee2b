import { describe, expect, it } from 'vitest';

import { emptyCart, toCart, type CartOrder } from './cart-order';

function line(id: string, sku: string, quantity: number, unitPrice: number, discountedUnitPrice = unitPrice): CartOrder['lines'][number] {
  return {
    id,
    quantity,
    unitPrice,
    discountedUnitPrice,
    discountedLinePrice: discountedUnitPrice * quantity,
    discountedLinePriceWithTax: discountedUnitPrice * quantity,
    productVariant: {
      id: `v${id}`,
      sku,
      name: `${sku} plan`,
      options: [{ code: '5gb', name: '5 GB', group: { code: 'france-data' } }],
      product: { slug: 'france', name: 'France eSIM', facetValues: [{ code: 'FR', facet: { code: 'destination' } }] },
    },
  };
}

const order: CartOrder = {
  code: 'ABC123',
  currencyCode: 'EUR',
  totalQuantity: 3,
  couponCodes: ['WELCOME10'],
  discounts: [
    { description: 'Line promotion', amount: -100, type: 'PROMOTION' },
    { description: 'Welcome offer: 10% off your order', amount: -250, type: 'DISTRIBUTED_ORDER_PROMOTION' },
  ],
  total: 2250,
  totalWithTax: 2700,
  lines: [line('12', 'FR-1GB-7D', 1, 599, 499), line('9', 'FR-5GB-30D', 2, 1000)],
};

describe('toCart', () => {
  const cart = toCart(order, 'USD');

  it('keeps lines in the order they were added (by id), with the flag and axis of each', () => {
    expect(cart.lines.map((cartLine) => cartLine.id)).toEqual(['9', '12']);
    expect(cart.lines[0]).toMatchObject({ flagCode: 'fr', options: [{ group: 'data', code: '5gb', name: '5 GB' }] });
  });

  it('prices lines after their own discounts and lists only order-level discounts', () => {
    expect(cart.lines[1]).toMatchObject({ unitPrice: { amount: 599 }, discountedUnitPrice: { amount: 499 }, linePrice: { amount: 499 } });
    expect(cart.subtotal.amount).toBe(2499);
    expect(cart.discounts).toEqual([{ description: 'Welcome offer: 10% off your order', amount: { amount: -250, currency: 'EUR' } }]);
    expect(cart.totalExcludingTax.amount).toBe(2250);
    expect(cart.taxSubtotal.amount).toBe(450);
    expect(cart.totalIncludingTax.amount).toBe(2700);
  });

  it('no order is the empty cart in the given currency', () => {
    expect(toCart(null, 'USD')).toEqual(emptyCart('USD'));
  });
});
