import { SHOP_LOCALES } from '@shop/api/locale';

import type { Route } from './+types/sitemap-index';
import { crawlerResponse, escapeXml } from '../lib/seo/xml';

/** `/sitemap.xml`: an index with one sitemap per locale. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const entries = SHOP_LOCALES.map((locale) => `  <sitemap><loc>${escapeXml(`${origin}/sitemaps/${locale}.xml`)}</loc></sitemap>`);
  return crawlerResponse(
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries,
      '</sitemapindex>',
      '',
    ].join('\n'),
    'application/xml; charset=utf-8',
  );
}
