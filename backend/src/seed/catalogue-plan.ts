import { buildDescriptionHtml, type DescriptionContent } from './description';
import { allDestinations, type Destination } from './destination-list';
import { intlLocale, SHOP_LANGUAGES, translationsFrom, usesLatinScript, type ShopLanguage, type Translations } from './languages';
import { fitMetaText, formatPrice, META_LIMITS } from './meta-texts';
import { dataAmount, dataOptionNames, durationDays, durationOptionNames } from './option-names';
import { planPrices, type PlanPrices } from './pricing';
import type { SeedData } from './seed-data-schema';
import { slugify } from './slugify';

export interface PlannedOptionGroup {
  code: string;
  names: Translations;
  options: Array<{ code: string; names: Translations }>;
}

export interface PlannedVariant {
  sku: string;
  /** Option code and `data-amount` facet value code, e.g. `5gb`. */
  dataCode: string;
  /** Option code and `duration` facet value code, e.g. `30d`. */
  durationCode: string;
  names: Translations;
  prices: PlanPrices;
}

/** Everything needed to write one destination's product, independent of Vendure. */
export interface PlannedProduct {
  /** flag-icons code (or our region icon's name), also the `destination` facet value code. */
  destinationCode: string;
  englishSlug: string;
  planType: string;
  region: string;
  destinationNames: Translations;
  names: Translations;
  slugs: Translations;
  descriptions: Translations;
  metaTitles: Translations;
  metaDescriptions: Translations;
  /** Flag codes of the covered local destinations (regional plans); empty for local plans. */
  coverage: string[];
  variants: PlannedVariant[];
}

/** The two option groups every product shares (Vendure 3 lets products share option groups). */
export interface PlannedOptionGroups {
  data: PlannedOptionGroup;
  duration: PlannedOptionGroup;
}

/**
 * Group codes: the storefront's API client tells the axes apart by a code that is, or ends
 * with, `data` and `duration`.
 */
export const OPTION_GROUP_CODES = { data: 'data', duration: 'duration' } as const;

/** Storefront contract: the region is read back as the product name before " eSIM". */
function productName(destinationName: string): string {
  return `${destinationName} eSIM`;
}

/** Latin-script languages get their own slug; the others (and any empty result) use the English one. */
export function localizedSlugs(names: Translations): Translations {
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

/** Names of destinations by flag code, to name what a regional plan covers. */
type NamesByCode = Map<string, Translations>;

function coverageNames(destination: Destination, namesByCode: NamesByCode, language: ShopLanguage): string[] {
  if (destination.coverage.length === 0) return [destination.names[language]];
  const collator = new Intl.Collator(intlLocale(language));
  return destination.coverage.map((code) => lookup(namesByCode, code)[language]).sort(collator.compare);
}

function descriptionFor(data: SeedData, destination: Destination, namesByCode: NamesByCode, language: ShopLanguage): DescriptionContent {
  const { intro, labels, values } = data.texts.description;
  const row = (label: Translations, value: string) => ({ label: label[language], value });
  return {
    intro: intro[language],
    rows: {
      speed: row(labels.speed, destination.speed),
      'calls-sms': row(labels['calls-sms'], values['calls-sms'][language]),
      'roaming-network': row(labels['roaming-network'], formatList(destination.networks, language)),
      activation: row(labels.activation, values.activation[language]),
      'compatible-devices': row(labels['compatible-devices'], values['compatible-devices'][language]),
      coverage: row(labels.coverage, formatList(coverageNames(destination, namesByCode, language), language)),
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

/** Option groups, options and their names are the same for every product; built once. */
interface PlanShape {
  plans: SeedData['pricing']['plans'];
  dataCodes: string[];
  durationCodes: string[];
  dataNames: Map<string, Translations>;
  durationNames: Map<string, Translations>;
}

function planShape(data: SeedData): PlanShape {
  const { texts, pricing } = data;
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
  return {
    plans,
    dataCodes,
    durationCodes,
    dataNames: new Map(dataCodes.map((c) => [c, dataOptionNames(c, texts.optionNames.data)])),
    durationNames: new Map(durationCodes.map((c) => [c, durationOptionNames(c, texts.optionNames.duration)])),
  };
}

function metaTexts(data: SeedData, names: Translations, fromPrice: number) {
  const { meta } = data.texts;
  const currency = data.pricing.baseCurrency;
  const values = (language: ShopLanguage) => ({
    name: names[language],
    price: formatPrice(fromPrice, currency, language),
  });
  return {
    metaTitles: translationsFrom((language) => fitMetaText(meta.title[language], values(language), META_LIMITS.title)),
    metaDescriptions: translationsFrom((language) => fitMetaText(meta.description[language], values(language), META_LIMITS.description)),
  };
}

function planProduct(data: SeedData, shape: PlanShape, destination: Destination, namesByCode: NamesByCode): PlannedProduct {
  const { pricing } = data;
  const names = destination.names;
  const slugs = localizedSlugs(names);
  const productNames = translationsFrom((language) => productName(names[language]));

  const variants = shape.plans.map((plan): PlannedVariant => {
    const dataName = lookup(shape.dataNames, plan.data);
    const durationName = lookup(shape.durationNames, plan.duration);
    return {
      sku: [destination.code, plan.data, plan.duration].join('-').toUpperCase(),
      dataCode: plan.data,
      durationCode: plan.duration,
      names: translationsFrom((language) => `${productNames[language]} ${dataName[language]} ${durationName[language]}`),
      prices: planPrices(pricing, destination.tier, plan.price),
    };
  });
  const fromPrice = Math.min(...variants.map((variant) => variant.prices[pricing.baseCurrency]));

  return {
    destinationCode: destination.code,
    englishSlug: slugs.en,
    planType: destination.planType,
    region: destination.region,
    destinationNames: names,
    names: productNames,
    slugs,
    descriptions: translationsFrom((language) => buildDescriptionHtml(descriptionFor(data, destination, namesByCode, language))),
    ...metaTexts(data, names, fromPrice),
    coverage: destination.coverage,
    variants,
  };
}

/** The shared Data and Duration option groups with every option the pricing table uses. */
export function planOptionGroups(data: SeedData): PlannedOptionGroups {
  const shape = planShape(data);
  const { optionGroups } = data.texts;
  return {
    data: {
      code: OPTION_GROUP_CODES.data,
      names: optionGroups.data,
      options: shape.dataCodes.map((code) => ({ code, names: lookup(shape.dataNames, code) })),
    },
    duration: {
      code: OPTION_GROUP_CODES.duration,
      names: optionGroups.duration,
      options: shape.durationCodes.map((code) => ({ code, names: lookup(shape.durationNames, code) })),
    },
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
  const destinations = allDestinations(data);
  const namesByCode: NamesByCode = new Map(destinations.map((destination) => [destination.code, destination.names]));
  const shape = planShape(data);
  const products = destinations.map((destination) => planProduct(data, shape, destination, namesByCode));
  assertUniqueSlugs(products);
  return products;
}
