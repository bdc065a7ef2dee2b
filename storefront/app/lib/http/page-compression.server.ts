import { Readable, type Transform } from 'node:stream';
import zlib from 'node:zlib';

import { createReadableStreamFromReadable } from '@react-router/node';

/*
 * Pages and navigation data are compressed by the storefront itself: a destination listing is
 * half a megabyte of HTML (Tailwind's repeated class names) and about 40 KB compressed, which is
 * what a phone on a roaming connection should download. Static assets are compressed at build.
 */

export type PageEncoding = 'br' | 'gzip';

/**
 * Brotli's quality 5 compresses a listing as small as gzip's best in a few milliseconds; 11 (the
 * default) would take longer than rendering the page.
 */
const BROTLI_QUALITY = 5;

/** The encoding a client accepts with a non-zero weight, brotli before gzip; null for none (identity). */
export function negotiatedEncoding(acceptEncoding: string | null): PageEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const weight = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    if (name) accepted.set(name, weight === undefined ? 1 : Number(weight));
  }
  const allows = (name: PageEncoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

/**
 * A compressor that flushes every chunk it is given: React streams the page's shell first and
 * the rest as it renders, and the browser should not wait for the compressor's buffer to fill.
 */
function compressor(encoding: PageEncoding): Transform {
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
      })
    : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH });
}

/** Marks the headers for a compressed body; caches keep one copy per encoding. */
export function declareEncoding(headers: Headers, encoding: PageEncoding): void {
  headers.set('Content-Encoding', encoding);
  headers.delete('Content-Length');
  headers.append('Vary', 'Accept-Encoding');
}

/** A Node stream of the page, compressed as a web stream for the Response. */
export function compressedStream(source: Readable, encoding: PageEncoding | null): ReadableStream<Uint8Array> {
  if (!encoding) return createReadableStreamFromReadable(source);
  const output = compressor(encoding);
  source.on('error', (error) => output.destroy(error));
  return createReadableStreamFromReadable(source.pipe(output));
}

/** A navigation's data answer (React Router's `.data` requests), compressed when the client takes it. */
export function compressedDataResponse(request: Request, response: Response): Response {
  const encoding = negotiatedEncoding(request.headers.get('accept-encoding'));
  if (!encoding || !response.body || response.status !== 200 || response.headers.has('Content-Encoding')) return response;
  const headers = new Headers(response.headers);
  declareEncoding(headers, encoding);
  // Readable.fromWeb's parameter is typed with Node's own web-stream types, which the DOM's ReadableStream matches at run time.
  const source = Readable.fromWeb(response.body as Parameters<typeof Readable.fromWeb>[0]);
  return new Response(compressedStream(source, encoding), { status: response.status, statusText: response.statusText, headers });
}
