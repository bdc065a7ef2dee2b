import { context, propagation, trace } from '@opentelemetry/api';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { Job, LogLevel, type JobQueueStrategy } from '@vendure/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { carryJobOrigin, queuedByOf } from '../src/job-queue/queued-by';
import { JsonLogger } from '../src/logging/json-logger';
import { currentRequestId, runForRequest } from '../src/logging/request-id';

/*
 * Issue 34 point 4: a job runs as part of the request and the trace that queued it. A strategy
 * that keeps its jobs as JSON (as the job table and Redis do) is given carryJobOrigin; a job queued
 * inside a request's span runs in a child span of it, with the request's id in its log lines.
 */

const exporter = new InMemorySpanExporter();
const processor = new SimpleSpanProcessor(exporter);
const sdk = new NodeSDK({ spanProcessors: [processor], instrumentations: [] });
const tracer = trace.getTracer('queued-by.test');

/** The span named `name`, once exported (the SDK waits for the process's resource attributes first). */
async function finishedSpan(name: string) {
  await processor.forceFlush();
  return exporter.getFinishedSpans().find((span) => span.name === name);
}

beforeAll(() => sdk.start());
afterAll(async () => {
  await sdk.shutdown();
  // The SDK's globals would outlive it in the other test files of this worker.
  trace.disable();
  context.disable();
  propagation.disable();
});

type Process = (job: Job) => Promise<unknown>;

/** A strategy as the shop's are: jobs stored as JSON and read back, each queue's process kept until its jobs are taken. */
function storingStrategy() {
  const stored: string[] = [];
  const processes = new Map<string, Process>();
  const strategy = {
    add: (job: Job) => {
      stored.push(JSON.stringify({ queueName: job.queueName, data: job.data, retries: job.retries }));
      return Promise.resolve(job);
    },
    start: (queueName: string, process: Process) => {
      processes.set(queueName, process);
      return Promise.resolve();
    },
    stop: () => Promise.resolve(),
  } as unknown as JobQueueStrategy;
  carryJobOrigin(strategy);
  /** Takes the oldest stored job and runs it through its queue's process, as a worker would. */
  const runNext = async () => {
    const { queueName, data, retries } = JSON.parse(stored.shift() ?? 'null') as { queueName: string; data: unknown; retries: number };
    return processes.get(queueName)?.(new Job({ queueName, data: data as Job['data'], retries }));
  };
  return { strategy, stored, processes, runNext };
}

describe('a job queued during a request', () => {
  it('runs in a child span of the span that queued it, with the request id of its log lines', async () => {
    const { strategy, runNext } = storingStrategy();
    const lines: string[] = [];
    const logger = new JsonLogger(LogLevel.Info, (line) => lines.push(line));
    await strategy.start('provision-esims', (job) => {
      logger.info(`working on order ${String((job.data as { orderId: number }).orderId)}`, 'Test');
      return Promise.resolve(currentRequestId());
    });
    const queuedIn = await runForRequest('storefront-req-0042', () =>
      tracer.startActiveSpan('POST /shop-api', async (span) => {
        await strategy.add(new Job({ queueName: 'provision-esims', data: { orderId: 7 }, retries: 3 }));
        span.end();
        return span.spanContext();
      }),
    );

    // Run later, outside the request: the id and the trace come from the job's data alone.
    expect(await runNext()).toBe('storefront-req-0042');
    const jobSpan = await finishedSpan('job provision-esims');
    expect(jobSpan?.spanContext().traceId).toBe(queuedIn.traceId);
    expect(jobSpan?.parentSpanContext?.spanId).toBe(queuedIn.spanId);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      message: 'working on order 7',
      requestId: 'storefront-req-0042',
      traceId: queuedIn.traceId,
    });
  });

  it('keeps the job’s own data and retries, and queues a job of no request unchanged', async () => {
    const { strategy, stored } = storingStrategy();
    await strategy.add(new Job({ queueName: 'send-email', data: { type: 'order-confirmation' }, retries: 2 }));
    await runForRequest('storefront-req-0043', () =>
      strategy.add(new Job({ queueName: 'send-email', data: { type: 'esim-delivered' }, retries: 2 })),
    );
    expect(stored.map((job) => JSON.parse(job) as unknown)).toEqual([
      { queueName: 'send-email', data: { type: 'order-confirmation' }, retries: 2 },
      { queueName: 'send-email', data: { type: 'esim-delivered', queuedBy: { requestId: 'storefront-req-0043' } }, retries: 2 },
    ]);
  });

  it('fails the job’s span with the error, and rethrows it for the retries', async () => {
    const { strategy, runNext } = storingStrategy();
    await strategy.start('failing', () => Promise.reject(new Error('supplier down')));
    await tracer.startActiveSpan('request', async (span) => {
      await strategy.add(new Job({ queueName: 'failing', data: {} }));
      span.end();
    });
    await expect(runNext()).rejects.toThrow('supplier down');
    const failed = await finishedSpan('job failing');
    expect(failed?.status).toMatchObject({ code: 2, message: 'supplier down' });
  });

  it('wraps a queue’s process once, when a strategy starts its queues again on init', async () => {
    const { strategy, processes } = storingStrategy();
    await strategy.start('twice', () => Promise.resolve('done'));
    const first = processes.get('twice');
    await strategy.start('twice', first as Process);
    expect(processes.get('twice')).toBe(first);
  });
});

describe('the origin read back from a job’s data', () => {
  it('drops what is not a request id or a short trace context', () => {
    expect(queuedByOf({ queuedBy: { requestId: '<script>', traceparent: 'x'.repeat(600), tracestate: 42 } })).toEqual({});
    expect(queuedByOf({ queuedBy: 'storefront-req-0001' })).toEqual({});
    expect(queuedByOf(['queuedBy'])).toEqual({});
    expect(queuedByOf(null)).toEqual({});
  });

  it('starts a trace of its own for a job whose trace context is malformed', async () => {
    const { strategy, stored, runNext } = storingStrategy();
    await strategy.start('mangled', () => Promise.resolve(currentRequestId()));
    stored.push(
      JSON.stringify({
        queueName: 'mangled',
        data: { queuedBy: { requestId: 'storefront-req-0044', traceparent: '00-zz-yy-01' } },
        retries: 0,
      }),
    );
    expect(await runNext()).toBe('storefront-req-0044');
    const span = await finishedSpan('job mangled');
    expect(span?.parentSpanContext).toBeUndefined();
  });
});
