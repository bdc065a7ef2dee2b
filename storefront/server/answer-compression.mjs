import zlib from 'node:zlib';

import compression from 'compression';

/** Below this an answer goes as it is: compressing it would save a few bytes, or add some. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses every answer the storefront server sends that is not compressed yet, when the client
 * takes it (brotli first, then gzip): React Router's route manifest (`/__manifest`, which lazy route
 * discovery asks before a navigation), a navigation's data, robots.txt and the sitemaps, the Shop
 * API's JSON through the proxy, a static file to a client without brotli. Over
 * COMPRESSION_THRESHOLD_BYTES, of a compressible type (text, JSON, XML, JavaScript, SVG), never on
 * `Cache-Control: no-transform` or a HEAD. Pages are compressed by their render
 * (`app/lib/http/page-compression.server.ts`), so that the page cache keeps them compressed, and
 * static assets at their first request (`static-files.mjs`): both go out with a Content-Encoding,
 * which this leaves alone. Each chunk is flushed as it comes, because a navigation's data streams
 * its deferred parts and the browser should not wait for the compressor's buffer to fill.
 * `brotliQuality` is the pages' own (entry.server.tsx `PAGE_BROTLI_QUALITY`).
 *
 * @returns `(req, res) => Promise<void>`, to run before anything writes to `res`.
 */
export function createAnswerCompression({ brotliQuality }) {
  const middleware = compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    flush: zlib.constants.Z_SYNC_FLUSH,
    brotli: {
      flush: zlib.constants.BROTLI_OPERATION_FLUSH,
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality },
    },
  });
  return (req, res) => new Promise((resolve, reject) => middleware(req, res, (error) => (error ? reject(error) : resolve())));
}
