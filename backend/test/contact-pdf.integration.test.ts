import { randomInt, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { simpleParser, type ParsedMail } from 'mailparser';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, inject, it } from 'vitest';

import { FORM_MESSAGES } from '../src/plugins/form-submissions/form-messages';
import { activeContentOf } from '../src/plugins/form-submissions/uploads/pdf-rewrite';
import { ISSUE_30_ACTIVE_PDFS, objectStreamPdf, scriptInObjectStream, xfaScriptInObjectStream } from './support/pdf-fixtures';

/*
 * Issues 15 and 30 against the real backend: PDFs carrying scripts, forms and open actions (five
 * of them passed the issue-15 byte check and were stored and mailed as they came) are now stored
 * and mailed as the shop's own rewrite, which holds their pages and nothing that acts; a PDF that
 * cannot be rewritten is refused with the translated message.
 */

const backendOrigin = () => new URL(inject('shopApiUrl')).origin;
// Each test posts from an address of its own, so the forms' rate limit never decides the outcome.
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function mailboxDir(): string {
  const dir = inject('mailboxDir');
  if (!dir) throw new Error('The integration setup named no mailbox (MAILBOX_DIR)');
  return dir;
}

async function sendContactDocument(bytes: Buffer, message: string, languageCode = 'en') {
  const form = new FormData();
  form.set('contactId', '1');
  form.set('email', 'shopper@example.com');
  form.set('message', message);
  form.set('file', new File([new Uint8Array(bytes)], 'receipt.pdf', { type: 'application/pdf' }));
  const response = await fetch(`${backendOrigin()}/contact/submit?languageCode=${languageCode}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': randomIp() },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { error?: string; code?: string } };
}

/** The staff mail whose text holds `token`: its attachment is the file as stored. */
async function mailedAttachment(token: string): Promise<Buffer> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        for (const name of (await readdir(mailboxDir()).catch(() => [] as string[])).filter((entry) => entry.endsWith('.eml'))) {
          const raw = await readFile(path.join(mailboxDir(), name), 'utf8');
          if (!raw.includes(token) && !raw.replace(/=\r?\n/g, '').includes(token)) continue;
          found = await simpleParser(raw);
          return true;
        }
        return false;
      },
      { timeout: 10_000, interval: 150 },
    )
    .toBe(true);
  const attachment = found?.attachments.find((candidate) => candidate.filename === 'receipt.pdf');
  if (!attachment) throw new Error(`no attachment in the mail of ${token}`);
  return attachment.content;
}

/** What a reader finds in the document: scripts, and the text of each page. */
async function asReadBy(bytes: Uint8Array) {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  const scripts = JSON.stringify((await document.getJSActions()) ?? {});
  await document.destroy();
  return { scripts, texts };
}

const uninspectable = (languageCode: 'en' | 'ja' = 'en') => ({
  status: 415,
  body: expect.objectContaining({ code: 'FILE_TYPE_NOT_ALLOWED', error: FORM_MESSAGES.pdfUninspectable[languageCode] }),
});

describe('contact documents: PDFs with active content are stored as the shop’s rewrite (issue 30)', () => {
  it.each(Object.entries(ISSUE_30_ACTIVE_PDFS))('%s: kept and mailed without it, its page intact', async (_, make) => {
    const upload = make();
    expect(activeContentOf(await PDFDocument.load(upload))).toContain('OpenAction');
    const token = `pdf30-${randomUUID()}`;
    expect((await sendContactDocument(upload, `My receipt ${token}`)).status).toBe(201);

    const stored = await mailedAttachment(token);
    expect(stored.equals(upload)).toBe(false);
    expect(activeContentOf(await PDFDocument.load(stored))).toEqual([]);
    expect(await asReadBy(stored)).toEqual({ scripts: '{}', texts: ['Receipt 30'] });
  });

  it('issue 15: a script and an XFA form hidden in object streams are not kept either', async () => {
    for (const upload of [scriptInObjectStream(), xfaScriptInObjectStream()]) {
      const token = `pdf15-${randomUUID()}`;
      expect((await sendContactDocument(upload, `My receipt ${token}`)).status).toBe(201);
      const stored = await mailedAttachment(token);
      expect(activeContentOf(await PDFDocument.load(stored))).toEqual([]);
      expect((await asReadBy(stored)).scripts).toBe('{}');
    }
  });

  it('takes an ordinary PDF written with object streams, its text intact', async () => {
    const token = `pdf-ok-${randomUUID()}`;
    expect((await sendContactDocument(objectStreamPdf({ text: 'Invoice 2026-17' }), `Invoice ${token}`)).status).toBe(201);
    expect((await asReadBy(await mailedAttachment(token))).texts).toEqual(['Invoice 2026-17']);
  });

  it('refuses a PDF it cannot rewrite, in the shopper’s language, and stores nothing', async () => {
    const encrypted = objectStreamPdf({ trailerEntries: '/Encrypt << /Filter /Standard /V 2 >> ' });
    expect(await sendContactDocument(encrypted, 'encrypted')).toEqual(uninspectable());
    // Issue 30's third variant with a bare line feed after `stream `: pdf-lib cannot read its object stream.
    const unreadable = objectStreamPdf({
      catalogEntries: '/OpenAction 4 0 R ',
      extraObjects: ['<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>'],
      objectStreamKeywordEnd: ' \n',
    });
    const token = `pdf-refused-${randomUUID()}`;
    expect(await sendContactDocument(unreadable, `Refused ${token}`, 'ja')).toEqual(uninspectable('ja'));
    expect(await sendContactDocument(Buffer.from('%PDF-1.7\n%%EOF\n', 'latin1'), 'damaged')).toEqual(uninspectable());
  });
});
