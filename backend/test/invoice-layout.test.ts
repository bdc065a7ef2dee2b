import PDFDocument from 'pdfkit';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildInvoiceContent, type InvoiceOrder } from '../src/plugins/account/orders/invoice/invoice-content';
import { fitLine, wrapLines, type Measure } from '../src/plugins/account/orders/invoice/invoice-layout';
import { renderInvoicePdf } from '../src/plugins/account/orders/invoice/invoice-pdf';
import { ELLIPSIS, INVOICE_TEXT_MAX_LENGTH, invoiceText } from '../src/plugins/account/orders/invoice/invoice-text';
import { billingAddressLines } from '../src/plugins/account/orders/billing-address-lines';
import { loadSellerFile } from '../src/plugins/account/orders/seller';
import { SEED_DATA_DIR } from '../src/seed/load-seed-data';

/*
 * Issue 15: a billing street of 1,600 characters blocked the server 7.6 s per invoice download and
 * one of 10,240 killed it (the layout dropped one character at a time and measured the whole
 * string again). Cost is checked here by counting width measurements, never by timing: the cap
 * (invoice-text.ts) bounds every text, and the layout (invoice-layout.ts) measures a number of
 * characters that grows linearly with the text even without the cap.
 */

const seller = loadSellerFile(SEED_DATA_DIR);
const graphemes = (text: string) => [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].length;

/** A fake font 5 points a character, counting what it is asked to measure. */
function countingMeasure() {
  const counts = { calls: 0, characters: 0 };
  const measure: Measure = (text) => {
    counts.calls += 1;
    counts.characters += text.length;
    return [...text].length * 5;
  };
  return { counts, measure };
}

/** `length` characters of street-like words ("Street Street Str"), or one unbroken word. */
function field(length: number, kind: 'words' | 'word' = 'words'): string {
  return kind === 'word' ? 'x'.repeat(length) : 'Street '.repeat(Math.ceil(length / 7)).slice(0, length);
}

describe('invoiceText: the one cap of every printed text', () => {
  it('keeps a normal text as it is', () => {
    expect(invoiceText('Unter den Linden 1')).toBe('Unter den Linden 1');
    expect(invoiceText('12,49\u202F€')).toBe('12,49\u202F€');
  });

  it('cuts at 200 graphemes with an ellipsis, whatever the length', () => {
    for (const length of [201, 2_000, 10_000, 1_000_000]) {
      const capped = invoiceText(field(length, 'word'));
      expect(graphemes(capped)).toBe(INVOICE_TEXT_MAX_LENGTH);
      expect(capped.endsWith(ELLIPSIS)).toBe(true);
    }
    expect(invoiceText(field(200, 'word'))).toBe(field(200, 'word'));
    // Ideographs and Hangul syllables are one code unit a grapheme; an emoji is two.
    for (const character of ['東', '한', '🙂']) {
      const capped = invoiceText(character.repeat(10_000));
      expect(capped).toBe(`${character.repeat(INVOICE_TEXT_MAX_LENGTH - 1)}${ELLIPSIS}`);
    }
  });

  it('white space becomes single spaces; control, bidi and zero-width characters go', () => {
    expect(invoiceText('  Line one\r\n\tline\u00A0two  ')).toBe('Line one line\u00A0two');
    expect(invoiceText('evil\u202Egnp.exe\u200B\u0000')).toBe('evilgnp.exe');
  });

  it('never splits a grapheme: an accent or an emoji sequence stays whole', () => {
    const accented = 'e\u0301'.repeat(300);
    const capped = invoiceText(accented);
    expect(capped).toBe(`${'e\u0301'.repeat(INVOICE_TEXT_MAX_LENGTH - 1)}${ELLIPSIS}`);
    const family = '👨‍👩‍👧';
    expect(invoiceText(family.repeat(10))).toBe(family.repeat(10));
  });
});

describe('fitLine: one line cut with an ellipsis', () => {
  it('measures the text whole once, then a number of prefixes that does not grow with its length', () => {
    const short = countingMeasure();
    const long = countingMeasure();
    const fittedShort = fitLine(field(200), 300, short.measure);
    const fittedLong = fitLine(field(10_000), 300, long.measure);
    expect(fittedLong).toBe(fittedShort);
    // The quadratic layout measured 141 prefixes for 200 characters and 9,941 for 10,000.
    expect(long.counts.calls).toBe(short.counts.calls);
    expect(short.counts.calls).toBeLessThanOrEqual(14);
    // Only the first, whole measurement is longer.
    expect(long.counts.characters - short.counts.characters).toBe(10_000 - 200);
  });

  it('keeps the longest prefix that fits with the ellipsis', () => {
    const { measure } = countingMeasure();
    const fitted = fitLine(field(500, 'word'), 300, measure);
    expect(fitted).toBe(`${'x'.repeat(59)}${ELLIPSIS}`);
    expect(measure(fitted)).toBeLessThanOrEqual(300);
    expect(fitLine('short', 300, measure)).toBe('short');
  });
});

