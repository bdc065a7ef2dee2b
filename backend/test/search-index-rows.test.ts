import { describe, expect, it } from 'vitest';

import { buildSearchIndexRows, type IndexInput } from '../src/search-index/index-rows';

function input(overrides: Partial<IndexInput> = {}): IndexInput {
  return {
    channelId: 1,
    languages: ['en', 'fr'],
    defaultLanguage: 'en',
    perCurrency: true,
    defaultCurrency: 'EUR',
    descriptionLimit: undefined,
    products: [
      {
        id: 10,
        enabled: true,
        featuredAsset: { id: 7, preview: 'preview/fr.png', focalPoint: null },
        translations: [
          { languageCode: 'en', name: 'France eSIM', slug: 'france', description: '<p>Data only</p>' },
          { languageCode: 'fr', name: 'France eSIM', slug: 'france', description: '<p>Données</p>' },
        ],
        facetValues: [
          { id: 1, facetId: 1 },
          { id: 3, facetId: 2 },
        ],
      },
    ],
    variants: [
      {
        id: 100,
        productId: 10,
        sku: 'FR-1GB-7D',
        enabled: true,
        featuredAsset: null,
        translations: [{ languageCode: 'en', name: 'France eSIM 1 GB 7 days' }],
        facetValues: [
          { id: 20, facetId: 4 },
          { id: 30, facetId: 5 },
        ],
        collectionIds: [2, 4],
        channelIds: [1],
        prices: [
          { currencyCode: 'EUR', price: 399, priceWithTax: 399 },
          { currencyCode: 'USD', price: 449, priceWithTax: 449 },
        ],
      },
    ],
    collections: [
      { id: 2, translations: [{ languageCode: 'en', slug: 'local-esims' }] },
      {
        id: 4,
        translations: [
          { languageCode: 'en', slug: 'europe' },
          { languageCode: 'fr', slug: 'europe-fr' },
        ],
      },
    ],
    ...overrides,
  };
}

describe('buildSearchIndexRows', () => {
  it('writes one row per variant, language and currency', () => {
    const rows = buildSearchIndexRows(input());
    expect(rows.map((row) => `${row.languageCode}/${row.currencyCode}`)).toEqual(['en/EUR', 'en/USD', 'fr/EUR', 'fr/USD']);
    expect(rows[1]).toMatchObject({ productVariantId: 100, productId: 10, channelId: 1, price: 449, sku: 'FR-1GB-7D' });
  });

  it('indexes variant and product facet values together, as strings without duplicates', () => {
    const [row] = buildSearchIndexRows(input());
    expect(row?.facetValueIds).toEqual(['20', '30', '1', '3']);
    expect(row?.facetIds).toEqual(['4', '5', '1', '2']);
  });

  it('takes texts and collection slugs in the row language, falling back to the default language', () => {
    const rows = buildSearchIndexRows(input());
    const french = rows.find((row) => row.languageCode === 'fr');
    expect(french?.description).toBe('<p>Données</p>');
    expect(french?.productVariantName).toBe('France eSIM 1 GB 7 days');
    expect(french?.collectionSlugs).toEqual(['local-esims', 'europe-fr']);
    expect(french?.collectionIds).toEqual(['2', '4']);
  });

  it('carries the product image and disables the variants of a disabled product', () => {
    const base = input();
    const [product] = base.products;
    if (!product) throw new Error('fixture has a product');
    const rows = buildSearchIndexRows({ ...base, products: [{ ...product, enabled: false }] });
    expect(rows[0]).toMatchObject({
      enabled: false,
      productAssetId: 7,
      productPreview: 'preview/fr.png',
      productVariantAssetId: null,
    });
  });

  it('writes only the default currency, without a currency column, when the plugin does not index currencies', () => {
    const rows = buildSearchIndexRows(input({ perCurrency: false }));
    expect(rows).toHaveLength(2);
    expect(rows[0]?.price).toBe(399);
    expect(rows[0] && 'currencyCode' in rows[0]).toBe(false);
  });

  it('cuts descriptions where the database needs it', () => {
    const rows = buildSearchIndexRows(input({ descriptionLimit: 5 }));
    expect(rows[0]?.description).toBe('<p>Da');
  });

  it('refuses a variant whose product is missing instead of indexing it half', () => {
    expect(() => buildSearchIndexRows(input({ products: [] }))).toThrow(/Product 10/);
  });
});
