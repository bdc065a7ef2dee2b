import { EU_MEMBER_STATES } from '../../../checkout/vat-check/member-states';
import { creditedOrder } from './invoice-content';
import type { DocumentKind, InvoiceSnapshot } from './invoice-document.entity';

/*
 * The One-Stop-Shop report of a quarter (issue 35 point 2): per member state of the customer and
 * VAT rate, the taxable amount and the VAT of the invoices issued in the quarter, less those of the
 * credit notes issued in it, from the documents' snapshots (what was printed, never the orders as
 * they are now). Pure, so the figures are unit-tested; oss-report.service.ts reads the documents.
 */

export type Quarter = 1 | 2 | 3 | 4;

/** A document as the report reads it. */
export interface ReportedDocument {
  kind: DocumentKind;
  number: string;
  issuedAt: Date;
  snapshot: InvoiceSnapshot;
  /** The order's billing country now: only for snapshots from before the buyer's country was kept. */
  orderCountryCode?: string | null;
}

/**
 * OSS: a sale to a consumer in another member state, declared through the One-Stop-Shop;
 * domestic: one in the seller's own member state, declared in the seller's national return.
 */
type OssScheme = 'OSS' | 'domestic';

interface OssReportRow {
  memberState: string;
  vatRate: number;
  currencyCode: string;
  scheme: OssScheme;
  /** Minor units: the invoices' taxable amounts less the credit notes'. */
  taxableAmount: number;
  vatAmount: number;
  invoices: number;
  creditNotes: number;
}

export interface OssReport {
  year: number;
  quarter: Quarter;
  sellerCountry: string;
  /** Member state, then rate, then currency. */
  rows: OssReportRow[];
  /** Documents of the quarter outside the report: to businesses under the reverse charge, to customers outside the EU, without a country. */
  reverseChargeDocuments: number;
  outsideEuDocuments: number;
  withoutCountryDocuments: number;
}

/** The quarter (1–4) `when` falls in, in the seller's time zone: the invoice's date is its day there. */
export function quarterIn(when: Date, timeZone: string): Quarter {
  const month = Number(new Intl.DateTimeFormat('en', { month: 'numeric', timeZone }).format(when));
  return Math.ceil(month / 3) as Quarter;
}

/** What a quarter's report has counted so far: documents are added one page at a time, never all held at once. */
export interface OssTally {
  add(document: ReportedDocument): void;
  report(): OssReport;
}

/** A tally of `quarter` of `year`: documents of that year are added (those of other quarters are skipped). */
export function ossTally(period: { year: number; quarter: Quarter; sellerCountry: string; timeZone: string }): OssTally {
  const rows = new Map<string, OssReportRow>();
  const report: OssReport = {
    year: period.year,
    quarter: period.quarter,
    sellerCountry: period.sellerCountry.toUpperCase(),
    rows: [],
    reverseChargeDocuments: 0,
    outsideEuDocuments: 0,
    withoutCountryDocuments: 0,
  };
  const add = (document: ReportedDocument): void => {
    if (quarterIn(document.issuedAt, period.timeZone) !== period.quarter) return;
    const { order, refund } = document.snapshot;
    const country = (order.buyer.countryCode ?? document.orderCountryCode ?? '').toUpperCase();
    if (order.reverseCharge) {
      report.reverseChargeDocuments += 1;
      return;
    }
    if (!country) {
      report.withoutCountryDocuments += 1;
      return;
    }
    if (!EU_MEMBER_STATES.has(country)) {
      report.outsideEuDocuments += 1;
      return;
    }
    const taxes =
      document.kind === 'credit-note' && refund
        ? creditedOrder({ ...order, paidAt: new Date(order.paidAt) }, { ...refund, refundedAt: document.issuedAt }).taxes
        : order.taxes;
    const keyOf = (rate: number) => `${country}|${rate}|${order.currencyCode}`;
    for (const tax of taxes) {
      const row = rows.get(keyOf(tax.rate)) ?? {
        memberState: country,
        vatRate: tax.rate,
        currencyCode: order.currencyCode,
        scheme: country === report.sellerCountry ? 'domestic' : 'OSS',
        taxableAmount: 0,
        vatAmount: 0,
        invoices: 0,
        creditNotes: 0,
      };
      row.taxableAmount += tax.base;
      row.vatAmount += tax.tax;
      rows.set(keyOf(tax.rate), row);
    }
    // A document counts once, in the row of its first rate, however many rates it has.
    const counted = taxes[0] ? rows.get(keyOf(taxes[0].rate)) : undefined;
    if (counted && document.kind === 'invoice') counted.invoices += 1;
    else if (counted) counted.creditNotes += 1;
  };
  return {
    add,
    report: () => ({
      ...report,
      rows: [...rows.values()]
        .map((row) => ({ ...row }))
        .sort(
          (a, b) => a.memberState.localeCompare(b.memberState) || a.vatRate - b.vatRate || a.currencyCode.localeCompare(b.currencyCode),
        ),
    }),
  };
}

/** The report of `quarter` from the documents given. */
export function ossReport(
  documents: Iterable<ReportedDocument>,
  period: { year: number; quarter: Quarter; sellerCountry: string; timeZone: string },
): OssReport {
  const tally = ossTally(period);
  for (const document of documents) tally.add(document);
  return tally.report();
}

/** `1234` EUR → `12.34`: the currency's own number of decimals, a point, no grouping (what spreadsheets read). */
function decimal(minor: number, currencyCode: string): string {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency: currencyCode }).resolvedOptions().maximumFractionDigits ?? 2;
  return (minor / 10 ** digits).toFixed(digits);
}

/** The report as CSV (RFC 4180, comma-separated, a header line): one line per row. */
export function ossReportCsv(report: OssReport): string {
  const header = 'year,quarter,member_state,scheme,vat_rate,currency,taxable_amount,vat_amount,invoices,credit_notes';
  const lines = report.rows.map((row) =>
    [
      report.year,
      report.quarter,
      row.memberState,
      row.scheme,
      row.vatRate,
      row.currencyCode,
      decimal(row.taxableAmount, row.currencyCode),
      decimal(row.vatAmount, row.currencyCode),
      row.invoices,
      row.creditNotes,
    ].join(','),
  );
  return `${[header, ...lines].join('\r\n')}\r\n`;
}
