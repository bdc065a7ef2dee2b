import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';

import { preferredEncoding } from './negotiation.mjs';

const CONTENT_TYPES = {
  __proto__: null,
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt']);
const compressedCache = new Map();

/** The file a URL's path names under `resolvedRoot`, or undefined when the path would leave that folder. */
export function fileUnder(resolvedRoot, urlPrefix, pathname) {
  const filePath = path.resolve(resolvedRoot, `.${pathname.slice(urlPrefix.length - 1)}`);
  return filePath.startsWith(resolvedRoot + path.sep) ? filePath : undefined;
}

/**
 * What every file's answer says of itself: its type, how long a cache keeps it (a year for a hashed
 * build asset, a day for the rest) and what it varies with (`variesWithAccept`: another format of
 * the same address is answered for some Accept headers, as flag-rasters.mjs does).
 */
export function setFileHeaders(res, { contentType, immutable = false, variesWithAccept = false }) {
  res.setHeader('Content-Type', contentType);
  res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Vary', variesWithAccept ? 'Accept, Accept-Encoding' : 'Accept-Encoding');
}

/**
 * Serves files under `root` for URLs under `urlPrefix`; answers false when the URL is not one of its
 * files. `immutable` and `variesWithAccept`: see setFileHeaders.
 */
export function createStaticHandler({ root, urlPrefix, immutable, variesWithAccept = false }) {
  const resolvedRoot = path.resolve(root);
  return async function serveStatic(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const pathname = decodeURIComponent(new URL(req.url, 'http://local').pathname);
    if (!pathname.startsWith(urlPrefix)) return false;
    // Only the kinds of files served here are looked for: a page's path (`/en`, `/en/esim-france.html`)
    // costs no file-system lookup on its way to the page cache (issue 17: a stat per page request
    // was a tenth of the storefront's time serving cached pages).
    if (!(path.extname(pathname) in CONTENT_TYPES)) return false;
    const filePath = fileUnder(resolvedRoot, urlPrefix, pathname);
    if (!filePath) return false;
    let info;
    try {
      info = await stat(filePath);
    } catch {
      return false;
    }
    if (!info.isFile()) return false;
    const extension = path.extname(filePath);
    setFileHeaders(res, { contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream', immutable, variesWithAccept });
    const acceptsBrotli = preferredEncoding(req.headers['accept-encoding']) === 'br';
    if (acceptsBrotli && COMPRESSIBLE.has(extension)) {
      let body = compressedCache.get(filePath);
      if (!body) {
        body = brotliCompressSync(await readFile(filePath), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } });
        compressedCache.set(filePath, body);
      }
      res.setHeader('Content-Encoding', 'br');
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    }
    res.setHeader('Content-Length', info.size);
    if (req.method === 'HEAD') res.end();
    else createReadStream(filePath).pipe(res);
    return true;
  };
}
