import { isSpanContextValid, trace } from '@opentelemetry/api';
import { LogLevel, type VendureLogger } from '@vendure/core';
import pino, { type Logger } from 'pino';

import { currentRequestId } from './request-id';

/** Vendure's levels in pino's: `verbose` sits between info (30) and debug (20). */
const PINO_LEVEL = {
  [LogLevel.Error]: 'error',
  [LogLevel.Warn]: 'warn',
  [LogLevel.Info]: 'info',
  [LogLevel.Verbose]: 'verbose',
  [LogLevel.Debug]: 'debug',
} as const;

type ShopLogger = Logger<'verbose'>;

/**
 * Vendure's log through pino, one JSON object per line (LOG_FORMAT=json, the default in
 * production), for a log collector: time, level, context, message, the id of the request the line
 * was written for (request-id.ts, a job's included) and, when traces are exported, the trace it
 * belongs to (`traceId`, tracing/), so a line leads to its trace and back. Stack traces stay in the
 * line (`trace`), never split over several. Written synchronously to stdout: a line written just
 * before the process exits is not lost.
 */
export class JsonLogger implements VendureLogger {
  private defaultContext = 'Vendure';
  private readonly pino: ShopLogger;

  /** `write`, for a test: where each line goes instead of stdout. */
  constructor(level: LogLevel, write?: (line: string) => void) {
    this.pino = pino(
      {
        level: PINO_LEVEL[level],
        customLevels: { verbose: 25 },
        base: null,
        messageKey: 'message',
        timestamp: pino.stdTimeFunctions.isoTime,
        formatters: { level: (label) => ({ level: label }) },
        mixin: () => {
          const requestId = currentRequestId();
          const traceId = currentTraceId();
          return { ...(requestId ? { requestId } : {}), ...(traceId ? { traceId } : {}) };
        },
      },
      write ? { write: (line: string) => write(line.trimEnd()) } : pino.destination({ dest: 1, sync: true }),
    );
  }

  setDefaultContext(defaultContext: string): void {
    this.defaultContext = defaultContext;
  }

  error(message: string, context?: string, trace?: string): void {
    this.pino.error({ context: context ?? this.defaultContext, ...(trace ? { trace } : {}) }, message);
  }

  warn(message: string, context?: string): void {
    this.pino.warn({ context: context ?? this.defaultContext }, message);
  }

  info(message: string, context?: string): void {
    this.pino.info({ context: context ?? this.defaultContext }, message);
  }

  verbose(message: string, context?: string): void {
    this.pino.verbose({ context: context ?? this.defaultContext }, message);
  }

  debug(message: string, context?: string): void {
    this.pino.debug({ context: context ?? this.defaultContext }, message);
  }
}

/** The trace of the span this code runs in; undefined when traces are not exported (no SDK: no valid span). */
function currentTraceId(): string | undefined {
  const spanContext = trace.getActiveSpan()?.spanContext();
  return spanContext && isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}
