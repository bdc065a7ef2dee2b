import { createRequire } from 'node:module';

import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';

/** Asked every few seconds by the balancer and the health checks, or files: no trace of their own. */
const UNTRACED = /^\/(health|ready)(\?|$)|^\/(assets|flags)\//;

/**
 * W3C trace context sent with the calls to the backend, never taken from a request: the
 * storefront faces the shoppers, and a browser must not choose (or join) the shop's traces.
 */
class SendOnlyTraceContext {
  #w3c = new W3CTraceContextPropagator();
  inject(activeContext, carrier, setter) {
    this.#w3c.inject(activeContext, carrier, setter);
  }
  extract(activeContext) {
    return activeContext;
  }
  fields() {
    return this.#w3c.fields();
  }
}

/** Starts OpenTelemetry's Node SDK for the storefront: incoming and outgoing HTTP, and `fetch` (undici). */
export function startTraceSdk(serviceName) {
  const processor = new BatchSpanProcessor(new OTLPTraceExporter());
  const sdk = new NodeSDK({
    resource: resourceFromAttributes({
      'service.name': serviceName,
      'service.namespace': 'esim-shop',
      'deployment.environment.name': process.env.NODE_ENV || 'development',
    }),
    spanProcessors: [processor],
    logRecordProcessors: [],
    textMapPropagator: new SendOnlyTraceContext(),
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => UNTRACED.test(request.url ?? '') }),
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
  // OpenTelemetry patches `http` when it is required; an ES module's `import http from 'node:http'`
  // does not go through require, but gets the same module object, patched by this require.
  createRequire(import.meta.url)('http');
  return { flush: () => processor.forceFlush() };
}
