import { ChannelService, GlobalSettingsService, type RequestContext } from '@vendure/core';

import { SHOP_LANGUAGES } from './languages';
import type { ServiceLocator } from './seed-context';
import type { SeedChannel } from './seed-data-schema';
import { toCurrencyCode, toLanguageCode } from './vendure-codes';

/**
 * Languages, currencies and VAT mode of the default channel. Done once at seed time: every server
 * instance caches channel settings, so a live cluster must not see them change. Countries, tax
 * zones and the channel's default tax zone are seed-billing-regions.ts's, applied on every start.
 */
export async function seedChannelSettings(app: ServiceLocator, ctx: RequestContext, channel: SeedChannel): Promise<void> {
  const languageCodes = SHOP_LANGUAGES.map(toLanguageCode);
  await app.get(GlobalSettingsService).updateSettings(ctx, { availableLanguages: languageCodes });

  const channelService = app.get(ChannelService);
  const defaultChannel = await channelService.getDefaultChannel(ctx);
  const result = await channelService.update(ctx, {
    id: defaultChannel.id,
    defaultLanguageCode: toLanguageCode(channel.defaultLanguage),
    availableLanguageCodes: languageCodes,
    defaultCurrencyCode: toCurrencyCode(channel.defaultCurrency),
    availableCurrencyCodes: channel.currencies.map(toCurrencyCode),
    pricesIncludeTax: channel.pricesIncludeTax,
  });
  if ('errorCode' in result) throw new Error(`Could not update the default channel: ${result.message}`);
}
