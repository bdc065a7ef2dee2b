import type { ShopLanguage, Translations } from '../../seed/languages';

/** The message of CouponRateLimitedError (coupon-attempts.ts), under `error.coupon-rate-limited`. */
export const COUPON_RATE_LIMITED_KEY = 'error.coupon-rate-limited';

export const COUPON_RATE_LIMITED_MESSAGES: Translations = {
  en: 'Too many attempts. Please wait a few minutes before trying another coupon code.',
  fr: 'Trop de tentatives. Veuillez patienter quelques minutes avant d’essayer un autre code promo.',
  es: 'Demasiados intentos. Espera unos minutos antes de probar otro código de cupón.',
  it: 'Troppi tentativi. Attendi qualche minuto prima di provare un altro codice coupon.',
  de: 'Zu viele Versuche. Bitte warten Sie einige Minuten, bevor Sie einen anderen Gutscheincode versuchen.',
  nl: 'Te veel pogingen. Wacht een paar minuten voordat je een andere kortingscode probeert.',
  ja: '試行回数が多すぎます。数分待ってから、別のクーポンコードをお試しください。',
  zh_Hant: '嘗試次數過多，請稍候幾分鐘再試其他優惠碼。',
};

export function couponAttemptTranslations(): Array<[ShopLanguage, { error: Record<string, string> }]> {
  return (Object.entries(COUPON_RATE_LIMITED_MESSAGES) as Array<[ShopLanguage, string]>).map(([language, message]) => [
    language,
    { error: { 'coupon-rate-limited': message } },
  ]);
}
