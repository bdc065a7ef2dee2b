import type { Route } from './+types/robots-txt';
import { crawlerResponse } from '../lib/seo/xml';

/** `/robots.txt`: everything a shopper sees may be crawled; the API is not a page. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  return crawlerResponse(
    ['User-agent: *', 'Allow: /', 'Disallow: /shop-api', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n'),
    'text/plain; charset=utf-8',
  );
}
