import { deflateSync } from 'node:zlib';

import PDFKitDocument from 'pdfkit';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { activeContentOf, MAX_DECODED_BYTES, MAX_PDF_PAGES, rewritePdf } from '../src/plugins/form-submissions/uploads/pdf-rewrite';
import { ISSUE_30_ACTIVE_PDFS, objectStreamPdf, scriptInObjectStream, xfaScriptInObjectStream } from './support/pdf-fixtures';

/*
 * Uploaded PDFs are rewritten by the shop (plugins/form-submissions/uploads/pdf-rewrite.ts, issue 30):
 * pdf.js, a real reader, finds the hostile documents' scripts and open actions before and nothing
 * after, and the pages (their text, their pictures) survive. pdf-lib reads the output again to
 * walk every object in it.
 */

/** What pdf.js finds in a document: pages, scripts, attachments, outline, each page's annotations and text. */
async function asReadBy(bytes: Uint8Array) {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  const pages: Array<{ text: string; annotations: number; images: number }> = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    const operators = await page.getOperatorList();
    // pdf.js's OPS.paintImageXObject is 85.
    const images = operators.fnArray.filter((operator) => operator === 85).length;
    pages.push({ text, annotations: (await page.getAnnotations()).length, images });
  }
  const found = {
    scripts: JSON.stringify((await document.getJSActions()) ?? {}),
    attachments: await document.getAttachments(),
    outline: await document.getOutline(),
    pages,
  };
  await document.destroy();
  return found;
}

async function rewritten(bytes: Uint8Array): Promise<Uint8Array> {
  const outcome = await rewritePdf(bytes);
  if (!outcome.ok) throw new Error(`not rewritten: ${outcome.reason}`);
  return outcome.bytes;
}

const activeIn = async (bytes: Uint8Array) => activeContentOf(await PDFDocument.load(bytes));

/** An ordinary document as a PDF library writes one: text on two pages, a picture, a link, an outline and an attached file. */
async function producedDocument(): Promise<Buffer> {
  const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const document = new PDFKitDocument({ size: 'A4', compress: true });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => document.on('end', resolve));
  document.fontSize(14).text('Order receipt ESIM-4821, total 12.00 EUR');
  document.image(picture, 50, 120, { width: 80 });
  document.link(50, 200, 100, 20, 'https://evil.example/track');
  document.outline.addItem('Receipt');
  document.file(Buffer.from('MZ executable'), { name: 'invoice.exe' });
  document.addPage().text('Page two: thank you');
  document.end();
  await ended;
  return Buffer.concat(chunks);
}

