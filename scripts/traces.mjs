import { startOtlpReceiver, traceTree } from './lib/otlp-receiver.mjs';
import { stopOnSignals } from './lib/processes.mjs';

/*
 * `npm run traces`: the shop's traces on this terminal, without installing a collector. Receives
 * OTLP/HTTP (JSON) on 127.0.0.1:4318 (TRACES_PORT), OpenTelemetry's usual port, and prints each
 * trace as a tree once no span of it has come for 2 s. Start the shop with
 * OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:4318 (README "Traces").
 */

const QUIET_MS = 2_000;
/** Traces being gathered at once; past this the oldest is printed as it is. */
const MAX_OPEN_TRACES = 1_000;
const SKIPPED = /^middleware - /;

const open = new Map();

function print(traceId) {
  const { spans } = open.get(traceId);
  open.delete(traceId);
  const start = Math.min(...spans.map((span) => span.startMs));
  const end = Math.max(...spans.map((span) => span.endMs));
  console.log(`\ntrace ${traceId}: ${spans.length} spans, ${(end - start).toFixed(1)} ms`);
  console.log(traceTree(spans, (span) => SKIPPED.test(span.name)));
}

const receiver = await startOtlpReceiver({
  port: Number(process.env.TRACES_PORT ?? 4318),
  // Printed, then forgotten.
  keep: false,
  onSpans(spans) {
    const now = Date.now();
    for (const span of spans) {
      const trace = open.get(span.traceId) ?? { spans: [], lastMs: now };
      trace.spans.push(span);
      trace.lastMs = now;
      open.set(span.traceId, trace);
    }
    while (open.size > MAX_OPEN_TRACES) print(open.keys().next().value);
  },
});
setInterval(() => {
  const quietSince = Date.now() - QUIET_MS;
  for (const [traceId, trace] of open) if (trace.lastMs < quietSince) print(traceId);
}, 500);

console.log(`Receiving traces at ${receiver.url}/v1/traces: start the shop with OTEL_EXPORTER_OTLP_ENDPOINT=${receiver.url}`);
stopOnSignals('the trace receiver', () => receiver.close());
