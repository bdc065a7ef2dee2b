import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { Job, type JobData, type JobQueueStrategy } from '@vendure/core';

import { acceptedRequestId, currentRequestId, runForRequest } from '../logging/request-id';

/**
 * What a job keeps of the request (or job) that queued it, in its data under `queuedBy`: the
 * request id, and the W3C trace context when traces are exported. The job then runs as part of
 * both: its log lines carry the shopper's request id, and its span is a child of the span that
 * queued it, across the job table or Redis and into the worker process (issue 34 point 4: one
 * purchase is one trace, from the storefront's request to the eSIM email's job).
 */
export interface QueuedBy {
  requestId?: string;
  traceparent?: string;
  tracestate?: string;
}

const QUEUED_BY = 'queuedBy';
const tracer = trace.getTracer('esim-shop.job-queue');

/** The origin of a job queued now: undefined outside any request and any trace (a scheduled task's job). */
function queuedByNow(): QueuedBy | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  const requestId = currentRequestId();
  const queuedBy: QueuedBy = {
    ...(requestId ? { requestId } : {}),
    ...(carrier['traceparent'] ? { traceparent: carrier['traceparent'] } : {}),
    ...(carrier['tracestate'] ? { tracestate: carrier['tracestate'] } : {}),
  };
  return Object.keys(queuedBy).length > 0 ? queuedBy : undefined;
}

/**
 * The origin a job's data names, checked: the data comes back from the database or Redis, where
 * anything may have been written. A malformed request id is dropped; the trace context is parsed
 * by OpenTelemetry's W3C propagator, which ignores a malformed one.
 */
export function queuedByOf(data: unknown): QueuedBy {
  const given: unknown = isRecord(data) ? data[QUEUED_BY] : undefined;
  if (!isRecord(given)) return {};
  const requestId = acceptedRequestId(given['requestId']);
  const text = (value: unknown) => (typeof value === 'string' && value.length <= 512 ? value : undefined);
  const traceparent = text(given['traceparent']);
  const tracestate = text(given['tracestate']);
  return { ...(requestId ? { requestId } : {}), ...(traceparent ? { traceparent } : {}), ...(tracestate ? { tracestate } : {}) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The job as queued now: its data with `queuedBy` added, unless it has one or is not an object. */
function withQueuedBy<Data extends JobData<Data>>(job: Job<Data>): Job<Data> {
  const queuedBy = queuedByNow();
  const data: unknown = job.data;
  if (!queuedBy || !isRecord(data) || QUEUED_BY in data) return job;
  return new Job<Data>({
    queueName: job.queueName,
    // JSON still: what the job held, and strings.
    data: { ...data, [QUEUED_BY]: queuedBy } as unknown as Data,
    retries: job.retries,
    createdAt: job.createdAt,
    ...(job.id === null ? {} : { id: job.id }),
  });
}

type Process = (job: Job) => Promise<unknown>;

/** The processes already wrapped: a strategy that starts its queues again on init gets them back. */
const wrapped = new WeakSet<Process>();

/** `process` run as part of the request and trace that queued the job, in a span of its own. */
function processAsQueued(process: Process): Process {
  if (wrapped.has(process)) return process;
  const run: Process = (job) => {
    const queuedBy = queuedByOf(job.data);
    const parent = propagation.extract(ROOT_CONTEXT, queuedBy);
    const traced = () =>
      tracer.startActiveSpan(
        `job ${job.queueName}`,
        {
          kind: SpanKind.CONSUMER,
          attributes: {
            'messaging.system': 'vendure',
            'messaging.destination.name': job.queueName,
            'messaging.message.id': String(job.id),
          },
        },
        parent,
        async (span) => {
          try {
            return await process(job);
          } catch (error) {
            span.recordException(error instanceof Error ? error : String(error));
            span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
            throw error;
          } finally {
            span.end();
          }
        },
      );
    return queuedBy.requestId ? runForRequest(queuedBy.requestId, traced) : traced();
  };
  wrapped.add(run);
  return run;
}

/**
 * Makes `strategy` (Vendure's SQL one, BullMQ's) carry each job's origin: `add` writes it into
 * the job's data, `start` runs the queue's process inside it. Patched on the instance, because
 * the strategy is made by the job queue plugin chosen (job-queue-plugin.ts).
 */
export function carryJobOrigin(strategy: JobQueueStrategy): void {
  const add = strategy.add.bind(strategy);
  const start = strategy.start.bind(strategy);
  strategy.add = (job, options) => add(withQueuedBy(job), options);
  strategy.start = (queueName, process) => start(queueName, processAsQueued(process));
}
