import { buildDescriptionHtml, type DescriptionContent } from './description';
import { countryNames } from './destination-names';
import {
  intlLocale,
  SHOP_LANGUAGES,
  translationsFrom,
  usesLatinScript,
  type ShopLanguage,
  type Translations,
} from './languages';
import { dataAmount, dataOptionNames, durationDays, durationOptionNames } from './option-names';
import { planPrices, type PlanPrices } from './pricing';
import type { SeedData, SeedDestination } from './seed-data-schema';
import { slugify } from './slugify';

export interface PlannedOptionGroup {
  code: string;
  names: Translations;
  options: Array<{ code: string; names: Translations }>;
}

export interface PlannedVariant {
  sku: string;
  dataCode: string;
  durationCode: string;
  names: Translations;
  prices: PlanPrices;
}

/** Everything needed to write one destination's product, independent of Vendure. */
export interface PlannedProduct {
  /** flag-icons code, also the `destination` facet value code. */
  destinationCode: string;
  englishSlug: string;
  planType: string;
  region: string;
  destinationNames: Translations;
  names: Translations;
  slugs: Translations;
  descriptions: Translations;
  optionGroups: { data: PlannedOptionGroup; duration: PlannedOptionGroup };
  variants: PlannedVariant[];
}

/** Storefront contract: the region is read back as the product name before " eSIM". */
export function productName(destinationName: string): string {
  return `${destinationName} eSIM`;
}

export function destinationNames(destination: SeedDestination): Translations {
  if (destination.names) return destination.names;
  return countryNames(destination.code);
}

/** Latin-script languages get their own slug; the others (and any empty result) use the English one. */
export function destinationSlugs(names: Translations): Translations {
  const englishSlug = slugify(names.en);
  if (!englishSlug) throw new Error(`Cannot build a slug from "${names.en}"`);
  return translationsFrom((language) => {
    if (!usesLatinScript(language)) return englishSlug;
    return slugify(names[language]) || englishSlug;
  });
}

function formatList(items: string[], language: ShopLanguage): string {
  const locale = intlLocale(language);
  return new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' }).format(items);
}

function coverageNames(destination: SeedDestination, names: Translations, language: ShopLanguage): string[] {
  if (!destination.coverage) return [names[language]];
  const collator = new Intl.Collator(intlLocale(language));
  return destination.coverage.map((iso) => countryNames(iso)[language]).sort(collator.compare);
}

function descriptionFor(
  data: SeedData,
  destination: SeedDestination,
  names: Translations,
  language: ShopLanguage,
): DescriptionContent {
  const { intro, labels, values } = data.texts.description;
  const row = (label: Translations, value: string) => ({ label: label[language], value });
  return {
    intro: intro[language],
    rows: {
      speed: row(labels.speed, destination.speed ?? data.destinations.defaults.speed),
      'calls-sms': row(labels['calls-sms'], values['calls-sms'][language]),
      'roaming-network': row(labels['roaming-network'], formatList(destination.networks, language)),
      activation: row(labels.activation, values.activation[language]),
      'compatible-devices': row(labels['compatible-devices'], values['compatible-devices'][language]),
      coverage: row(labels.coverage, formatList(coverageNames(destination, names, language), language)),
    },
  };
}

function lookup<V>(map: Map<string, V>, key: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Missing entry "${key}"`);
  return value;
}

function uniqueSorted(codes: string[], byNumber: (code: string) => number): string[] {
  return [...new Set(codes)].sort((a, b) => byNumber(a) - byNumber(b));
}

function planProduct(data: SeedData, destination: SeedDestination): PlannedProduct {
  const { texts, pricing } = data;
  const names = destinationNames(destination);
  const slugs = destinationSlugs(names);
  const englishSlug = slugs.en;
  const productNames = translationsFrom((language) => productName(names[language]));

  const plans = [...pricing.plans].sort(
    (a, b) => dataAmount(a.data) - dataAmount(b.data) || durationDays(a.duration) - durationDays(b.duration),
  );
  const dataCodes = uniqueSorted(
    plans.map((plan) => plan.data),
    dataAmount,
  );
  const durationCodes = uniqueSorted(
    plans.map((plan) => plan.duration),
    durationDays,
  );
  const dataNames = new Map(dataCodes.map((c) => [c, dataOptionNames(c, texts.optionNames.data)]));
  const durationNames = new Map(durationCodes.map((c) => [c, durationOptionNames(c, texts.optionNames.duration)]));

  const variants = plans.map((plan): PlannedVariant => {
    const dataName = lookup(dataNames, plan.data);
    const durationName = lookup(durationNames, plan.duration);
    return {
      sku: [destination.code, plan.data, plan.duration].join('-').toUpperCase(),
      dataCode: plan.data,
      durationCode: plan.duration,
      names: translationsFrom(
        (language) => `${productNames[language]} ${dataName[language]} ${durationName[language]}`,
      ),
      prices: planPrices(pricing, destination.tier, plan.price),
    };
  });

  return {
    destinationCode: destination.code,
    englishSlug,
    planType: destination.planType,
    region: destination.region,
    destinationNames: names,
    names: productNames,
    slugs,
    descriptions: translationsFrom((language) =>
      buildDescriptionHtml(descriptionFor(data, destination, names, language)),
    ),
    optionGroups: {
      data: {
        code: `${englishSlug}-data`,
        names: texts.optionGroups.data,
        options: dataCodes.map((code) => ({ code, names: lookup(dataNames, code) })),
      },
      duration: {
        code: `${englishSlug}-duration`,
        names: texts.optionGroups.duration,
        options: durationCodes.map((code) => ({ code, names: lookup(durationNames, code) })),
      },
    },
    variants,
  };
}

function assertUniqueSlugs(products: PlannedProduct[]): void {
  for (const language of SHOP_LANGUAGES) {
    const seen = new Map<string, string>();
    for (const product of products) {
      const slug = product.slugs[language];
      const other = seen.get(slug);
      if (other) {
        throw new Error(`Slug "${slug}" (${language}) is used by both "${other}" and "${product.destinationCode}"`);
      }
      seen.set(slug, product.destinationCode);
    }
  }
}

/** Turns the seed data into the full catalogue, every text in every shop language. */
export function planCatalogue(data: SeedData): PlannedProduct[] {
  const products = data.destinations.destinations.map((destination) => planProduct(data, destination));
  assertUniqueSlugs(products);
  return products;
}
