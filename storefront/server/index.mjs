import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createRequestListener } from '@mjackson/node-fetch-server';
import { createRequestHandler } from 'react-router';

import { shopApiMaxBodyBytes } from './api-body-limit.mjs';
import { createBackendProxy } from './backend-proxy.mjs';
import { createHealthHandler } from './health.mjs';
import { createStaticHandler } from './static-files.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(here, '../build');
const require = createRequire(import.meta.url);

const build = await import(path.join(buildDir, 'server/index.js'));

let config;
try {
  config = build.entry.module.shopConfig();
} catch (error) {
  console.error(`Storefront not started. ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const host = process.env.STOREFRONT_HOST ?? '127.0.0.1';
const port = Number(process.env.STOREFRONT_PORT ?? process.env.PORT ?? 3000);

// Every proxied request tells the backend which protocol the shopper used (its Secure cookies need it).
const proxy = (options) => createBackendProxy(config.backendUrl, { forwardedProto: config.httpsOnly ? 'https' : 'http', ...options });

const handlers = [
  // The load balancer's question (issue 18), before anything that could reach the backend.
  createHealthHandler(),
  // The backend refuses larger GraphQL bodies with the same 413 (one variable for both).
  proxy({ prefix: '/shop-api', maxBodyBytes: shopApiMaxBodyBytes(process.env) }),
  // Invoice PDFs of the customer's orders, same-origin so the session cookie goes with them.
  proxy({ prefix: '/invoices' }),
  proxy({ prefix: '/media', targetPrefix: '/assets' }),
  // The contact and review forms (multipart, a file of up to 10 MB: 12 MB leaves room for the
  // text fields and the multipart framing), and approved review pictures.
  proxy({ prefix: '/contact/submit', maxBodyBytes: 12 * 1024 * 1024, methods: ['POST'] }),
  proxy({ prefix: '/reviews/submit', maxBodyBytes: 12 * 1024 * 1024, methods: ['POST'] }),
  proxy({ prefix: '/uploads/reviews', methods: ['GET', 'HEAD'] }),
  createStaticHandler({ root: path.join(buildDir, 'client/assets'), urlPrefix: '/assets/', immutable: true }),
  // Flags come from the maintained flag-icons package, served by us rather than hot-linked.
  createStaticHandler({
    root: path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags'),
    urlPrefix: '/flags/',
    immutable: false,
  }),
  // Regions flag-icons has no flag for (Asia, Africa…) are ours, in public/flags: served by the last handler.
  createStaticHandler({ root: path.join(buildDir, 'client'), urlPrefix: '/', immutable: false }),
];

const mode = process.env.NODE_ENV ?? 'production';
const handleDocument = createRequestHandler(build, mode);
// Anonymous catalogue and content pages come from the page cache (app/lib/page-cache.server.ts)
// when it has them; anything else, and a miss, is rendered by React Router with a load context of
// its own: a fresh CSP nonce, a list for the backend's Set-Cookie headers and when it began.
// Its calls to the backend name the shopper's address as the /shop-api proxy does (forwardedFor), so
// the backend's per-client limits count shoppers, not this server.
const forwardedForOf = new WeakMap();
const pageCache = build.entry.module.createPageCache((request) =>
  handleDocument(request, {
    nonce: randomBytes(16).toString('base64'),
    setCookies: [],
    receivedAt: performance.now(),
    forwardedFor: forwardedForOf.get(request),
  }),
);
const renderPage = createRequestListener((request, client) => {
  forwardedForOf.set(request, [request.headers.get('x-forwarded-for'), client.address].filter(Boolean).join(', '));
  return pageCache.respond(request);
});

// Issue 15: with the shop on HTTPS only, browsers are told to never try it over plain HTTP again
// (the backend sends the same; not for subdomains, which are not ours to speak for).
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** A path whose percent-encoding does not decode (`/media/%`) names nothing here or behind. */
function hasMalformedPath(url) {
  try {
    decodeURIComponent(new URL(url ?? '/', 'http://local').pathname);
    return false;
  } catch {
    return true;
  }
}

const server = http.createServer(async (req, res) => {
  // Every response of the origin, pages and proxied API alike.
  if (config.httpsOnly) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  if (hasMalformedPath(req.url)) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Bad request');
    return;
  }
  try {
    for (const handle of handlers) if (await handle(req, res)) return;
    await renderPage(req, res);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('An error occured');
  }
});

server.listen(port, host, () => {
  console.log(`STOREFRONT_READY http://${host}:${port}`);
});

function stop() {
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 2_000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
