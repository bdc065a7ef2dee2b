import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';

import { handle as blogPostPage } from '../../routes/blog-post';
import { handle as categoryPage } from '../../routes/category';
import { handle as homePage } from '../../routes/home';
import { handle as productPage } from '../../routes/product';
import { handle as reviewsPage } from '../../routes/reviews';
import { SECRET_URL_PAGE } from './cache-policy';
import type { PageVariant } from './page-cache.server';
import { cataloguePages, pageVariant, type PageVariantSources } from './shop-page-cache.server';
import { sessionCookieSignature } from '../shop-api/shop-session.server';

const SECRET = 'k'.repeat(40);
const config = { defaultLocale: 'en', defaultCurrency: 'EUR' } as const;

/** A server build's routes as React Router lists them (flat, by parent), with the handles the real pages declare. */
const route = (id: string, parentId: string | undefined, path: string | undefined, handle?: unknown, index?: boolean) => ({
  id,
  parentId,
  path,
  index,
  module: { handle },
});
const ROUTES = {
  root: route('root', undefined, ''),
  layout: route('layout', 'root', undefined),
  'home-detected': route('home-detected', 'layout', undefined, homePage, true),
  lang: route('lang', 'layout', ':lang'),
  home: route('home', 'lang', undefined, homePage, true),
  category: route('category', 'lang', 'c/:slug', categoryPage),
  'esim-status': route('esim-status', 'lang', 'esim-status', SECRET_URL_PAGE),
  'product-by-query': route('product-by-query', 'lang', 'Product', productPage),
  reviews: route('reviews', 'lang', 'Reviews', reviewsPage),
  'blog-post-by-query': route('blog-post-by-query', 'lang', 'BlogPost', blogPostPage),
  'blog-post': route('blog-post', 'lang', 'blog/:file', blogPostPage),
  product: route('product', 'lang', ':page', productPage),
  'not-found': route('not-found', 'lang', '*'),
  account: route('account', 'root', ':lang/MyAccount'),
} as unknown as ServerBuild['routes'];

const FACETS = [
  { code: 'region', values: ['europe', 'asia'] },
  { code: 'data', values: ['5gb', '10gb'] },
];

