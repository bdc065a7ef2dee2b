import { useRouteLoaderData } from 'react-router';

import type { ShopCurrency, ShopLocale } from '@shop/api/locale';

import { catalogMessages } from '../i18n/catalog';
import { createShopIntl } from '../i18n/intl';

export interface RootData {
  locale: ShopLocale;
  /** The address of the language's texts (lib/i18n/catalog.ts), not the texts: they are not sent in the page. */
  catalog: string;
  currency: ShopCurrency;
  /** The shop's public origin, for canonical and hreflang links. */
  origin: string;
  /** What the browser may load from third parties, and only once the shopper asks (issue 7). */
  thirdParties: ThirdParties;
}

export interface ThirdParties {
  /** The support chat's widget script; null: the chat button offers phone, email and the form. */
  chatWidgetScriptUrl: string | null;
  /** Loaded after the cookie notice's 'Got it' only. */
  googleTagId: string | null;
  trackingScriptUrls: string[];
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

interface MatchLike {
  id: string;
  // React Router types match data loosely in meta functions.
  loaderData?: unknown;
}

export function rootDataOf(matches: ReadonlyArray<MatchLike | undefined>): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
}

export function intlOfMatches(matches: ReadonlyArray<MatchLike | undefined>) {
  const root = rootDataOf(matches);
  return root ? createShopIntl(root.locale, catalogMessages(root.catalog)) : undefined;
}