describe('wrapLines: text on lines of a column', () => {
  it.each(['words', 'word'] as const)('%s: the characters measured grow linearly with the text', (kind) => {
    const measured = (length: number) => {
      const { counts, measure } = countingMeasure();
      const lines = wrapLines(field(length, kind), 200, measure);
      for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(200);
      expect(
        lines
          .join(kind === 'word' ? '' : ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      ).toBe(field(length, kind).trim());
      return counts.characters;
    };
    const short = measured(200);
    const long = measured(10_000);
    // 50 times the text: about 50 times the work (give or take the last line); quadratic would be 2,500 times.
    expect(long / short).toBeLessThanOrEqual(60);
    expect(long / 10_000).toBeLessThanOrEqual(kind === 'words' ? 2 : 12);
  });

  it('breaks between CJK characters and inside a word wider than the column', () => {
    const { measure } = countingMeasure();
    expect(wrapLines('東京都千代田区丸の内', 20, measure)).toEqual(['東京都千', '代田区丸', 'の内']);
    expect(wrapLines('ab cdefghijkl mn', 25, measure)).toEqual(['ab', 'cdefg', 'hijkl', 'mn']);
  });
});

function order(fieldLength: number, kind: 'words' | 'word' = 'words'): InvoiceOrder {
  const long = (label: string) =>
    kind === 'word'
      ? (label[0]?.repeat(fieldLength) ?? '')
      : `${label} `.repeat(Math.ceil(fieldLength / (label.length + 1))).slice(0, fieldLength);
  const address = {
    fullName: long('Name'),
    company: long('Company'),
    streetLine1: long('Street'),
    streetLine2: long('Building'),
    city: long('City'),
    province: long('Province'),
    postalCode: long('12345'),
    countryCode: 'DE',
  };
  return {
    id: '42',
    code: 'K7Q2M4XW9TBN3DRA',
    currencyCode: 'EUR',
    paidAt: new Date(Date.UTC(2026, 10, 22, 9, 41)),
    language: 'en',
    paymentMethod: long('Card'),
    buyer: {
      name: long('Name'),
      email: `${long('mail')}@example.com`,
      addressLines: billingAddressLines(address, 'en'),
      vatNumber: long('DE123'),
    },
    lines: [{ name: long('Plan'), sku: long('SKU'), quantity: 1, unitNet: 1249, net: 1249, taxRate: 19 }],
    taxes: [{ rate: 19, base: 1249, tax: 237 }],
    totalNet: 1249,
    total: 1486,
  };
}

async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, text: texts.join('\n') };
}

describe('an invoice whatever the order holds', () => {
  it('prints a payment method as written, `$&` included', () => {
    const content = buildInvoiceContent({ ...order(10), paymentMethod: 'Pay $& $1 $$' }, seller, 'INV-2026-000042');
    expect(content.payment).toContain('Pay $& $1 $$');
  });

  afterEach(() => vi.restoreAllMocks());

  /** Characters the PDF library was asked to measure while laying the invoice out. */
  async function charactersMeasured(content: ReturnType<typeof buildInvoiceContent>): Promise<number> {
    const widthOfString = vi.spyOn(PDFDocument.prototype, 'widthOfString');
    await renderInvoicePdf(content);
    const characters = widthOfString.mock.calls.reduce((sum, [text]) => sum + String(text).length, 0);
    widthOfString.mockRestore();
    return characters;
  }

  it.each(['words', 'word'] as const)(
    '%s: the layout measures the same for 2,000, 10,000 and 1,000,000-character fields (the cap), and less for 200',
    async (kind) => {
      const counts: number[] = [];
      for (const length of [200, 2_000, 10_000, 1_000_000])
        counts.push(await charactersMeasured(buildInvoiceContent(order(length, kind), seller, 'INV-2026-000042')));
      expect(counts[1]).toBe(counts[2]);
      expect(counts[2]).toBe(counts[3]);
      expect(counts[0]).toBeLessThanOrEqual(counts[1] ?? 0);
      // Before the cap and the linear layout, 1,600 characters of street alone took millions.
      expect(counts[3]).toBeLessThan(60_000);
    },
  );

  it.each(['words', 'word'] as const)('%s: 10,000-character fields make a valid one-page PDF with the capped texts', async (kind) => {
    const content = buildInvoiceContent(order(10_000, kind), seller, 'INV-2026-000042');
    for (const line of [...content.buyer.lines.slice(0, -1), content.lines[0]?.description ?? '', content.payment]) {
      expect(graphemes(line)).toBeLessThanOrEqual(INVOICE_TEXT_MAX_LENGTH);
    }
    const street = content.buyer.lines.find((line) => line.startsWith(kind === 'word' ? 'SSS' : 'Street'));
    expect(street).toBeDefined();
    expect(street?.endsWith(ELLIPSIS)).toBe(true);
    expect(graphemes(street ?? '')).toBe(INVOICE_TEXT_MAX_LENGTH);
    // The SKU stays in a description whose name fills the cap.
    expect(content.lines[0]?.description).toMatch(/… \(S[^()]*…\)$/);

    const pdf = await renderInvoicePdf(content);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(100_000);
    const { pages, text } = await pdfText(pdf);
    expect(pages).toBe(1);
    // Each printed line is the capped text cut again to its column, ending with the ellipsis.
    expect(text).toMatch(kind === 'word' ? /SSSSSSSSSSSSSSSSSSSS+…/ : /Street Street Street [A-Za-z ]*…/);
    expect(text).toContain(content.number);
    expect(text).toContain(content.totals.total.replace(/\s/g, ' ').trim().split(/\s/)[0] ?? '');
  });
});
