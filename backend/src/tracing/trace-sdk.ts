import type { IncomingMessage } from 'node:http';

import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { getSdkConfiguration } from '@vendure/telemetry-plugin/preload';

/** What the balancers, the containers' health checks and Prometheus ask every few seconds: a trace each would drown the shoppers'. */
const PROBES = new Set(['/health', '/ready', '/metrics']);

type Instrumentation = Exclude<NonNullable<ReturnType<typeof getSdkConfiguration>['instrumentations']>[number], readonly unknown[]>;
type InstrumentationConfig = ReturnType<Instrumentation['getConfig']>;

/** Vendure's default instrumentations, told what not to trace on their own (a trace of its own each time). */
const SETTINGS_OF: Record<string, InstrumentationConfig & Record<string, unknown>> = {
  '@opentelemetry/instrumentation-http': {
    ignoreIncomingRequestHook: (request: IncomingMessage) => PROBES.has((request.url ?? '').split('?', 1)[0] ?? ''),
  },
  // The job queue's polling of the job table: a query belongs in a trace only under a request's or job's span.
  '@opentelemetry/instrumentation-pg': { requireParentSpan: true },
};

/** Tells each instrumentation what not to trace, by its name. */
function configured<Each extends Instrumentation>(instrumentations: Each[]): Each[] {
  for (const instrumentation of instrumentations) {
    const settings = SETTINGS_OF[instrumentation.instrumentationName];
    if (settings) instrumentation.setConfig({ ...instrumentation.getConfig(), ...settings });
  }
  return instrumentations;
}

/**
 * Vendure's OpenTelemetry set-up (`@vendure/telemetry-plugin/preload`: HTTP, Express, NestJS,
 * GraphQL, pg, ioredis, and Vendure's own services once the TelemetryPlugin runs), plus `fetch`
 * (undici: the suppliers' adapters), exporting the spans over OTLP/HTTP to
 * OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT with its OTEL_EXPORTER_OTLP_HEADERS and OTEL_BSP_* settings.
 * Traces only: logs stay the JSON lines on stdout (logging/json-logger.ts, which name the trace),
 * metrics stay `/metrics` (plugins/metrics).
 *
 * @public Loaded with require() by start-tracing.ts, only when traces are exported.
 */
export function startTraceSdk(serviceName: string): { flush(): Promise<void> } {
  const processor = new BatchSpanProcessor(new OTLPTraceExporter());
  // Vendure's own instrumentations as getSdkConfiguration makes them, told what to leave out: made
  // elsewhere, a second set would patch the same modules over them (each is on once made).
  const config = getSdkConfiguration({
    config: {
      resource: resourceFromAttributes({
        'service.name': serviceName,
        'service.namespace': 'esim-shop',
        'deployment.environment.name': process.env.NODE_ENV || 'development',
      }),
      spanProcessors: [processor],
      logRecordProcessors: [],
    },
  });
  const sdk = new NodeSDK({
    ...config,
    instrumentations: [...configured((config.instrumentations ?? []).flat()), new UndiciInstrumentation()],
  });
  sdk.start();
  return { flush: () => processor.forceFlush() };
}
