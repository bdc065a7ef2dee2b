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
/** A country's ISO 3166-1 alpha-2 code in lower case, as flag-icons names its files: `fr`. */
const countryFlag = z.string().regex(/^[a-z]{2}$/, 'must be a two-letter lower-case flag code');
/** flag-icons file name (`fr`, `eu`, `pc`) or one of our region icons (`north-america`). */
const flagCode = code;
/** Free text for people reading the JSON; ignored by the code. */
const comment = { '//': z.string().optional() };
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
  /** Candidates tried in order until one fits the length limit; see meta-texts.ts. */
  meta: z.strictObject({
    title: translated(z.array(text.includes('{name}')).min(1)),
    description: translated(z.array(text.includes('{name}')).min(1)),
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
  /** Variant-level facets; their values come from the pricing table and the option names. */
  dataAmount: z.strictObject({ code: z.literal('data-amount'), names: translatedText }),
  duration: z.strictObject({ code: z.literal('duration'), names: translatedText }),
});

/** Every product with this facet value: a category (plan type, region). */
const facetCollectionFilter = z.strictObject({ facet: code, value: code });
/**
 * These destinations' products, in this order: a shelf staff arrange in the dashboard (the home
 * page's popular destinations). Codes are the `destination` facet's: `fr`, or a regional plan's `eu`.
 */
const destinationsCollectionFilter = z.strictObject({ destinations: z.array(flagCode).min(1) });

export const collectionsSchema = z.array(
  z.strictObject({
    /** The English slug, also how the seed finds the collection again. */
    slug: code,
    /** Latin-script languages get a slug of their own name (`europa`); otherwise `slug` everywhere. */
    localizedSlugs: z.boolean().optional(),
    filter: z.union([facetCollectionFilter, destinationsCollectionFilter]),
    names: translatedText,
    descriptions: translatedText,
  }),
);

const speed = text;
const networks = z.array(text).min(1);

export const countriesSchema = z.strictObject({
  ...comment,
  /** `iso: true` entries of flag-icons' country.json that are not sold, with the reason. */
  excluded: z.record(countryFlag, text),
  /** Entries that flag-icons marks `iso: false` but the shop sells, with the reason. */
  alsoSold: z.record(countryFlag, text),
  /** Destinations named by CLDR's short form ("Hong Kong" instead of "Hong Kong SAR China"). */
  shortNames: z.array(countryFlag),
  /** Root region (spec §3) → the destinations in it. */
  regions: z.record(code, z.array(countryFlag).min(1)),
});

const regionalPlanSchema = z.strictObject({
  code: flagCode,
  region: code,
  names: translatedText,
  /** Flag codes of the local destinations the plan covers. */
  coverage: z.array(countryFlag).min(2),
  networks,
  speed: speed.optional(),
});

export const destinationsSchema = z.strictObject({
  ...comment,
  defaults: z.strictObject({ speed, tier: code }),
  regionDefaults: z.record(code, z.strictObject({ networks, speed: speed.optional() })),
  /** Price tier → the local destinations in it; the others get `defaults.tier`. */
  tiers: z.record(code, z.array(countryFlag)),
  overrides: z.record(countryFlag, z.strictObject({ networks: networks.optional(), speed: speed.optional() })),
  regional: z.array(regionalPlanSchema).min(1),
});

export const aliasesSchema = z.strictObject({
  ...comment,
  /** Flag code → other names travellers type for it. */
  aliases: z.record(flagCode, z.array(text).min(1)),
});

export const lookAlikesSchema = z.strictObject({
  ...comment,
  groups: z.array(
    z.strictObject({
      codes: z.array(countryFlag).min(2),
      /** The members whose product page shows the guard; all of them when absent. */
      showOn: z.array(countryFlag).min(1).optional(),
      reason: text,
    }),
  ),
});

/** The part of flag-icons' country.json the destination list is built from. */
export const flagIconsCountriesSchema = z.array(z.object({ code: z.string().min(2), iso: z.boolean(), name: z.string() }));

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
  /** Spec §1 default country; it must be a billing country. */
  defaultCountry: isoCountry,
  /** The one tax category every plan is in; its rates come from vat-rates.json. */
  taxCategory: text,
});

/** Percent, as Vendure stores a tax rate (two decimals: 25.5 is fine). */
const taxRate = z.number().min(0).max(100).multipleOf(0.01);

