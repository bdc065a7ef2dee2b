import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import type { ShopClient } from '../../client';
import { ShopError } from '../../errors';
import { rejection } from '../../test-support/answering-client';
import { ORDER_MESSAGE_MAX_LENGTH } from './account-input';
import { fetchOrders, getAccountOrder, sendOrderMessage } from './account-orders';

/*
 * The account-order calls without a backend: what is refused before sending, how the backend's
 * refusals become ShopErrors, and the mapping of a cancelled order. The real backend is in
 * account-orders.integration.test.ts.
 */

type Answer = (variables: Record<string, unknown>) => unknown;

/** A client answering each request with `answer` (data, or a ShopError to throw), recording the variables sent. */
function fakeClient(answer: Answer) {
  const sent: Array<Record<string, unknown>> = [];
  const client: ShopClient = {
    locale: 'en',
    currency: undefined,
    async request<Schema extends z.ZodType>(_operation: string, _document: string, variables: Record<string, unknown>, schema: Schema) {
      sent.push(variables);
      const data = answer(variables);
      if (data instanceof ShopError) throw data;
      return schema.parse(data) as z.infer<Schema>;
    },
    submitForm: () => Promise.reject(new Error('the account-order operations post no forms')),
  };
  return { client, sent };
}

const graphQLError = (code: string) => new ShopError('x', { kind: 'http', status: 500, code, message: code });

const line = (fields: Partial<Record<string, number>> = {}) => ({
  id: '1',
  quantity: 2,
  orderPlacedQuantity: 2,
  proratedUnitPrice: 1249,
  proratedUnitPriceWithTax: 1499,
  proratedLinePriceWithTax: 2998,
  ...fields,
});

const summary = (fields: Record<string, unknown> = {}) => ({
  id: '7',
  code: 'ABC',
  orderPlacedAt: '2026-11-22T09:41:00.000Z',
  currencyCode: 'EUR',
  state: 'PaymentSettled',
  accountStatus: 'delivered',
  total: 2498,
  totalWithTax: 2998,
  lines: [line()],
  ...fields,
});

const variant = { id: '11', sku: 'FR-5GB-30D', name: 'France eSIM 5 GB 30 days', product: { slug: 'france' } };

const page = (totalItems: number, items: unknown[]) => ({ activeCustomer: { id: '1', orders: { totalItems, items } } });

describe('fetchOrders', () => {
  it('asks for placed orders, newest first, 10 a page by default', async () => {
    const { client, sent } = fakeClient(() => page(1, [summary()]));
    const history = await fetchOrders(client);
    expect(sent[0]).toEqual({
      options: { skip: 0, take: 10, sort: { orderPlacedAt: 'DESC', id: 'DESC' }, filter: { active: { eq: false } } },
    });
    expect(history).toEqual({
      orders: [
        {
          id: '7',
          reference: 'ABC',
          placedAt: '2026-11-22T09:41:00.000Z',
          status: 'delivered',
          total: { amount: 2998, currency: 'EUR' },
          totalQuantity: 2,
        },
      ],
      page: 1,
      pageCount: 1,
      totalItems: 1,
    });
  });

  it('clamps odd page arguments and answers the last page for one past the end', async () => {
    const { client, sent } = fakeClient((variables) => {
      const { skip } = variables['options'] as { skip: number };
      return page(5, skip >= 5 ? [] : [summary()]);
    });
    const history = await fetchOrders(client, { page: 40, itemsPerPage: 2.7 });
    expect(sent.map((variables) => (variables['options'] as { skip: number; take: number }).skip)).toEqual([78, 4]);
    expect(history).toMatchObject({ page: 3, pageCount: 3, totalItems: 5 });
    await fetchOrders(client, { page: -3, itemsPerPage: 10_000 });
    expect(sent.at(-1)?.['options']).toMatchObject({ skip: 0, take: 100 });
  });

  it('a cancelled order shows what was bought and paid, not Vendure’s zeroed totals', async () => {
    const cancelled = summary({
      state: 'Cancelled',
      accountStatus: 'cancelled',
      total: 0,
      totalWithTax: 0,
      lines: [line({ quantity: 0, proratedLinePriceWithTax: 0 })],
    });
    const { client } = fakeClient(() => page(1, [cancelled]));
    const [order] = (await fetchOrders(client)).orders;
    expect(order).toMatchObject({ status: 'cancelled', total: { amount: 2998 }, totalQuantity: 2 });
  });

  it('logged out (no active customer): NOT_LOGGED_IN, 401', async () => {
    const { client } = fakeClient(() => ({ activeCustomer: null }));
    expect(await rejection(fetchOrders(client))).toMatchObject({ status: 401, detail: { code: 'NOT_LOGGED_IN' } });
  });
});

