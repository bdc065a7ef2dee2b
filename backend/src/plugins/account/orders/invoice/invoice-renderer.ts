import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Logger } from '@vendure/core';

import { LOGGER_CTX } from '../constants';
import type { InvoiceContent } from './invoice-content';
import { renderInvoicePdf } from './invoice-pdf';
import type { RenderAnswer, RenderRequest } from './invoice-render.worker';

/** Invoices waiting for the renderer at most; more at once is a flood, answered "busy". */
export const INVOICE_RENDER_QUEUE_LIMIT = 32;
/** The longest one invoice may take; a renderer that takes longer is replaced. */
const INVOICE_RENDER_TIMEOUT_MS = 15_000;
/** The renderer thread's own heap: a render that would need more ends that thread, not the server. */
const RENDER_HEAP_MB = 256;

/** The renderer cannot take this invoice now (queue full, thread failed or too slow): try again later. */
export class InvoiceUnavailableError extends Error {
  constructor(readonly reason: 'busy' | 'failed') {
    super(reason === 'busy' ? 'The invoice renderer is busy' : 'The invoice could not be rendered');
  }
}

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Renders invoice PDFs on a thread of their own (invoice-render.worker.ts), so no invoice holds
 * up the server's event loop, whatever an order holds, and a render that ran out of memory ends
 * that thread only (the server once died of one). The texts are capped and the layout linear
 * (invoice-text.ts, invoice-layout.ts), so a render takes tens of milliseconds; the thread is
 * what makes the bound hold for any order, many lines or thousands of CJK glyphs included.
 */
@Injectable()
export class InvoiceRenderer implements OnApplicationBootstrap, OnApplicationShutdown {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  /** The compiled worker next to this file; none when the sources run as TypeScript (unit tests), which render in-line. */
  protected readonly workerFile: string = path.join(__dirname, 'invoice-render.worker.js');
  protected readonly timeoutMs: number = INVOICE_RENDER_TIMEOUT_MS;

  onApplicationBootstrap(): void {
    // Started with the server: the thread parses the fonts while nobody waits.
    this.thread();
  }

  async onApplicationShutdown(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(new InvoiceUnavailableError('failed'));
    await worker?.terminate();
  }

  async render(content: InvoiceContent): Promise<Buffer> {
    const worker = this.thread();
    if (!worker) return renderInvoicePdf(content);
    if (this.pending.size >= INVOICE_RENDER_QUEUE_LIMIT) throw new InvoiceUnavailableError('busy');
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => {
        Logger.error(`An invoice took more than ${this.timeoutMs} ms to render: the renderer thread is replaced`, LOGGER_CTX);
        this.replace(worker);
      }, this.timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, content } satisfies RenderRequest);
    });
  }

  private thread(): Worker | undefined {
    if (this.worker) return this.worker;
    if (!existsSync(this.workerFile)) return undefined;
    const worker = new Worker(this.workerFile, { resourceLimits: { maxOldGenerationSizeMb: RENDER_HEAP_MB } });
    // The thread never keeps the process alive on its own.
    worker.unref();
    worker.on('message', (answer: RenderAnswer) => this.answer(answer));
    worker.on('error', (error) => {
      Logger.error(`The invoice renderer thread failed: ${error.message}`, LOGGER_CTX);
      this.replace(worker);
    });
    worker.on('exit', () => this.replace(worker));
    this.worker = worker;
    return worker;
  }

  private answer(answer: RenderAnswer): void {
    const pending = this.pending.get(answer.id);
    if (!pending) return;
    this.pending.delete(answer.id);
    clearTimeout(pending.timer);
    if ('pdf' in answer) pending.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
    else {
      Logger.error(`An invoice could not be rendered: ${answer.error}`, LOGGER_CTX);
      pending.reject(new InvoiceUnavailableError('failed'));
    }
  }

  /** Drops a failed, stuck or exited thread: what it had is answered "failed", the next invoice starts a new one. */
  private replace(worker: Worker): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.failAll(new InvoiceUnavailableError('failed'));
    void worker.terminate();
  }

  private failAll(error: Error): void {
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
      this.pending.delete(id);
    }
  }
}
