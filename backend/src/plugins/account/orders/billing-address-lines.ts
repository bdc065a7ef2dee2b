import { intlLocale, type ShopLanguage } from '../../../seed/languages';

/*
 * An order's billing address as printed lines (spec §3 Order: addresses.invoice.lines), for the
 * order details and the invoice. Pure.
 */

/** Vendure's stored billing address with the keys the checkout adds (plugins/checkout/billing-address.ts). */
export interface StoredBillingAddress {
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  streetLine1?: string | null;
  streetLine2?: string | null;
  city?: string | null;
  province?: string | null;
  postalCode?: string | null;
  countryCode?: string | null;
  vatNumber?: string | null;
}

/** Where the postal code follows the city ("Springfield, IL 62701"). */
const CITY_FIRST = new Set(['US', 'CA', 'AU']);
/** Where the postal code has a line of its own, under the city. */
const POSTCODE_BELOW = new Set(['GB', 'IE']);

const clean = (value: string | null | undefined): string => (value ?? '').replace(/\s+/g, ' ').trim();

export function addressName(address: StoredBillingAddress): string {
  const firstAndLast = clean(`${address.firstName ?? ''} ${address.lastName ?? ''}`);
  return firstAndLast || clean(address.fullName);
}

/** The CLDR name of a country in `language`; the code when CLDR has none. */
export function countryName(countryCode: string, language: ShopLanguage): string {
  const code = countryCode.toUpperCase();
  return new Intl.DisplayNames([intlLocale(language)], { type: 'region', fallback: 'none' }).of(code) ?? code;
}

/** Name, company, street, postal code and city in the country's order, state, country in `language`. */
export function billingAddressLines(address: StoredBillingAddress | null | undefined, language: ShopLanguage): string[] {
  if (!address?.countryCode || !address.streetLine1) return [];
  const country = address.countryCode.toUpperCase();
  const city = clean(address.city);
  const postcode = clean(address.postalCode);
  const province = clean(address.province);
  const locality = CITY_FIRST.has(country)
    ? [clean(`${city}${province || postcode ? ',' : ''} ${province} ${postcode}`)]
    : POSTCODE_BELOW.has(country)
      ? [city, postcode]
      : [clean(`${postcode} ${city}`), province];
  return [
    addressName(address),
    clean(address.company),
    clean(address.streetLine1),
    clean(address.streetLine2),
    ...locality,
    countryName(country, language),
  ].filter((line) => line !== '');
}
