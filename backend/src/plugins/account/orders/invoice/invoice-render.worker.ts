import { parentPort } from 'node:worker_threads';

import type { ShopLanguage } from '../../../../seed/languages';
import type { InvoiceContent } from './invoice-content';
import { INVOICE_MESSAGES } from './invoice-messages';
import { renderInvoicePdf } from './invoice-pdf';

/*
 * The invoice renderer's thread (invoice-renderer.ts starts it): lays each invoice out and
 * answers its PDF bytes, so the layout and the font subsetting never hold up the server's event
 * loop. One message in (`{ id, content }`), one out (`{ id, pdf }` or `{ id, error }`).
 */

export interface RenderRequest {
  id: number;
  content: InvoiceContent;
}

export type RenderAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

/** A small invoice in `language`, to parse its fonts and warm the layout before the first shopper waits. */
function warmUpContent(language: ShopLanguage): InvoiceContent {
  const messages = INVOICE_MESSAGES[language];
  return {
    language,
    messages,
    number: 'INV-2026-000001',
    fileName: 'INV-2026-000001.pdf',
    date: '1 January 2026',
    orderReference: 'WARMUP',
    seller: { name: 'eSIM Shop', lines: ['1 Example Street', '75001 Paris'], bank: ['IBAN FR76 0000 0000 0000'], logo: null },
    buyer: { lines: ['Ada Lovelace 山田花子 陳大文', 'Example Street 1'] },
    lines: [
      { description: 'Japan eSIM 日本 5 GB 30 days (JP-5GB-30D)', quantity: '1', unitPrice: '€10.00', vatRate: '20%', net: '€10.00' },
    ],
    taxes: [{ rate: '20%', base: '€10.00', tax: '€2.00' }],
    totals: { net: '€10.00', vat: '€2.00', total: '€12.00' },
    payment: messages.paidWith,
    notes: [messages.reverseCharge],
  };
}

const port = parentPort;
if (port) {
  port.on('message', (request: RenderRequest) => {
    renderInvoicePdf(request.content).then(
      (pdf) => port.postMessage({ id: request.id, pdf } satisfies RenderAnswer),
      (error: unknown) =>
        port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies RenderAnswer),
    );
  });
  // Latin, Japanese and Chinese fonts: the first layout with each decodes its tables (~100 ms).
  void (async () => {
    for (const language of ['en', 'ja', 'zh_Hant'] as const) await renderInvoicePdf(warmUpContent(language));
  })();
}
