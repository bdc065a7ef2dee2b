/** OpenTelemetry's own variables: the traces' endpoint, or the base endpoint `/v1/traces` is added to. */
const ENDPOINT_VARIABLES = ['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', 'OTEL_EXPORTER_OTLP_ENDPOINT'] as const;

/**
 * Where traces go, or undefined when no endpoint is set. A value that is not an http(s) URL stops
 * the start with its name: a typo must not silently turn the traces off.
 */
export function traceEndpoint(env: NodeJS.ProcessEnv): string | undefined {
  for (const name of ENDPOINT_VARIABLES) {
    const value = env[name]?.trim();
    if (!value) continue;
    if (!URL.canParse(value) || !['http:', 'https:'].includes(new URL(value).protocol)) {
      throw Object.assign(new Error(`${name} must be an http(s) URL of an OTLP/HTTP receiver, not "${value}"`), { name: 'EnvError' });
    }
    return value;
  }
  return undefined;
}
