import { data } from 'react-router';

import { getCategoryTree, listCatalogueSlugs } from '@shop/api';
import { isShopLocale } from '@shop/api/locale';

import type { Route } from './+types/sitemap-locale';
import { categoryPath } from '../features/catalog/category-page';
import { productPath } from '../lib/product-path';
import { shopClientFor, toRouteError } from '../lib/shop.server';
import { crawlerResponse, escapeXml } from '../lib/xml';

/** `/sitemaps/{lang}.xml`: the locale's home, offers, every category and every product page; content pages join as they are built. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = /^([a-z]{2})\.xml$/.exec(params.file)?.[1];
  if (!isShopLocale(locale)) throw data(null, { status: 404 });
  const origin = new URL(request.url).origin;
  const client = shopClientFor(request, context, locale);
  let products;
  let categories;
  try {
    [products, categories] = await Promise.all([listCatalogueSlugs(client), getCategoryTree(client)]);
  } catch (error) {
    return toRouteError(error);
  }
  const paths = [
    `/${locale}`,
    `/${locale}/Offers`,
    `/${locale}/Category`,
    ...categories.map((category) => categoryPath(locale, category.slug)),
    ...products.map((product) => productPath(locale, product.slug)),
  ];
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
  return crawlerResponse(
    ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n'),
    'application/xml; charset=utf-8',
  );
}
