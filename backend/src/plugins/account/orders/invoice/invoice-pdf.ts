import PDFDocument from 'pdfkit';

import { intlLocale } from '../../../../seed/languages';
import { cjkFamilyFor, parsedFont, scriptRuns, type FontRole, type Script } from './invoice-fonts';
import { fitLine, wrapLines } from './invoice-layout';
import type { InvoiceContent } from './invoice-content';

/*
 * Lays an invoice's content out on A4 pages with pdfkit. Every text goes through `Writer`, which
 * switches between the Latin and the CJK font run by run, right-aligns figures, wraps long
 * descriptions (invoice-layout.ts fits and wraps) and starts a new page when the next block does
 * not fit. The texts arrive capped (invoice-text.ts), so an invoice's layout costs the same
 * whatever the order holds.
 */

const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;
const MUTED = '#555555';
const RULE = '#bbbbbb';

type Align = 'left' | 'right';
interface TextStyle {
  size?: number;
  bold?: boolean;
  align?: Align;
  color?: string;
}

// Narrow and thin no-break spaces (French number formats) become plain no-break spaces, which
// every embedded font has.
const printable = (text: string) => text.replace(/[\u202F\u2009]/g, '\u00A0');

class Writer {
  y: number = PAGE.margin;

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  private use(script: Script, role: FontRole, size: number): void {
    this.doc.font(`${script}-${role}`).fontSize(size);
  }

  width(text: string, style: TextStyle = {}): number {
    const size = style.size ?? 9;
    const role: FontRole = style.bold ? 'bold' : 'regular';
    return scriptRuns(printable(text)).reduce((sum, run) => {
      this.use(run.script, role, size);
      return sum + this.doc.widthOfString(run.text);
    }, 0);
  }

  /** One line at (x, y) within `width`; cut with an ellipsis rather than overflow. */
  line(text: string, x: number, y: number, width: number, style: TextStyle = {}): void {
    const size = style.size ?? 9;
    const role: FontRole = style.bold ? 'bold' : 'regular';
    const shown = fitLine(printable(text), width, (part) => this.width(part, style));
    let cursor = style.align === 'right' ? x + width - this.width(shown, style) : x;
    this.doc.fillColor(style.color ?? '#000000');
    for (const run of scriptRuns(shown)) {
      this.use(run.script, role, size);
      // One baseline for both fonts: their ascenders differ, so top-aligned runs would not line up.
      this.doc.text(run.text, cursor, y + size * 0.95, { lineBreak: false, baseline: 'alphabetic' });
      cursor += this.doc.widthOfString(run.text);
    }
  }

