import { describe, expect, inject, it } from 'vitest';

import { debitCard, getCardPaymentConfig } from '../../api/operations/payment/card-payment';
import { BROWSER, cartReadyToPay, TEST_CARDS, tokenFor } from '../../api/test-support/card-sandbox';
import { newShopper } from '../../api/test-support/shopper';
import { adminClient } from '../../backend/test/support/admin-orders.mjs';
import { busyAnswersSoFar, patientFetch } from './fresh-connection-fetch';

/*
 * Issue 35 point 1: invoices numbered from the year's sequence with no gap and no repeat, taken in
 * the payment's transaction, with two servers writing to one PostgreSQL at once. 100 guests pay at
 * the same moment through the backend's balancer; each order gets one invoice, and the year's
 * register (every invoice of the cluster, the other tests' included) is 1, 2, 3… with no hole.
 */

const cluster = () => inject('cluster');
const RUN = Date.now().toString(36);
const PURCHASES = 100;

async function paidOrderCode(index: number): Promise<string> {
  const { client } = newShopper({ timeoutMs: 120_000, fetch: patientFetch });
  const cart = await cartReadyToPay(client, { email: `invoice-${RUN}-${index}@example.com`, sku: 'FR-1GB-7D' });
  const config = await getCardPaymentConfig(client);
  const paid = await debitCard(client, { token: await tokenFor(config, TEST_CARDS.frictionless), browser: BROWSER });
  if (paid.status !== 'succeeded') throw new Error(`purchase ${index}: ${paid.status}`);
  return cart.code;
}

describe('invoice numbers with two servers on PostgreSQL', () => {
  it(`give ${PURCHASES} orders paid at once ${PURCHASES} numbers of the year's sequence, none repeated, none missing`, async () => {
    const started = performance.now();
    const codes = await Promise.all(Array.from({ length: PURCHASES }, (_, index) => paidOrderCode(index)));
    const seconds = (performance.now() - started) / 1000;

    const admin = await adminClient(cluster().backendUrl);
    const { orders } = await admin.request<{ orders: { items: Array<{ code: string; invoiceDocuments: Array<{ number: string }> }> } }>(
      'query ($codes: [String!]!) { orders(options: { take: 100, filter: { code: { in: $codes } } }) { items { code invoiceDocuments { number } } } }',
      { codes },
    );
    expect(orders.items).toHaveLength(PURCHASES);
    const numbers = orders.items.map((order) => {
      expect(order.invoiceDocuments, order.code).toHaveLength(1);
      return order.invoiceDocuments[0]?.number ?? '';
    });
    expect(new Set(numbers).size).toBe(PURCHASES);

    const year = Number(/^INV-(\d{4})-/.exec(numbers[0] ?? '')?.[1]);
    const { issuedInvoiceNumbers } = await admin.request<{ issuedInvoiceNumbers: string[] }>(
      'query ($year: Int!) { issuedInvoiceNumbers(year: $year) }',
      { year },
    );
    const sequences = issuedInvoiceNumbers.map((number) => Number(number.slice(`INV-${year}-`.length)));
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => index + 1));
    for (const number of numbers) expect(issuedInvoiceNumbers).toContain(number);
    const ours = numbers.map((number) => Number(number.slice(`INV-${year}-`.length))).sort((a, b) => a - b);
    console.log(
      `${PURCHASES} purchases at once in ${seconds.toFixed(1)} s (${busyAnswersSoFar()} "very busy" answers tried again): invoices ${ours[0]}–${ours.at(-1)} of ${sequences.length} issued in ${year}, no gap, no repeat`,
    );
  }, 300_000);
});
