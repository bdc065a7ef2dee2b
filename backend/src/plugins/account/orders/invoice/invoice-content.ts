import { intlLocale, type ShopLanguage } from '../../../../seed/languages';
import { countryName } from '../billing-address-lines';
import type { Seller } from '../seller';
import { INVOICE_MESSAGES, type InvoiceMessages } from './invoice-messages';
import { INVOICE_TEXT_MAX_LENGTH, invoiceText } from './invoice-text';

/*
 * What an invoice says, as display strings in the order's language: built from an order's figures
 * (minor units, prices net of VAT as Vendure stores them) and the seller. Pure, so the figures and
 * texts are unit-tested (test/account-orders-invoice.test.ts); invoice-pdf.ts only lays them out.
 * Every text is capped here (invoice-text.ts), so the layout's cost does not depend on the order.
 */

interface InvoiceOrderLine {
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

interface InvoiceTaxRow {
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
  buyer: {
    name: string;
    email: string | null;
    addressLines: string[];
    vatNumber: string | null;
    /** ISO 3166-1 of the billing address: the member state of the OSS report. Absent from snapshots before it was kept. */
    countryCode?: string;
  };
  /** A business customer of another member state with a VAT number VIES confirmed: no VAT charged, the legal mention printed. */
  reverseCharge?: boolean;
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
  seller: {
    name: string;
    lines: string[];
    /** Bank, IBAN, BIC, printed at the foot under their heading; empty when staff set none. */
    bank: string[];
    logo: { mimeType: string; base64: string } | null;
  };
  buyer: { lines: string[] };
  lines: Array<{ description: string; quantity: string; unitPrice: string; vatRate: string; net: string }>;
  taxes: Array<{ rate: string; base: string; tax: string }>;
  totals: { net: string; vat: string; total: string };
  /** "Paid by Card on 22 November 2026." (empty when the method is unknown). */
  payment: string;
  /** Legal mentions printed under the payment (the reverse charge's). */
  notes: string[];
}

/**
 * Intl formatters are slow to make and the same for every invoice of a language, currency and
 * time zone: made once each (8 languages, the channel's currencies, the seller's zone).
 */
const formatterCache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatterCache.get(key);
  if (!formatter) {
    formatter = make();
    formatterCache.set(key, formatter);
  }
  return formatter as T;
}

function formatters(language: ShopLanguage, currencyCode: string, timeZone: string) {
  const locale = intlLocale(language);
  const money = cached(
    `money|${locale}|${currencyCode}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode }),
  );
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2;
  const percent = cached(`percent|${locale}`, () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }));
  const date = cached(`date|${locale}|${timeZone}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }));
  return {
    money: (minor: number) => money.format(minor / 10 ** digits),
    percent: (rate: number) => percent.format(rate / 100),
    date: (value: Date) => date.format(value),
  };
}

/**
 * The texts of invoice `number` from the order and the seller as they were when it was issued
 * (invoice-documents.service.ts). Every text goes through `invoiceText` (one cap, an ellipsis
 * where it cuts): the order may hold anything staff or an older checkout let in.
 */
