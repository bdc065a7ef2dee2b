import { deflateSync } from 'node:zlib';

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';

import { inspectPdf, MAX_INFLATED_BYTES } from '../src/plugins/community/uploads/pdf-check';
import { objectStreamPdf, scriptInObjectStream, xfaScriptInObjectStream } from './support/pdf-fixtures';

const plain = (body: string) => Buffer.from(`%PDF-1.4\n${body}\n%%EOF\n`, 'latin1');
const refusedFor = (reason: 'activeContent' | 'uninspectable') => ({ ok: false, reason });

/** What pdf.js, a real reader, finds in the document: its pages, document-level scripts and whether it holds an XFA form. */
async function asReadBy(bytes: Buffer) {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false }).promise;
  const scripts = JSON.stringify((await document.getJSActions()) ?? {});
  const { info } = await document.getMetadata();
  const found = { pages: document.numPages, scripts, xfa: (info as { IsXFAPresent?: boolean }).IsXFAPresent === true };
  await document.destroy();
  return found;
}

describe('PDF uploads: what a reader would act on', () => {
  it('keeps an ordinary document, object streams and all', async () => {
    const clean = objectStreamPdf();
    expect(await asReadBy(clean)).toEqual({ pages: 1, scripts: '{}', xfa: false });
    expect(await inspectPdf(clean)).toEqual({ ok: true });
    expect(await inspectPdf(plain('1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj'))).toEqual({ ok: true });
  });

  it('finds a script hidden in a compressed object stream, which a reader runs on opening (issue 15)', async () => {
    const pdf = scriptInObjectStream();
    expect(pdf.toString('latin1')).not.toContain('JavaScript');
    expect((await asReadBy(pdf)).scripts).toContain('app.alert(1)');
    expect(await inspectPdf(pdf)).toEqual(refusedFor('activeContent'));
  });

  it('finds an XFA form (its XML carries a <script>) declared in an object stream (issue 15)', async () => {
    const pdf = xfaScriptInObjectStream();
    expect(pdf.toString('latin1')).not.toMatch(/\/XFA\b/);
    expect((await asReadBy(pdf)).xfa).toBe(true);
    expect(await inspectPdf(pdf)).toEqual(refusedFor('activeContent'));
  });

  it('finds scripts, launches, attached files and data actions in plain dictionaries, #xx escapes included', async () => {
    for (const body of [
      '1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj',
      '1 0 obj << /OpenAction << /S /J#61vaScript /J#53 (x) >> >> endobj',
      '1 0 obj << /A << /S /Launch /F (calc.exe) >> >> endobj',
      '1 0 obj << /AcroForm << /Fields [] /XFA 2 0 R >> >> endobj',
      '1 0 obj << /Names << /EmbeddedFiles 2 0 R >> >> endobj',
      '1 0 obj << /Type /Annot /Subtype /FileAttachment /FS 2 0 R >> endobj',
      '1 0 obj << /Type /Annot /Subtype /RichMedia >> endobj',
      '1 0 obj << /A << /S /SubmitForm /F (https://evil.example/) >> >> endobj',
      '1 0 obj << /A << /S /GoToE /T << /R /C /N (x) >> >> >> endobj',
      '1 0 obj << /AA << /O << /S /ImportData /F (data.fdf) >> >> >> endobj',
    ]) {
      expect(await inspectPdf(plain(body)), body).toEqual(refusedFor('activeContent'));
    }
  });

  it('reads whole names only: /JSON or /Launchpad are not /JS or /Launch', async () => {
    expect(await inspectPdf(plain('1 0 obj << /JSON (x) /Launchpad 2 /XFAX 3 >> endobj'))).toEqual({ ok: true });
  });

  it('does not mistake bytes inside a well-formed stream for a dictionary', async () => {
    const image = Buffer.concat([Buffer.alloc(500, 7), Buffer.from('/JS /Launch ', 'latin1'), Buffer.alloc(500, 9)]);
    const pdf = objectStreamPdf({
      plainStreams: [['/Type /XObject /Subtype /Image /Width 10 /Height 10 /BitsPerComponent 8 /ColorSpace /DeviceGray', image]],
    });
    expect(await inspectPdf(pdf)).toEqual({ ok: true });
  });

  it('refuses what it cannot inspect: encrypted documents, other filters or predictors on object streams', async () => {
    expect(await inspectPdf(objectStreamPdf({ trailerEntries: '/Encrypt << /Filter /Standard /V 2 >> ' }))).toEqual(
      refusedFor('uninspectable'),
    );
    expect(await inspectPdf(objectStreamPdf({ objectStreamFilter: 'ASCIIHexDecode' }))).toEqual(refusedFor('uninspectable'));
    const predictor = objectStreamPdf()
      .toString('latin1')
      .replace('/Filter /FlateDecode', '/Filter /FlateDecode /DecodeParms << /Predictor 12 >>');
    expect(await inspectPdf(Buffer.from(predictor, 'latin1'))).toEqual(refusedFor('uninspectable'));
  });

  it('reads an uncompressed object stream as it is, and a truncated one as far as it goes', async () => {
    expect(
      await inspectPdf(
        objectStreamPdf({
          objectStreamFilter: 'none',
          catalogEntries: '/OpenAction 4 0 R ',
          extraObjects: ['<< /S /JavaScript /JS (x) >>'],
        }),
      ),
    ).toEqual(refusedFor('activeContent'));
    const deflated = deflateSync(Buffer.from('1 0 << /S /JavaScript /JS (x) >>', 'latin1'));
    const cut = deflated.subarray(0, deflated.length - 6);
    const pdf = Buffer.concat([
      Buffer.from(`%PDF-1.5\n5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${cut.length} >>\nstream\n`, 'latin1'),
      cut,
      Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
    ]);
    expect(await inspectPdf(pdf)).toEqual(refusedFor('activeContent'));
  });

  it('stops a decompression bomb at its ceiling instead of inflating it', async () => {
    const bomb = objectStreamPdf({ objectStreamPadding: MAX_INFLATED_BYTES + 1024 });
    expect(bomb.length).toBeLessThan(MAX_INFLATED_BYTES / 500);
    expect(await inspectPdf(bomb)).toEqual(refusedFor('uninspectable'));
  });
});
