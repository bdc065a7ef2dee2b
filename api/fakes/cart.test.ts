import { describe, expect, it } from 'vitest';

import { makeCart, makeCartLine, makeCartWithCoupon, makeEuropeCartLine } from './cart';

describe('cart fixtures', () => {
  it('default cart is one France 5 GB / 30 days line in EUR cents', () => {
    const cart = makeCart();
    expect(cart.lines[0]).toMatchObject({ sku: 'FR-5GB-30D', flagCode: 'fr', quantity: 1, unitPrice: { amount: 1249, currency: 'EUR' } });
    expect(cart).toMatchObject({ totalQuantity: 1, subtotal: { amount: 1249 }, totalIncludingTax: { amount: 1249 } });
  });

  it('totals follow the lines: quantities, line prices and VAT', () => {
    const cart = makeCart({ lines: [makeCartLine({ quantity: 2 }), makeEuropeCartLine({ linePriceWithTax: 3419 })] });
    expect(cart.totalQuantity).toBe(3);
    expect(cart.subtotal.amount).toBe(2 * 1249 + 2849);
    expect(cart.taxSubtotal.amount).toBe(3419 - 2849);
    expect(cart.totalIncludingTax.amount).toBe(cart.totalExcludingTax.amount + cart.taxSubtotal.amount);
  });

  it('a coupon cart carries the code and takes 10% off the total', () => {
    const cart = makeCartWithCoupon();
    expect(cart.couponCodes).toEqual(['WELCOME10']);
    expect(cart.totalExcludingTax.amount).toBe(1249 - 125);
  });

  it('USD lines make a USD cart', () => {
    expect(makeCart({ lines: [makeCartLine({ currency: 'USD', unitPrice: 1349 })] }).subtotal).toEqual({ amount: 1349, currency: 'USD' });
    expect(makeCart({ lines: [] }).totalQuantity).toBe(0);
  });

  it('refuses a fixture the api could not answer', () => {
    expect(() => makeCart({ lines: [makeCartLine({ quantity: 0 })] })).toThrow();
    expect(() => makeCart({ lines: [makeCartLine({ unitPrice: 12.5 })] })).toThrow();
  });
});
