import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { PDF_REWRITE_QUEUE_LIMIT, PdfRewriter, PdfRewriterBusyError } from '../src/plugins/form-submissions/uploads/pdf-rewriter';

/*
 * The PDF rewriter's thread (plugins/form-submissions/uploads/pdf-rewriter.ts) with a stand-in worker: a
 * flood is answered "busy" rather than queued without end, and a document that hangs or kills
 * the thread is refused alone; the PDFs behind it are rewritten by the next thread.
 */

class RewriterWith extends PdfRewriter {
  protected override readonly workerFile = path.join(__dirname, 'support/pdf-rewrite-worker-stand-in.cjs');
  protected override readonly timeoutMs = 300;
}

const upload = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const textOf = (outcome: Awaited<ReturnType<PdfRewriter['rewrite']>>) =>
  outcome.ok ? Buffer.from(outcome.bytes).toString('latin1') : outcome;

let rewriter: RewriterWith | undefined;
afterEach(async () => {
  await rewriter?.onApplicationShutdown();
  rewriter = undefined;
});

describe('PdfRewriter', () => {
  it('answers each PDF with its own rewrite, from the thread, one at a time', async () => {
    const current = (rewriter = new RewriterWith());
    const outcomes = await Promise.all(['a', 'b', 'c'].map((text) => current.rewrite(upload(text))));
    expect(outcomes.map(textOf)).toEqual(['a', 'b', 'c']);
  });

  it('a PDF that hangs is refused alone once its time is up; the ones behind it are rewritten', async () => {
    const current = (rewriter = new RewriterWith());
    const [hung, next] = await Promise.all([current.rewrite(upload('hang')), current.rewrite(upload('after'))]);
    expect(hung).toEqual({ ok: false, reason: 'unrewritable' });
    expect(textOf(next)).toBe('after');
  });

  it('a PDF that kills the thread is refused; the next gets a new thread', async () => {
    const current = (rewriter = new RewriterWith());
    const [crashed, next] = await Promise.all([current.rewrite(upload('crash')), current.rewrite(upload('after'))]);
    expect(crashed).toEqual({ ok: false, reason: 'unrewritable' });
    expect(textOf(next)).toBe('after');
  });

  it(`more than ${PDF_REWRITE_QUEUE_LIMIT} PDFs waiting: the next is "busy" at once`, async () => {
    const current = (rewriter = new RewriterWith());
    const running = current.rewrite(upload('hang'));
    const waiting = Array.from({ length: PDF_REWRITE_QUEUE_LIMIT }, (_, index) => current.rewrite(upload(`w${index}`)));
    await expect(current.rewrite(upload('extra'))).rejects.toBeInstanceOf(PdfRewriterBusyError);
    expect(await running).toEqual({ ok: false, reason: 'unrewritable' });
    expect((await Promise.all(waiting)).map(textOf)).toEqual(Array.from({ length: PDF_REWRITE_QUEUE_LIMIT }, (_, index) => `w${index}`));
  });
});
