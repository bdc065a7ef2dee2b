import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { inject } from 'vitest';

import type { Shopper } from './shopper';

/*
 * Test-only: the invoice PDFs as a shopper's browser gets them, and their text, for the invoice
 * and credit note tests. Not exported from api/index.ts.
 */

const backendOrigin = () => inject('shopApiUrl').replace(/\/shop-api\/?$/, '');

/** GET an invoice path as the shopper's browser would (their session cookies, or none). */
export function download(path: string, shopper?: Shopper): Promise<Response> {
  return fetch(`${backendOrigin()}${path}`, { headers: shopper ? { cookie: shopper.cookieHeader() } : {} });
}

/** The PDF's text, page after page, with runs of spaces (incl. no-break ones) made one. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // A copy: pdf.js takes over (detaches) the buffer it is given, which would leave the caller's bytes empty.
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}
