import { describe, expect, it } from 'vitest';

import { ShopError } from '../../errors';
import { realShopClient } from '../../test-support/clients';
import { bootstrap } from '../bootstrap';
import { listCatalogSlugs } from './catalog-slugs';
import { getCategoryProducts } from './category-products';
import { getCategoryTree } from './category-tree';
import { getProduct } from './product';
import { getRelatedProducts } from './related-products';
import { searchProducts } from '../search';

describe('bootstrap', () => {
  it('answers the menu items in the asked language and the channel settings', async () => {
    const english = await bootstrap(realShopClient({ locale: 'en' }));
    const french = await bootstrap(realShopClient({ locale: 'fr' }));
    expect(english.menuItems.map((item) => item.slug)).toEqual(expect.arrayContaining(['local-esims', 'regional-esims']));
    const label = (data: typeof english, slug: string) => data.menuItems.find((item) => item.slug === slug)?.label;
    expect(label(english, 'local-esims')).toBeTruthy();
    expect(label(french, 'local-esims')).not.toBe(label(english, 'local-esims'));
    expect(english.channel.defaultCurrencyCode).toBe('EUR');
    expect(english.channel.availableCurrencyCodes).toEqual(expect.arrayContaining(['EUR', 'USD']));
    expect(english.channel.availableLanguageCodes).toEqual(expect.arrayContaining(['en', 'fr', 'es', 'it', 'de', 'nl', 'ja', 'zh_Hant']));
  });
});

