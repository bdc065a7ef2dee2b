import { PassThrough, Readable } from 'node:stream';

import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleDataRequestFunction, type ServerBuild } from 'react-router';

import './load-context';
import { shopConfig } from './config.server';
import { cacheHeaders, isSharedCacheable } from './lib/cache/cache-policy';
import { NonceContext } from './lib/http/nonce';
import { preferredEncoding } from '../server/negotiation.mjs';
import { compressedStream, declareEncoding } from './lib/http/page-compression.server';
import { inlineScriptHashes } from './lib/http/inline-script-hashes.server';
import { loadedAfterFirstPaint, loadingAfterFirstPaint } from './lib/http/after-first-paint.server';
import { hearingPageTexts, pageTextsScript } from './i18n/page-texts.server';
import { catalogMessages } from './lib/i18n/catalog';
import type { RootData } from './lib/react/root-data';
import { applyHtmlSecurityHeaders, BASELINE_SECURITY_HEADERS, policyOrigins } from './lib/http/security-headers';
import type { PageCache } from './lib/cache/page-cache.server';
import { createShopPageCache } from './lib/cache/shop-page-cache.server';
import { hasShopSession } from './lib/shop-api/shop-session.server';

export const streamTimeout = 5_000;

/**
 * Exposed so the server validates the configuration before it listens (spec §8), and sets the
 * headers every answer carries (redirects, static files, proxied calls) before anything else.
 */
export { shopConfig, BASELINE_SECURITY_HEADERS };
/** The server compresses every other answer as the pages are (storefront/server/answer-compression.mjs). */
export { PAGE_BROTLI_QUALITY } from './lib/http/page-compression.server';
export { sessionMarkerCookies } from './lib/shop-api/shop-session.server';
export { cacheControlSettingCookies } from './lib/cache/cache-policy';

/**
 * The page cache the server puts in front of React Router (storefront/server/index.mjs), configured
 * from the environment; the build's routes tell it which pages it may keep and what they read.
 */
export function createPageCache(render: (request: Request) => Promise<Response>, build: ServerBuild): PageCache {
  return createShopPageCache(render, shopConfig(), build);
}

function passOnBackendCookies(headers: Headers, context: AppLoadContext) {
  for (const cookie of context.setCookies) headers.append('Set-Cookie', cookie);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // React Router calls this once every loader answered: the time so far is the page's data.
  const renderStartedAt = performance.now();
  const dataMs = renderStartedAt - loadContext.receivedAt;
  passOnBackendCookies(responseHeaders, loadContext);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  const page = routerContext.staticHandlerContext.matches.at(-1);
  const pageHandle = page
    ? (routerContext.routeModules[page.route.id]?.handle as { cacheable?: boolean; noStore?: boolean } | undefined)
    : undefined;
  const headers = cacheHeaders({
    status: responseStatusCode,
    catalogueRoutes: pageHandle?.cacheable === true,
    noStore: pageHandle?.noStore === true,
    setsCookies: loadContext.setCookies.length > 0,
    hasSession: hasShopSession(request.headers.get('cookie')),
    localeFromRequest: new URL(request.url).pathname === '/',
  });
  for (const [name, value] of Object.entries(headers)) responseHeaders.set(name, value);
  const encoding = preferredEncoding(request.headers.get('accept-encoding'));
  if (encoding) declareEncoding(responseHeaders, encoding);
  const origins = policyOrigins(shopConfig());

  return new Promise<Response>((resolve, reject) => {
    // A page a shared cache keeps is served to every visitor: it carries no nonce, and its policy
    // lists the hashes of its inline scripts, which needs the whole document before the headers;
    // its scripts load after the first paint (after-first-paint.server.ts). Any other page streams
    // under a nonce of its own, its scripts loading after the first paint too. Crawlers get the
    // whole document at once.
    const shared = isSharedCacheable(headers);
    const nonce = shared ? undefined : loadContext.nonce;
    const whole = shared || isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;
    let shellRendered = false;
    const respond = (body: Readable) => {
      responseHeaders.set('Server-Timing', serverTimingParts(dataMs, performance.now() - renderStartedAt));
      resolve(new Response(compressedStream(body, encoding), { headers: responseHeaders, status: responseStatusCode }));
    };
    // The texts this render looks up: a page a shared cache keeps carries them (i18n/page-texts.server.ts).
    const pageTexts = new Set<string>();
    const { pipe, abort } = hearingPageTexts(pageTexts, () =>
      renderToPipeableStream(
        <NonceContext.Provider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceContext.Provider>,
        {
          nonce,
          // React 19.2 moves a finished Suspense boundary out of place once 12.8 KB are flushed, and
          // reveals it later by script: the parts hydrated later (footer, promises bar…) would then
          // paint late and shift the page. Finished boundaries stay where they are.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          [whole ? 'onAllReady' : 'onShellReady']() {
            shellRendered = true;
            if (!shared) {
              applyHtmlSecurityHeaders(responseHeaders, { nonce: loadContext.nonce }, origins);
              const body = loadingAfterFirstPaint();
              respond(body);
              pipe(body);
              return;
            }
            const chunks: Buffer[] = [];
            const sink = new PassThrough();
            sink.on('data', (chunk: Buffer) => chunks.push(chunk));
            sink.on('end', () => {
              const html = loadedAfterFirstPaint(Buffer.concat(chunks).toString('utf8'), pageTextsOf(routerContext, pageTexts));
              applyHtmlSecurityHeaders(responseHeaders, { hashes: inlineScriptHashes(html) }, origins);
              respond(Readable.from([Buffer.from(html)]));
            });
            sink.on('error', reject);
            pipe(sink);
          },
          onShellError(error: unknown) {
            reject(error);
          },
          onError(error: unknown) {
            responseStatusCode = 500;
            if (shellRendered) console.error(error);
          },
        },
      ),
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/** The `<script>` of the texts a page looked up, in its language; none for a page without the root's data (its texts then come as a file). */
function pageTextsOf(routerContext: EntryContext, texts: ReadonlySet<string>): string {
  const root = routerContext.staticHandlerContext.loaderData['root'] as RootData | undefined;
  return root ? pageTextsScript(texts, catalogMessages(root.catalog)) : '';
}

/**
 * The parts of a page's server time (the page cache puts the whole, `render`, before them): its
 * loaders (`data`: the backend calls and what is made of them) and React's HTML until the headers
 * go (`html`: the whole document for a page a shared cache keeps, the shell for a streamed one).
 */
function serverTimingParts(dataMs: number, htmlMs: number): string {
  return `data;dur=${dataMs.toFixed(1)}, html;dur=${htmlMs.toFixed(1)}`;
}

/** A navigation's data: the server compresses it with every other answer (storefront/server/answer-compression.mjs). */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  passOnBackendCookies(response.headers, context);
  return response;
};

/** A page that failed to render or load shows the error page; the server's log says why (not for a shopper who left). */
export function handleError(error: unknown, { request }: { request: Request }): void {
  if (request.signal.aborted) return;
  console.error(`[render] ${request.method} ${new URL(request.url).pathname}:`, error);
}
