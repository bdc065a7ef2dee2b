import { data } from 'react-router';

import { createShopClient, ShopError, type ShopClient } from '@shop/api';
import type { ShopCurrency, ShopLocale } from '@shop/api/locale';

import { shopApiUrl, shopConfig } from '../../config.server';
import { currencyOfRequest } from '../i18n/currency';
import type { ShopLoadContext } from '../../load-context';

/** The shop client of one server request: the shopper's cookies go to Vendure, its Set-Cookie comes back. */
export function shopClientFor(request: Request, context: ShopLoadContext, locale: ShopLocale): ShopClient {
  const config = shopConfig();
  return createShopClient({
    shopApiUrl: shopApiUrl(config),
    locale,
    currency: currencyOfRequest(request, config.defaultCurrency),
    cookie: request.headers.get('cookie'),
    // The backend's per-client limits count the shopper, not this server (TRUSTED_PROXIES believes it).
    ...(context.forwardedFor ? { forwardedFor: context.forwardedFor } : {}),
    ...(context.requestId ? { requestId: context.requestId } : {}),
    onSetCookie: (cookie) => context.setCookies.push(cookie),
  });
}

/**
 * A shop client of no shopper: no cookie goes out, no Set-Cookie comes back. For answers the same
 * for everyone (the published memo keeps them), which no visitor's session may colour.
 */
export function anonymousShopClient(locale: ShopLocale, currency?: ShopCurrency): ShopClient {
  const config = shopConfig();
  return createShopClient({ shopApiUrl: shopApiUrl(config), locale, currency: currency ?? config.defaultCurrency });
}

/** Turns a failed shop call into the route error the error page shows: 404 for unknown things, else the generic page. */
export function toRouteError(error: unknown): never {
  if (error instanceof ShopError) {
    if (error.isNotFound) throw data(null, { status: 404 });
    console.error(`[shop] ${error.operation} failed: ${error.message}`);
    throw data(null, { status: error.status >= 500 ? 503 : error.status });
  }
  throw error;
}
