import type { LoaderFunctionArgs } from 'react-router';

import { bootstrap, getContactConfiguration, type ContactConfiguration, type MenuItem, type ShopClient } from '@shop/api';

import { shopConfig } from '../../config.server';
import { localeOfPath } from '../../lib/i18n/locale-detection';
import { detectLocale } from '../../lib/i18n/locale-detection.server';
import { shopPublishedMemo } from '../../lib/cache/shop-published.server';
import { anonymousShopClient } from '../../lib/shop-api/shop.server';

export interface LayoutData {
  menuItems: MenuItem[];
  /** The shop's phone, emails, office and hours (the account panel, the chat fallback, the footer). */
  contact: ContactConfiguration | null;
}

/** A layout's extra is a nicety: with the backend down the page still renders (and shows its own error). */
async function orNothing<Value>(what: string, read: Promise<Value>, nothing: Value): Promise<Value> {
  try {
    return await read;
  } catch (error) {
    console.error(`[layout] ${what} unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return nothing;
  }
}

/**
 * The layouts' menu and the shop's contact points, in the page's language. The same for every
 * shopper until staff publish a change: read once per language and published version (the memo).
 */
export async function menuLoader({ request }: LoaderFunctionArgs): Promise<LayoutData> {
  const locale = localeOfPath(new URL(request.url).pathname) ?? detectLocale(request, shopConfig().defaultLocale);
  const memo = shopPublishedMemo();
  const client: ShopClient = anonymousShopClient(locale);
  const [menuItems, contact] = await Promise.all([
    orNothing(
      'menu',
      memo.get(`menu ${locale}`, () => bootstrap(client).then((answer) => answer.menuItems)),
      [],
    ),
    orNothing(
      'contact configuration',
      memo.get(`contact ${locale}`, () => getContactConfiguration(client)),
      null,
    ),
  ]);
  return { menuItems, contact };
}