export function buildInvoiceContent(order: InvoiceOrder, seller: Seller, issuedNumber: string): InvoiceContent {
  const messages = INVOICE_MESSAGES[order.language];
  const format = formatters(order.language, order.currencyCode, seller.timeZone);
  const number = invoiceText(issuedNumber);
  const totalVat = order.total - order.totalNet;
  const date = invoiceText(format.date(order.paidAt));
  const labelled = (label: string, value: string) => invoiceText(`${label}: ${invoiceText(value)}`);
  return {
    language: order.language,
    messages,
    number,
    fileName: `${number}.pdf`,
    date,
    orderReference: invoiceText(order.code),
    seller: {
      name: invoiceText(seller.name),
      lines: [
        ...seller.streetLines,
        `${seller.postcode} ${seller.city}`.trim(),
        countryName(seller.countryCode, order.language),
        `${messages.vatNumber}: ${seller.vatNumber}`,
        ...(seller.companyRegistration ? [seller.companyRegistration] : []),
        seller.email,
      ].map((line) => invoiceText(line)),
      bank: (seller.bankDetails ?? []).map((line) => invoiceText(line)),
      // The bytes are the document service's to add (invoice-documents.service.ts): the snapshot names them by hash.
      logo: null,
    },
    buyer: {
      lines: [
        ...order.buyer.addressLines.map((line) => invoiceText(line)),
        ...(order.buyer.addressLines.length === 0 && order.buyer.name ? [invoiceText(order.buyer.name)] : []),
        ...(order.buyer.email ? [labelled(messages.email, order.buyer.email)] : []),
        ...(order.buyer.vatNumber ? [labelled(messages.vatNumber, order.buyer.vatNumber)] : []),
      ].filter((line) => line !== ''),
    },
    lines: order.lines.map((line) => {
      // The SKU names the plan for sure: the name gives way to it.
      const sku = invoiceText(line.sku, INVOICE_TEXT_MAX_LENGTH / 4);
      const name = invoiceText(line.name, INVOICE_TEXT_MAX_LENGTH - sku.length - 3);
      return {
        description: invoiceText(sku ? `${name} (${sku})` : name),
        quantity: invoiceText(String(line.quantity)),
        unitPrice: invoiceText(format.money(line.unitNet)),
        vatRate: invoiceText(format.percent(line.taxRate)),
        net: invoiceText(format.money(line.net)),
      };
    }),
    taxes: order.taxes.map((row) => ({
      rate: invoiceText(format.percent(row.rate)),
      base: invoiceText(format.money(row.base)),
      tax: invoiceText(format.money(row.tax)),
    })),
    totals: {
      net: invoiceText(format.money(order.totalNet)),
      vat: invoiceText(format.money(totalVat)),
      total: invoiceText(format.money(order.total)),
    },
    // Replacer functions: a method name holding `$&` must print as written.
    payment: order.paymentMethod
      ? invoiceText(messages.paidWith.replace('{method}', () => invoiceText(order.paymentMethod)).replace('{date}', () => date))
      : '',
    notes: order.reverseCharge ? [messages.reverseCharge] : [],
  };
}

/** What a credit note credits: `amount` (minor units, VAT included) of invoice `refersTo`, refunded at `refundedAt`. */
export interface CreditNoteRefund {
  refersTo: string;
  amount: number;
  refundedAt: Date;
}

/**
 * The invoiced order as a credit note counts it: `amount` of its total taken back from each VAT
 * rate in the invoice's proportions (a whole refund gives the invoice's own figures), one line per
 * rate, every figure negative. The rounding remainder goes to the largest rate, so the rows add up
 * to the amount refunded to the cent.
 */
export function creditedOrder(order: InvoiceOrder, refund: CreditNoteRefund): InvoiceOrder {
  const amount = Math.min(Math.max(refund.amount, 0), order.total);
  const ratio = order.total === 0 ? 0 : amount / order.total;
  const rows = order.taxes.map((row) => ({ rate: row.rate, base: Math.round(row.base * ratio), tax: Math.round(row.tax * ratio) }));
  const largest = rows.reduce<(typeof rows)[number] | undefined>(
    (found, row) => (!found || row.base > found.base ? row : found),
    undefined,
  );
  if (largest) largest.base += amount - rows.reduce((sum, row) => sum + row.base + row.tax, 0);
  const totalNet = rows.reduce((sum, row) => sum + row.base, 0);
  const messages = INVOICE_MESSAGES[order.language];
  const format = formatters(order.language, order.currencyCode, 'UTC');
  return {
    ...order,
    paidAt: refund.refundedAt,
    paymentMethod: null,
    lines: rows.map((row) => ({
      name: messages.refundOfInvoice.replace('{number}', () => refund.refersTo).replace('{rate}', () => format.percent(row.rate)),
      sku: '',
      quantity: 1,
      unitNet: -row.base,
      net: -row.base,
      taxRate: row.rate,
    })),
    taxes: rows.map((row) => ({ rate: row.rate, base: -row.base, tax: -row.tax })),
    totalNet: -totalNet,
    total: -amount,
  };
}

/** The texts of credit note `issuedNumber`: the invoice's layout, titled as a credit note, naming the invoice it credits. */
export function buildCreditNoteContent(
  order: InvoiceOrder,
  seller: Seller,
  issuedNumber: string,
  refund: CreditNoteRefund,
): InvoiceContent {
  const content = buildInvoiceContent(creditedOrder(order, refund), seller, issuedNumber);
  const { messages } = content;
  return {
    ...content,
    messages: { ...messages, invoice: messages.creditNote, invoiceNumber: messages.creditNoteNumber, invoiceDate: messages.creditNoteDate },
    payment: invoiceText(
      messages.refundedAgainst.replace('{date}', () => content.date).replace('{number}', () => invoiceText(refund.refersTo)),
    ),
  };
}
