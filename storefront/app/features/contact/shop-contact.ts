import { createContext, useContext } from 'react';

import type { ContactConfiguration } from '@shop/api';
import type { AccountPanelContact } from '@shop/design-system';

/** The contact configuration the layouts loaded (spec §7 getContactConfiguration); null while the backend cannot say. */
export const ShopContactContext = createContext<ContactConfiguration | null>(null);

export function useShopContact(): ContactConfiguration | null {
  return useContext(ShopContactContext);
}

/** `tel:` wants the number without its spaces and dots: "+33 1 23 45 67 89" → "tel:+33123456789". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The account panel's and the chat fallback's phone and email rows. */
export function contactPoints(contact: ContactConfiguration | null): AccountPanelContact | undefined {
  return contact
    ? { phone: contact.phone, phoneHref: telHref(contact.phone), email: contact.email, emailHref: `mailto:${contact.email}` }
    : undefined;
}
