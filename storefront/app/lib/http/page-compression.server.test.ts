import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { compressedStream, declareEncoding } from './page-compression.server';

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

describe('page compression', () => {
  it('compresses a streamed page that decompresses to the same bytes, sending each chunk as it comes', async () => {
    const page = '<li class="inline-flex items-center gap-2 rounded-md">France</li>'.repeat(2000);
    for (const [encoding, decompress] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const source = new PassThrough();
      const reader = compressedStream(source, encoding).getReader();
      source.write('<!DOCTYPE html><html>');
      // The shell is flushed before the rest is written: the browser can start on it.
      const first = await reader.read();
      expect(first.value?.length).toBeGreaterThan(0);
      source.end(page);
      const rest: Uint8Array[] = [first.value ?? new Uint8Array()];
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest.push(chunk.value);
      const compressed = Buffer.concat(rest);
      expect(decompress(compressed).toString()).toBe(`<!DOCTYPE html><html>${page}`);
      expect(compressed.length).toBeLessThan(page.length / 20);
    }
  });

  it('passes the page through untouched without an encoding', async () => {
    const source = new PassThrough();
    source.end('<p>plain</p>');
    expect((await bytesOf(compressedStream(source, null))).toString()).toBe('<p>plain</p>');
  });

  it('declares the encoding for caches, dropping any length', () => {
    const headers = new Headers({ Vary: 'Cookie', 'Content-Length': '10' });
    declareEncoding(headers, 'gzip');
    expect(headers.get('Content-Encoding')).toBe('gzip');
    expect(headers.get('Content-Length')).toBeNull();
    expect(headers.get('Vary')).toBe('Cookie, Accept-Encoding');
  });
});
