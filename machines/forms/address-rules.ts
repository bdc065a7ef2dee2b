/**
 * The rules of a billing address, wherever one is typed: the checkout's billing step and a saved
 * address of the account (spec §3 "Checkout form", "Country"; §5), so both refuse the same
 * addresses with the same messages and a saved address is one the checkout accepts when it
 * prefills the billing step. Pure; a rule answers a code, never a text.
 */
import type { CheckoutCountry } from '../../api/operations/checkout/checkout';
import { onlyErrors, withoutServerErrors, type RuleError, type RuleErrors } from './form-fields';
import { MAX_LENGTHS, lengthOf, validateRequiredText } from './rules';

export type { CheckoutCountry };

/** What an address field can be wrong with (the storefront says it: `features/forms/address-messages.ts`). */
export type AddressRuleError = RuleError<'required' | 'max' | 'zipCode' | 'state'>;

/**
 * Every field of a billing address, in the order a form shows them (`state` and `countryCode`
 * are selects); the checkout asks all but the company and VAT number, which only a saved address
 * asks.
 */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'vatNumber',
  'address1',
  'city',
  'state',
  'postcode',
  'countryCode',
] as const;

/** The fields of an address the rules check, wherever one is typed. */
export type AddressRuleField = 'firstName' | 'lastName' | 'address1' | 'city' | 'state' | 'postcode' | 'countryCode';

export function countryOf(countries: readonly CheckoutCountry[], countryCode: string): CheckoutCountry | undefined {
  return countries.find((country) => country.code === countryCode);
}

/**
 * Whether the form shows (and so takes typing into) a field for the selected country: the state
 * only for a country with states, the postcode only for one that needs it. A value typed for
 * another country stays in the form while hidden (not checked, not sent), for a way back.
 */
export function isShownAddressField(field: string, country: CheckoutCountry | undefined): boolean {
  if (field === 'state') return (country?.states.length ?? 0) > 0;
  if (field === 'postcode') return country?.needsZipCode ?? false;
  return true;
}

/**
 * Another country selected (the country select's own event): a state of the old one means
 * nothing in the new one, its postcode rule changes too, so what the server said of the country,
 * state and postcode goes; the country's error shows live from then on.
 */
export function withCountry<
  V extends { readonly countryCode: string; readonly state: string },
  T extends Readonly<Record<'countryCode', boolean>>,
  S extends Readonly<Partial<Record<'countryCode' | 'state' | 'postcode', unknown>>>,
>(
  form: { readonly values: V; readonly touched: T; readonly serverFieldErrors: S },
  countries: readonly CheckoutCountry[],
  countryCode: string,
) {
  const { values } = form;
  const keepsState = countryOf(countries, countryCode)?.states.some((state) => state.code === values.state) ?? false;
  return {
    values: { ...values, countryCode, state: keepsState ? values.state : '' },
    touched: { ...form.touched, countryCode: true },
    serverFieldErrors: withoutServerErrors(form.serverFieldErrors, ['countryCode', 'state', 'postcode']),
  };
}

/**
 * A postcode as it is checked and sent: trimmed, runs of spaces made one, upper-cased
 * ('1012   ab ' → '1012 AB'), as the api documents `zipCodeFormat` and the backend normalises
 * (NFC included, so a format sees one form of a letter).
 */
export function normalisePostcode(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/gu, ' ').toUpperCase();
}

const compiledFormats = new Map<string, RegExp | null>();

/**
 * Whether a normalised postcode matches a country's `zipCodeFormat` as a whole. A format that is
 * not a valid expression accepts anything: a typo in the shop's configuration must not stop
 * every sale to that country, and the shop checks the address again when it is sent.
 */
export function matchesZipCodeFormat(postcode: string, zipCodeFormat: string | null): boolean {
  if (zipCodeFormat === null) return true;
  if (!compiledFormats.has(zipCodeFormat)) {
    let compiled: RegExp | null;
    try {
      compiled = new RegExp(`^(?:${zipCodeFormat})$`);
    } catch {
      compiled = null;
    }
    compiledFormats.set(zipCodeFormat, compiled);
  }
  return compiledFormats.get(zipCodeFormat)?.test(postcode) ?? true;
}

/** Only asked when the country has states; then one of them is required. No country: the country field says so. */
export function validateState(state: string, country: CheckoutCountry | undefined): AddressRuleError | null {
  if (country === undefined || country.states.length === 0) return null;
  if (state.trim() === '') return { code: 'required' };
  return country.states.some((listed) => listed.code === state) ? null : { code: 'state' };
}

/** Only asked when the country needs a postcode; then required and in the country's format when it has one. */
export function validatePostcode(postcode: string, country: CheckoutCountry | undefined): AddressRuleError | null {
  if (country === undefined || !country.needsZipCode) return null;
  const normalised = normalisePostcode(postcode);
  if (normalised === '') return { code: 'required' };
  if (lengthOf(normalised) > MAX_LENGTHS.postcode) return { code: 'max' };
  return matchesZipCodeFormat(normalised, country.zipCodeFormat) ? null : { code: 'zipCode' };
}

export function validateCountry(country: CheckoutCountry | undefined): AddressRuleError | null {
  return country === undefined ? { code: 'required' } : null;
}

/** The address rules alone (spec §5), for the checkout and the saved billing addresses alike. */
export function validateAddressFields(
  values: Readonly<Record<AddressRuleField, string>>,
  countries: readonly CheckoutCountry[],
): RuleErrors<AddressRuleField, AddressRuleError> {
  const country = countryOf(countries, values.countryCode);
  return onlyErrors<AddressRuleField, AddressRuleError>({
    firstName: validateRequiredText(values.firstName, MAX_LENGTHS.name),
    lastName: validateRequiredText(values.lastName, MAX_LENGTHS.name),
    address1: validateRequiredText(values.address1, MAX_LENGTHS.street),
    city: validateRequiredText(values.city, MAX_LENGTHS.city),
    state: validateState(values.state, country),
    postcode: validatePostcode(values.postcode, country),
    countryCode: validateCountry(country),
  });
}
