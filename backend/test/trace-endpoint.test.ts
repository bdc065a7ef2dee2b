import { describe, expect, it } from 'vitest';

import { traceEndpoint } from '../src/tracing/trace-endpoint';

/* Issue 34 point 4: where the backend's traces go, read from OpenTelemetry's own variables. */

describe('the traces’ endpoint', () => {
  it('is unset, blank included: no trace is kept', () => {
    expect(traceEndpoint({})).toBeUndefined();
    expect(traceEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' })).toBeUndefined();
  });

  it('is the traces’ own endpoint before the base one', () => {
    expect(traceEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe('http://collector:4318');
    expect(
      traceEndpoint({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example.com/v1/traces',
      }),
    ).toBe('https://traces.example.com/v1/traces');
  });

  it('stops the start on a value that is not an http(s) URL, naming the variable', () => {
    expect(() => traceEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT must be an http\(s\) URL of an OTLP\/HTTP receiver, not "collector:4318"/,
    );
    expect(() => traceEndpoint({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'grpc://collector:4317' })).toThrow(
      /OTEL_EXPORTER_OTLP_TRACES_ENDPOINT/,
    );
  });
});
