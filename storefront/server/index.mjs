// First: traces, when kept, must be set up before the modules they follow are used.
import { describeRequestSpan, flushTraces } from './tracing.mjs';

import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createRequestListener } from '@mjackson/node-fetch-server';
import { createRequestHandler } from 'react-router';

import { createAnswerCompression } from './answer-compression.mjs';
import { shopApiMaxBodyBytes } from './api-body-limit.mjs';
import { createBackendProxy } from './backend-proxy.mjs';
import { createFlagRasterHandler } from './flag-rasters.mjs';
import { createFlagSheet } from './flag-sheet.mjs';
import { createHealthHandler } from './health.mjs';
import { createRequestFront } from './request-front.mjs';
import { createJsonLog, logFormat, sendConsoleToLog } from './log.mjs';
import { nameRequest, runForRequest } from './request-id.mjs';
import { createStaticHandler } from './static-files.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(here, '../build');
const require = createRequire(import.meta.url);
const flagIconsFlags = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags');

const build = await import(path.join(buildDir, 'server/index.js'));
const flagRoots = [flagIconsFlags, path.join(buildDir, 'client/flags')];
// The offers page's flags, all in one picture (flag-sheet.mjs).
const flagSheet = createFlagSheet({ roots: flagRoots, urlPrefix: '/flags/' });

