import { describe, expect, inject, it } from 'vitest';

import { FRENCH_ADDRESS, admin, variantId } from '../../test-support/account-customer';
import { activeOrder, BROWSER, TEST_CARDS, tokenFor } from '../../test-support/card-sandbox';
import { pdfText } from '../../test-support/invoice-files';
import { newShopper } from '../../test-support/shopper';
import { addToCart } from '../cart/cart';
import { debitCard, getCardPaymentConfig } from '../payment/card-payment';
import { advanceOrder } from './checkout';

/*
 * Issue 35 point 2: a business customer's VAT number is checked with VIES (its simulator here,
 * backend/sandbox/vies) when the billing address is set. Registered, and in another member state
 * than the seller (France): no VAT, the reverse charge printed on the invoice. Not registered: VAT.
 * VIES down: VAT is charged, the order goes on, and the check is made again at the next address.
 */

interface StaffOrder {
  id: string;
  code: string;
  total: number;
  totalWithTax: number;
  taxSummary: Array<{ taxRate: number; taxTotal: number }>;
  customFields: { vatNumberStatus: string | null; vatReverseCharge: boolean };
  invoiceDocuments: Array<{ id: string; number: string }>;
}

const berlinBusiness = (vatNumber: string) => ({
  ...FRENCH_ADDRESS,
  company: 'Beispiel Reisen GmbH',
  vatNumber,
  address1: 'Friedrichstraße 1',
  postcode: '10117',
  city: 'Berlin',
  countryCode: 'DE',
});

async function staffOrder(code: string): Promise<StaffOrder> {
  const { orders } = await admin<{ orders: { items: StaffOrder[] } }>(
    `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items {
      id code total totalWithTax taxSummary { taxRate taxTotal }
      customFields { vatNumberStatus vatReverseCharge } invoiceDocuments { id number } } } }`,
    { code },
  );
  const [order] = orders.items;
  if (!order) throw new Error(`no order ${code}`);
  return order;
}

async function viesDown(down: boolean): Promise<void> {
  const response = await fetch(`${inject('viesUrl')}/__sandbox/down?down=${String(down)}`, { method: 'POST' });
  expect(response.status).toBe(200);
}

/** A cart of one German plan billed to `address`; answers the shopper and the order's code. */
async function checkout(address: ReturnType<typeof berlinBusiness>) {
  const shopper = newShopper();
  await addToCart(shopper.client, { variantId: await variantId(shopper.client, 'germany', 'DE-3GB-15D'), quantity: 1 });
  await advanceOrder(shopper.client, { email: `vat-${Date.now()}@example.com`, address });
  const order = await activeOrder(shopper.client);
  if (!order) throw new Error('no active order after the billing step');
  return { shopper, code: order.code };
}

async function pay(shopper: ReturnType<typeof newShopper>) {
  const config = await getCardPaymentConfig(shopper.client);
  expect((await debitCard(shopper.client, { token: await tokenFor(config, TEST_CARDS.frictionless), browser: BROWSER })).status).toBe(
    'succeeded',
  );
}

