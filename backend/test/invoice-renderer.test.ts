import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import type { InvoiceContent } from '../src/plugins/account/orders/invoice/invoice-content';
import {
  INVOICE_RENDER_QUEUE_LIMIT,
  InvoiceRenderer,
  InvoiceUnavailableError,
} from '../src/plugins/account/orders/invoice/invoice-renderer';

/*
 * The invoice renderer's thread (plugins/account/orders/invoice/invoice-renderer.ts) with a stand-in
 * worker: a flood is answered "busy" rather than queued without end, and a thread that dies or
 * hangs fails its invoices (the controller answers 503) and is replaced, the server unharmed.
 */

class RendererWith extends InvoiceRenderer {
  protected override readonly workerFile = path.join(__dirname, 'support/invoice-worker-stand-in.cjs');
  protected override readonly timeoutMs = 300;
}

const content = (number: string) => ({ number }) as InvoiceContent;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

let renderer: RendererWith | undefined;
afterEach(async () => {
  await renderer?.onApplicationShutdown();
  renderer = undefined;
  delete process.env['INVOICE_WORKER_MODE'];
});

describe('InvoiceRenderer', () => {
  it('answers each invoice with its own bytes, from the thread', async () => {
    process.env['INVOICE_WORKER_MODE'] = 'echo';
    const current = (renderer = new RendererWith());
    const pdfs = await Promise.all(['INV-1', 'INV-2', 'INV-3'].map((number) => current.render(content(number))));
    expect(pdfs.map((pdf) => pdf?.toString('utf8'))).toEqual(['INV-1', 'INV-2', 'INV-3']);
  });

  it(`more than ${INVOICE_RENDER_QUEUE_LIMIT} invoices waiting: the next is "busy" at once`, async () => {
    process.env['INVOICE_WORKER_MODE'] = 'silent';
    renderer = new RendererWith();
    const waiting = Array.from({ length: INVOICE_RENDER_QUEUE_LIMIT }, (_, index) =>
      refusal(renderer?.render(content(`INV-${index}`)) ?? Promise.resolve()),
    );
    const extra = await refusal(renderer.render(content('INV-extra')));
    expect(extra).toBeInstanceOf(InvoiceUnavailableError);
    expect((extra as InvoiceUnavailableError).reason).toBe('busy');
    // The silent thread is given up after the timeout: every waiting invoice fails, none hangs.
    for (const error of await Promise.all(waiting)) expect((error as InvoiceUnavailableError).reason).toBe('failed');
  });

  it('a thread that dies fails its invoice; the next invoice gets a new thread', async () => {
    process.env['INVOICE_WORKER_MODE'] = 'crash';
    renderer = new RendererWith();
    const error = await refusal(renderer.render(content('INV-1')));
    expect((error as InvoiceUnavailableError).reason).toBe('failed');
    process.env['INVOICE_WORKER_MODE'] = 'echo';
    expect((await renderer.render(content('INV-2'))).toString('utf8')).toBe('INV-2');
  });
});
