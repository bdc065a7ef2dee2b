import type { AccountPanelContact } from '@shop/design-system';

/**
 * The shop's customer-service contact points (spec §2: the account panel offers contact by phone,
 * email or chat). Example values like the invoice's seller (backend/seed/seller.json): replace
 * them with the real ones before going live.
 */
export const SHOP_CONTACT: AccountPanelContact = {
  phone: '+33 1 86 95 12 40',
  phoneHref: 'tel:+33186951240',
  email: 'support@esim-shop.localhost',
  emailHref: 'mailto:support@esim-shop.localhost',
};