describe('a business customer’s VAT number, checked with VIES', () => {
  it('registered in Germany: no VAT, and the invoice states the reverse charge', async () => {
    const { shopper, code } = await checkout(berlinBusiness('DE 811 907 980'));
    const before = await staffOrder(code);
    expect(before.customFields).toEqual({ vatNumberStatus: 'valid', vatReverseCharge: true });
    expect(before.totalWithTax).toBe(before.total);
    expect(before.taxSummary).toEqual([{ taxRate: 0, taxTotal: 0 }]);
    await pay(shopper);

    const [invoice] = (await staffOrder(code)).invoiceDocuments;
    const { invoiceDocumentFile } = await admin<{ invoiceDocumentFile: { pdfBase64: string } }>(
      'query ($id: ID!) { invoiceDocumentFile(id: $id) { pdfBase64 } }',
      { id: invoice?.id },
    );
    const text = await pdfText(new Uint8Array(Buffer.from(invoiceDocumentFile.pdfBase64, 'base64')));
    expect(text).toContain('Reverse charge: VAT to be accounted for by the customer (Article 196 of Council Directive 2006/112/EC).');
    expect(text).toContain('DE 811 907 980');
  });

  it('not registered: German VAT is charged', async () => {
    const { code } = await checkout(berlinBusiness('DE999999999'));
    const order = await staffOrder(code);
    expect(order.customFields).toEqual({ vatNumberStatus: 'invalid', vatReverseCharge: false });
    expect(order.taxSummary.map((row) => row.taxRate)).toEqual([19]);
    expect(order.totalWithTax).toBeGreaterThan(order.total);
  });

  it('VIES down: VAT is charged and the order can be paid; the next address asks VIES again', async () => {
    await viesDown(true);
    let code: string;
    let shopper: ReturnType<typeof newShopper>;
    try {
      // VIES's documented test number 100 (registered): not asked before, so not in the shop's cache.
      ({ shopper, code } = await checkout(berlinBusiness('DE100')));
      const order = await staffOrder(code);
      expect(order.customFields).toEqual({ vatNumberStatus: 'unavailable', vatReverseCharge: false });
      expect(order.taxSummary.map((row) => row.taxRate)).toEqual([19]);
    } finally {
      await viesDown(false);
    }
    // Up again: the same checkout step asks again (an unavailable answer is never kept).
    await advanceOrder(shopper.client, { email: `vat-again-${Date.now()}@example.com`, address: berlinBusiness('DE100') });
    expect((await staffOrder(code)).customFields).toEqual({ vatNumberStatus: 'valid', vatReverseCharge: true });
    await pay(shopper);
  });

  it('paid while VIES was down: staff’s re-check (or the schedule’s) records VIES’s later answer and says what it means', async () => {
    await viesDown(true);
    let code: string;
    try {
      let shopper: ReturnType<typeof newShopper>;
      // Another registered number of the simulator: not in the shop's cache yet.
      ({ shopper, code } = await checkout(berlinBusiness('DE136695976')));
      await pay(shopper);
      const recheck = 'mutation ($id: ID!) { recheckOrderVatNumber(orderId: $id) }';
      const order = await staffOrder(code);
      expect(order.customFields.vatNumberStatus).toBe('unavailable');
      expect((await admin<{ recheckOrderVatNumber: string }>(recheck, { id: order.id })).recheckOrderVatNumber).toBe('unavailable');
    } finally {
      await viesDown(false);
    }
    const order = await staffOrder(code);
    const recheck = 'mutation ($id: ID!) { recheckOrderVatNumber(orderId: $id) }';
    expect((await admin<{ recheckOrderVatNumber: string }>(recheck, { id: order.id })).recheckOrderVatNumber).toBe('valid');
    // What was charged stays (the order is paid); the answer is recorded, with a note for staff.
    expect((await staffOrder(code)).customFields).toEqual({ vatNumberStatus: 'valid', vatReverseCharge: false });
    const { order: history } = await admin<{ order: { history: { items: Array<{ data: { note?: string } }> } } }>(
      'query ($id: ID!) { order(id: $id) { history(options: { take: 100 }) { items { data } } } }',
      { id: order.id },
    );
    expect(history.history.items.some((item) => item.data.note?.startsWith('VIES confirmed VAT number'))).toBe(true);
    expect((await admin<{ recheckOrderVatNumber: string }>(recheck, { id: order.id })).recheckOrderVatNumber).toBe('notNeeded');
  });

  it('the seller’s own member state is never reverse charged, and VIES is not asked', async () => {
    const { code } = await checkout({ ...berlinBusiness('FR40303265045'), countryCode: 'FR', postcode: '75002', city: 'Paris' });
    expect((await staffOrder(code)).customFields).toEqual({ vatNumberStatus: null, vatReverseCharge: false });
  });
});
