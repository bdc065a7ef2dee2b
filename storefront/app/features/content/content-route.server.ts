import { data } from 'react-router';

import type { ShopClient } from '@shop/api';
import type { ShopLocale } from '@shop/api/locale';

import { alternatesOf, type Alternates } from '../../lib/i18n/alternates';
import { requireLocale } from '../../lib/i18n/locale-route';
import { shopClientFor, toRouteError } from '../../lib/shop-api/shop.server';
import type { ShopLoadContext } from '../../load-context';
import { contentPath, type ContentPage } from '../../lib/routing/content-paths';

export interface ContentLoaderArgs {
  request: Request;
  params: { lang?: string };
  context: ShopLoadContext;
}

export interface ContentRouteData<Content> {
  content: Content;
  alternates: Alternates;
  /** Opened in the mobile app's webview (`FaqApp`, `app/faq.html`…): no links out of the page's own flow. */
  app: boolean;
}

/** `/{lang}/FaqApp`, `/{lang}/app/terms.html`, `/{lang}/InstallationApp`: spec §2's app variants. */
function isAppVariant(pathname: string): boolean {
  return /\/(?:[A-Za-z]+App|app\/[^/]+)$/.test(pathname);
}

/**
 * Loads one content page in the route's language: its content, its address in every language and
 * whether it is the app variant. No content (an unknown page or post) is the 404 page.
 */
export async function loadContentPage<Content>(
  { request, params, context }: ContentLoaderArgs,
  page: ContentPage,
  read: (client: ShopClient, locale: ShopLocale) => Promise<Content | null>,
): Promise<ContentRouteData<Content>> {
  const locale = requireLocale(params.lang, 'en');
  let content: Content | null;
  try {
    content = await read(shopClientFor(request, context, locale), locale);
  } catch (error) {
    return toRouteError(error);
  }
  if (content === null) throw data(null, { status: 404 });
  return { content, alternates: alternatesOf((code) => contentPath(code, page)), app: isAppVariant(new URL(request.url).pathname) };
}