describe('PDF uploads are rewritten by the shop', () => {
  it('keeps an ordinary document’s pages, text and pictures, and drops its link, outline and attached file', async () => {
    const upload = await producedDocument();
    const before = await asReadBy(upload);
    expect(before.attachments).not.toBeNull();
    expect(before.outline).not.toBeNull();
    expect(before.pages[0]?.annotations).toBe(1);

    const stored = await rewritten(upload);
    const after = await asReadBy(stored);
    expect(after).toEqual({
      scripts: '{}',
      attachments: null,
      outline: null,
      pages: [
        { text: before.pages[0]?.text, annotations: 0, images: 1 },
        { text: before.pages[1]?.text, annotations: 0, images: 0 },
      ],
    });
    expect(after.pages[0]?.text).toContain('Order receipt ESIM-4821');
    expect(await activeIn(stored)).toEqual([]);
    // The drawing is carried over as it was (no re-encoding): about the same size, less what was dropped.
    expect(stored.length).toBeGreaterThan(upload.length / 4);
    expect(stored.length).toBeLessThan(upload.length * 2);
  });

  describe.each(Object.entries(ISSUE_30_ACTIVE_PDFS))('issue 30: %s', (_, make) => {
    it('acts when opened as it came, and the stored rewrite does not', async () => {
      const upload = make();
      expect(await activeIn(upload)).toContain('OpenAction');
      const stored = await rewritten(upload);
      expect(await activeIn(stored)).toEqual([]);
      expect(await asReadBy(stored)).toEqual({
        scripts: '{}',
        attachments: null,
        outline: null,
        pages: [{ text: 'Receipt 30', annotations: 0, images: 0 }],
      });
      for (const word of ['OpenAction', 'JavaScript', 'GoToR', 'URI', 'evil']) expect(Buffer.from(stored).includes(word)).toBe(false);
    });
  });

  it('issue 30: the object stream variants run their script in a reader as they came', async () => {
    for (const name of ['note that looks like an object header', 'comment line before stream', 'space after the stream keyword'] as const) {
      expect((await asReadBy(ISSUE_30_ACTIVE_PDFS[name]())).scripts, name).toContain('app.alert(1)');
    }
  });

  it('refuses `stream` followed by a space and a bare line feed: pdf-lib cannot read that object stream, so nothing is kept', async () => {
    const upload = objectStreamPdf({
      catalogEntries: '/OpenAction 4 0 R ',
      extraObjects: ['<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>'],
      objectStreamKeywordEnd: ' \n',
    });
    expect((await asReadBy(upload)).scripts).toContain('app.alert(1)');
    expect(await rewritePdf(upload)).toEqual({ ok: false, reason: 'unrewritable' });
  });

  it('drops the issue-15 script and XFA form hidden in object streams', async () => {
    for (const upload of [scriptInObjectStream(), xfaScriptInObjectStream()]) {
      const stored = await rewritten(upload);
      expect(await activeIn(stored)).toEqual([]);
      expect((await asReadBy(stored)).scripts).toBe('{}');
    }
  });

  it('drops actions and attached files hidden among a page’s resources', async () => {
    const withResources = objectStreamPdf({
      text: 'Hidden',
      resourceEntries: '/XObject << /X1 4 0 R >>',
      extraObjects: ['<< /Type /XObject /Subtype /Form /BBox [0 0 10 10] /AA << /O << /S /Launch /F (calc.exe) >> >> /OpenAction 1 0 R >>'],
      catalogEntries: '/Names << /EmbeddedFiles << /Names [(x.exe) << /Type /Filespec /EF << /F 1 0 R >> >>] >> >> ',
    });
    expect(await activeIn(withResources)).toEqual(expect.arrayContaining(['AA', 'Launch', 'Names']));
    const stored = await rewritten(withResources);
    expect(await activeIn(stored)).toEqual([]);
    expect((await asReadBy(stored)).pages[0]?.text).toBe('Hidden');
  });

  it('refuses what it cannot rewrite: encrypted, damaged, no pages, too many pages', async () => {
    const refused = { ok: false, reason: 'unrewritable' };
    expect(await rewritePdf(objectStreamPdf({ trailerEntries: '/Encrypt << /Filter /Standard /V 2 >> ' }))).toEqual(refused);
    expect(await rewritePdf(Buffer.from('%PDF-1.7\n%%EOF\n', 'latin1'))).toEqual(refused);
    expect(
      await rewritePdf(Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF', 'latin1')),
    ).toEqual(refused);
    const many = await PDFDocument.create();
    for (let page = 0; page <= MAX_PDF_PAGES; page += 1) many.addPage();
    expect(await rewritePdf(await many.save())).toEqual(refused);
  });

  it('stops a decompression bomb at its budget instead of inflating it', async () => {
    const bomb = objectStreamPdf({ objectStreamPadding: MAX_DECODED_BYTES + 1024 });
    expect(bomb.length).toBeLessThan(MAX_DECODED_BYTES / 500);
    expect(await rewritePdf(bomb)).toEqual({ ok: false, reason: 'unrewritable' });
    // Within its budget the same document is read.
    expect((await rewritePdf(objectStreamPdf({ objectStreamPadding: 1024 * 1024 }))).ok).toBe(true);
    // A content stream is copied as it is, never decoded: a bomb there costs nothing here.
    const drawing = deflateSync(Buffer.alloc(MAX_DECODED_BYTES + 1024 * 1024, 0x20));
    const withContents = objectStreamPdf({ pageEntries: '/Contents 5 0 R ', plainStreams: [['/Filter /FlateDecode ', drawing]] });
    expect((await rewritePdf(withContents)).ok).toBe(true);
  });
});
