import type { LoaderFunctionArgs } from 'react-router';

import { bootstrap, getContactConfiguration, type ContactConfiguration, type MenuItem, type ShopClient } from '@shop/api';

import { shopConfig } from '../../config.server';
import { detectLocale, localeOfPath } from '../../lib/locale-detection';
import { shopClientFor } from '../../lib/shop.server';

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

/** The layouts' menu and the shop's contact points, in the page's language. */
export async function menuLoader({ request, context }: LoaderFunctionArgs): Promise<LayoutData> {
  const locale = localeOfPath(new URL(request.url).pathname) ?? detectLocale(request, shopConfig().defaultLocale);
  const client: ShopClient = shopClientFor(request, context, locale);
  const [menuItems, contact] = await Promise.all([
    orNothing(
      'menu',
      bootstrap(client).then((answer) => answer.menuItems),
      [],
    ),
    orNothing('contact configuration', getContactConfiguration(client), null),
  ]);
  return { menuItems, contact };
}
