import type { ShopLocale } from '@shop/api/locale';

/*
 * The shop's outside addresses shown in the footer (spec §1): its apps, its social accounts and
 * the partner comparison site. Example values like the seller's (backend/seed/seller.json):
 * replace them with the shop's own before going live (README "Before going live").
 */

export const APP_STORE_LINKS = {
  appStore: 'https://apps.apple.com/app/esim-shop/id6450000000',
  googlePlay: 'https://play.google.com/store/apps/details?id=com.esimshop.app',
} as const;

export const SOCIAL_LINKS = [
  { network: 'Facebook', href: 'https://www.facebook.com/esimshop' },
  { network: 'Instagram', href: 'https://www.instagram.com/esimshop' },
  { network: 'X', href: 'https://x.com/esimshop' },
  { network: 'TikTok', href: 'https://www.tiktok.com/@esimshop' },
] as const;

/** Spec §1: the partner comparison site's page depends on the language: French, Japanese, other. */
const PARTNER_LINKS = {
  fr: 'https://www.comparatif-esim.fr/',
  ja: 'https://esim-hikaku.jp/',
  other: 'https://www.esim-compare.com/',
} as const;

export function partnerLink(locale: ShopLocale): string {
  return locale === 'fr' ? PARTNER_LINKS.fr : locale === 'ja' ? PARTNER_LINKS.ja : PARTNER_LINKS.other;
}
