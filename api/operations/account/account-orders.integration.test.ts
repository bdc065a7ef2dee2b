import { beforeAll, describe, expect, it } from 'vitest';

import { FRENCH_ADDRESS, admin, buy, createCustomer, loggedIn, variantId, type TestCustomer } from '../../test-support/account-customer';
import { BROWSER, cartReadyToPay, TEST_CARDS, tokenFor } from '../../test-support/card-sandbox';
import { download, pdfText } from '../../test-support/invoice-files';
import { newShopper, type Shopper } from '../../test-support/shopper';
import { debitCard, getCardPaymentConfig } from '../payment/card-payment';
import { rejection } from '../../test-support/answering-client';
import { ORDER_MESSAGE_MAX_LENGTH } from './account-input';
import { fetchOrders, getAccountOrder, orderAgain, sendOrderMessage, type AccountOrder } from './account-orders';
import { addToCart, getCartItems } from '../cart/cart';

/*
 * A customer's orders against the real backend (plugins/account/orders): customers made by staff,
 * logged in with Vendure's login, orders bought the storefront's way and paid by card. Every
 * operation, and every refusal: logged out, another customer's order, an unknown id.
 */

async function delivered(shopper: Shopper, id: string): Promise<AccountOrder> {
  let order: AccountOrder | undefined;
  await expect
    .poll(
      async () => {
        order = await getAccountOrder(shopper.client, { id });
        return order.status;
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBe('delivered');
  if (!order) throw new Error('no order');
  return order;
}

const euros = (amount: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount / 100).replace(/\s+/g, ' ');

let owner: TestCustomer;
let ownerShopper: Shopper;
let stranger: Shopper;
let plans: { france: string; franceSmall: string; germany: string };
/** The owner's orders, oldest first: ids and codes. */
const placed: Array<{ id: string; code: string }> = [];

beforeAll(async () => {
  const guest = newShopper();
  plans = {
    france: await variantId(guest.client, 'france', 'FR-5GB-30D'),
    franceSmall: await variantId(guest.client, 'france', 'FR-1GB-7D'),
    germany: await variantId(guest.client, 'germany', 'DE-3GB-15D'),
  };
  owner = await createCustomer('orders-owner');
  ownerShopper = await loggedIn(owner, { locale: 'fr' });
  const baskets = [
    [{ variantId: plans.france, quantity: 2 }],
    [
      { variantId: plans.germany, quantity: 1 },
      { variantId: plans.franceSmall, quantity: 3 },
    ],
    [{ variantId: plans.franceSmall, quantity: 1 }],
  ];
  const codes: string[] = [];
  for (const basket of baskets) codes.push(await buy(ownerShopper, owner, basket));
  const page = await fetchOrders(ownerShopper.client, { itemsPerPage: 10 });
  for (const code of codes) {
    const summary = page.orders.find((order) => order.reference === code);
    if (!summary) throw new Error(`order ${code} is not in the history`);
    placed.push({ id: summary.id, code });
  }

  const other = await createCustomer('orders-stranger', { firstName: 'Sam', lastName: 'Stranger' });
  stranger = await loggedIn(other);
  await buy(stranger, other, [{ variantId: plans.germany, quantity: 1 }]);
}, 120_000);

describe('fetchOrders', () => {
  it('lists the customer’s placed orders only, newest first, with reference, date, status and total', async () => {
    // A cart is not an order of the history.
    await addToCart(ownerShopper.client, { variantId: plans.germany, quantity: 1 });
    const page = await fetchOrders(ownerShopper.client);
    expect(page).toMatchObject({ page: 1, pageCount: 1, totalItems: 3 });
    expect(page.orders.map((order) => order.reference)).toEqual([...placed].reverse().map((order) => order.code));
    const dates = page.orders.map((order) => Date.parse(order.placedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const first = page.orders.at(-1);
    expect(first).toMatchObject({ id: placed[0]?.id, totalQuantity: 2, total: { currency: 'EUR' } });
    expect(['delivering', 'delivered']).toContain(first?.status);
    // FR-5GB-30D is 12.49 net; France bills 20 % VAT: 2 × 14.99.
    expect(first?.total.amount).toBe(2 * 1499);
  });

  it('pages: 2 per page gives 2 pages; a page past the end answers the last one', async () => {
    const one = await fetchOrders(ownerShopper.client, { page: 1, itemsPerPage: 2 });
    const two = await fetchOrders(ownerShopper.client, { page: 2, itemsPerPage: 2 });
    expect(one).toMatchObject({ page: 1, pageCount: 2, totalItems: 3 });
    expect(two).toMatchObject({ page: 2, pageCount: 2, totalItems: 3 });
    expect([...one.orders, ...two.orders].map((order) => order.reference)).toEqual([...placed].reverse().map((order) => order.code));
    expect(await fetchOrders(ownerShopper.client, { page: 99, itemsPerPage: 2 })).toEqual(two);
  });

  it('another customer sees only their own order', async () => {
    const page = await fetchOrders(stranger.client);
    expect(page.totalItems).toBe(1);
    expect(page.orders.map((order) => order.id)).not.toContain(placed[0]?.id);
  });

  it('logged out: NOT_LOGGED_IN (401), for every operation', async () => {
    const visitor = newShopper().client;
    const id = placed[0]?.id ?? '';
    // Thunks, called one at a time: a refusal created before it is awaited would be unhandled meanwhile.
    for (const call of [
      () => fetchOrders(visitor),
      () => getAccountOrder(visitor, { id }),
      () => orderAgain(visitor, { id }),
      () => sendOrderMessage(visitor, { orderId: id, orderLineId: null, message: 'Hello' }),
      () => getAccountOrder(visitor, { id: 'x'.repeat(10_000) }),
    ]) {
      const error = await rejection(call());
      expect(error.status).toBe(401);
      expect(error.detail).toMatchObject({ code: 'NOT_LOGGED_IN' });
    }
  });
});

describe('getAccountOrder', () => {
  it('answers the lines, subtotals, payment method, history, billing address and the delivered eSIMs', async () => {
    const id = placed[0]?.id ?? '';
    const order = await delivered(ownerShopper, id);
    expect(order).toMatchObject({
      id,
      reference: placed[0]?.code,
      status: 'delivered',
      paymentMethod: 'Carte bancaire',
      invoiceUrl: `/invoices/${id}.pdf`,
    });
    expect(order.lines).toEqual([
      {
        id: expect.any(String),
        variantId: plans.france,
        productSlug: 'france',
        name: expect.stringContaining('France'),
        sku: 'FR-5GB-30D',
        quantity: 2,
        unitPriceWithTax: { amount: 1499, currency: 'EUR' },
        linePriceWithTax: { amount: 2998, currency: 'EUR' },
      },
    ]);
    expect(order.subtotals).toEqual({
      products: { amount: 2998, currency: 'EUR' },
      shipping: { amount: 0, currency: 'EUR' },
      tax: { amount: 2998 - 2 * 1249, currency: 'EUR' },
    });
    expect(order.total).toEqual({ amount: 2998, currency: 'EUR' });
    expect(order.history.map((change) => change.status)).toEqual(['awaitingPayment', 'delivering', 'delivered']);
    const { alias: _alias, ...address } = FRENCH_ADDRESS;
    expect(order.billingAddress).toEqual(address);
    expect(order.billingAddressLines).toEqual(['Camille Martin', 'Voyages Martin', '12 rue de la Paix', '75002 Paris', 'France']);
    expect(order.esims).toHaveLength(2);
    for (const esim of order.esims) {
      expect(esim.orderLineId).toBe(order.lines[0]?.id);
      expect(esim.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
      expect(esim.appleInstallUrl).toBe(
        `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(esim.lpaString)}`,
      );
      expect(esim.lpaString).toBe(`LPA:1$${esim.smdpAddress}$${esim.activationCode}`);
    }
  });

  it('another customer’s order and an unknown id get the same 404', async () => {
    const foreign = await rejection(getAccountOrder(stranger.client, { id: placed[0]?.id ?? '' }));
    const unknown = await rejection(getAccountOrder(stranger.client, { id: '987654' }));
    const malformed = await rejection(getAccountOrder(stranger.client, { id: "1' OR '1'='1" }));
    const huge = await rejection(getAccountOrder(stranger.client, { id: '9'.repeat(40) }));
    for (const error of [foreign, unknown, malformed, huge]) {
      expect(error.status).toBe(404);
      expect(error.detail).toEqual(foreign.detail);
    }
  });

  it('a cancelled order: status cancelled, what was bought and paid, no eSIMs; the invoice issued at payment stays', async () => {
    const id = placed[2]?.id ?? '';
    await delivered(ownerShopper, id);
    const { cancelOrder } = await admin<{ cancelOrder: { __typename: string; state?: string } }>(
      'mutation ($id: ID!) { cancelOrder(input: { orderId: $id, reason: "test" }) { __typename ... on Order { state } } }',
      { id },
    );
    expect(cancelOrder).toMatchObject({ __typename: 'Order', state: 'Cancelled' });
    const order = await getAccountOrder(ownerShopper.client, { id });
    expect(order).toMatchObject({ status: 'cancelled', invoiceUrl: `/invoices/${id}.pdf`, creditNotes: [], esims: [], totalQuantity: 1 });
    expect(order.lines[0]).toMatchObject({ quantity: 1, linePriceWithTax: { amount: order.total.amount } });
    expect(order.total.amount).toBeGreaterThan(0);
    expect(order.history.map((change) => change.status)).toEqual(['awaitingPayment', 'delivering', 'delivered', 'cancelled']);
    // Issued when it was paid: an accountant's record, cancelling does not take it back (a refund's credit note does).
    expect((await download(`/invoices/${id}.pdf`, ownerShopper)).status).toBe(200);
    expect((await download(`/invoices/${id}.pdf`, stranger)).status).toBe(404);
  });
});

describe('invoice PDF', () => {
  it('the owner downloads a real PDF with the invoice number, buyer, lines, VAT per rate and total, in the order’s language', async () => {
    const id = placed[1]?.id ?? '';
    const order = await getAccountOrder(ownerShopper.client, { id });
    const response = await download(order.invoiceUrl ?? '', ownerShopper);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    // Issued at payment: the year's next number, not the order's id (issue 35).
    const number = /^attachment; filename="(INV-\d{4}-\d{6,})\.pdf"$/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? '';
    expect(number).toMatch(new RegExp(`^INV-${new Date().getUTCFullYear()}-`));
    const bytes = new Uint8Array(await response.arrayBuffer());
    // Kept once made: the next download is the same file, byte for byte.
    expect(new Uint8Array(await (await download(order.invoiceUrl ?? '', ownerShopper)).arrayBuffer())).toEqual(bytes);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    const text = await pdfText(bytes);
    for (const expected of [
      'Facture',
      number,
      order.reference,
      'eSIM Shop SAS',
      'Camille Martin',
      'Voyages Martin',
      owner.email,
      'FR12345678901',
      'DE-3GB-15D',
      'FR-1GB-7D',
      'Total TTC',
      '20 %',
      euros(order.total.amount, 'fr'),
      euros(order.subtotals.tax.amount, 'fr'),
      'Carte bancaire',
    ]) {
      expect(text).toContain(expected.replace(/\s+/g, ' '));
    }
  });

  it('another customer, an unknown id: 404; logged out: 401', async () => {
    const path = `/invoices/${placed[1]?.id ?? ''}.pdf`;
    const foreign = await download(path, stranger);
    const unknown = await download('/invoices/987654.pdf', stranger);
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await foreign.text()).toBe(await unknown.text());
    for (const odd of ['abc', '1e3', '9'.repeat(40), `${placed[1]?.id ?? ''}%27%20OR%201=1`]) {
      expect((await download(`/invoices/${odd}.pdf`, ownerShopper)).status).toBe(404);
    }
    expect((await download(path)).status).toBe(401);
  });

  it('an order whose billing fields are 10,000 characters long (set by staff) gives its invoice, each text capped with an ellipsis', async () => {
    // Issue 15: a 1,600-character street blocked the server 8 s per download, 10,240 killed it.
    const customer = await createCustomer('orders-long-fields');
    const { customers } = await admin<{ customers: { items: Array<{ id: string }> } }>(
      'query ($email: String!) { customers(options: { filter: { emailAddress: { eq: $email } } }) { items { id } } }',
      { email: customer.email },
    );
    const customerId = customers.items[0]?.id ?? '';
    const long = (word: string) => `${word} `.repeat(Math.ceil(10_000 / (word.length + 1))).slice(0, 10_000);
    const order = await admin<{ createDraftOrder: { id: string } }>('mutation { createDraftOrder { id } }');
    const orderId = order.createDraftOrder.id;
    const result = '__typename ... on ErrorResult { errorCode message }';
    await admin(
      `mutation ($orderId: ID!, $input: AddItemToDraftOrderInput!) { addItemToDraftOrder(orderId: $orderId, input: $input) { ${result} } }`,
      {
        orderId,
        input: { productVariantId: plans.germany, quantity: 1 },
      },
    );
    await admin(
      `mutation ($orderId: ID!, $customerId: ID!) { setCustomerForDraftOrder(orderId: $orderId, customerId: $customerId) { ${result} } }`,
      { orderId, customerId },
    );
    await admin(
      'mutation ($orderId: ID!, $input: CreateAddressInput!) { setDraftOrderBillingAddress(orderId: $orderId, input: $input) { id } }',
      {
        orderId,
        input: {
          fullName: long('Name'),
          company: long('Company'),
          streetLine1: long('Street'),
          streetLine2: long('Building'),
          city: long('City'),
          postalCode: '10117',
          countryCode: 'DE',
        },
      },
    );
    await admin('mutation ($id: ID!) { transitionOrderToState(id: $id, state: "ArrangingPayment") { __typename } }', { id: orderId });
    const { addManualPaymentToOrder } = await admin<{ addManualPaymentToOrder: { __typename: string; state?: string } }>(
      'mutation ($input: ManualPaymentInput!) { addManualPaymentToOrder(input: $input) { __typename ... on Order { state } } }',
      { input: { orderId, method: 'manual', transactionId: `long-fields-${orderId}`, metadata: {} } },
    );
    expect(addManualPaymentToOrder.state).toBe('PaymentSettled');

    const shopper = await loggedIn(customer);
    const response = await download(`/invoices/${orderId}.pdf`, shopper);
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(100_000);
    const text = await pdfText(bytes);
    expect(text).toMatch(/Street Street Street [A-Za-z ]*…/);
    expect(text).toMatch(/Company Company [A-Za-z ]*…/);
    expect(text).toContain('DE-3GB-15D');
    expect(text).not.toMatch(/(Street ){12}/);
  });

  it('a Japanese order’s invoice is in Japanese, with the glyphs embedded', async () => {
    const customer = await createCustomer('orders-ja', { firstName: '花子', lastName: '山田' });
    const shopper = await loggedIn(customer, { locale: 'ja' });
    const code = await buy(shopper, customer, [{ variantId: plans.france, quantity: 1 }], {
      ...FRENCH_ADDRESS,
      firstName: '花子',
      lastName: '山田',
      company: undefined,
    });
    const summary = (await fetchOrders(shopper.client)).orders.find((order) => order.reference === code);
    const response = await download(`/invoices/${summary?.id ?? ''}.pdf`, shopper);
    expect(response.status).toBe(200);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    for (const expected of ['請求書', '請求書番号', '花子', '山田', '合計（税込）', 'フランス']) expect(text).toContain(expected);
  });
});

describe('orderAgain', () => {
  it('puts every line of a past order into the cart', async () => {
    const shopper = await loggedIn(owner);
    const before = await getCartItems(shopper.client);
    const { cart, skipped } = await orderAgain(shopper.client, { id: placed[1]?.id ?? '' });
    expect(skipped).toEqual([]);
    const quantityOf = (sku: string, lines: typeof cart.lines) => lines.find((line) => line.sku === sku)?.quantity ?? 0;
    expect(quantityOf('DE-3GB-15D', cart.lines)).toBe(quantityOf('DE-3GB-15D', before.lines) + 1);
    expect(quantityOf('FR-1GB-7D', cart.lines)).toBe(quantityOf('FR-1GB-7D', before.lines) + 3);
    expect(await getCartItems(shopper.client)).toEqual(cart);
  });

  it('caps what the cart’s limits allow and reports the rest', async () => {
    const shopper = await loggedIn(owner);
    let result = await orderAgain(shopper.client, { id: placed[1]?.id ?? '' });
    for (let round = 0; round < 6 && result.skipped.length === 0; round += 1)
      result = await orderAgain(shopper.client, { id: placed[1]?.id ?? '' });
    expect(result.skipped.length).toBeGreaterThan(0);
    for (const line of result.skipped) {
      expect(line.reason).toBe('orderLimit');
      expect(line.added).toBeLessThan(line.requested);
    }
    expect(result.cart.totalQuantity).toBeLessThanOrEqual(20);
    expect(Math.max(...result.cart.lines.map((line) => line.quantity))).toBeLessThanOrEqual(10);
  });

  it('a plan no longer sold is reported as unavailable; the rest is added', async () => {
    const customer = await createCustomer('orders-unavailable');
    const shopper = await loggedIn(customer);
    // Iceland is used by no other test: switching one of its plans off disturbs nobody.
    const iceland = await variantId(shopper.client, 'iceland', 'IS-3GB-15D');
    const code = await buy(shopper, customer, [
      { variantId: iceland, quantity: 2 },
      { variantId: plans.franceSmall, quantity: 1 },
    ]);
    const id = (await fetchOrders(shopper.client)).orders.find((order) => order.reference === code)?.id ?? '';
    const setEnabled = (enabled: boolean) =>
      admin('mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }', {
        input: [{ id: iceland, enabled }],
      });
    await setEnabled(false);
    try {
      const { cart, skipped } = await orderAgain(shopper.client, { id });
      expect(skipped).toEqual([
        {
          orderLineId: expect.any(String),
          variantId: iceland,
          name: expect.stringContaining('Iceland'),
          requested: 2,
          added: 0,
          reason: 'unavailable',
        },
      ]);
      expect(cart.lines.map((line) => [line.sku, line.quantity])).toEqual([['FR-1GB-7D', 1]]);
    } finally {
      await setEnabled(true);
    }
  });

  it('another customer’s order: 404, and their cart is untouched', async () => {
    const before = await getCartItems(stranger.client);
    const error = await rejection(orderAgain(stranger.client, { id: placed[0]?.id ?? '' }));
    expect(error.status).toBe(404);
    expect(await getCartItems(stranger.client)).toEqual(before);
  });
});

describe('sendOrderMessage', () => {
  const historyQuery = `query ($id: ID!) { order(id: $id) { history(options: { filter: { type: { eq: "ORDER_NOTE" } } }) { items { isPublic data } } } }`;
  type History = { order: { history: { items: Array<{ isPublic: boolean; data: { note?: string } }> } } };

  it('stores the message as a private note staff read in the order’s history, naming the item', async () => {
    const id = placed[0]?.id ?? '';
    const order = await getAccountOrder(ownerShopper.client, { id });
    const message = `My eSIM does not connect <b>in Lyon</b> ${Date.now()}`;
    await sendOrderMessage(ownerShopper.client, { orderId: id, orderLineId: order.lines[0]?.id ?? null, message });
    const { order: seen } = await admin<History>(historyQuery, { id });
    const note = seen.history.items.find((item) => item.data.note?.includes(message));
    expect(note?.isPublic).toBe(false);
    expect(note?.data.note).toContain(order.lines[0]?.name ?? '');
    expect(note?.data.note).toContain('FR-5GB-30D');
  });

  it('refuses an empty or too long message (400) and another customer’s order (404)', async () => {
    const id = placed[0]?.id ?? '';
    const empty = await rejection(sendOrderMessage(ownerShopper.client, { orderId: id, orderLineId: null, message: '   ' }));
    expect(empty).toMatchObject({ status: 400, message: 'This field is required' });
    const long = await rejection(
      sendOrderMessage(ownerShopper.client, { orderId: id, orderLineId: null, message: 'x'.repeat(ORDER_MESSAGE_MAX_LENGTH + 1) }),
    );
    expect(long).toMatchObject({ status: 400, message: 'Field exceeded characters limit' });
    const foreign = await rejection(sendOrderMessage(stranger.client, { orderId: id, orderLineId: null, message: 'Hello' }));
    expect(foreign.status).toBe(404);
    const { order } = await admin<History>(historyQuery, { id });
    expect(order.history.items.some((item) => item.data.note?.includes('Hello'))).toBe(false);
  });
});

describe('credit notes (issue 35)', () => {
  interface StaffDocuments {
    id: string;
    payments: Array<{ id: string }>;
    invoiceDocuments: Array<{ kind: string; number: string }>;
  }

  async function staffOrder(code: string): Promise<StaffDocuments> {
    const { orders } = await admin<{ orders: { items: StaffDocuments[] } }>(
      'query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { id payments { id } invoiceDocuments { kind number } } } }',
      { code },
    );
    const [order] = orders.items;
    if (!order) throw new Error(`no order ${code}`);
    return order;
  }

  async function refund(paymentId: string, amount: number) {
    const { refundOrder } = await admin<{ refundOrder: { state?: string; errorCode?: string } }>(
      'mutation ($input: RefundOrderInput!) { refundOrder(input: $input) { ... on Refund { state } ... on ErrorResult { errorCode } } }',
      // Only what the schema documents: shipping and adjustment default to 0 (Vendure 3.7 answered 500 without them).
      { input: { paymentId, amount, reason: 'goodwill' } },
    );
    expect(refundOrder.state).toBe('Settled');
  }

  it('a refund, part or whole, issues a credit note of its own sequence that names the invoice; the invoice stays', async () => {
    const shopper = newShopper();
    const cart = await cartReadyToPay(shopper.client, { email: `credit-${Date.now()}@example.com`, sku: 'FR-1GB-7D' });
    const config = await getCardPaymentConfig(shopper.client);
    expect((await debitCard(shopper.client, { token: await tokenFor(config, TEST_CARDS.frictionless), browser: BROWSER })).status).toBe(
      'succeeded',
    );
    const paid = await staffOrder(cart.code);
    expect(paid.invoiceDocuments.map((document) => document.kind)).toEqual(['invoice']);
    const paymentId = paid.payments[0]?.id ?? '';

    await refund(paymentId, 100);
    await refund(paymentId, cart.totalWithTax - 100);
    const refunded = await staffOrder(cart.code);
    const [invoice, ...creditNotes] = refunded.invoiceDocuments;
    expect(invoice).toEqual(paid.invoiceDocuments[0]);
    expect(creditNotes.map((document) => document.kind)).toEqual(['credit-note', 'credit-note']);
    const sequences = creditNotes.map((document) => Number(/^CN-\d{4}-(\d{6,})$/.exec(document.number)?.[1]));
    expect(sequences[1]).toBe((sequences[0] ?? 0) + 1);
  });
});
