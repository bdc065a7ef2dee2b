import { format } from 'node:util';

import { isSpanContextValid, trace } from '@opentelemetry/api';
import pino from 'pino';

import { currentRequestId } from './request-id.mjs';

/**
 * The storefront's log as one JSON object per line, like the backend's (LOG_FORMAT=json, the
 * default in production): time, level, message, and the request id and trace of the request it was
 * written for. `write`, for a test: where each line goes instead of stderr.
 */
export function createJsonLog(write) {
  return pino(
    {
      base: null,
      messageKey: 'message',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin() {
        const requestId = currentRequestId();
        const spanContext = trace.getActiveSpan()?.spanContext();
        const traceId = spanContext && isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
        return { ...(requestId ? { requestId } : {}), ...(traceId ? { traceId } : {}) };
      },
    },
    write ? { write: (line) => write(line.trimEnd()) } : pino.destination({ dest: 2, sync: true }),
  );
}

/**
 * Every `console.error` and `console.warn` of this process (its own, React Router's, the pages'
 * loaders) becomes one JSON line of `log`, with the request it was written for. `console.log`
 * stays plain: `STOREFRONT_READY <url>` is read by whoever started the process.
 */
export function sendConsoleToLog(log) {
  console.error = (...args) => log.error(format(...args));
  console.warn = (...args) => log.warn(format(...args));
}

/** LOG_FORMAT: `json` or `text`; JSON by default in production, as the backend's. */
export function logFormat(env) {
  const given = env.LOG_FORMAT?.trim();
  if (given === 'json' || given === 'text') return given;
  if (given) throw new Error(`LOG_FORMAT must be json or text, not "${given}"`);
  return env.NODE_ENV === 'production' ? 'json' : 'text';
}
