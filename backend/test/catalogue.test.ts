import { describe, expect, it } from 'vitest';

import { OPTION_GROUP_CODES, planOptionGroups } from '../src/seed/catalogue-plan';
import { DESCRIPTION_ROWS } from '../src/seed/description';
import { SHOP_LANGUAGES } from '../src/seed/languages';
import { META_LIMITS } from '../src/seed/meta-texts';
import { expectedCollectionSizes, productFacetCodes, variantFacetCodes } from '../src/seed/product-facets';
import { plannedProduct as product, seededCatalogue } from './support/catalogue';

const { data, catalogue } = seededCatalogue();

describe('seeded catalogue (storefront contract)', () => {
  it('sells over 200 local destinations and one regional plan per root region', () => {
    const local = catalogue.filter((p) => p.planType === 'local');
    const regional = catalogue.filter((p) => p.planType === 'regional');
    expect(local.length).toBeGreaterThanOrEqual(200);
    expect(new Set(regional.map((p) => p.region))).toEqual(new Set(data.facets.region.values.map((v) => v.code)));
    expect(regional.map((p) => p.destinationCode)).toEqual([
      'eu',
      'asia',
      'north-america',
      'pc',
      'africa',
      'middle-east',
      'south-america',
      'central-america',
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

  it('uses CLDR short names where the long one is an administrative title', () => {
    expect(product('hk').names.en).toBe('Hong Kong eSIM');
    expect(product('mo').destinationNames.de).toBe('Macau');
    expect(product('ps').destinationNames.en).toBe('Palestine');
    expect(product('gb').names.en).toBe('United Kingdom eSIM');
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
    expect(product('central-america').slugs.en).toBe('central-america-caribbean');
  });

  it('gives every slug of a language to one product only', () => {
    for (const language of SHOP_LANGUAGES) {
      const slugs = catalogue.map((p) => p.slugs[language]);
      expect(new Set(slugs).size, language).toBe(slugs.length);
    }
  });

  it('shares one Data and one Duration option group whose codes name the axis', () => {
    const groups = planOptionGroups(data);
    expect(groups.data.code).toBe(OPTION_GROUP_CODES.data);
    expect(groups.duration.code).toBe(OPTION_GROUP_CODES.duration);
    expect(groups.data.options.map((o) => o.code)).toEqual(['1gb', '3gb', '5gb', '10gb', '20gb']);
    expect(groups.duration.options.map((o) => o.code)).toEqual(['7d', '15d', '30d']);
    expect(groups.data.names.de).toBe('Datenvolumen');
  });

  it('translates option and variant names', () => {
    const duration = planOptionGroups(data).duration.options.find((o) => o.code === '7d');
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

  it('offers five sparse data × duration plans, priced in EUR and USD minor units', () => {
    for (const p of catalogue) {
      expect(p.variants.map((v) => `${v.dataCode}/${v.durationCode}`)).toEqual(['1gb/7d', '3gb/15d', '5gb/30d', '10gb/30d', '20gb/30d']);
      for (const v of p.variants) {
        expect(v.sku).toBe(`${p.destinationCode}-${v.dataCode}-${v.durationCode}`.toUpperCase());
        expect(Number.isInteger(v.prices.EUR) && v.prices.EUR > 0).toBe(true);
        expect(Number.isInteger(v.prices.USD) && v.prices.USD > v.prices.EUR).toBe(true);
      }
    }
    expect(product('fr').variants.find((v) => v.sku === 'FR-5GB-30D')?.prices).toEqual({ EUR: 1249, USD: 1349 });
    // premium (Japan) > standard (France) > budget (India); regional plans cost more
    const cheapest = (code: string) => product(code).variants[0]?.prices.EUR;
    expect(cheapest('jp')).toBeGreaterThan(cheapest('fr') ?? 0);
    expect(cheapest('fr')).toBeGreaterThan(cheapest('in') ?? 0);
    expect(cheapest('eu')).toBeGreaterThan(cheapest('jp') ?? 0);
  });

  it('writes a description with all six plan-info rows in every language', () => {
    for (const p of catalogue) {
      for (const language of SHOP_LANGUAGES) {
        const rows = [...p.descriptions[language].matchAll(/<li data-row="([a-z-]+)"><strong>[^<]+<\/strong> [^<]+<\/li>/g)];
        expect(rows.map((match) => match[1])).toEqual([...DESCRIPTION_ROWS]);
      }
    }
    expect(product('us').descriptions.en).toContain(
      '<li data-row="roaming-network"><strong>Roaming Network</strong> AT&amp;T and T-Mobile</li>',
    );
    expect(product('jp').descriptions.de).toContain('<li data-row="coverage"><strong>Abdeckungsliste</strong> Japan</li>');
    expect(product('fr').descriptions.en).toContain('Data only: no calls, no SMS, no phone number');
  });

  it('takes roaming networks and speed from the region unless the destination overrides them', () => {
    expect(product('fr').descriptions.en).toContain('Orange, SFR, and Bouygues Telecom');
    expect(product('be').descriptions.en).toContain('Vodafone, Orange, and Deutsche Telekom');
    expect(product('ke').descriptions.en).toContain('<li data-row="speed"><strong>Speed</strong> 4G</li>');
  });

  it('lists the covered countries of a regional plan in each language', () => {
    expect(product('eu').descriptions.en).toMatch(
      /<li data-row="coverage"><strong>Coverage list<\/strong> Austria, Belgium, .*and United Kingdom<\/li>/,
    );
    expect(product('eu').descriptions.fr).toContain('Allemagne');
    expect(product('eu').descriptions.ja).toContain('ドイツ');
    expect(product('asia').descriptions.en).toContain('Hong Kong');
    expect(product('fr').coverage).toEqual([]);
  });

  it('writes translated meta titles and descriptions within the search-engine limits', () => {
    for (const p of catalogue) {
      for (const language of SHOP_LANGUAGES) {
        expect([...p.metaTitles[language]].length, `${p.destinationCode} ${language}`).toBeLessThanOrEqual(META_LIMITS.title);
        expect([...p.metaDescriptions[language]].length).toBeLessThanOrEqual(META_LIMITS.description);
        expect(p.metaTitles[language]).toContain(p.destinationNames[language]);
      }
    }
    expect(product('fr').metaTitles.en).toBe('France eSIM: prepaid data plans from €3.99');
    expect(product('fr').metaDescriptions.en).toMatch(/data-only/);
    expect(product('fr').metaTitles.fr).toBe('eSIM France : forfaits data prépayés dès 3,99\u00a0€');
  });

  it('gives every product exactly one plan-type, region and destination value, and its variants the plan', () => {
    for (const p of catalogue) {
      expect(productFacetCodes(data, p).map(([facet]) => facet)).toEqual(['plan-type', 'region', 'destination']);
    }
    expect(productFacetCodes(data, product('us'))).toContainEqual(['region', 'america']);
    expect(productFacetCodes(data, product('us'))).toContainEqual(['destination', 'us']);
    const variant = product('us').variants.find((v) => v.sku === 'US-10GB-30D');
    if (!variant) throw new Error('US-10GB-30D is planned');
    expect(variantFacetCodes(data, variant)).toEqual([
      ['data-amount', '10gb'],
      ['duration', '30d'],
    ]);
  });

  it('expects every product in its plan-type collection and in its region collection', () => {
    const sizes = expectedCollectionSizes(data, catalogue);
    const size = (slug: string) => sizes.find((s) => s.collectionSlug === slug);
    expect(size('local-esims')?.products).toBe(catalogue.length - 8);
    expect(size('regional-esims')).toEqual({ collectionSlug: 'regional-esims', products: 8, variants: 40 });
    expect(size('america')?.products).toBe(7);
    const regionTotal = sizes
      .filter((s) => !s.collectionSlug.endsWith('-esims') && s.collectionSlug !== 'popular')
      .reduce((sum, s) => sum + s.products, 0);
    expect(regionTotal).toBe(catalogue.length);
  });

  it('expects the popular shelf to hold exactly the destinations it lists, every plan of each', () => {
    const popular = expectedCollectionSizes(data, catalogue).find((s) => s.collectionSlug === 'popular');
    expect(popular).toEqual({ collectionSlug: 'popular', products: 15, variants: 15 * 5 });
  });
});
