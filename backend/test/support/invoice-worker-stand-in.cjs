// Stand-in for the invoice renderer's thread (invoice-render.worker.ts) in
// test/invoice-renderer.test.ts: INVOICE_WORKER_MODE says how it misbehaves or behaves.
//   echo   answers each request with the bytes of its invoice number
//   silent never answers
//   crash  throws on the first request (the thread dies)
'use strict';

const { parentPort } = require('node:worker_threads');

const mode = process.env.INVOICE_WORKER_MODE;

parentPort.on('message', (request) => {
  if (mode === 'echo') parentPort.postMessage({ id: request.id, pdf: new TextEncoder().encode(request.content.number) });
  else if (mode === 'crash') throw new Error('renderer thread crashed');
});
