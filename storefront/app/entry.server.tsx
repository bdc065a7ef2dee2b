import { PassThrough } from 'node:stream';

import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleDataRequestFunction } from 'react-router';

import './load-context';
import { shopConfig } from './config.server';
import { cacheHeaders, hasShopSession } from './lib/cache-policy';
import { NonceContext } from './lib/nonce';
import { compressedDataResponse, compressedStream, declareEncoding, negotiatedEncoding } from './lib/page-compression.server';
import { applyHtmlSecurityHeaders, policyOrigins } from './lib/security-headers';

export const streamTimeout = 5_000;

/** Exposed so the server validates the configuration before it listens (spec §8). */
export { shopConfig };

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
  const { nonce } = loadContext;
  passOnBackendCookies(responseHeaders, loadContext);
  applyHtmlSecurityHeaders(responseHeaders, nonce, policyOrigins(shopConfig()));
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  const page = routerContext.staticHandlerContext.matches.at(-1);
  const pageHandle = page ? (routerContext.routeModules[page.route.id]?.handle as { cacheable?: boolean } | undefined) : undefined;
  const headers = cacheHeaders({
    status: responseStatusCode,
    catalogueRoutes: pageHandle?.cacheable === true,
    setsCookies: loadContext.setCookies.length > 0,
    hasSession: hasShopSession(request.headers.get('cookie')),
    localeFromRequest: new URL(request.url).pathname === '/',
  });
  for (const [name, value] of Object.entries(headers)) responseHeaders.set(name, value);
  const encoding = negotiatedEncoding(request.headers.get('accept-encoding'));
  if (encoding) declareEncoding(responseHeaders, encoding);

  // Crawlers get the whole document at once; people get the shell as soon as it is ready.
  const readyEvent = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          resolve(new Response(compressedStream(body, encoding), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  passOnBackendCookies(response.headers, context);
  return compressedDataResponse(request, response);
};

/** A page that failed to render or load shows the error page; the server's log says why (not for a shopper who left). */
export function handleError(error: unknown, { request }: { request: Request }): void {
  if (request.signal.aborted) return;
  console.error(`[render] ${request.method} ${new URL(request.url).pathname}:`, error);
}
