import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';

import { documentNumber, yearIn } from '../src/plugins/account/orders/invoice/document-numbers';
import {
  buildCreditNoteContent,
  buildInvoiceContent,
  creditedOrder,
  type InvoiceOrder,
} from '../src/plugins/account/orders/invoice/invoice-content';
import { scriptRuns } from '../src/plugins/account/orders/invoice/invoice-fonts';
import { INVOICE_MESSAGES } from '../src/plugins/account/orders/invoice/invoice-messages';
import { renderInvoicePdf } from '../src/plugins/account/orders/invoice/invoice-pdf';
import { loadSellerFile } from '../src/plugins/account/orders/seller';
import {
  fieldLines,
  logoIsUsable,
  SELLER_FIELD_MAX_LENGTH,
  SELLER_MAX_LINES,
  sellerTextProblem,
} from '../src/plugins/account/orders/seller-channel-fields';
import { SEED_DATA_DIR } from '../src/seed/load-seed-data';
import { SHOP_LANGUAGES, type ShopLanguage } from '../src/seed/languages';

/*
 * The invoice (plugins/account/orders/invoice): its figures and texts, then the PDF itself in every
 * shop language, read back with PDF.js as a person's viewer would.
 */

const seller = loadSellerFile(SEED_DATA_DIR);

function order(language: ShopLanguage, overrides: Partial<InvoiceOrder> = {}): InvoiceOrder {
  return {
    id: '42',
    code: 'K7Q2M4XW9TBN3DRA',
    currencyCode: 'EUR',
    paidAt: new Date(Date.UTC(2026, 10, 22, 9, 41)),
    language,
    paymentMethod: 'Card',
    buyer: {
      name: 'Łukasz Żółć',
      email: 'lukasz@example.com',
      addressLines: ['Łukasz Żółć', 'Podróże Sp. z o.o.', 'ul. Długa 5', '00-238 Warszawa', 'Poland'],
      vatNumber: 'PL5260250274',
    },
    lines: [
      { name: 'France eSIM 5 GB 30 days', sku: 'FR-5GB-30D', quantity: 2, unitNet: 1249, net: 2498, taxRate: 23 },
      { name: 'Europe eSIM 10 GB 30 days', sku: 'EU-10GB-30D', quantity: 1, unitNet: 2849, net: 2849, taxRate: 23 },
    ],
    taxes: [{ rate: 23, base: 5347, tax: 1230 }],
    totalNet: 5347,
    total: 6577,
    ...overrides,
  };
}