describe('getCategoryProducts', () => {
  it('lists the local plans of 200+ destinations with their flag, plan type and lowest price excluding VAT', async () => {
    const listing = await getCategoryProducts(realShopClient(), { category: 'local-esims', sort: 'name-asc', itemsPerPage: 100 });
    expect(listing.pagination.totalItems).toBeGreaterThanOrEqual(200);
    expect(listing.pagination.pagesCount).toBe(Math.ceil(listing.pagination.totalItems / 100));
    expect(listing.items).toHaveLength(100);
    // The database orders by name (byte order: Åland comes after Zimbabwe); the first of the alphabet leads.
    expect(listing.items[0]?.name).toBe('Afghanistan eSIM');
    for (const item of listing.items) {
      expect(item.planType).toBe('local');
      expect(item.fromPrice.currency).toBe('EUR');
      expect(item.fromPrice.amount).toBeGreaterThan(0);
      expect(item.flagCode).toMatch(/^[a-z]{2}$/);
    }
    const france = listing.items.find((item) => item.slug === 'france');
    expect(france).toMatchObject({ name: 'France eSIM', region: 'France', flagCode: 'fr' });
  });

  it('lists one regional plan per root region separately, in the asked language', async () => {
    const listing = await getCategoryProducts(realShopClient({ locale: 'de' }), { category: 'regional-esims', sort: 'name-asc' });
    expect(listing.pagination.totalItems).toBe(8);
    expect(listing.items.every((item) => item.planType === 'regional')).toBe(true);
    expect(listing.items.map((item) => [item.name, item.flagCode])).toContainEqual(['Europa eSIM', 'eu']);
  });

  it('pages through the catalogue without overlap', async () => {
    const client = realShopClient();
    const first = await getCategoryProducts(client, { itemsPerPage: 5, page: 1, sort: 'name-asc' });
    const second = await getCategoryProducts(client, { itemsPerPage: 5, page: 2, sort: 'name-asc' });
    expect(first.pagination.pagesCount).toBe(Math.ceil(first.pagination.totalItems / 5));
    expect(second.pagination.currentPage).toBe(2);
    expect(first.items).toHaveLength(5);
    const firstIds = new Set(first.items.map((item) => item.id));
    expect(second.items.some((item) => firstIds.has(item.id))).toBe(false);
    expect((second.items[0]?.name ?? '').localeCompare(first.items.at(-1)?.name ?? '', 'en')).toBeGreaterThan(0);
  });

  it('sorts by price both ways', async () => {
    const client = realShopClient();
    const up = await getCategoryProducts(client, { sort: 'price-asc' });
    const down = await getCategoryProducts(client, { sort: 'price-desc' });
    const prices = up.items.map((item) => item.fromPrice.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(down.items.map((item) => item.id)).not.toEqual(up.items.map((item) => item.id));
  });

  it('filters by facet value codes and reports the facets with their counts', async () => {
    const listing = await getCategoryProducts(realShopClient(), { facets: { region: ['europe'] }, sort: 'name-asc', itemsPerPage: 100 });
    const names = listing.items.map((item) => item.name);
    expect(names).toEqual(expect.arrayContaining(['Europe eSIM', 'France eSIM', 'Germany eSIM']));
    expect(names).not.toContain('Japan eSIM');
    const europe = listing.facets.find((facet) => facet.code === 'region')?.filters.find((filter) => filter.value === 'europe');
    expect(europe).toMatchObject({ active: true, magnitude: listing.pagination.totalItems });
    const durations = listing.facets.find((facet) => facet.code === 'duration');
    expect(durations?.filters.map((filter) => filter.value)).toEqual(expect.arrayContaining(['7d', '30d']));
  });

  it('ignores filter codes the catalogue does not have instead of failing', async () => {
    const client = realShopClient();
    const everything = await getCategoryProducts(client, {});
    const garbage = await getCategoryProducts(client, { facets: { region: ['atlantis'], colour: ['blue'] } });
    expect(garbage.pagination.totalItems).toBe(everything.pagination.totalItems);
    expect(garbage.facets.flatMap((facet) => facet.filters).some((filter) => filter.active)).toBe(false);
  });

  it('prices the listing in USD when asked', async () => {
    const euros = await getCategoryProducts(realShopClient(), { category: 'local-esims', sort: 'name-asc' });
    const dollars = await getCategoryProducts(realShopClient({ currency: 'USD' }), { category: 'local-esims', sort: 'name-asc' });
    expect(dollars.items.every((item) => item.fromPrice.currency === 'USD' && item.fromPrice.amount > 0)).toBe(true);
    expect(dollars.items.map((item) => item.fromPrice.amount)).not.toEqual(euros.items.map((item) => item.fromPrice.amount));
  });
});

describe('getProduct', () => {
  it('answers the plan with its variants sorted by data amount, info rows and slugs in every locale', async () => {
    const product = await getProduct(realShopClient(), { slug: 'france' });
    expect(product.name).toBe('France eSIM');
    expect(product.region).toBe('France');
    expect(product.flagCode).toBe('fr');
    expect(product.planType).toBe('local');
    expect(product.regionCode).toBe('europe');
    const europe = await getProduct(realShopClient(), { slug: 'europa' });
    expect(europe).toMatchObject({ flagCode: 'eu', planType: 'regional', regionCode: 'europe', regionValueId: product.regionValueId });
    const dataAmounts = product.variants.map((variant) => Number.parseFloat(variant.data.label));
    expect(dataAmounts).toEqual([...dataAmounts].sort((a, b) => a - b));
    expect(product.variants.length).toBeGreaterThanOrEqual(4);
    expect(product.selectedVariantId).toBe(product.variants[0]?.id);
    expect(product.infoRows.map((row) => row.key)).toEqual([
      'speed',
      'calls-sms',
      'roaming-network',
      'activation',
      'compatible-devices',
      'coverage',
    ]);
    expect(product.infoRows.find((row) => row.key === 'speed')?.label).toBe('Speed');
    expect(product.intro.join(' ')).toMatch(/SMS/);
    expect(Object.keys(product.slugByLocale).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'ja', 'nl', 'tw']);
  });

  it('prices a plan in USD when asked', async () => {
    const euros = await getProduct(realShopClient(), { slug: 'japan' });
    const dollars = await getProduct(realShopClient({ currency: 'USD' }), { slug: 'japan' });
    expect(dollars.variants.every((variant) => variant.price.currency === 'USD' && variant.price.amount > 0)).toBe(true);
    expect(dollars.variants.map((variant) => variant.price.amount)).not.toEqual(euros.variants.map((variant) => variant.price.amount));
  });

  it('finds the plan by its slug in the asked language, translated', async () => {
    const product = await getProduct(realShopClient({ locale: 'es' }), { slug: 'francia' });
    expect(product.name).toBe('Francia eSIM');
    expect(product.slugByLocale.en).toBe('france');
    expect(product.infoRows.find((row) => row.key === 'speed')?.label).not.toBe('Speed');
  });

  it('selects the variant named by the variant map', async () => {
    const client = realShopClient();
    const { variants } = await getProduct(client, { slug: 'france' });
    const last = variants.at(-1);
    if (!last) throw new Error('France has variants');
    const product = await getProduct(client, {
      slug: 'france',
      variant: { data: last.data.code, duration: last.duration.code },
      refresh: true,
    });
    expect(product.selectedVariantId).toBe(last.id);
  });

  it('answers a typed 404 for an unknown plan or variant', async () => {
    const client = realShopClient();
    await expect(getProduct(client, { slug: 'atlantis' })).rejects.toBeInstanceOf(ShopError);
    await expect(getProduct(client, { slug: 'atlantis' })).rejects.toMatchObject({ isNotFound: true });
    await expect(getProduct(client, { slug: 'france', variant: { data: '999gb' } })).rejects.toMatchObject({ isNotFound: true });
  });
});