function sourcesWith(facets: PageVariantSources['catalogueFacets'] = () => Promise.resolve(FACETS)): PageVariantSources {
  return {
    cataloguePageOf: cataloguePages({ routes: ROUTES, routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' }, basename: '/' }),
    catalogueFacets: facets,
  };
}

async function variant(path: string, headers: Record<string, string> = {}, method = 'GET', sources = sourcesWith()) {
  return pageVariant(new Request(`http://127.0.0.1:3000${path}`, { method, headers }), config, sources);
}
const key = async (path: string, headers: Record<string, string> = {}, method = 'GET') => (await variant(path, headers, method))?.key;

const sessionValue = Buffer.from(JSON.stringify({ token: 'a-real-one' })).toString('base64');
const realSession = `esim_shop_session=${sessionValue}; esim_shop_session.sig=${sessionCookieSignature(sessionValue, SECRET)}`;

describe('the variant of a page the cache keys on', () => {
  it('is the origin, path and the query the page reads, language, currency and encoding', async () => {
    expect(await key('/fr/esim-france.html?data=5gb', { 'accept-encoding': 'gzip, br' })).toBe(
      'http://127.0.0.1:3000/fr/esim-france.html?data=5gb fr EUR br',
    );
    expect(await key('/en', { cookie: 'currency=USD' })).toBe('http://127.0.0.1:3000/en en USD identity');
    expect(await key('/en?tab=regional')).toBe('http://127.0.0.1:3000/en?tab=regional en EUR identity');
  });

  it('leaves out every query parameter the page does not read, and renders the page without them', async () => {
    const canonical = await variant('/en?tab=regional');
    for (const path of [
      '/en?tab=regional&r=123',
      '/en?utm_source=mail&tab=regional&utm_campaign=x',
      '/en?gclid=abc&fbclid=def&tab=regional',
    ]) {
      const found = (await variant(path)) as PageVariant;
      expect(found.key, path).toBe(canonical?.key);
      expect(found.request.url, path).toBe('http://127.0.0.1:3000/en?tab=regional');
    }
    expect(await key('/en/esim-france.html?r=1&data=5gb&duration=30d')).toBe(
      'http://127.0.0.1:3000/en/esim-france.html?data=5gb&duration=30d en EUR identity',
    );
  });

  it('reads each parameter as the page does: a value it reads as another is the same variant', async () => {
    // The home page has two tabs: anything but `regional` is the first.
    expect(await key(`/en?tab=${Math.random()}`)).toBe(await key('/en'));
    // The reviews are paged by a whole number from 1: garbage is the first page.
    expect(await key('/en/Reviews?page=abc')).toBe(await key('/en/Reviews'));
    expect(await key('/en/Reviews?page=1')).toBe(await key('/en/Reviews'));
    expect(await key('/en/Reviews?page=2.7')).toBe('http://127.0.0.1:3000/en/Reviews?page=2 en EUR identity');
    // A listing's own keys: an unknown sort is the default, a page number clamped.
    expect(await key('/en/c/local-esims?sort=made-up&page=-3')).toBe(await key('/en/c/local-esims'));
    // The product's `id` names it on /Product only; a blog post's `slug` on /BlogPost only.
    expect(await key('/en/esim-france.html?id=other')).toBe(await key('/en/esim-france.html'));
    expect(await key('/en/Product?id=france')).toBe('http://127.0.0.1:3000/en/Product?id=france en EUR identity');
    expect(await key('/en/blog/post.html?slug=other')).toBe(await key('/en/blog/post.html'));
    expect(await key('/en/BlogPost?slug=post')).toBe('http://127.0.0.1:3000/en/BlogPost?slug=post en EUR identity');
  });

  it('keeps a listing’s facet filters only where they name the catalogue’s facets and values, in one order', async () => {
    expect(await key('/en/c/local-esims?region=Asia,europe,nowhere&page=2&r=1&data=5gb')).toBe(
      'http://127.0.0.1:3000/en/c/local-esims?data=5gb&region=asia%2Ceurope&page=2 en EUR identity',
    );
    expect(await key('/en/c/local-esims?region=nowhere&made-up=1')).toBe(await key('/en/c/local-esims'));
    expect(await key('/en/c/local-esims?r=123')).toBe('http://127.0.0.1:3000/en/c/local-esims en EUR identity');
  });

  it('has none for a listing while the catalogue’s facets cannot be read (rendered, not kept)', async () => {
    expect(
      await variant(
        '/en/c/local-esims?region=asia',
        {},
        'GET',
        sourcesWith(() => Promise.resolve(undefined)),
      ),
    ).toBeUndefined();
  });

  it('keys on the currency cookie’s value, not on the visitor’s other cookies', async () => {
    const plain = await key('/en', { 'accept-encoding': 'br' });
    expect(await key('/en', { 'accept-encoding': 'br', cookie: '_ga=GA1.2.3; consent=granted' })).toBe(plain);
    expect(await key('/en', { 'accept-encoding': 'br', cookie: 'currency=EUR' })).toBe(plain);
    // An unknown currency is the default one, as the page renders it.
    expect(await key('/en', { 'accept-encoding': 'br', cookie: 'currency=XXX' })).toBe(plain);
    expect(await key('/en', { 'accept-encoding': 'br', cookie: 'currency=USD' })).not.toBe(plain);
    // The locale cookie changes nothing on /{lang} (spec §3: read on / only).
    expect(await key('/en', { 'accept-encoding': 'br', cookie: 'locale=ja' })).toBe(plain);
  });

  it('on / follows the locale cookie, then Accept-Language, as the page does', async () => {
    expect(await key('/', { cookie: 'locale=ja', 'accept-language': 'de' })).toContain(' ja EUR ');
    expect(await key('/', { 'accept-language': 'de-CH, fr;q=0.5' })).toContain(' de EUR ');
    expect(await key('/')).toContain(' en EUR ');
  });

  it('is none for a navigation’s data request, which is never shared', async () => {
    expect(await key('/en/esim-france.data')).toBeUndefined();
    expect(await key('/_root.data')).toBeUndefined();
  });

  it('is none for React Router’s route manifest, though its path looks like a page’s', async () => {
    expect(await key('/__manifest?paths=%2Fen%2C%2Fen%2FOffers&version=abc')).toBeUndefined();
    expect(await key('/__manifest-not')).toBeDefined();
  });

  it('is none for a page no shared cache keeps', async () => {
    expect(await key('/en/MyAccount')).toBeUndefined();
    expect(await key('/en/esim-status?token=abc')).toBeUndefined();
    expect(await key('/en/no/such/page')).toBeUndefined();
  });

  it('is none for anything but a GET or a HEAD', async () => {
    expect(await key('/en/currency', {}, 'POST')).toBeUndefined();
    expect(await key('/en', {}, 'OPTIONS')).toBeUndefined();
  });

  it('answers a HEAD with the GET’s variant, rendered as a GET', async () => {
    const head = (await variant('/en?r=1', {}, 'HEAD')) as PageVariant;
    expect(head.key).toBe(await key('/en'));
    expect(head.request.method).toBe('GET');
  });

  it('answers a shopper’s session, real or forged, with the shared page, rendered without it (issue 36)', async () => {
    const anonymous = await key('/en', { cookie: 'currency=USD' });
    for (const cookie of [
      `currency=USD; ${realSession}`,
      'currency=USD; esim_shop_session=forged',
      'currency=USD; esim_shop_session=forged; esim_shop_session.sig=forged',
      `esim_shop_session=${sessionValue}; esim_shop_session.sig=${sessionCookieSignature(sessionValue, 'another-secret-another-secret-xx')}; currency=USD`,
    ]) {
      const found = (await variant('/en', { cookie })) as PageVariant;
      expect(found.key, cookie).toBe(anonymous);
      expect(found.request.headers.get('cookie'), cookie).toBe('currency=USD');
    }
  });
});
