import { describe, expect, it } from 'vitest';

import { accountOrderSchema, orderHistoryPageSchema } from '../schemas/account-order';
import { makeAccountOrder, makeAccountOrderLine, makeOrderHistoryPage } from './account-order';

describe('account order fakes', () => {
  it('a delivered order has one eSIM per item, its invoice and totals that add up', () => {
    const order = makeAccountOrder({
      lines: [makeAccountOrderLine(), makeAccountOrderLine({ id: '2', quantity: 1, linePriceWithTax: { amount: 1499, currency: 'EUR' } })],
    });
    expect(accountOrderSchema.parse(order)).toEqual(order);
    expect(order.esims).toHaveLength(3);
    expect(new Set(order.esims.map((esim) => esim.activationCode)).size).toBe(3);
    for (const esim of order.esims) expect(esim.lpaString).toBe(`LPA:1$${esim.smdpAddress}$${esim.activationCode}`);
    expect(order.total.amount).toBe(order.subtotals.products.amount + order.subtotals.shipping.amount);
    expect(order.subtotals.tax.amount).toBe(3 * (1499 - 1249));
    expect(order.invoiceUrl).toBe('/invoices/12.pdf');
    expect(order.history.map((change) => change.status)).toEqual(['awaitingPayment', 'delivering', 'delivered']);
  });

  it('an unpaid or cancelled order has no eSIM and no invoice', () => {
    for (const status of ['awaitingPayment', 'cancelled', 'paymentPending', 'paymentFailed'] as const) {
      const order = makeAccountOrder({ status });
      expect(order).toMatchObject({ status, esims: [], invoiceUrl: null });
      expect(order.history.at(-1)?.status).toBe(status);
    }
  });

  it('a PayPal payment left pending, then denied, shows both steps in the history', () => {
    expect(makeAccountOrder({ status: 'paymentFailed' }).history.map((change) => change.status)).toEqual([
      'awaitingPayment',
      'paymentPending',
      'paymentFailed',
    ]);
    expect(makeAccountOrder({ status: 'paymentPending' })).toMatchObject({
      paymentMethod: 'PayPal',
      history: [{ status: 'awaitingPayment' }, { status: 'paymentPending' }],
    });
  });

  it('a history page lists its orders newest first', () => {
    const page = makeOrderHistoryPage({ count: 4 });
    expect(orderHistoryPageSchema.parse(page)).toEqual(page);
    expect(page.totalItems).toBe(4);
    const dates = page.orders.map((order) => Date.parse(order.placedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(makeOrderHistoryPage({ count: 0 })).toMatchObject({ orders: [], pageCount: 0, totalItems: 0 });
  });
});
