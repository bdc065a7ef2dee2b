import { trace } from '@opentelemetry/api';

/*
 * Imported first by index.mjs. With OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT set, the storefront's
 * requests become traces sent over OTLP/HTTP (issue 34 point 4): a span per request it serves, a
 * child span per call to the backend (the `/shop-api` proxy's, a page's Shop API calls), each call
 * carrying the W3C `traceparent` so the backend's spans join the same trace. Unset, nothing loads.
 */

/** OpenTelemetry's own variables: the traces' endpoint, or the base endpoint `/v1/traces` is added to. */
const ENDPOINT_VARIABLES = ['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', 'OTEL_EXPORTER_OTLP_ENDPOINT'];

/** Where traces go, or undefined; a value that is not an http(s) URL stops the start, naming it. */
function traceEndpoint(env) {
  for (const name of ENDPOINT_VARIABLES) {
    const value = env[name]?.trim();
    if (!value) continue;
    if (!URL.canParse(value) || !['http:', 'https:'].includes(new URL(value).protocol)) {
      console.error(`Storefront not started. ${name} must be an http(s) URL of an OTLP/HTTP receiver, not "${value}"`);
      process.exit(1);
    }
    return value;
  }
  return undefined;
}

const sdk = traceEndpoint(process.env)
  ? (await import('./trace-sdk.mjs')).startTraceSdk(process.env.OTEL_SERVICE_NAME?.trim() || 'esim-shop-storefront')
  : undefined;

/** Sends the spans not yet exported (a clean stop); a collector out of reach costs them, not the stop. */
export async function flushTraces() {
  await sdk?.flush().catch((error) => console.warn(`The last spans were not exported: ${error?.message ?? error}`));
}

/**
 * Names the span of the request being served after what served it (`GET page`, `POST /shop-api`…)
 * and gives it the request's id, the one its log lines carry. Does nothing when no trace is kept.
 */
export function describeRequestSpan(name, attributes) {
  const span = trace.getActiveSpan();
  span?.updateName(name);
  span?.setAttributes(attributes);
}