  /** The text broken into lines of at most `width`: at spaces, between any two CJK characters, inside a word wider than the line. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    return wrapLines(printable(text), width, (part) => this.width(part, style));
  }

  lineHeight(style: TextStyle = {}): number {
    return (style.size ?? 9) * 1.45;
  }

  /** A new page when `height` more points do not fit on this one. */
  reserve(height: number): void {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  /**
   * The image scaled into the box at (x, y), right-aligned in it; false when pdfkit cannot read
   * it (a damaged upload): the document is then made without it rather than not at all.
   */
  image(bytes: Buffer, x: number, y: number, box: { width: number; height: number }): boolean {
    try {
      this.doc.image(bytes, x, y, { fit: [box.width, box.height], align: 'right' });
      return true;
    } catch {
      return false;
    }
  }

  rule(x = PAGE.margin, width = CONTENT_WIDTH): void {
    this.doc
      .moveTo(x, this.y)
      .lineTo(x + width, this.y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }
}

/** Description, quantity, unit price, VAT rate, net amount. */
const COLUMNS = [
  { x: PAGE.margin, width: 200, align: 'left' as const },
  { x: 255, width: 35, align: 'right' as const },
  { x: 295, width: 90, align: 'right' as const },
  { x: 390, width: 60, align: 'right' as const },
  { x: 455, width: 90, align: 'right' as const },
];
const HEADING = { size: 8, bold: true } as const;

/** The seller's logo, top right above the title, within this box (scaled to fit, ratio kept). */
const LOGO_BOX = { width: 140, height: 48 };

function header(writer: Writer, content: InvoiceContent): void {
  const logo = content.seller.logo;
  if (logo && writer.image(Buffer.from(logo.base64, 'base64'), PAGE.width - PAGE.margin - LOGO_BOX.width, writer.y, LOGO_BOX)) {
    writer.y += LOGO_BOX.height + 10;
  }
  const top = writer.y;
  writer.line(content.seller.name, PAGE.margin, top, 260, { size: 13, bold: true });
  let left = top + 20;
  for (const line of content.seller.lines) {
    writer.line(line, PAGE.margin, left, 260, { size: 8.5, color: MUTED });
    left += writer.lineHeight({ size: 8.5 });
  }
  const right = { x: 300, width: PAGE.width - PAGE.margin - 300 };
  writer.line(content.messages.invoice, right.x, top, right.width, { size: 20, bold: true, align: 'right' });
  let y = top + 32;
  for (const [label, value] of [
    [content.messages.invoiceNumber, content.number],
    [content.messages.invoiceDate, content.date],
    [content.messages.orderReference, content.orderReference],
  ] as const) {
    writer.line(label, right.x, y, 125, { size: 8.5, color: MUTED });
    writer.line(value, right.x + 125, y, right.width - 125, { size: 8.5, bold: true, align: 'right' });
    y += writer.lineHeight({ size: 8.5 }) + 2;
  }
  writer.y = Math.max(left, y) + 18;
}

function buyer(writer: Writer, content: InvoiceContent): void {
  writer.line(content.messages.billedTo, PAGE.margin, writer.y, 260, { size: 10, bold: true });
  writer.y += 16;
  for (const line of content.buyer.lines) {
    writer.line(line, PAGE.margin, writer.y, 300, { size: 9 });
    writer.y += writer.lineHeight();
  }
  writer.y += 18;
}

function lines(writer: Writer, content: InvoiceContent): void {
  const { messages } = content;
  const headings = [messages.description, messages.quantity, messages.unitPrice, messages.vatRate, messages.netAmount];
  // Headings wrap on two lines at most ('Prezzo unitario IVA esclusa' is wider than its figures).
  const drawHeadings = () => {
    let rows = 1;
    headings.forEach((heading, index) => {
      const column = COLUMNS[index];
      if (!column) return;
      const wrapped = writer.wrap(heading, column.width, HEADING).slice(0, 2);
      rows = Math.max(rows, wrapped.length);
      wrapped.forEach((text, row) =>
        writer.line(text, column.x, writer.y + row * writer.lineHeight(HEADING), column.width, { ...HEADING, align: column.align }),
      );
    });
    writer.y += rows * writer.lineHeight(HEADING) + 3;
    writer.rule();
    writer.y += 6;
  };
  writer.reserve(40);
  drawHeadings();
  for (const row of content.lines) {
    const description = writer.wrap(row.description, COLUMNS[0]?.width ?? 200);
    const height = description.length * writer.lineHeight() + 4;
    if (writer.y + height > BOTTOM) {
      writer.reserve(height + 40);
      drawHeadings();
    }
    description.forEach((text, index) => writer.line(text, PAGE.margin, writer.y + index * writer.lineHeight(), COLUMNS[0]?.width ?? 200));
    [row.quantity, row.unitPrice, row.vatRate, row.net].forEach((value, index) => {
      const column = COLUMNS[index + 1];
      if (column) writer.line(value, column.x, writer.y, column.width, { align: column.align });
    });
    writer.y += height;
  }
  writer.rule();
  writer.y += 16;
}

/** The VAT per rate on the left, the totals on the right. */
function summary(writer: Writer, content: InvoiceContent): void {
  const { messages } = content;
  const rows = Math.max(content.taxes.length + 1, 3);
  writer.reserve(28 + rows * writer.lineHeight() + 20);
  const top = writer.y;

  writer.line(messages.vatSummary, PAGE.margin, top, 240, { size: 9, bold: true });
  const taxColumns = [
    { x: PAGE.margin, width: 60, align: 'left' as const },
    { x: 110, width: 95, align: 'right' as const },
    { x: 210, width: 70, align: 'right' as const },
  ];
  let y = top + 16;
  [messages.vatRate, messages.taxBase, messages.vat].forEach((heading, index) => {
    const column = taxColumns[index];
    if (column) writer.line(heading, column.x, y, column.width, { size: 8, color: MUTED, align: column.align });
  });
  y += writer.lineHeight({ size: 8 });
  for (const tax of content.taxes) {
    [tax.rate, tax.base, tax.tax].forEach((value, index) => {
      const column = taxColumns[index];
      if (column) writer.line(value, column.x, y, column.width, { align: column.align });
    });
    y += writer.lineHeight();
  }

  const totals = { x: 330, width: PAGE.width - PAGE.margin - 330 };
  let right = top;
  for (const [label, value, bold] of [
    [messages.totalNet, content.totals.net, false],
    [messages.totalVat, content.totals.vat, false],
    [messages.total, content.totals.total, true],
  ] as const) {
    writer.line(label, totals.x, right, 120, { size: bold ? 10 : 9, bold });
    writer.line(value, totals.x + 120, right, totals.width - 120, { size: bold ? 10 : 9, bold, align: 'right' });
    right += writer.lineHeight({ size: 10 }) + 2;
  }
  writer.y = Math.max(y, right) + 24;
}

function footer(writer: Writer, content: InvoiceContent): void {
  for (const text of [content.payment, ...content.notes]) {
    for (const line of text ? writer.wrap(text, CONTENT_WIDTH, { size: 9 }) : []) {
      writer.reserve(20);
      writer.line(line, PAGE.margin, writer.y, CONTENT_WIDTH, { size: 9 });
      writer.y += writer.lineHeight({ size: 9 });
    }
    if (text) writer.y += 3;
  }
  if (content.seller.bank.length === 0) return;
  writer.reserve(16 + content.seller.bank.length * writer.lineHeight({ size: 8.5 }));
  writer.y += 6;
  writer.line(content.messages.bankDetails, PAGE.margin, writer.y, CONTENT_WIDTH, { size: 9, bold: true });
  writer.y += 14;
  for (const line of content.seller.bank) {
    writer.line(line, PAGE.margin, writer.y, CONTENT_WIDTH, { size: 8.5, color: MUTED });
    writer.y += writer.lineHeight({ size: 8.5 });
  }
}

/** The invoice as PDF bytes. */
export function renderInvoicePdf(content: InvoiceContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: intlLocale(content.language),
    info: { Title: `${content.messages.invoice} ${content.number}`, Author: content.seller.name, Subject: content.orderReference },
  });
  const cjk = cjkFamilyFor(content.language);
  // pdfkit takes a parsed fontkit font as well as a file (its types only name the file kinds).
  const register = (name: string, family: 'latin' | typeof cjk, role: FontRole) =>
    doc.registerFont(name, parsedFont(family, role) as unknown as PDFKit.Mixins.PDFFontSource);
  register('latin-regular', 'latin', 'regular');
  register('latin-bold', 'latin', 'bold');
  register('cjk-regular', cjk, 'regular');
  register('cjk-bold', cjk, 'bold');

  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const writer = new Writer(doc);
  header(writer, content);
  buyer(writer, content);
  lines(writer, content);
  summary(writer, content);
  footer(writer, content);
  doc.end();
  return done;
}
