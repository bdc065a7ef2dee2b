import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { spansOfExport, startOtlpReceiver, traceTree, type OtlpReceiver } from './otlp-receiver.mjs';

/*
 * The OTLP/HTTP receiver of `npm run traces` and of the trace test (issue 34 point 4), against
 * OpenTelemetry's own example of a trace export (otlp-examples/), and against what it must refuse.
 */

const example = readFileSync(new URL('./otlp-examples/trace.json', import.meta.url), 'utf8');

let receiver: OtlpReceiver;
beforeAll(async () => {
  receiver = await startOtlpReceiver();
});
afterAll(() => receiver.close());

const post = (body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  fetch(`${receiver.url}/v1/traces`, { method: 'POST', headers, body });

describe('an OTLP/JSON trace export', () => {
  it('reads OpenTelemetry’s example: service, ids, name, kind, times and attributes', () => {
    expect(spansOfExport(JSON.parse(example))).toEqual([
      {
        service: 'my.service',
        scope: 'my.library',
        traceId: '5b8efff798038103d269b633813fc60c',
        spanId: 'eee19b7ec3c1b174',
        parentSpanId: 'eee19b7ec3c1b173',
        name: "I'm a server span",
        kind: 2,
        startMs: 1544712660000,
        endMs: 1544712661000,
        attributes: { 'my.span.attr': 'some value' },
        error: undefined,
      },
    ]);
  });

  it('is received over HTTP, plain or gzipped, and kept for the trace it belongs to', async () => {
    expect((await post(example)).status).toBe(200);
    expect((await post(new Uint8Array(gzipSync(example)), { 'content-type': 'application/json', 'content-encoding': 'gzip' })).status).toBe(
      200,
    );
    expect(receiver.traceOf('5b8efff798038103d269b633813fc60c')).toHaveLength(2);
  });

  it('refuses protobuf, malformed JSON and malformed times with a 4xx, and keeps nothing of them', async () => {
    const before = receiver.spans().length;
    expect((await post(example, { 'content-type': 'application/x-protobuf' })).status).toBe(415);
    expect((await post('{"resourceSpans": [')).status).toBe(400);
    const badTime = example.replace('1544712660000000000', '"soon"');
    expect((await post(badTime)).status).toBe(400);
    expect((await fetch(`${receiver.url}/v1/metrics`, { method: 'POST' })).status).toBe(404);
    expect(receiver.spans()).toHaveLength(before);
  });

  it('prints a trace as a tree, children under their parent (or the nearest shown), offsets from the root', () => {
    const span = (spanId: string, parentSpanId: string | undefined, name: string, startMs: number, endMs: number) => ({
      service: 'esim-shop-server',
      scope: '',
      traceId: 't',
      spanId,
      parentSpanId,
      name,
      kind: 1,
      startMs,
      endMs,
      attributes: {},
      error: undefined,
    });
    const spans = [
      span('c', 'b', 'job provision-esims', 110, 150),
      span('a', undefined, 'POST /shop-api', 100, 120),
      span('b', 'a', 'middleware - cors', 101, 102),
    ];
    const tree = [
      '     0.0 ms esim-shop-server · POST /shop-api (20.0 ms)',
      '    10.0 ms   esim-shop-server · job provision-esims (40.0 ms)',
    ];
    expect(traceTree(spans, (each) => each.name.startsWith('middleware - '))).toBe(tree.join('\n'));
    expect(traceTree(spans).split('\n')).toHaveLength(3);
  });
});