/** backend/seed/vat-rates.json: one tax zone per EU member state, the rest of the world at one rate. */
export const vatRatesSchema = z.strictObject({
  ...comment,
  standardRates: z.record(isoCountry, taxRate),
  otherCountriesZone: z.strictObject({ name: text, rate: taxRate }),
  /** Zone name → why it went; deleted on start when present. */
  retiredZones: z.record(text, text),
});

/** backend/seed/states.json: the states a billing address of these countries must name. */
export const statesSchema = z.strictObject({
  ...comment,
  countries: z.record(
    isoCountry,
    z
      .array(
        z.strictObject({
          code: z.string().regex(/^[A-Z0-9]{1,3}$/, 'must be an ISO 3166-2 code without the country'),
          names: translatedText,
        }),
      )
      .min(1),
  ),
});

/** An anchored regular expression source that compiles. */
const anchoredPattern = z
  .string()
  .refine((source) => source.startsWith('^') && source.endsWith('$'), 'must be anchored with ^ and $')
  .refine((source) => {
    try {
      new RegExp(source);
      return true;
    } catch {
      return false;
    }
  }, 'must be a valid regular expression');

/** backend/seed/postcodes.json: postal code rules by country; countries not listed have none. */
export const postcodesSchema = z.strictObject({
  ...comment,
  countries: z.record(
    isoCountry,
    z
      .strictObject({ needsZipCode: z.boolean(), format: anchoredPattern.optional(), example: text.optional() })
      .refine((rule) => (rule.format === undefined) === (rule.example === undefined), 'format and example go together')
      .refine((rule) => !rule.needsZipCode || rule.format !== undefined, 'a required postal code needs a format')
      .refine(
        (rule) => rule.format === undefined || rule.example === undefined || new RegExp(rule.format).test(rule.example),
        'example must match format',
      ),
  ),
});

/**
 * Coupon promotions (backend/seed/promotions.json), upserted by coupon code on every start.
 * Actions are Vendure promotion actions by code with their arguments as Vendure stores them (text).
 */
export const promotionsSchema = z.strictObject({
  ...comment,
  promotions: z.array(
    z.strictObject({
      ...comment,
      couponCode: z.string().regex(/^[A-Z0-9]{3,32}$/, 'must be 3 to 32 upper-case letters or digits'),
      names: translatedText,
      enabled: z.boolean(),
      /** ISO date-times; null: no bound. */
      startsAt: z.iso.datetime().nullable(),
      endsAt: z.iso.datetime().nullable(),
      /** Uses across all customers (placed orders); null: unlimited. */
      usageLimit: z.number().int().positive().nullable(),
      /** Uses per customer (placed orders); null: unlimited. */
      perCustomerUsageLimit: z.number().int().positive().nullable(),
      actions: z.array(z.strictObject({ code: z.string().min(1), arguments: z.record(z.string(), z.string()) })).min(1),
    }),
  ),
});

export type SeedPromotion = z.infer<typeof promotionsSchema>['promotions'][number];

type SeedTexts = z.infer<typeof textsSchema>;
type SeedFacets = z.infer<typeof facetsSchema>;
export type SeedCollection = z.infer<typeof collectionsSchema>[number];
type SeedCountries = z.infer<typeof countriesSchema>;
type SeedDestinations = z.infer<typeof destinationsSchema>;
type SeedAliases = z.infer<typeof aliasesSchema>;
type SeedLookAlikes = z.infer<typeof lookAlikesSchema>;
type FlagIconsCountry = z.infer<typeof flagIconsCountriesSchema>[number];
export type SeedPricing = z.infer<typeof pricingSchema>;
export type SeedChannel = z.infer<typeof channelSchema>;
type SeedVatRates = z.infer<typeof vatRatesSchema>;
type SeedStates = z.infer<typeof statesSchema>;
export type SeedPostcodes = z.infer<typeof postcodesSchema>;
export type CurrencyCode = z.infer<typeof currency>;
export type PluralForms = z.infer<typeof pluralForms>;

export interface SeedData {
  texts: SeedTexts;
  facets: SeedFacets;
  collections: SeedCollection[];
  countries: SeedCountries;
  destinations: SeedDestinations;
  aliases: SeedAliases;
  lookAlikes: SeedLookAlikes;
  pricing: SeedPricing;
  channel: SeedChannel;
  vatRates: SeedVatRates;
  states: SeedStates;
  postcodes: SeedPostcodes;
  /** flag-icons' own list of flags, the source the country list filters. */
  flagIconsCountries: FlagIconsCountry[];
}
