import { describe, expect, it } from 'vitest';

import type { ShopLocale } from '../../locale';
import { realShopClient } from '../../test-support/clients';
import { getCategoryProducts } from './category-products';
import type { CategoryQuery } from './category-query';
import { closestDestinations, searchProducts } from '../search';

/**
 * Issue 19: the listing's term goes through the search bar's matcher, whatever the page's
 * language, and keeps the listing's facets, sort and paging.
 */
function listing(locale: ShopLocale, query: CategoryQuery) {
  return getCategoryProducts(realShopClient({ locale }), { itemsPerPage: 100, ...query });
}

const flags = (items: ReadonlyArray<{ flagCode: string }>) => items.map((item) => item.flagCode);

describe('getCategoryProducts with a term, one case per language', () => {
  it.each<[ShopLocale, string, string, string]>([
    ['en', 'japan', 'jp', 'Japan eSIM'],
    ['en', 'uae', 'ae', 'United Arab Emirates eSIM'],
    ['fr', 'españa', 'es', 'Espagne eSIM'],
    ['es', 'japo', 'jp', 'Japón eSIM'],
    ['it', 'usa', 'us', 'Stati Uniti eSIM'],
    ['de', 'österr', 'at', 'Österreich eSIM'],
    ['nl', 'uk', 'gb', 'Verenigd Koninkrijk eSIM'],
    ['ja', '日本', 'jp', '日本 eSIM'],
    ['ja', 'タイ', 'th', 'タイ eSIM'],
    ['tw', '日本', 'jp', '日本 eSIM'],
    ['tw', 'タイ', 'th', '泰國 eSIM'],
  ])('%s: "%s" lists %s first, named in the page language', async (locale, term, flagCode, name) => {
    const found = await listing(locale, { term });
    expect(found.items[0]).toMatchObject({ flagCode, name });
    // the matcher, not a word search of descriptions: a handful, never the whole catalogue
    expect(found.pagination.totalItems).toBeLessThan(10);
  });

  it('lists exactly what the search bar suggests for the same term', async () => {
    const client = realShopClient({ locale: 'ja' });
    const [suggested, listed] = await Promise.all([
      searchProducts(client, 'ス'),
      getCategoryProducts(client, { term: 'ス', itemsPerPage: 8 }),
    ]);
    expect(listed.items.map((item) => item.id)).toEqual(suggested.map((suggestion) => suggestion.id));
  });
});

describe('getCategoryProducts with a term keeps the listing', () => {
  it('ranks by the matcher when no sort is chosen, and sorts by name or price when one is', async () => {
    const relevance = await listing('en', { term: 'guinea' });
    expect(flags(relevance.items)).toEqual(['gn', 'gq', 'gw', 'pg']);
    const byName = await listing('en', { term: 'guinea', sort: 'name-desc' });
    expect(byName.items.map((item) => item.name)).toEqual(
      relevance.items
        .map((item) => item.name)
        .sort()
        .reverse(),
    );
    const byPrice = await listing('en', { term: 'guinea', sort: 'price-asc' });
    const prices = byPrice.items.map((item) => item.fromPrice.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('pages through the matches without losing or repeating one', async () => {
    const all = await listing('en', { term: 'island' });
    expect(all.pagination.totalItems).toBeGreaterThan(4);
    const pages = await Promise.all([1, 2, 3].map((page) => listing('en', { term: 'island', itemsPerPage: 2, page })));
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(all.items.slice(0, 6).map((item) => item.id));
    expect(pages[0]?.pagination).toMatchObject({
      totalItems: all.pagination.totalItems,
      pagesCount: Math.ceil(all.pagination.totalItems / 2),
    });
  });

  it('counts facets over the matches and applies a facet filter and a category with the term', async () => {
    // "island" is also Iceland's name in German: a term matches names of every language
    const all = await listing('en', { term: 'island' });
    expect(flags(all.items)).toContain('is');
    const regions = all.facets.find((facet) => facet.code === 'region');
    expect(regions?.filters.reduce((sum, filter) => sum + filter.magnitude, 0)).toBe(all.pagination.totalItems);
    const europe = await listing('en', { term: 'island', facets: { region: ['europe'] } });
    expect(europe.pagination.totalItems).toBe(regions?.filters.find((filter) => filter.value === 'europe')?.magnitude);
    expect(flags(europe.items)).toContain('is');
    expect(europe.items.every((item) => all.items.some((listed) => listed.id === item.id))).toBe(true);
    const regional = await listing('en', { term: 'south', category: 'regional-esims' });
    expect(flags(regional.items)).not.toContain('za');
    expect(regional.items.length).toBeGreaterThan(0);
  });
});

describe('a term that matches nothing', () => {
  it('lists nothing and offers the closest destinations', async () => {
    const client = realShopClient({ locale: 'fr' });
    const empty = await getCategoryProducts(client, { term: 'frnace' });
    expect(empty).toMatchObject({ items: [], facets: [], pagination: { totalItems: 0, pagesCount: 1 } });
    const [nearest] = await closestDestinations(client, 'frnace');
    expect(nearest).toMatchObject({ flagCode: 'fr', name: 'France eSIM', slug: 'france' });
  });

  it('offers nothing when no name is near, and takes hostile terms as text', async () => {
    const client = realShopClient();
    expect((await getCategoryProducts(client, { term: 'qqqqzzzz' })).pagination.totalItems).toBe(0);
    expect(await closestDestinations(client, 'qqqqzzzz')).toEqual([]);
    expect(await closestDestinations(client, '<script>'.repeat(40))).toEqual([]);
    expect((await getCategoryProducts(client, { term: "' OR 1=1 --" })).pagination.totalItems).toBe(0);
  });

  it('lists everything for a term with no letter in it, as for no term', async () => {
    const client = realShopClient();
    const [all, punctuation] = await Promise.all([getCategoryProducts(client, {}), getCategoryProducts(client, { term: '!!!' })]);
    expect(punctuation.pagination.totalItems).toBe(all.pagination.totalItems);
  });
});
