import type { ShopLanguage, Translations } from '../../seed/languages';

/**
 * The message of CouponLimitReachedError in the shop's languages, registered under Vendure's
 * `errorResult.<CODE>` i18n keys. Keys are Vendure language codes (the request's `languageCode`).
 */
export const COUPON_LIMIT_REACHED_MESSAGES: Translations = {
  en: 'Only one coupon code can be used per order',
  fr: 'Un seul code promo peut être utilisé par commande',
  es: 'Solo se puede usar un código de cupón por pedido',
  it: 'È possibile utilizzare un solo codice coupon per ordine',
  de: 'Pro Bestellung kann nur ein Gutscheincode verwendet werden',
  nl: 'Per bestelling kan maar één kortingscode worden gebruikt',
  ja: 'ご注文ごとに使用できるクーポンコードは1つだけです',
  zh_Hant: '每筆訂單只能使用一個優惠碼',
};

export function couponLimitTranslations(): Array<[ShopLanguage, { errorResult: Record<string, string> }]> {
  return (Object.entries(COUPON_LIMIT_REACHED_MESSAGES) as Array<[ShopLanguage, string]>).map(([language, message]) => [
    language,
    { errorResult: { COUPON_LIMIT_REACHED_ERROR: message } },
  ]);
}
