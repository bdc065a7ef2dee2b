/*
 * A saved address as printed lines, shared by the list and whoever shows the same address
 * (checkout prefill summary). Kept out of the component so it is unit-tested in Node.
 */

/** The address fields of the api's `SavedAddress` (spec §2 BillingDetails). */
export interface SavedAddressFields {
  firstName: string;
  lastName: string;
  company?: string;
  vatNumber?: string;
  address1: string;
  city: string;
  /** A state code of the country's states, when it has some. */
  state?: string;
  postcode?: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** "France" for `FR` in English, "Frankreich" in German; the code itself when Intl does not know it. */
export function countryName(countryCode: string, locale: string): string {
  let names = regionNames.get(locale);
  if (names === undefined) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(countryCode.toUpperCase()) ?? countryCode;
  } catch {
    // Not a well-formed region code: show what was saved.
    return countryCode;
  }
}

/**
 * Name, company, VAT number, street, "postcode city", state, country: the empty ones left out.
 * `vatLabel` prefixes the VAT number ("VAT FR40303265045").
 */
export function savedAddressLines(address: SavedAddressFields, locale: string, vatLabel: string): string[] {
  const present = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';
  const name = [address.firstName, address.lastName].filter(present).join(' ');
  const cityLine = [address.postcode, address.city].filter(present).join(' ');
  return [
    name,
    address.company,
    present(address.vatNumber) ? `${vatLabel} ${address.vatNumber}` : undefined,
    address.address1,
    cityLine,
    address.state,
    countryName(address.countryCode, locale),
  ].filter(present);
}
