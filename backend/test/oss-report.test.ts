import { describe, expect, it } from 'vitest';

import type { InvoiceOrder } from '../src/plugins/account/orders/invoice/invoice-content';
import { ossReport, ossReportCsv, quarterIn, type ReportedDocument } from '../src/plugins/account/orders/invoice/oss-report';
import { EU_MEMBER_STATES } from '../src/plugins/checkout/vat-check/member-states';
import { loadSellerFile } from '../src/plugins/account/orders/seller';
import { SEED_DATA_DIR, loadSeedData } from '../src/seed/load-seed-data';

/*
 * Issue 35 point 2: the OSS report of a quarter, per member state and rate, from the invoices and
 * credit notes issued in it: what each printed, credit notes taken off, nothing else counted.
 */

const seller = loadSellerFile(SEED_DATA_DIR);
const period = { year: 2026, quarter: 4 as const, sellerCountry: 'FR', timeZone: 'Europe/Paris' };

function invoiced(country: string | undefined, rate: number, net: number, overrides: Partial<InvoiceOrder> = {}): InvoiceOrder {
  const tax = Math.round((net * rate) / 100);
  return {
    id: '1',
    code: 'CODE',
    currencyCode: 'EUR',
    paidAt: new Date('2026-11-02T10:00:00Z'),
    language: 'en',
    paymentMethod: 'Card',
    buyer: { name: 'A', email: null, addressLines: [], vatNumber: null, ...(country ? { countryCode: country } : {}) },
    lines: [{ name: 'Plan', sku: 'X', quantity: 1, unitNet: net, net, taxRate: rate }],
    taxes: [{ rate, base: net, tax }],
    totalNet: net,
    total: net + tax,
    ...overrides,
  };
}

function invoice(order: InvoiceOrder, issuedAt = '2026-11-02T10:00:00Z', orderCountryCode?: string): ReportedDocument {
  return {
    kind: 'invoice',
    number: 'INV',
    issuedAt: new Date(issuedAt),
    snapshot: { order, seller },
    orderCountryCode: orderCountryCode ?? null,
  };
}

function creditNote(order: InvoiceOrder, amount: number, issuedAt = '2026-12-01T10:00:00Z'): ReportedDocument {
  return {
    kind: 'credit-note',
    number: 'CN',
    issuedAt: new Date(issuedAt),
    snapshot: { order, seller, refund: { refersTo: 'INV', amount } },
  };
}

describe('OSS report', () => {
  it('sums each member state and rate: invoices less credit notes, the seller’s own state as domestic', () => {
    const germany = invoiced('DE', 19, 1000);
    const report = ossReport(
      [
        invoice(germany),
        invoice(invoiced('DE', 19, 2000)),
        creditNote(germany, 595),
        invoice(invoiced('FR', 20, 1000)),
        invoice(invoiced('IT', 22, 1000)),
      ],
      period,
    );
    expect(report.rows).toEqual([
      {
        memberState: 'DE',
        vatRate: 19,
        currencyCode: 'EUR',
        scheme: 'OSS',
        taxableAmount: 3000 - 500,
        vatAmount: 570 - 95,
        invoices: 2,
        creditNotes: 1,
      },
      {
        memberState: 'FR',
        vatRate: 20,
        currencyCode: 'EUR',
        scheme: 'domestic',
        taxableAmount: 1000,
        vatAmount: 200,
        invoices: 1,
        creditNotes: 0,
      },
      {
        memberState: 'IT',
        vatRate: 22,
        currencyCode: 'EUR',
        scheme: 'OSS',
        taxableAmount: 1000,
        vatAmount: 220,
        invoices: 1,
        creditNotes: 0,
      },
    ]);
  });

  it('leaves out other quarters (in the seller’s zone), reverse charge, customers outside the EU, and counts them', () => {
    const report = ossReport(
      [
        // 1 October 00:30 in Paris is still 30 September in UTC: the fourth quarter.
        invoice(invoiced('DE', 19, 1000), '2026-09-30T22:30:00Z'),
        invoice(invoiced('DE', 19, 1000), '2026-09-30T21:30:00Z'),
        invoice(invoiced('DE', 19, 1000, { reverseCharge: true })),
        invoice(invoiced('US', 0, 1000)),
        invoice(invoiced(undefined, 21, 1000)),
        // A snapshot from before the buyer's country was kept: the order's billing country.
        invoice(invoiced(undefined, 21, 1000), '2026-11-02T10:00:00Z', 'NL'),
      ],
      period,
    );
    expect(report.rows.map((row) => [row.memberState, row.taxableAmount, row.invoices])).toEqual([
      ['DE', 1000, 1],
      ['NL', 1000, 1],
    ]);
    expect(report).toMatchObject({ reverseChargeDocuments: 1, outsideEuDocuments: 1, withoutCountryDocuments: 1 });
    expect(quarterIn(new Date('2026-09-30T22:30:00Z'), 'Europe/Paris')).toBe(4);
    expect(quarterIn(new Date('2026-09-30T22:30:00Z'), 'UTC')).toBe(3);
  });

  it('a whole refund brings the state back to zero, to the cent', () => {
    const order = invoiced('ES', 21, 1237);
    const report = ossReport([invoice(order), creditNote(order, order.total)], period);
    expect(report.rows).toEqual([
      expect.objectContaining({ memberState: 'ES', taxableAmount: 0, vatAmount: 0, invoices: 1, creditNotes: 1 }),
    ]);
  });

  it('writes CSV with a header, decimal points and one line per row', () => {
    const report = ossReport([invoice(invoiced('DE', 19, 123456)), invoice(invoiced('FI', 25.5, 1000))], period);
    expect(ossReportCsv(report)).toBe(
      'year,quarter,member_state,scheme,vat_rate,currency,taxable_amount,vat_amount,invoices,credit_notes\r\n' +
        '2026,4,DE,OSS,19,EUR,1234.56,234.57,1,0\r\n' +
        '2026,4,FI,OSS,25.5,EUR,10.00,2.55,1,0\r\n',
    );
  });

  it('knows the member states vat-rates.json gives a rate', () => {
    expect([...EU_MEMBER_STATES].sort()).toEqual(Object.keys(loadSeedData(SEED_DATA_DIR).vatRates.standardRates).sort());
  });
});
