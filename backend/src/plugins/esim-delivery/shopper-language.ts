import { SHOP_LANGUAGES, type ShopLanguage } from '../../seed/languages';

export function asShopLanguage(value: string | null | undefined): ShopLanguage | undefined {
  return SHOP_LANGUAGES.find((language) => language === value);
}

/** The email language: the recorded checkout language, else the channel's, else English. */
export function deliveryLanguage(recorded: string | null | undefined, channelDefault: string): ShopLanguage {
  return asShopLanguage(recorded) ?? asShopLanguage(channelDefault) ?? 'en';
}
