import http from 'node:http';
import { gunzipSync } from 'node:zlib';

/** One export is a batch of spans (512 by default): far below this. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;
/** Spans kept, the oldest dropped first: a receiver left running does not grow without bound. */
const MAX_SPANS = 50_000;

/** An OTLP/JSON attribute value (`{ stringValue }`, `{ intValue }`…) as a plain value. */
function plainValue(value) {
  if (!value || typeof value !== 'object') return undefined;
  if ('stringValue' in value) return value.stringValue;
  if ('intValue' in value) return Number(value.intValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('boolValue' in value) return value.boolValue;
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(plainValue);
  return undefined;
}

function plainAttributes(list) {
  return Object.fromEntries((Array.isArray(list) ? list : []).map(({ key, value }) => [key, plainValue(value)]));
}

/** Nanoseconds since the epoch (a decimal string, or a number in OpenTelemetry's own example) as milliseconds. */
const nanosToMs = (nanos) => Number(BigInt(nanos ?? 0) / 1000n) / 1000;
/** Ids are hex, upper or lower case. */
const hexId = (id) => (typeof id === 'string' && /^[0-9a-fA-F]{1,32}$/.test(id) ? id.toLowerCase() : undefined);

/** The spans of one OTLP/JSON ExportTraceServiceRequest, flattened, each named with its service; throws on a malformed one. */
export function spansOfExport(request) {
  const spans = [];
  for (const resourceSpans of request?.resourceSpans ?? []) {
    const resource = plainAttributes(resourceSpans.resource?.attributes);
    for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
      for (const span of scopeSpans.spans ?? []) {
        spans.push({
          service: String(resource['service.name'] ?? ''),
          scope: scopeSpans.scope?.name ?? '',
          traceId: hexId(span.traceId),
          spanId: hexId(span.spanId),
          parentSpanId: hexId(span.parentSpanId),
          name: String(span.name ?? ''),
          kind: span.kind,
          startMs: nanosToMs(span.startTimeUnixNano),
          endMs: nanosToMs(span.endTimeUnixNano),
          attributes: plainAttributes(span.attributes),
          error: span.status?.code === 2 ? (span.status.message ?? 'error') : undefined,
        });
      }
    }
  }
  return spans;
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.destroy();
        reject(new Error('too large'));
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * A receiver of OpenTelemetry traces over OTLP/HTTP with JSON bodies (what the shop's exporters
 * send, `@opentelemetry/exporter-trace-otlp-http`), on 127.0.0.1: `POST /v1/traces`. It keeps the
 * spans in memory for a test to read (`spans()`, `traceOf(id)`; the newest MAX_SPANS, none when
 * `keep` is false) and hands each batch to `onSpans` (`npm run traces` prints them). Protobuf bodies answer 415: point a real collector at them.
 */
export async function startOtlpReceiver({ port = 0, onSpans, keep = true } = {}) {
  const kept = [];
  const server = http.createServer(async (req, res) => {
    const answer = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/v1/traces') return answer(404, { message: 'POST /v1/traces only' });
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) return answer(415, { message: 'OTLP/JSON only' });
    let spans;
    try {
      const body = await readBody(req);
      const text = req.headers['content-encoding'] === 'gzip' ? gunzipSync(body, { maxOutputLength: MAX_BODY_BYTES }) : body;
      spans = spansOfExport(JSON.parse(text.toString('utf8')));
    } catch {
      return answer(400, { message: 'not an OTLP/JSON export' });
    }
    if (keep) {
      kept.push(...spans);
      if (kept.length > MAX_SPANS) kept.splice(0, kept.length - MAX_SPANS);
    }
    onSpans?.(spans);
    answer(200, {});
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    spans: () => [...kept],
    traceOf: (traceId) => kept.filter((span) => span.traceId === traceId),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * A trace as an indented tree, one line per span: service, name, duration, offset from the root's
 * start. Spans `hidden` says are left out, their children shown under the nearest span shown.
 */
export function traceTree(spans, hidden = () => false) {
  const byId = new Map(spans.map((span) => [span.spanId, span]));
  const shownParent = (span) => {
    let parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined;
    while (parent && hidden(parent)) parent = parent.parentSpanId ? byId.get(parent.parentSpanId) : undefined;
    return parent?.spanId ?? 'root';
  };
  const children = new Map();
  for (const span of spans.filter((each) => !hidden(each)))
    children.set(shownParent(span), [...(children.get(shownParent(span)) ?? []), span]);
  const start = Math.min(...spans.map((span) => span.startMs));
  const lines = [];
  const visit = (span, depth) => {
    const at = (span.startMs - start).toFixed(1).padStart(8);
    const took = (span.endMs - span.startMs).toFixed(1);
    lines.push(`${at} ms ${'  '.repeat(depth)}${span.service} · ${span.name} (${took} ms)${span.error ? ` ✗ ${span.error}` : ''}`);
    for (const child of (children.get(span.spanId) ?? []).sort((a, b) => a.startMs - b.startMs)) visit(child, depth + 1);
  };
  for (const root of (children.get('root') ?? []).sort((a, b) => a.startMs - b.startMs)) visit(root, 0);
  return lines.join('\n');
}
