import { parentPort } from 'node:worker_threads';

import { rewritePdf, type PdfRewrite } from './pdf-rewrite';

/*
 * The PDF rewriter's thread (pdf-rewriter.ts starts it): one upload at a time in, its rewrite out,
 * so parsing a hostile document never holds up the server's event loop. One message in
 * (`{ id, bytes }`), one out (`{ id, outcome }`); the rewritten bytes travel back transferred.
 */

export interface RewriteRequest {
  id: number;
  bytes: Uint8Array;
}

export interface RewriteAnswer {
  id: number;
  outcome: PdfRewrite;
}

const port = parentPort;
if (port) {
  // pdf-lib reports every oddity of a document it reads on the console; an upload's oddities are no news for the server's log.
  console.log = () => undefined;
  console.warn = () => undefined;
  port.on('message', (request: RewriteRequest) => {
    void rewritePdf(request.bytes).then((outcome) => {
      const transfer = outcome.ok ? [outcome.bytes.buffer as ArrayBuffer] : [];
      port.postMessage({ id: request.id, outcome } satisfies RewriteAnswer, transfer);
    });
  });
}
