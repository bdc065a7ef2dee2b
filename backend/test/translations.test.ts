import { beforeAll, describe, expect, it } from 'vitest';

import { planCatalogue, planOptionGroups, type PlannedProduct } from '../src/seed/catalogue-plan';
import { SHOP_LANGUAGES, type ShopLanguage } from '../src/seed/languages';
import { loadSeedData } from '../src/seed/load-seed-data';
import type { SeedData } from '../src/seed/seed-data-schema';

/**
 * Texts whose correct translation is spelled like the English: cognates, unit symbols and
 * place names. Anything else equal to English is an untranslated copy.
 */
const SAME_AS_ENGLISH: Record<string, ShopLanguage[]> = {
  'texts.description.labels.activation': ['fr'],
  'texts.optionNames.data': ['es', 'it', 'de', 'nl'],
  'facets.planType.values.local': ['fr', 'es'],
  'facets.planType.values.regional': ['es', 'de'],
  'facets.region': ['de'],
  'facets.region.values.europe': ['fr'],
  'facets.region.values.asia': ['es', 'it'],
  'facets.region.values.america': ['it'],
  'facets.region.values.oceania': ['it'],
  'facets.region.values.africa': ['it'],
  'facets.destination': ['fr'],
  'collections.europe': ['fr'],
  'collections.asia': ['es', 'it'],
  'collections.america': ['it'],
  'collections.oceania': ['it'],
  'collections.africa': ['it'],
  'destinations.eu': ['fr'],
  'destinations.asia': ['es', 'it'],
  'destinations.pc': ['it'],
  'destinations.africa': ['it'],
};

type TranslatedEntry = [path: string, values: Record<string, unknown>];

function isTranslations(value: unknown): value is Record<ShopLanguage, unknown> {
  return typeof value === 'object' && value !== null && SHOP_LANGUAGES.some((language) => language in value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Array items are named by their code or slug so paths stay stable when the data grows. */
function itemLabel(item: unknown, index: number): string {
  if (isObject(item) && typeof item.code === 'string') return item.code;
  if (isObject(item) && typeof item.slug === 'string') return item.slug;
  return String(index);
}

/** Every translated text of the seed files, e.g. ["facets.region.values.asia", { en: "Asia", … }]. */
function translatedEntries(data: SeedData): TranslatedEntry[] {
  const entries: TranslatedEntry[] = [];
  const walk = (value: unknown, path: string): void => {
    if (isTranslations(value)) {
      entries.push([path, value]);
    } else if (Array.isArray(value)) {
      value.forEach((item: unknown, index) => walk(item, `${path}.${itemLabel(item, index)}`));
    } else if (isObject(value)) {
      for (const [key, child] of Object.entries(value)) {
        // "names" is the text of its parent: facets.region.names → facets.region
        walk(child, key === 'names' ? path : path ? `${path}.${key}` : key);
      }
    }
  };
  walk(
    {
      texts: data.texts,
      facets: data.facets,
      collections: data.collections,
      destinations: data.destinations.regional,
    },
    '',
  );
  return entries;
}

let data: SeedData;
let catalogue: PlannedProduct[];

beforeAll(() => {
  data = loadSeedData();
  catalogue = planCatalogue(data);
});

describe('translation completeness', () => {
  it('finds the translated texts of every seed file', () => {
    const paths = translatedEntries(data).map(([path]) => path);
    expect(paths).toContain('texts.description.intro');
    expect(paths).toContain('facets.region.values.middle-east');
    expect(paths).toContain('collections.local-esims');
    expect(paths).toContain('destinations.eu');
  });

  it('has a non-empty text in all eight languages for every seeded text', () => {
    for (const [path, values] of translatedEntries(data)) {
      for (const language of SHOP_LANGUAGES) {
        const value = values[language];
        const text = typeof value === 'string' ? value : JSON.stringify(value);
        expect(text?.trim().length, `${path} (${language})`).toBeGreaterThan(0);
      }
    }
  });

  it('translates every text instead of copying the English, except the listed cognates', () => {
    const copies: string[] = [];
    for (const [path, values] of translatedEntries(data)) {
      for (const language of SHOP_LANGUAGES) {
        if (language === 'en' || SAME_AS_ENGLISH[path]?.includes(language)) continue;
        if (JSON.stringify(values[language]) === JSON.stringify(values.en)) copies.push(`${path} (${language})`);
      }
    }
    expect(copies).toEqual([]);
  });

  it('keeps the exception list honest: every listed text really is spelled like English', () => {
    const entries = new Map(translatedEntries(data));
    for (const [path, languages] of Object.entries(SAME_AS_ENGLISH)) {
      const values = entries.get(path);
      expect(values, path).toBeDefined();
      for (const language of languages) expect(values?.[language], `${path} (${language})`).toEqual(values?.en);
    }
  });

  it("writes each generated description, option group and variant name in the reader's language", () => {
    const optionGroups = planOptionGroups(data);
    for (const language of SHOP_LANGUAGES) {
      if (language === 'en') continue;
      expect(optionGroups.data.names[language]).not.toBe(optionGroups.data.names.en);
      expect(optionGroups.duration.names[language]).not.toBe(optionGroups.duration.names.en);
    }
    for (const product of catalogue) {
      for (const language of SHOP_LANGUAGES) {
        if (language === 'en') continue;
        expect(product.descriptions[language], `${product.destinationCode} ${language}`).not.toBe(product.descriptions.en);
        expect(product.metaTitles[language], `${product.destinationCode} ${language}`).not.toBe(product.metaTitles.en);
        for (const variant of product.variants) expect(variant.names[language]).not.toBe(variant.names.en);
      }
    }
  });

  it('keeps Japanese and Chinese texts in their own scripts', () => {
    for (const product of catalogue) {
      expect(product.descriptions.ja).toMatch(/[\u3040-\u30ff]/);
      expect(product.descriptions.zh_Hant).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
