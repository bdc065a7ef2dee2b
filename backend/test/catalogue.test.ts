import { existsSync } from 'node:fs';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { planCatalogue, type PlannedProduct } from '../src/seed/catalogue-plan';
import { DESCRIPTION_ROWS } from '../src/seed/description';
import { SHOP_LANGUAGES } from '../src/seed/languages';
import { loadSeedData } from '../src/seed/load-seed-data';
import { expectedCollectionSizes, productFacetCodes } from '../src/seed/product-facets';
import type { SeedData } from '../src/seed/seed-data-schema';

let data: SeedData;
let catalogue: PlannedProduct[];

function product(destinationCode: string): PlannedProduct {
  const found = catalogue.find((candidate) => candidate.destinationCode === destinationCode);
  if (!found) throw new Error(`no product for ${destinationCode}`);
  return found;
}

beforeAll(() => {
  data = loadSeedData();
  catalogue = planCatalogue(data);
});

describe('seeded catalogue (storefront contract)', () => {
  it('has the local plans France, Japan, United States and the regional plan Europe', () => {
    expect(catalogue.map((p) => [p.destinationCode, p.planType])).toEqual([
      ['fr', 'local'],
      ['jp', 'local'],
      ['us', 'local'],
      ['eu', 'regional'],
    ]);
  });

  it('names each product "<destination in that language> eSIM"', () => {
    expect(product('fr').names).toEqual({
      en: 'France eSIM',
      fr: 'France eSIM',
      es: 'Francia eSIM',
      it: 'Francia eSIM',
      de: 'Frankreich eSIM',
      nl: 'Frankrijk eSIM',
      ja: 'フランス eSIM',
      zh_Hant: '法國 eSIM',
    });
    expect(product('eu').names).toMatchObject({
      en: 'Europe eSIM',
      es: 'Europa eSIM',
      ja: 'ヨーロッパ eSIM',
      zh_Hant: '歐洲 eSIM',
    });
  });

  it('slugs the destination per Latin-script language and reuses English for ja and zh_Hant', () => {
    expect(product('fr').slugs).toEqual({
      en: 'france',
      fr: 'france',
      es: 'francia',
      it: 'francia',
      de: 'frankreich',
      nl: 'frankrijk',
      ja: 'france',
      zh_Hant: 'france',
    });
    expect(product('jp').slugs).toMatchObject({ en: 'japan', fr: 'japon', es: 'japon', it: 'giappone', ja: 'japan' });
    expect(product('us').slugs).toEqual({
      en: 'united-states',
      fr: 'etats-unis',
      es: 'estados-unidos',
      it: 'stati-uniti',
      de: 'vereinigte-staaten',
      nl: 'verenigde-staten',
      ja: 'united-states',
      zh_Hant: 'united-states',
    });
    expect(product('eu').slugs).toMatchObject({ en: 'europe', es: 'europa', de: 'europa' });
  });

  it('gives every product option groups <english-slug>-data and <english-slug>-duration', () => {
    expect(product('us').optionGroups.data.code).toBe('united-states-data');
    expect(product('us').optionGroups.duration.code).toBe('united-states-duration');
    expect(product('fr').optionGroups.data.options.map((o) => o.code)).toEqual(['1gb', '3gb', '5gb', '10gb', '20gb']);
    expect(product('fr').optionGroups.duration.options.map((o) => o.code)).toEqual(['7d', '15d', '30d']);
  });

  it('translates option and variant names', () => {
    const duration = product('fr').optionGroups.duration.options.find((o) => o.code === '7d');
    expect(duration?.names).toEqual({
      en: '7 days',
      fr: '7 jours',
      es: '7 días',
      it: '7 giorni',
      de: '7 Tage',
      nl: '7 dagen',
      ja: '7日間',
      zh_Hant: '7天',
    });
    const variant = product('fr').variants.find((v) => v.sku === 'FR-5GB-30D');
    expect(variant?.names.en).toBe('France eSIM 5 GB 30 days');
    expect(variant?.names.fr).toBe('France eSIM 5 Go 30 jours');
    expect(variant?.names.ja).toBe('フランス eSIM 5GB 30日間');
  });

  it('builds SKUs as <ISO>-<DATA>-<DURATION> and prices in EUR and USD minor units', () => {
    for (const p of catalogue) {
      expect(p.variants.length).toBeGreaterThanOrEqual(6);
      for (const v of p.variants) {
        expect(v.sku).toMatch(new RegExp(`^${p.destinationCode.toUpperCase()}-\\d+GB-\\d+D$`));
        expect(Number.isInteger(v.prices.EUR) && v.prices.EUR > 0).toBe(true);
        expect(Number.isInteger(v.prices.USD) && v.prices.USD > v.prices.EUR).toBe(true);
      }
      expect(new Set(p.variants.map((v) => v.sku)).size).toBe(p.variants.length);
    }
    expect(product('fr').variants.find((v) => v.sku === 'FR-5GB-30D')?.prices).toEqual({ EUR: 1249, USD: 1349 });
  });

  it('writes a description with all six plan-info rows in every language', () => {
    for (const p of catalogue) {
      for (const language of SHOP_LANGUAGES) {
        const rows = [
          ...p.descriptions[language].matchAll(/<li data-row="([a-z-]+)"><strong>[^<]+<\/strong> [^<]+<\/li>/g),
        ];
        expect(rows.map((match) => match[1])).toEqual([...DESCRIPTION_ROWS]);
      }
    }
    expect(product('us').descriptions.en).toContain(
      '<li data-row="roaming-network"><strong>Roaming Network</strong> AT&amp;T and T-Mobile</li>',
    );
    expect(product('jp').descriptions.de).toContain(
      '<li data-row="coverage"><strong>Abdeckungsliste</strong> Japan</li>',
    );
  });

  it('lists the covered countries of a regional plan in each language', () => {
    expect(product('eu').descriptions.en).toMatch(
      /<li data-row="coverage"><strong>Coverage list<\/strong> Austria, Belgium, .*and United Kingdom<\/li>/,
    );
    expect(product('eu').descriptions.fr).toContain('Allemagne');
    expect(product('eu').descriptions.ja).toContain('ドイツ');
  });

  it('gives every product exactly one plan-type, region and destination value', () => {
    for (const p of catalogue) {
      expect(productFacetCodes(data, p).map(([facet]) => facet)).toEqual(['plan-type', 'region', 'destination']);
    }
    expect(productFacetCodes(data, product('us'))).toContainEqual(['region', 'america']);
  });

  it('uses destination codes that flag-icons has a flag for', () => {
    const flagsDir = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags/4x3');
    for (const p of catalogue) expect(existsSync(path.join(flagsDir, `${p.destinationCode}.svg`))).toBe(true);
  });

  it('expects three local and one regional product in the collections', () => {
    expect(expectedCollectionSizes(data, catalogue)).toEqual([
      { collectionSlug: 'local-esims', products: 3 },
      { collectionSlug: 'regional-esims', products: 1 },
    ]);
  });
});
