import { z } from 'zod';

import { SHOP_LANGUAGES, type ShopLanguage } from './languages';

/** A text in every shop language; a missing or empty language fails validation. */
function translated<T extends z.ZodType>(value: T) {
  const shape = Object.fromEntries(SHOP_LANGUAGES.map((language) => [language, value])) as Record<ShopLanguage, T>;
  return z.strictObject(shape);
}

const text = z.string().trim().min(1);
const translatedText = translated(text);

const code = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case kebab-case');
const isoCountry = z.string().regex(/^[A-Z]{2}$/, 'must be an upper-case ISO 3166-1 alpha-2 code');
const dataCode = z.string().regex(/^\d+gb$/, 'must look like "5gb"');
const durationCode = z.string().regex(/^\d+d$/, 'must look like "30d"');
const minorUnits = z.number().int().positive();

const pluralForms = z.object({ one: text.optional(), other: text });

export const textsSchema = z.strictObject({
  description: z.strictObject({
    intro: translatedText,
    labels: z.strictObject({
      speed: translatedText,
      'calls-sms': translatedText,
      'roaming-network': translatedText,
      activation: translatedText,
      'compatible-devices': translatedText,
      coverage: translatedText,
    }),
    values: z.strictObject({
      'calls-sms': translatedText,
      activation: translatedText,
      'compatible-devices': translatedText,
    }),
  }),
  optionGroups: z.strictObject({ data: translatedText, duration: translatedText }),
  optionNames: z.strictObject({
    data: translated(text.includes('{amount}')),
    duration: translated(pluralForms),
  }),
});

const facetValueSchema = z.strictObject({ code, names: translatedText });

export const facetsSchema = z.strictObject({
  planType: z.strictObject({
    code: z.literal('plan-type'),
    names: translatedText,
    values: z.array(facetValueSchema).min(1),
  }),
  region: z.strictObject({
    code: z.literal('region'),
    names: translatedText,
    values: z.array(facetValueSchema).min(1),
  }),
  destination: z.strictObject({ code: z.literal('destination'), names: translatedText }),
});

export const collectionsSchema = z.array(
  z.strictObject({
    slug: code,
    filter: z.strictObject({ facet: code, value: code }),
    names: translatedText,
    descriptions: translatedText,
  }),
);

const destinationSchema = z.strictObject({
  /** flag-icons file name: ISO 3166-1 alpha-2 in lower case, or a flag-icons extra such as `eu`. */
  code: z.string().regex(/^[a-z]{2}$/, 'must be a two-letter lower-case flag code'),
  planType: code,
  region: code,
  tier: code,
  networks: z.array(text).min(1),
  speed: text.optional(),
  /** Needed for regions; countries take their names from CLDR unless overridden here. */
  names: translatedText.optional(),
  /** Covered countries of a regional plan. */
  coverage: z.array(isoCountry).min(1).optional(),
});

export const destinationsSchema = z.strictObject({
  defaults: z.strictObject({ speed: text }),
  destinations: z.array(destinationSchema).min(1),
});

const currency = z.enum(['EUR', 'USD']);

export const pricingSchema = z.strictObject({
  baseCurrency: currency,
  exchangeRates: z.record(currency, z.number().positive()),
  tiers: z.record(code, z.number().positive()),
  plans: z.array(z.strictObject({ data: dataCode, duration: durationCode, price: minorUnits })).min(1),
});

export const channelSchema = z.strictObject({
  defaultLanguage: z.enum(SHOP_LANGUAGES),
  defaultCurrency: currency,
  currencies: z.array(currency).min(1),
  pricesIncludeTax: z.boolean(),
  defaultCountry: isoCountry,
  taxCategory: text,
  zones: z
    .array(
      z.strictObject({
        name: text,
        countries: z.array(isoCountry).min(1),
        /** Percent. Zones without one get their VAT rates from a later setup step. */
        standardTaxRate: z.number().min(0).max(100).optional(),
      }),
    )
    .min(1),
});

export type SeedTexts = z.infer<typeof textsSchema>;
export type SeedFacets = z.infer<typeof facetsSchema>;
export type SeedCollection = z.infer<typeof collectionsSchema>[number];
export type SeedDestination = z.infer<typeof destinationSchema>;
export type SeedDestinations = z.infer<typeof destinationsSchema>;
export type SeedPricing = z.infer<typeof pricingSchema>;
export type SeedChannel = z.infer<typeof channelSchema>;
export type CurrencyCode = z.infer<typeof currency>;
export type PluralForms = z.infer<typeof pluralForms>;

export interface SeedData {
  texts: SeedTexts;
  facets: SeedFacets;
  collections: SeedCollection[];
  destinations: SeedDestinations;
  pricing: SeedPricing;
  channel: SeedChannel;
}
