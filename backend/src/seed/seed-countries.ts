import {
  Country,
  CountryService,
  Province,
  ProvinceService,
  TransactionalConnection,
  type ID,
  type LanguageCode,
  type RequestContext,
} from '@vendure/core';
// Not exported by Vendure's index; the bulk insert below writes region names directly.
import { RegionTranslation } from '@vendure/core/dist/entity/region/region-translation.entity';

import type { BillingCountry, PlannedState } from './billing-regions-plan';
import { SHOP_LANGUAGES, type Translations } from './languages';
import type { ServiceLocator } from './seed-context';
import { nameTranslations } from './translation-inputs';
import { toLanguageCode } from './vendure-codes';

export interface RegionUpsertReport {
  created: number;
  updated: number;
}

interface NamedRegion {
  enabled: boolean;
  translations: Array<{ languageCode: LanguageCode; name: string }>;
}

/** True when the stored region is enabled and named as planned in every shop language. */
function isUpToDate(region: NamedRegion, names: Translations): boolean {
  return (
    region.enabled &&
    SHOP_LANGUAGES.every((language) =>
      region.translations.some(
        (translation) => translation.languageCode === toLanguageCode(language) && translation.name === names[language],
      ),
    )
  );
}

interface NewRegion {
  code: string;
  names: Translations;
  parentId?: ID;
}

/**
 * Inserts regions and their names in a few set writes. Country/ProvinceService write one row at a
 * time (about ten queries a region), which took 16 s for the 236 countries on a busy PostgreSQL.
 * No CountryEvent is published: this runs at start-up, before any cache holds a country list.
 */
async function insertRegions(
  app: ServiceLocator,
  ctx: RequestContext,
  kind: typeof Country | typeof Province,
  regions: NewRegion[],
): Promise<Map<string, ID>> {
  if (regions.length === 0) return new Map();
  const connection = app.get(TransactionalConnection);
  const saved: Array<Country | Province> = await connection.getRepository(ctx, kind).save(
    regions.map(
      (region) => new kind({ code: region.code, enabled: true, ...(region.parentId === undefined ? {} : { parentId: region.parentId }) }),
    ),
    { chunk: 100 },
  );
  const translations = saved.flatMap((region, index) =>
    SHOP_LANGUAGES.map(
      // Its constructor's input type leaves out `name`; assign the fields instead.
      (language) =>
        Object.assign(new RegionTranslation(), {
          languageCode: toLanguageCode(language),
          name: regions[index]?.names[language] ?? region.code,
          base: region,
        }),
    ),
  );
  await connection.getRepository(ctx, RegionTranslation).save(translations, { chunk: 200 });
  return new Map(saved.map((region) => [region.code, region.id]));
}

/**
 * Creates the billing countries that are missing and renames or re-enables those that differ;
 * an unchanged database sees one read and no write. Countries staff added are left alone.
 */
export async function upsertCountries(
  app: ServiceLocator,
  ctx: RequestContext,
  countries: BillingCountry[],
): Promise<{ idsByCode: Map<string, ID>; report: RegionUpsertReport }> {
  const countryService = app.get(CountryService);
  // The repository, not CountryService.findAll: the comparison needs every language's name.
  const existing = await app
    .get(TransactionalConnection)
    .getRepository(ctx, Country)
    .find({ relations: { translations: true } });
  const byCode = new Map(existing.map((country) => [country.code, country]));
  const report: RegionUpsertReport = { created: 0, updated: 0 };
  for (const { code, names } of countries) {
    const found = byCode.get(code);
    if (found && !isUpToDate(found, names)) {
      await countryService.update(ctx, { id: found.id, enabled: true, translations: nameTranslations(names) });
      report.updated++;
    }
  }
  const missing = countries.filter((country) => !byCode.has(country.code));
  const createdIds = await insertRegions(app, ctx, Country, missing);
  report.created = missing.length;
  const idsByCode = new Map<string, ID>([...existing.map((country): [string, ID] => [country.code, country.id]), ...createdIds]);
  return { idsByCode, report };
}

/** The states of states.json as Vendure provinces under their country (Vendure's province input has no parent). */
export async function upsertStates(
  app: ServiceLocator,
  ctx: RequestContext,
  states: PlannedState[],
  countryIds: Map<string, ID>,
): Promise<RegionUpsertReport> {
  const provinceService = app.get(ProvinceService);
  const repository = app.get(TransactionalConnection).getRepository(ctx, Province);
  const existing = await repository.find({ relations: { translations: true } });
  const byCode = new Map(existing.map((province) => [province.code, province]));
  const report: RegionUpsertReport = { created: 0, updated: 0 };
  const missing: NewRegion[] = [];
  for (const state of states) {
    const countryId = countryIds.get(state.countryCode);
    if (countryId === undefined) throw new Error(`State ${state.provinceCode}: country ${state.countryCode} was not created`);
    const found = byCode.get(state.provinceCode);
    if (!found) {
      missing.push({ code: state.provinceCode, names: state.names, parentId: countryId });
    } else if (!isUpToDate(found, state.names) || String(found.parentId) !== String(countryId)) {
      await provinceService.update(ctx, { id: found.id, enabled: true, translations: nameTranslations(state.names) });
      await repository.update({ id: found.id }, { parentId: countryId });
      report.updated++;
    }
  }
  await insertRegions(app, ctx, Province, missing);
  report.created = missing.length;
  return report;
}