/** The PDF's text, runs of white space made one. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const pageCount = pdf.numPages;
  await pdf.destroy();
  return `${pageCount}\n${pages.join('\n').replace(/\s+/g, ' ')}`;
}

describe('invoice content', () => {
  it('the number: prefix, year of payment in the seller’s time zone, the year’s sequence on 6 digits', () => {
    expect(documentNumber('INV', yearIn(new Date(Date.UTC(2026, 10, 22)), 'Europe/Paris'), 42)).toBe('INV-2026-000042');
    // 31 December 23:30 UTC is already the new year in Paris
    expect(yearIn(new Date(Date.UTC(2026, 11, 31, 23, 30)), 'Europe/Paris')).toBe(2027);
    expect(documentNumber('INV', 2026, 1234567)).toBe('INV-2026-1234567');
  });

  it('figures in the order’s language and currency, VAT per rate, totals', () => {
    const content = buildInvoiceContent(order('fr'), seller, 'INV-2026-000042');
    expect(content.number).toBe('INV-2026-000042');
    expect(content.fileName).toBe('INV-2026-000042.pdf');
    expect(content.date).toBe('22 novembre 2026');
    const spaces = (text: string) => text.replace(/\s/g, ' ');
    expect(
      content.lines.map((line) => [line.description, line.quantity, spaces(line.unitPrice), spaces(line.vatRate), spaces(line.net)]),
    ).toEqual([
      ['France eSIM 5 GB 30 days (FR-5GB-30D)', '2', '12,49 €', '23 %', '24,98 €'],
      ['Europe eSIM 10 GB 30 days (EU-10GB-30D)', '1', '28,49 €', '23 %', '28,49 €'],
    ]);
    expect(content.taxes.map((row) => [spaces(row.rate), spaces(row.base), spaces(row.tax)])).toEqual([['23 %', '53,47 €', '12,30 €']]);
    expect([content.totals.net, content.totals.vat, content.totals.total].map(spaces)).toEqual(['53,47 €', '12,30 €', '65,77 €']);
    expect(content.buyer.lines).toContain('Numéro de TVA: PL5260250274');
    expect(content.buyer.lines).toContain('E-mail: lukasz@example.com');
    expect(content.seller.lines).toContain('France');
    expect(content.payment).toBe('Payé par Card le 22 novembre 2026.');
  });

  it('without an address the buyer is named, without a method nothing is said about payment', () => {
    const content = buildInvoiceContent(
      order('en', { buyer: { name: 'Ada', email: null, addressLines: [], vatNumber: null }, paymentMethod: null }),
      seller,
      'INV-2026-000042',
    );
    expect(content.buyer.lines).toEqual(['Ada']);
    expect(content.payment).toBe('');
  });

  it('Japanese and Chinese characters are drawn with the CJK font, the rest with the Latin one', () => {
    expect(scriptRuns('VAT番号: FR1')).toEqual([
      { script: 'latin', text: 'VAT' },
      { script: 'cjk', text: '番号' },
      { script: 'latin', text: ': FR1' },
    ]);
    expect(scriptRuns('合計（税込）')).toEqual([{ script: 'cjk', text: '合計（税込）' }]);
  });
});

describe('invoice PDF', () => {
  it.each(SHOP_LANGUAGES)('%s: a real PDF whose text holds the number, buyer, lines, VAT and total in that language', async (language) => {
    const content = buildInvoiceContent(order(language), seller, 'INV-2026-000042');
    const pdf = await renderInvoicePdf(content);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    const messages = INVOICE_MESSAGES[language];
    const expected = [
      messages.invoice,
      messages.invoiceNumber,
      content.number,
      content.orderReference,
      seller.name,
      'Łukasz Żółć',
      'lukasz@example.com',
      'PL5260250274',
      'FR-5GB-30D',
      'EU-10GB-30D',
      messages.vatSummary,
      messages.total,
      content.taxes[0]?.rate ?? '',
      content.totals.vat,
      content.totals.total,
    ];
    for (const part of expected) expect(text).toContain(part.replace(/\s+/g, ' '));
  });

  it('a long order runs onto a second page', async () => {
    const lines = Array.from({ length: 40 }, (_, index) => ({
      name: `Plan number ${index} with a name long enough to wrap on two lines of the description column`,
      sku: `SKU-${index}`,
      quantity: 1,
      unitNet: 100,
      net: 100,
      taxRate: 20,
    }));
    const text = await pdfText(await renderInvoicePdf(buildInvoiceContent(order('en', { lines }), seller, 'INV-2026-000042')));
    expect(Number(text.split('\n')[0])).toBeGreaterThan(1);
    expect(text).toContain('SKU-0');
    expect(text).toContain('SKU-39');
  });
});

describe('credit note content (issue 35: a refund credits the invoice)', () => {
  const refundedAt = new Date(Date.UTC(2026, 10, 25, 10));
  const twoRates = order('en', {
    taxes: [
      { rate: 20, base: 2498, tax: 500 },
      { rate: 0, base: 2849, tax: 0 },
    ],
    totalNet: 5347,
    total: 5847,
  });

  it('a whole refund credits the invoice’s own figures, negative, one line per VAT rate', () => {
    const credited = creditedOrder(twoRates, { refersTo: 'INV-2026-000042', amount: 5847, refundedAt });
    expect(credited.taxes).toEqual([
      { rate: 20, base: -2498, tax: -500 },
      { rate: 0, base: -2849, tax: -0 },
    ]);
    expect(credited.lines.map((line) => [line.name, line.net])).toEqual([
      ['Refund of invoice INV-2026-000042 (20% VAT)', -2498],
      ['Refund of invoice INV-2026-000042 (0% VAT)', -2849],
    ]);
    expect([credited.totalNet, credited.total]).toEqual([-5347, -5847]);
  });

  it('a part refund is shared among the rates in the invoice’s proportions, adding up to the cent', () => {
    const credited = creditedOrder(twoRates, { refersTo: 'INV-2026-000042', amount: 1001, refundedAt });
    const sum = credited.taxes.reduce((total, row) => total + row.base + row.tax, 0);
    expect(sum).toBe(-1001);
    expect(credited.total).toBe(-1001);
    // Never more than the invoice, never a negative refund.
    expect(creditedOrder(twoRates, { refersTo: 'INV-1', amount: 999_999, refundedAt }).total).toBe(-5847);
    expect(creditedOrder(twoRates, { refersTo: 'INV-1', amount: -5, refundedAt }).total).toBe(-0);
  });

  it('is titled a credit note in the order’s language and names the invoice it credits', () => {
    const content = buildCreditNoteContent(order('fr'), seller, 'CN-2026-000003', {
      refersTo: 'INV-2026-000042',
      amount: 6577,
      refundedAt,
    });
    expect(content.messages.invoice).toBe(INVOICE_MESSAGES.fr.creditNote);
    expect(content.number).toBe('CN-2026-000003');
    expect(content.fileName).toBe('CN-2026-000003.pdf');
    expect(content.payment).toBe('Remboursé le 25 novembre 2026. Cet avoir annule ce montant de la facture INV-2026-000042.');
    expect(content.totals.total.replace(/\s/g, ' ')).toBe('-65,77 €');
  });

  it('prints as a PDF: the title, its number, the invoice it credits and the negative total', async () => {
    const content = buildCreditNoteContent(order('de'), seller, 'CN-2026-000003', {
      refersTo: 'INV-2026-000042',
      amount: 6577,
      refundedAt,
    });
    const text = await pdfText(await renderInvoicePdf(content));
    for (const expected of ['Gutschrift', 'CN-2026-000003', 'INV-2026-000042', content.totals.total])
      expect(text).toContain(expected.replace(/\s+/g, ' '));
  });

  it('has its texts in every shop language', () => {
    for (const language of SHOP_LANGUAGES) {
      const messages = INVOICE_MESSAGES[language];
      for (const key of ['creditNote', 'creditNoteNumber', 'creditNoteDate', 'refundOfInvoice', 'refundedAgainst'] as const)
        expect(messages[key], `${language} ${key}`).not.toBe('');
      expect(messages.refundOfInvoice).toContain('{number}');
      expect(messages.refundedAgainst).toContain('{date}');
    }
  });
});

describe('the seller staff keep on the channel (issue 35)', () => {
  it('prints the bank details under their heading, and the reverse charge mention when the order has it', async () => {
    const withBank = { ...seller, bankDetails: ['Banque Exemple', 'IBAN FR76 3000 6000 0112 3456 7890 189'] };
    const content = buildInvoiceContent(order('de', { reverseCharge: true }), withBank, 'INV-2026-000009');
    expect(content.seller.bank).toEqual(withBank.bankDetails);
    expect(content.notes).toEqual([INVOICE_MESSAGES.de.reverseCharge]);
    const text = await pdfText(await renderInvoicePdf(content));
    for (const expected of ['Bankverbindung', 'IBAN FR76 3000 6000 0112 3456 7890 189', 'Steuerschuldnerschaft des Leistungsempfängers']) {
      expect(text).toContain(expected);
    }
    const plain = buildInvoiceContent(order('de'), seller, 'INV-2026-000010');
    expect(plain.notes).toEqual([]);
    expect(plain.seller.bank).toEqual([]);
    expect(await pdfText(await renderInvoicePdf(plain))).not.toContain('Bankverbindung');
  });

  it('a logo pdfkit cannot read leaves the invoice without it rather than without an invoice', async () => {
    const content = buildInvoiceContent(order('en'), seller, 'INV-2026-000011');
    content.seller.logo = { mimeType: 'image/png', base64: Buffer.from('not a png').toString('base64') };
    const pdf = await renderInvoicePdf(content);
    expect(pdf.toString('latin1')).not.toContain('/Subtype /Image');
    expect(await pdfText(pdf)).toContain('INV-2026-000011');
  });

  it('refuses what cannot print, in the 8 languages, and lets the rest through', () => {
    expect(sellerTextProblem('12 rue de la Paix', { required: true, multiline: true })).toBeUndefined();
    expect(sellerTextProblem(null, { required: false, multiline: false })).toBeUndefined();
    const empty = sellerTextProblem('  \n ', { required: true, multiline: true });
    expect(empty?.map((text) => text.languageCode).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'ja', 'nl', 'zh_Hant']);
    expect(sellerTextProblem('x'.repeat(SELLER_FIELD_MAX_LENGTH + 1), { required: true, multiline: false })).toBeDefined();
    expect(
      sellerTextProblem(Array.from({ length: SELLER_MAX_LINES + 1 }, () => 'a').join('\n'), { required: true, multiline: true }),
    ).toBeDefined();
    expect(sellerTextProblem('fr', { required: true, multiline: false, countryCode: true })).toBeDefined();
    expect(sellerTextProblem('FR', { required: true, multiline: false, countryCode: true })).toBeUndefined();
    expect(fieldLines(' Bank \r\n\n IBAN ')).toEqual(['Bank', 'IBAN']);
  });

  it('a logo is a PNG or a JPEG of at most 512 KB', () => {
    expect(logoIsUsable({ mimeType: 'image/png', fileSize: 1024 })).toBe(true);
    expect(logoIsUsable({ mimeType: 'image/jpeg', fileSize: 512 * 1024 })).toBe(true);
    expect(logoIsUsable({ mimeType: 'image/jpeg', fileSize: 512 * 1024 + 1 })).toBe(false);
    expect(logoIsUsable({ mimeType: 'image/svg+xml', fileSize: 100 })).toBe(false);
  });
});
