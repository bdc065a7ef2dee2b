import { useEffect } from 'react';
import { RawIntlProvider } from 'react-intl';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunctionArgs } from 'react-router';

import { toBcp47 } from '@shop/api/locale';

import type { Route } from './+types/root';
import { ErrorPage } from './components/error-page';
import { SessionProvider } from './features/account/session-provider';
import { CartProvider } from './features/cart/cart-provider';
import { listenForChunkFailures } from './features/shell/chunk-reload';
import { markHydrated } from './features/shell/mark-hydrated';
import { ConsentProvider } from './features/shell/consent-context';
import { LoadingBarHost } from './features/shell/loading-bar-host';
import { OfflineBannerHost } from './features/shell/offline-banner-host';
import { errorMeta } from './lib/seo/error-meta';
import { shopConfig } from './config.server';
import { catalogAsset } from './i18n/catalog-asset.server';
import { keepCatalog, loadCatalog, useCatalogMessages } from './lib/i18n/catalog';
import { currencyOfRequest } from './lib/i18n/currency';
import { localeOfPath } from './lib/i18n/locale-detection';
import { detectLocale } from './lib/i18n/locale-detection.server';
import { useNonce } from './lib/http/nonce';
import { createShopIntl } from './lib/i18n/intl';
import { EARLY_CLICK_HOLDER_SCRIPT } from './lib/react/early-clicks';
import { laterHydratedPartsLoaded } from './lib/react/lazy-part';
import { intlOfMatches, useRootData, type RootData } from './lib/react/root-data';
import { SHOP_ICONS } from './lib/seo/shop-icons';
import stylesheet from './styles/app.css?url';

export const links: Route.LinksFunction = () => [...SHOP_ICONS];

/** The fallback title; pages set their own. */
export const meta: Route.MetaFunction = ({ matches, error }) => {
  if (error) return errorMeta(matches, error);
  const intl = intlOfMatches(matches);
  return intl ? [{ title: intl.formatMessage({ id: 'meta.siteName' }) }] : [];
};

export async function loader({ request }: Route.LoaderArgs): Promise<RootData> {
  // Parts the browser hydrates later are rendered whole by the server: their code must be here first.
  await laterHydratedPartsLoaded();
  const config = shopConfig();
  const url = new URL(request.url);
  // Spec §3: the locale is detected on the root path only. No page writes the locale cookie (a
  // page that set it would be this visitor's alone, and no cache could share it): the language
  // switcher does, when the shopper chooses (lib/i18n/locale-detection.ts rememberLocaleChoice).
  const locale = localeOfPath(url.pathname) ?? detectLocale(request, config.defaultLocale);
  // The texts are not in the page: the page names their asset (lib/i18n/catalog.ts); the server renders with them.
  const catalog = await catalogAsset(locale);
  keepCatalog(catalog.href, catalog.messages);
  return {
    locale,
    catalog: catalog.href,
    currency: currencyOfRequest(request, config.defaultCurrency),
    origin: url.origin,
    thirdParties: {
      chatWidgetScriptUrl: config.chatWidgetScriptUrl ?? null,
      googleTagId: config.tracking.googleTagId ?? null,
      trackingScriptUrls: config.tracking.scriptUrls,
    },
  };
}

/** On a change of language, the new catalog is fetched before the page renders in it. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<RootData> {
  const root = await serverLoader();
  await loadCatalog(root.catalog);
  return root;
}

/** The catalog's address travels again only when the locale changes. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname)) return true;
  return defaultShouldRevalidate && currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const nonce = useNonce();
  const locale = root?.locale ?? 'en';
  // In the layout, not the app: the error page is hydrated too.
  useEffect(markHydrated, []);
  return (
    // The root element is marked by script before hydration (data-first-painted, after-first-paint.server.ts).
    <html lang={toBcp47(locale)} dir="ltr" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5cad" />
        {/* Before any module: a press on a part whose code has not loaded is held, not lost (lib/react/early-clicks.ts).
            The browser's build prints the holder's source minified, the server's not: the text differs, on purpose. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: EARLY_CLICK_HOLDER_SCRIPT }} />
        <Meta />
        {/* With a precedence React sends it before the page's module preloads: the first paint waits for it, not for them. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Links />
        {root ? <link rel="preload" href={root.catalog} as="fetch" crossOrigin="anonymous" data-shop-catalog="" /> : null}
      </head>
      <body className="min-h-dvh bg-background text-foreground antialiased">
        {root ? <ShopIntlProvider root={root}>{children}</ShopIntlProvider> : children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The language's one Intl object (lib/i18n/intl.ts), not a new one and its formatters on every render. */
function ShopIntlProvider({ root, children }: { root: RootData; children: React.ReactNode }) {
  return <RawIntlProvider value={createShopIntl(root.locale, useCatalogMessages(root.catalog))}>{children}</RawIntlProvider>;
}

/** Around every page: the progress bar, cookie consent, the cart, the session and the network state. */
export default function App() {
  useEffect(listenForChunkFailures, []);
  return (
    <LoadingBarHost>
      <ConsentProvider>
        <CartProvider>
          <SessionProvider>
            <Outlet />
          </SessionProvider>
        </CartProvider>
        <OfflineBannerHost />
      </ConsentProvider>
    </LoadingBarHost>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} standalone />;
}
