import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Logger } from '@vendure/core';

import { LOGGER_CTX } from '../constants';
import { rewritePdf, type PdfRewrite } from './pdf-rewrite';
import type { RewriteAnswer, RewriteRequest } from './pdf-rewrite.worker';

/** PDFs waiting for the rewriter at most (each up to 10 MB in memory); more at once is a flood, answered "busy". */
export const PDF_REWRITE_QUEUE_LIMIT = 8;
/** The longest one PDF may take; a rewrite that takes longer is given up and its thread replaced. */
const PDF_REWRITE_TIMEOUT_MS = 10_000;
/** The thread's own heap: a document that would need more ends that thread, not the server. */
const REWRITE_HEAP_MB = 256;

/** The rewriter cannot take another PDF now: try again in a moment. */
export class PdfRewriterBusyError extends Error {
  override readonly name = 'PdfRewriterBusyError';
}

interface Job {
  id: number;
  bytes: Uint8Array;
  resolve: (outcome: PdfRewrite) => void;
}

/**
 * Rewrites uploaded PDFs (pdf-rewrite.ts) on a thread of their own, as the invoice renderer
 * draws invoices (account/orders/invoice/invoice-renderer.ts): a heap limit, a time limit and a
 * bounded queue. Unlike invoices, one PDF is on the thread at a time, so a document that hangs
 * or exhausts the thread is refused alone (as unrewritable) and the ones waiting behind it go to
 * the next thread.
 */
@Injectable()
export class PdfRewriter implements OnApplicationShutdown {
  private worker: Worker | undefined;
  private running: { job: Job; timer: NodeJS.Timeout } | undefined;
  private readonly waiting: Job[] = [];
  private nextId = 1;

  /** The compiled worker next to this file; none when the sources run as TypeScript (unit tests), which rewrite in-line. */
  protected readonly workerFile: string = path.join(__dirname, 'pdf-rewrite.worker.js');
  protected readonly timeoutMs: number = PDF_REWRITE_TIMEOUT_MS;

  async onApplicationShutdown(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    for (const job of this.waiting.splice(0)) job.resolve({ ok: false, reason: 'unrewritable' });
    if (this.running) this.finish({ ok: false, reason: 'unrewritable' });
    await worker?.terminate();
  }

  /** The shop's rewrite of `bytes`; PdfRewriterBusyError when PDF_REWRITE_QUEUE_LIMIT are already waiting. */
  rewrite(bytes: Uint8Array): Promise<PdfRewrite> {
    if (!existsSync(this.workerFile)) return rewritePdf(bytes);
    if (this.waiting.length >= PDF_REWRITE_QUEUE_LIMIT) return Promise.reject(new PdfRewriterBusyError('The PDF rewriter is busy'));
    return new Promise<PdfRewrite>((resolve) => {
      this.waiting.push({ id: this.nextId++, bytes, resolve });
      this.next();
    });
  }

  private next(): void {
    if (this.running) return;
    const job = this.waiting.shift();
    if (!job) return;
    const worker = this.thread();
    const timer = setTimeout(() => {
      Logger.warn(`An uploaded PDF took more than ${this.timeoutMs} ms to rewrite: refused, the thread replaced`, LOGGER_CTX);
      this.replace(worker);
    }, this.timeoutMs);
    this.running = { job, timer };
    worker.postMessage({ id: job.id, bytes: job.bytes } satisfies RewriteRequest);
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.workerFile, { resourceLimits: { maxOldGenerationSizeMb: REWRITE_HEAP_MB } });
    // The thread never keeps the process alive on its own.
    worker.unref();
    worker.on('message', (answer: RewriteAnswer) => {
      if (this.running?.job.id === answer.id) this.finish(answer.outcome);
    });
    worker.on('error', (error) => {
      Logger.warn(`The PDF rewriter thread failed (${error.message}): the PDF it had is refused`, LOGGER_CTX);
      this.replace(worker);
    });
    worker.on('exit', () => this.replace(worker));
    this.worker = worker;
    return worker;
  }

  private finish(outcome: PdfRewrite): void {
    const running = this.running;
    if (!running) return;
    this.running = undefined;
    clearTimeout(running.timer);
    running.job.resolve(outcome);
    this.next();
  }

  /** Drops a failed, stuck or exited thread: its PDF is refused, the next one starts a new thread. */
  private replace(worker: Worker): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    void worker.terminate();
    this.finish({ ok: false, reason: 'unrewritable' });
  }
}
