// Stand-in for the PDF rewriter's thread (pdf-rewrite.worker.ts) in test/pdf-rewriter.test.ts,
// behaving as the bytes it is sent say:
//   hang   never answers
//   crash  throws (the thread dies)
//   other  answers them back as the rewrite, one page
'use strict';

const { parentPort } = require('node:worker_threads');

parentPort.on('message', (request) => {
  const text = Buffer.from(request.bytes).toString('latin1');
  if (text === 'hang') return;
  if (text === 'crash') throw new Error('rewriter thread crashed');
  parentPort.postMessage({ id: request.id, outcome: { ok: true, bytes: request.bytes, pages: 1 } });
});
