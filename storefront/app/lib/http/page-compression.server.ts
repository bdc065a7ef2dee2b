import type { Readable, Transform } from 'node:stream';
import zlib from 'node:zlib';

import { createReadableStreamFromReadable } from '@react-router/node';

/*
 * Pages are compressed as they are rendered, and the page cache keeps them so: a destination
 * listing is half a megabyte of HTML (Tailwind's repeated class names) and about 40 KB compressed,
 * which is what a phone on a roaming connection should download. Every other answer is compressed
 * by the server (storefront/server/answer-compression.mjs), static assets once each
 * (storefront/server/static-files.mjs).
 */

/** What a page is compressed with: the client's choice (storefront/server/negotiation.mjs `preferredEncoding`). */
export type PageEncoding = 'br' | 'gzip';

/**
 * Brotli's quality 5 compresses a listing as small as gzip's best in a few milliseconds; 11 (the
 * default) would take longer than rendering the page.
 */
export const PAGE_BROTLI_QUALITY = 5;

/**
 * A compressor that flushes every chunk it is given: React streams the page's shell first and
 * the rest as it renders, and the browser should not wait for the compressor's buffer to fill.
 */
function compressor(encoding: PageEncoding): Transform {
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY },
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
