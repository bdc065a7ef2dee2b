import {
  ChannelService,
  CountryService,
  GlobalSettingsService,
  TaxCategoryService,
  TaxRateService,
  ZoneService,
  type ID,
  type RequestContext,
} from '@vendure/core';

import { countryNames } from './destination-names';
import { SHOP_LANGUAGES } from './languages';
import type { ServiceLocator } from './seed-context';
import type { SeedChannel } from './seed-data-schema';
import { nameTranslations } from './translation-inputs';
import { toCurrencyCode, toLanguageCode } from './vendure-codes';

/** Vendure's own cap on one page of an admin list query. */
const LIST_PAGE = 1000;

async function upsertCountries(app: ServiceLocator, ctx: RequestContext, isoCodes: string[]): Promise<Map<string, ID>> {
  const countryService = app.get(CountryService);
  const existing = await countryService.findAll(ctx, { take: LIST_PAGE });
  const idsByCode = new Map<string, ID>(existing.items.map((country) => [country.code, country.id]));
  for (const code of new Set(isoCodes)) {
    const translations = nameTranslations(countryNames(code));
    const id = idsByCode.get(code);
    if (id === undefined) {
      const created = await countryService.create(ctx, { code, enabled: true, translations });
      idsByCode.set(code, created.id);
    } else {
      await countryService.update(ctx, { id, enabled: true, translations });
    }
  }
  return idsByCode;
}

async function upsertZones(
  app: ServiceLocator,
  ctx: RequestContext,
  zones: SeedChannel['zones'],
  countryIds: Map<string, ID>,
): Promise<Map<string, ID>> {
  const zoneService = app.get(ZoneService);
  const existing = await zoneService.getAllWithMembers(ctx);
  const zoneIds = new Map<string, ID>();
  for (const zone of zones) {
    const memberIds = zone.countries.map((code) => {
      const id = countryIds.get(code);
      if (id === undefined) throw new Error(`Country ${code} was not created`);
      return id;
    });
    const found = existing.find((candidate) => candidate.name === zone.name);
    if (found) {
      await zoneService.addMembersToZone(ctx, { zoneId: found.id, memberIds });
      zoneIds.set(zone.name, found.id);
    } else {
      const created = await zoneService.create(ctx, { name: zone.name, memberIds });
      zoneIds.set(zone.name, created.id);
    }
  }
  return zoneIds;
}

async function upsertTaxes(
  app: ServiceLocator,
  ctx: RequestContext,
  channel: SeedChannel,
  zoneIds: Map<string, ID>,
): Promise<void> {
  const taxCategoryService = app.get(TaxCategoryService);
  const taxRateService = app.get(TaxRateService);
  const categories = await taxCategoryService.findAll(ctx, { take: LIST_PAGE });
  const category =
    categories.items.find((candidate) => candidate.name === channel.taxCategory) ??
    (await taxCategoryService.create(ctx, { name: channel.taxCategory, isDefault: true }));

  const rates = await taxRateService.findAll(ctx, { take: LIST_PAGE });
  for (const zone of channel.zones) {
    if (zone.standardTaxRate === undefined) continue;
    const zoneId = zoneIds.get(zone.name);
    if (zoneId === undefined) throw new Error(`Zone ${zone.name} was not created`);
    const name = `${channel.taxCategory} ${zone.name}`;
    const input = { name, enabled: true, value: zone.standardTaxRate, categoryId: category.id, zoneId };
    const found = rates.items.find((rate) => rate.name === name);
    if (found) await taxRateService.update(ctx, { id: found.id, ...input });
    else await taxRateService.create(ctx, input);
  }
}

/**
 * Languages, currencies, tax zone and VAT mode of the default channel. Done once at seed time:
 * every server instance caches channel settings, so a live cluster must not see them change.
 */
export async function seedChannelSettings(
  app: ServiceLocator,
  ctx: RequestContext,
  channel: SeedChannel,
): Promise<void> {
  const languageCodes = SHOP_LANGUAGES.map(toLanguageCode);
  await app.get(GlobalSettingsService).updateSettings(ctx, { availableLanguages: languageCodes });

  const countryIds = await upsertCountries(
    app,
    ctx,
    channel.zones.flatMap((zone) => zone.countries),
  );
  const zoneIds = await upsertZones(app, ctx, channel.zones, countryIds);
  await upsertTaxes(app, ctx, channel, zoneIds);

  const defaultZone = channel.zones.find((zone) => zone.countries.includes(channel.defaultCountry));
  const defaultZoneId = defaultZone && zoneIds.get(defaultZone.name);
  if (defaultZoneId === undefined) throw new Error(`No zone contains ${channel.defaultCountry}`);

  const channelService = app.get(ChannelService);
  const defaultChannel = await channelService.getDefaultChannel(ctx);
  const result = await channelService.update(ctx, {
    id: defaultChannel.id,
    defaultLanguageCode: toLanguageCode(channel.defaultLanguage),
    availableLanguageCodes: languageCodes,
    defaultCurrencyCode: toCurrencyCode(channel.defaultCurrency),
    availableCurrencyCodes: channel.currencies.map(toCurrencyCode),
    pricesIncludeTax: channel.pricesIncludeTax,
    defaultTaxZoneId: defaultZoneId,
    defaultShippingZoneId: defaultZoneId,
  });
  if ('errorCode' in result) throw new Error(`Could not update the default channel: ${result.message}`);
}
