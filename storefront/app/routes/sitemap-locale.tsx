import { data } from 'react-router';

import { fetchCmsContent, getCategoryTree, listCatalogSlugs, type ShopClient } from '@shop/api';
import { isShopLocale } from '@shop/api/locale';

import type { Route } from './+types/sitemap-locale';
import { categoryPath } from '../features/catalog/category-page';
import { blogPostPath, CONTENT_PAGES, contentPath } from '../lib/routing/content-paths';
import { productPath } from '../lib/routing/product-path';
import { shopClientFor, toRouteError } from '../lib/shop-api/shop.server';
import { crawlerResponse, escapeXml } from '../lib/seo/xml';

/** Every blog post's slug in the client's language, page by page (the Shop API answers 50 at most). */
async function blogSlugs(client: ShopClient): Promise<string[]> {
  const slugs: string[] = [];
  for (let skip = 0; ; skip += 50) {
    const page = await fetchCmsContent(client, { skip, take: 50 });
    slugs.push(...page.items.map((post) => post.slug));
    if (page.items.length === 0 || slugs.length >= page.totalItems) return slugs;
  }
}

/** `/sitemaps/{lang}.xml`: the locale's home, offers, every category, product, content page and blog post. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = /^([a-z]{2})\.xml$/.exec(params.file)?.[1];
  if (!isShopLocale(locale)) throw data(null, { status: 404 });
  const origin = new URL(request.url).origin;
  const client = shopClientFor(request, context, locale);
  let products;
  let categories;
  let posts;
  try {
    [products, categories, posts] = await Promise.all([listCatalogSlugs(client), getCategoryTree(client), blogSlugs(client)]);
  } catch (error) {
    return toRouteError(error);
  }
  const paths = [
    `/${locale}`,
    `/${locale}/Offers`,
    `/${locale}/Category`,
    ...categories.map((category) => categoryPath(locale, category.slug)),
    ...products.map((product) => productPath(locale, product.slug)),
    ...CONTENT_PAGES.map((page) => contentPath(locale, page)),
    ...posts.map((slug) => blogPostPath(locale, slug)),
  ];
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
  return crawlerResponse(
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n'),
    'application/xml; charset=utf-8',
  );
}
