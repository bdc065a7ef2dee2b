import type { LoaderFunctionArgs } from 'react-router';

import { bootstrap, type MenuItem } from '@shop/api';

import { shopConfig } from '../../config.server';
import { detectLocale, localeOfPath } from '../../lib/locale-detection';
import { shopClientFor } from '../../lib/shop.server';

/** The layouts' menu. It is a nicety: with the backend down the page still renders (and shows its own error). */
export async function menuLoader({ request, context }: LoaderFunctionArgs): Promise<{ menuItems: MenuItem[] }> {
  const locale = localeOfPath(new URL(request.url).pathname) ?? detectLocale(request, shopConfig().defaultLocale);
  try {
    return { menuItems: (await bootstrap(shopClientFor(request, context, locale))).menuItems };
  } catch (error) {
    console.error(`[layout] menu unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return { menuItems: [] };
  }
}
