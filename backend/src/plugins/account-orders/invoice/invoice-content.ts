import { intlLocale, type ShopLanguage } from '../../../seed/languages';
import { countryName } from '../billing-address-lines';
import type { Seller } from '../seller';
import { INVOICE_MESSAGES, type InvoiceMessages } from './invoice-messages';

/*
 * What an invoice says, as display strings in the order's language: built from an order's figures
 * (minor units, prices net of VAT as Vendure stores them) and the seller. Pure, so the figures and
 * texts are unit-tested (test/account-orders-invoice.test.ts); invoice-pdf.ts only lays them out.
 */

export interface InvoiceOrderLine {
  name: string;
  sku: string;
  quantity: number;
  /** Net unit price after every discount (Vendure `proratedUnitPrice`). */
  unitNet: number;
  /** Net line amount after every discount (Vendure `proratedLinePrice`). */
  net: number;
  /** Percent, e.g. 20 or 25.5. */
  taxRate: number;
}

export interface InvoiceTaxRow {
  rate: number;
  base: number;
  tax: number;
}

export interface InvoiceOrder {
  id: string;
  code: string;
  currencyCode: string;
  paidAt: Date;
  language: ShopLanguage;
  /** The payment method's name in the order's language; null when unknown. */
  paymentMethod: string | null;
  buyer: { name: string; email: string | null; addressLines: string[]; vatNumber: string | null };
  lines: InvoiceOrderLine[];
  /** VAT per rate (Vendure `Order.taxSummary`). */
  taxes: InvoiceTaxRow[];
  totalNet: number;
  total: number;
}

export interface InvoiceContent {
  language: ShopLanguage;
  messages: InvoiceMessages;
  number: string;
  /** The file name offered to the browser. */
  fileName: string;
  date: string;
  orderReference: string;
  seller: { name: string; lines: string[] };
  buyer: { lines: string[] };
  lines: Array<{ description: string; quantity: string; unitPrice: string; vatRate: string; net: string }>;
  taxes: Array<{ rate: string; base: string; tax: string }>;
  totals: { net: string; vat: string; total: string };
  /** "Paid by Card on 22 November 2026." (empty when the method is unknown). */
  payment: string;
}

/**
 * Stable and derived from the order: `<prefix>-<year of payment>-<order id>`, the id padded to 6
 * digits. Order ids grow with every cart, so numbers are unique and ordered but not gapless; a
 * jurisdiction that wants a gapless sequence needs a counter taken at payment instead.
 */
export function invoiceNumber(prefix: string, orderId: string, paidAt: Date, timeZone: string): string {
  const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone }).format(paidAt);
  return `${prefix}-${year}-${/^\d+$/.test(orderId) ? orderId.padStart(6, '0') : orderId}`;
}

function formatters(language: ShopLanguage, currencyCode: string, timeZone: string) {
  const locale = intlLocale(language);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode });
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2;
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone });
  return {
    money: (minor: number) => money.format(minor / 10 ** digits),
    percent: (rate: number) => percent.format(rate / 100),
    date: (value: Date) => date.format(value),
  };
}

export function buildInvoiceContent(order: InvoiceOrder, seller: Seller): InvoiceContent {
  const messages = INVOICE_MESSAGES[order.language];
  const format = formatters(order.language, order.currencyCode, seller.timeZone);
  const number = invoiceNumber(seller.invoicePrefix, order.id, order.paidAt, seller.timeZone);
  const totalVat = order.total - order.totalNet;
  const date = format.date(order.paidAt);
  return {
    language: order.language,
    messages,
    number,
    fileName: `${number}.pdf`,
    date,
    orderReference: order.code,
    seller: {
      name: seller.name,
      lines: [
        ...seller.streetLines,
        `${seller.postcode} ${seller.city}`.trim(),
        countryName(seller.countryCode, order.language),
        `${messages.vatNumber}: ${seller.vatNumber}`,
        ...(seller.companyRegistration ? [seller.companyRegistration] : []),
        seller.email,
      ],
    },
    buyer: {
      lines: [
        ...order.buyer.addressLines,
        ...(order.buyer.addressLines.length === 0 && order.buyer.name ? [order.buyer.name] : []),
        ...(order.buyer.email ? [`${messages.email}: ${order.buyer.email}`] : []),
        ...(order.buyer.vatNumber ? [`${messages.vatNumber}: ${order.buyer.vatNumber}`] : []),
      ],
    },
    lines: order.lines.map((line) => ({
      description: `${line.name} (${line.sku})`,
      quantity: String(line.quantity),
      unitPrice: format.money(line.unitNet),
      vatRate: format.percent(line.taxRate),
      net: format.money(line.net),
    })),
    taxes: order.taxes.map((row) => ({ rate: format.percent(row.rate), base: format.money(row.base), tax: format.money(row.tax) })),
    totals: { net: format.money(order.totalNet), vat: format.money(totalVat), total: format.money(order.total) },
    payment: order.paymentMethod ? messages.paidWith.replace('{method}', order.paymentMethod).replace('{date}', date) : '',
  };
}