describe('searchProducts', () => {
  it('suggests destinations for a partial name with their link and flag', async () => {
    const results = await searchProducts(realShopClient(), 'fran');
    expect(results[0]).toMatchObject({ name: 'France eSIM', slug: 'france', flagCode: 'fr' });
  });

  it('searches in the asked language', async () => {
    const results = await searchProducts(realShopClient({ locale: 'ja' }), 'フランス');
    expect(results.map((result) => result.name)).toContain('フランス eSIM');
  });

  it('never calls the backend for an empty term', async () => {
    let calls = 0;
    const counting: typeof fetch = (...args) => {
      calls += 1;
      return fetch(...args);
    };
    expect(await searchProducts(realShopClient({ fetch: counting }), '   ')).toEqual([]);
    expect(calls).toBe(0);
  });
});

describe('listCatalogSlugs', () => {
  it('lists every product once, with its slug in the asked language', async () => {
    const english = await listCatalogSlugs(realShopClient());
    const spanish = await listCatalogSlugs(realShopClient({ locale: 'es' }));
    const total = (await getCategoryProducts(realShopClient(), {})).pagination.totalItems;
    expect(english).toHaveLength(total);
    expect(new Set(english.map((entry) => entry.id)).size).toBe(total);
    expect(english.map((entry) => entry.slug)).toContain('france');
    expect(spanish.map((entry) => entry.slug)).toContain('francia');
  });
});

describe('getCategoryTree', () => {
  it('answers the top-level categories in the asked language with their plan counts', async () => {
    const tree = await getCategoryTree(realShopClient({ locale: 'fr' }), 'local-esims');
    const local = tree.find((node) => node.slug === 'local-esims');
    const regional = tree.find((node) => node.slug === 'regional-esims');
    const all = (await getCategoryProducts(realShopClient(), {})).pagination.totalItems;
    expect(local?.isCurrent).toBe(true);
    expect(regional?.isCurrent).toBe(false);
    expect((local?.count ?? 0) + (regional?.count ?? 0)).toBe(all);
    expect(local?.label).not.toBe('Local eSIMs');
    expect(tree.every((node) => node.count > 0)).toBe(true);
  });
});

describe('getRelatedProducts', () => {
  it('suggests other plans of the same region, the regional plan first, never the product itself', async () => {
    const france = await getProduct(realShopClient(), { slug: 'france' });
    expect(france.regionCode).toBe('europe');
    expect(france.regionValueId).toMatch(/^\d+$/);
    // One backend call: the search by the product's own region id, no facet look-up before it.
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls += 1;
      return fetch(input, init);
    };
    const related = await getRelatedProducts(realShopClient({ fetch: counting }), france);
    expect(calls).toBe(1);
    expect(related.map((item) => item.id)).not.toContain(france.id);
    // Flags, plan types, names and prices as the region's listing shows them (the facet path).
    const listing = await getCategoryProducts(realShopClient(), { facets: { region: ['europe'] }, itemsPerPage: 100 });
    for (const item of related) expect(listing.items.find((listed) => listed.id === item.id)).toEqual(item);
    expect(related[0]?.planType).toBe('regional');
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(4);
  });
});
