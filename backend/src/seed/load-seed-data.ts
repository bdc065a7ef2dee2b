import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { z } from 'zod';

import {
  aliasesSchema,
  channelSchema,
  collectionsSchema,
  countriesSchema,
  destinationsSchema,
  facetsSchema,
  flagIconsCountriesSchema,
  lookAlikesSchema,
  postcodesSchema,
  pricingSchema,
  promotionsSchema,
  statesSchema,
  textsSchema,
  vatRatesSchema,
  type SeedData,
  type SeedPostcodes,
  type SeedPromotion,
} from './seed-data-schema';
import { findSeedReferenceProblems } from './seed-references';

/** backend/seed, from both backend/src/seed (tests) and backend/dist/seed (runtime). */
export const SEED_DATA_DIR = path.resolve(__dirname, '../../seed');

/** flag-icons' list of its flags: the source of the country list (filtered by countries.json). */
const FLAG_ICONS_COUNTRIES = require.resolve('flag-icons/country.json');

function readJsonFile<T extends z.ZodType>(fullPath: string, schema: T): z.infer<T> {
  const result = schema.safeParse(JSON.parse(readFileSync(fullPath, 'utf8')));
  if (!result.success) {
    const details = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid seed file ${fullPath}:\n${details.join('\n')}`);
  }
  return result.data;
}

function readJson<T extends z.ZodType>(dir: string, file: string, schema: T): z.infer<T> {
  return readJsonFile(path.join(dir, file), schema);
}

/** The look-up lists the running shop needs besides the database: aliases and look-alikes. */
export function loadReferenceLists(dir: string = SEED_DATA_DIR): Pick<SeedData, 'aliases' | 'lookAlikes'> {
  return {
    aliases: readJson(dir, 'aliases.json', aliasesSchema),
    lookAlikes: readJson(dir, 'look-alikes.json', lookAlikesSchema),
  };
}

/** Postal code rules of billing addresses, read by the running shop (the checkout) as well as the seed. */
export function loadPostcodes(dir: string = SEED_DATA_DIR): SeedPostcodes {
  return readJson(dir, 'postcodes.json', postcodesSchema);
}

/** Reads and validates every seed file; throws one error listing all problems. */
export function loadSeedData(dir: string = SEED_DATA_DIR): SeedData {
  const data: SeedData = {
    texts: readJson(dir, 'texts.json', textsSchema),
    facets: readJson(dir, 'facets.json', facetsSchema),
    collections: readJson(dir, 'collections.json', collectionsSchema),
    countries: readJson(dir, 'countries.json', countriesSchema),
    destinations: readJson(dir, 'destinations.json', destinationsSchema),
    ...loadReferenceLists(dir),
    pricing: readJson(dir, 'pricing.json', pricingSchema),
    channel: readJson(dir, 'channel.json', channelSchema),
    vatRates: readJson(dir, 'vat-rates.json', vatRatesSchema),
    states: readJson(dir, 'states.json', statesSchema),
    postcodes: loadPostcodes(dir),
    flagIconsCountries: readJsonFile(FLAG_ICONS_COUNTRIES, flagIconsCountriesSchema),
  };
  const problems = findSeedReferenceProblems(data);
  if (problems.length > 0) {
    throw new Error(`Inconsistent seed data in ${dir}:\n  ${problems.join('\n  ')}`);
  }
  return data;
}

const PROMOTIONS_FILE = 'promotions.json';

/** The coupon promotions; a catalogue folder without the file (tests, benchmarks) has none. */
export function loadPromotions(dir: string = SEED_DATA_DIR): SeedPromotion[] {
  if (!existsSync(path.join(dir, PROMOTIONS_FILE))) return [];
  return readJson(dir, PROMOTIONS_FILE, promotionsSchema).promotions;
}