let config;
try {
  if (logFormat(process.env) === 'json') sendConsoleToLog(createJsonLog());
  config = build.entry.module.shopConfig();
} catch (error) {
  console.error(`Storefront not started. ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const host = process.env.STOREFRONT_HOST ?? '127.0.0.1';
const port = Number(process.env.STOREFRONT_PORT ?? process.env.PORT ?? 3000);

// Every proxied request tells the backend which protocol the shopper used (its Secure cookies need it).
const proxy = (options) => createBackendProxy(config.backendUrl, { forwardedProto: config.httpsOnly ? 'https' : 'http', ...options });
/** The readable marker of a shop session that goes with an answer's Set-Cookie headers (app/lib/shop-api/session-marker.ts). */
const sessionMarkerCookies = (cookieHeader, setCookies) =>
  build.entry.module.sessionMarkerCookies(cookieHeader, setCookies, { secure: config.httpsOnly });

/** What may answer a request, in order, each named for the request's span (traces). */
const handlers = [
  // The load balancer's question (issue 18), before anything that could reach the backend.
  ['probe', createHealthHandler({ backendUrl: config.backendUrl })],
  // The backend refuses larger GraphQL bodies with the same 413 (one variable for both).
  ['/shop-api', proxy({ prefix: '/shop-api', maxBodyBytes: shopApiMaxBodyBytes(process.env), addSetCookies: sessionMarkerCookies })],
  // Invoice PDFs of the customer's orders, same-origin so the session cookie goes with them.
  ['/invoices', proxy({ prefix: '/invoices' })],
  ['/media', proxy({ prefix: '/media', targetPrefix: '/assets' })],
  // The contact and review forms (multipart, a file of up to 10 MB: 12 MB leaves room for the
  // text fields and the multipart framing), and approved review pictures.
  ['/contact/submit', proxy({ prefix: '/contact/submit', maxBodyBytes: 12 * 1024 * 1024, methods: ['POST'] })],
  ['/reviews/submit', proxy({ prefix: '/reviews/submit', maxBodyBytes: 12 * 1024 * 1024, methods: ['POST'] })],
  ['/uploads/reviews', proxy({ prefix: '/uploads/reviews', methods: ['GET', 'HEAD'] })],
  ['file', createStaticHandler({ root: path.join(buildDir, 'client/assets'), urlPrefix: '/assets/', immutable: true })],
  // Flags come from the maintained flag-icons package, served by us rather than hot-linked; regions
  // it has no flag for (Asia, Africa…) are ours, in public/flags. A browser gets them drawn as WebP.
  ['file', flagSheet.serve],
  ['file', createFlagRasterHandler({ roots: flagRoots, urlPrefix: '/flags/' })],
  ['file', createStaticHandler({ root: flagIconsFlags, urlPrefix: '/flags/', immutable: false, variesWithAccept: true })],
  [
    'file',
    createStaticHandler({ root: path.join(buildDir, 'client/flags'), urlPrefix: '/flags/', immutable: false, variesWithAccept: true }),
  ],
  ['file', createStaticHandler({ root: path.join(buildDir, 'client'), urlPrefix: '/', immutable: false })],
];

const mode = process.env.NODE_ENV ?? 'production';
const handleDocument = createRequestHandler(build, mode);
// Anonymous catalogue and content pages come from the page cache (app/lib/cache/page-cache.server.ts)
// when it has them; anything else, and a miss, is rendered by React Router with a load context of
// its own: a fresh CSP nonce, a list for the backend's Set-Cookie headers and when it began.
// Its calls to the backend name the shopper's address as the /shop-api proxy does (forwardedFor), so
// the backend's per-client limits count shoppers, not this server. A page the cache renders for
// everybody is rendered from a request of its own, which names nobody.
const forwardedForOf = new WeakMap();
const pageCache = build.entry.module.createPageCache(
  (request) =>
    handleDocument(request, {
      nonce: randomBytes(16).toString('base64'),
      setCookies: [],
      receivedAt: performance.now(),
      forwardedFor: forwardedForOf.get(request),
      requestId: request.headers.get('x-request-id') ?? undefined,
      flagSheetLayout: flagSheet.layout,
    }),
  build,
);
// The Request every page sees is on the configured public origin, whatever Host the client sent:
// canonical links, Open Graph, structured data, robots.txt and the sitemaps name the shop only.
const publicOrigin = new URL(config.publicOrigin);
const requestOptions = { host: publicOrigin.host, protocol: publicOrigin.protocol };

/**
 * Answers with the page (or a navigation's data). Its Set-Cookie headers (a session and its
 * signature, the session's marker) go on `res` as one list: the listener writes the others as raw
 * name/value pairs over the headers the front already set, and Node then keeps only the last of two
 * pairs of one name. An answer that sets a cookie is for this browser only, whatever the page's
 * own Cache-Control said (a shared page the cache served, with a marker mended).
 */
function renderPage(req, res) {
  return createRequestListener(async (request, client) => {
    forwardedForOf.set(request, [request.headers.get('x-forwarded-for'), client.address].filter(Boolean).join(', '));
    const response = await pageCache.respond(request);
    describeRequestSpan(`${request.method} page`, {
      'request.id': request.headers.get('x-request-id') ?? '',
      // hit, stale, miss or bypass (app/lib/cache/page-cache.server.ts)
      'shop.page_cache': response.headers.get('x-shop-cache') ?? 'none',
    });
    const cookies = response.headers.getSetCookie();
    const markers = sessionMarkerCookies(request.headers.get('cookie'), cookies);
    if (cookies.length === 0 && markers.length === 0) return response;
    res.setHeader('Set-Cookie', [...cookies, ...markers]);
    const headers = new Headers(response.headers);
    headers.delete('set-cookie');
    const cacheControl = build.entry.module.cacheControlSettingCookies(headers.get('cache-control'));
    if (cacheControl !== null) headers.set('Cache-Control', cacheControl);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }, requestOptions)(req, res);
}

// Security headers on every answer (pages, redirects, static files, the proxy's), then 400 for a
// request that names nothing (a bad path or Host).
const front = createRequestFront({ securityHeaders: build.entry.module.BASELINE_SECURITY_HEADERS, httpsOnly: config.httpsOnly });
// Every answer not compressed yet (the manifest, navigation data, the Shop API's JSON…).
const compress = createAnswerCompression({ brotliQuality: build.entry.module.PAGE_BROTLI_QUALITY });

async function serve(req, res, requestId) {
  if (front(req, res)) return;
  try {
    await compress(req, res);
    for (const [served, handle] of handlers) {
      if (await handle(req, res)) return describeRequestSpan(`${req.method} ${served}`, { 'request.id': requestId });
    }
    await renderPage(req, res);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('An error occured');
  }
}

// Everything done for a request, its log lines included, names it (log.mjs).
const server = http.createServer((req, res) => {
  const requestId = nameRequest(req, res);
  return runForRequest(requestId, () => serve(req, res, requestId));
});

server.listen(port, host, () => {
  console.log(`STOREFRONT_READY http://${host}:${port}`);
});

function stop() {
  server.close(() => void flushTraces().finally(() => process.exit(0)));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 2_000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
