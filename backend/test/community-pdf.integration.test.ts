import { randomInt } from 'node:crypto';

import { describe, expect, inject, it } from 'vitest';

import { COMMUNITY_MESSAGES } from '../src/plugins/community/community-messages';
import { objectStreamPdf, scriptInObjectStream, xfaScriptInObjectStream } from './support/pdf-fixtures';

/*
 * Issue 15, item 6, against the real backend: a PDF with JavaScript inside a compressed object
 * stream, and one with an XFA form carrying a <script>, were stored unchanged as contact
 * documents. Both are now refused with the translated message; an ordinary PDF written the same
 * modern way (object streams) is still taken.
 */

const backendOrigin = () => new URL(inject('shopApiUrl')).origin;
// Each test posts from an address of its own, so the forms' rate limit never decides the outcome.
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function sendContactDocument(bytes: Buffer, languageCode = 'en') {
  const form = new FormData();
  form.set('contactId', '1');
  form.set('email', 'shopper@example.com');
  form.set('message', 'My receipt, attached');
  form.set('file', new File([new Uint8Array(bytes)], 'receipt.pdf', { type: 'application/pdf' }));
  const response = await fetch(`${backendOrigin()}/contact/submit?languageCode=${languageCode}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': randomIp() },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { error?: string; code?: string } };
}

describe('contact documents: PDFs that hide active content', () => {
  it('refuses a script inside a compressed object stream', async () => {
    expect(await sendContactDocument(scriptInObjectStream())).toEqual({
      status: 415,
      body: expect.objectContaining({ code: 'FILE_TYPE_NOT_ALLOWED', error: COMMUNITY_MESSAGES.pdfActiveContent.en }),
    });
  });

  it('refuses an XFA form with a <script>, in the shopper\u2019s language', async () => {
    expect(await sendContactDocument(xfaScriptInObjectStream(), 'ja')).toEqual({
      status: 415,
      body: expect.objectContaining({ code: 'FILE_TYPE_NOT_ALLOWED', error: COMMUNITY_MESSAGES.pdfActiveContent.ja }),
    });
  });

  it('refuses an encrypted PDF it cannot inspect', async () => {
    expect(await sendContactDocument(objectStreamPdf({ trailerEntries: '/Encrypt << /Filter /Standard /V 2 >> ' }))).toEqual({
      status: 415,
      body: expect.objectContaining({ code: 'FILE_TYPE_NOT_ALLOWED', error: COMMUNITY_MESSAGES.pdfUninspectable.en }),
    });
  });

  it('takes an ordinary PDF written with object streams', async () => {
    const { status } = await sendContactDocument(objectStreamPdf());
    expect(status).toBeLessThan(300);
  });
});