describe('getAccountOrder', () => {
  it('FORBIDDEN is NOT_LOGGED_IN (401); ENTITY_NOT_FOUND and null are the one 404', async () => {
    expect(await rejection(getAccountOrder(fakeClient(() => graphQLError('FORBIDDEN')).client, { id: '7' }))).toMatchObject({
      status: 401,
      detail: { code: 'NOT_LOGGED_IN' },
    });
    const missing = await rejection(getAccountOrder(fakeClient(() => ({ accountOrder: null })).client, { id: '7' }));
    const notFound = await rejection(getAccountOrder(fakeClient(() => graphQLError('ENTITY_NOT_FOUND')).client, { id: '7' }));
    expect(missing).toMatchObject({ status: 404, detail: { code: 'ORDER_NOT_FOUND' } });
    expect(notFound.detail).toEqual(missing.detail);
  });

  it('a paid order without eSIMs whose supplier is late: since when it waits (issue 32)', async () => {
    const since = '2026-06-15T08:30:00.000Z';
    const details = (fields: Record<string, unknown>) => ({
      accountOrder: {
        ...summary({ accountStatus: 'delivering', lines: [{ ...line(), productVariant: variant }] }),
        shippingWithTax: 0,
        paymentMethodName: 'Card',
        accountStatusHistory: [],
        checkoutAddress: null,
        billingAddressLines: [],
        invoiceUrl: '/invoices/7.pdf',
        creditNotes: [],
        esims: [],
        esimDelay: { since },
        ...fields,
      },
    });
    const late = await getAccountOrder(fakeClient(() => details({})).client, { id: '7' });
    expect(late).toMatchObject({ status: 'delivering', esims: [], esimDelayedSince: since });
    const onTime = await getAccountOrder(fakeClient(() => details({ esimDelay: null })).client, { id: '7' });
    expect(onTime.esimDelayedSince).toBeNull();
    const cancelled = await getAccountOrder(fakeClient(() => details({ state: 'Cancelled', accountStatus: 'cancelled' })).client, {
      id: '7',
    });
    expect(cancelled.esimDelayedSince).toBeNull();
  });

  it('an id that cannot be an order is a 404 without asking for it', async () => {
    const { client, sent } = fakeClient(() => page(0, []));
    expect(await rejection(getAccountOrder(client, { id: '<script>' }))).toMatchObject({ status: 404 });
    // only the login check went out
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveProperty('options');
  });
});

describe('sendOrderMessage', () => {
  it('refuses a blank or too long message before sending, with the form’s messages', async () => {
    const { client, sent } = fakeClient(() => ({ sendOrderMessage: true }));
    expect(await rejection(sendOrderMessage(client, { orderId: '7', orderLineId: null, message: ' \n ' }))).toMatchObject({
      status: 400,
      message: 'This field is required',
      detail: { code: 'BAD_USER_INPUT', fields: { message: 'This field is required' } },
    });
    expect(
      await rejection(sendOrderMessage(client, { orderId: '7', orderLineId: null, message: 'é'.repeat(ORDER_MESSAGE_MAX_LENGTH + 1) })),
    ).toMatchObject({
      status: 400,
      message: 'Field exceeded characters limit',
    });
    expect(sent).toEqual([]);
    await sendOrderMessage(client, { orderId: '7', orderLineId: '3', message: '  It does not connect  ' });
    expect(sent).toEqual([{ input: { orderId: '7', orderLineId: '3', message: 'It does not connect' } }]);
  });
});
