import { isSpanContextValid, trace } from '@opentelemetry/api';
import { LogLevel, type VendureLogger } from '@vendure/core';

import { currentRequestId } from './request-id';

type LevelName = 'error' | 'warn' | 'info' | 'verbose' | 'debug';

/**
 * Vendure's log as one JSON object per line (LOG_FORMAT=json, the default in production), for a
 * log collector: time, level, context, message, and the request id of the request the line was
 * written for (request-id.ts) and, when traces are exported, the trace it belongs to (`traceId`,
 * tracing/), so a line leads to its trace and back. Stack traces stay in the line (`trace`), never split over several.
 */
export class JsonLogger implements VendureLogger {
  private defaultContext = 'Vendure';

  constructor(
    private readonly level: LogLevel,
    private readonly write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  ) {}

  setDefaultContext(defaultContext: string): void {
    this.defaultContext = defaultContext;
  }

  error(message: string, context?: string, trace?: string): void {
    this.log(LogLevel.Error, 'error', message, context, trace);
  }

  warn(message: string, context?: string): void {
    this.log(LogLevel.Warn, 'warn', message, context);
  }

  info(message: string, context?: string): void {
    this.log(LogLevel.Info, 'info', message, context);
  }

  verbose(message: string, context?: string): void {
    this.log(LogLevel.Verbose, 'verbose', message, context);
  }

  debug(message: string, context?: string): void {
    this.log(LogLevel.Debug, 'debug', message, context);
  }

  private log(level: LogLevel, name: LevelName, message: string, context?: string, trace?: string): void {
    if (level > this.level) return;
    const requestId = currentRequestId();
    const traceId = currentTraceId();
    this.write(
      JSON.stringify({
        time: new Date().toISOString(),
        level: name,
        context: context ?? this.defaultContext,
        message,
        ...(requestId ? { requestId } : {}),
        ...(traceId ? { traceId } : {}),
        ...(trace ? { trace } : {}),
      }),
    );
  }
}

/** The trace of the span this code runs in; undefined when traces are not exported (no SDK: no valid span). */
function currentTraceId(): string | undefined {
  const spanContext = trace.getActiveSpan()?.spanContext();
  return spanContext && isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}
