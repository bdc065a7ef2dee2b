import path from 'node:path';

import { exitAfterFailedStart } from '../startup/process-log';
import { traceEndpoint } from './trace-endpoint';

/*
 * Imported by every entry point right after disable-telemetry, before Vendure and what it is
 * built on (http, Express, NestJS, GraphQL, pg, ioredis) are loaded: OpenTelemetry patches those
 * modules as they load, which is what Node's `--require` preload of Vendure's telemetry guide
 * does, without a flag an operator could forget. With no OTLP endpoint set, nothing is loaded and
 * nothing is traced.
 */

/** The service a process's spans are named after: the server or the worker (their entry files). */
function serviceOf(entry: string | undefined): string {
  return path.basename(entry ?? '', '.js') === 'worker' ? 'esim-shop-worker' : 'esim-shop-server';
}

interface TraceSdk {
  flush(): Promise<void>;
}

function start(): TraceSdk | undefined {
  let endpoint: string | undefined;
  try {
    endpoint = traceEndpoint(process.env);
  } catch (error) {
    exitAfterFailedStart('tracing', error);
  }
  if (endpoint === undefined) return undefined;
  // Loaded only here: the SDK and its exporters add about 0.3 s to a start that exports nothing.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startTraceSdk } = require('./trace-sdk') as typeof import('./trace-sdk');
  return startTraceSdk(process.env.OTEL_SERVICE_NAME?.trim() || serviceOf(process.argv[1]));
}

const sdk = start();

/**
 * Sends the spans not yet exported; called on a clean stop, so a restart loses none. A collector
 * that cannot be reached costs those spans, never the clean stop.
 */
export async function flushTraces(): Promise<void> {
  await sdk?.flush().catch((error: unknown) => {
    console.warn(`[tracing] The last spans were not exported: ${error instanceof Error ? error.message : String(error)}`);
  });
}
