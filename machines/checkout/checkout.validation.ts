/**
 * The billing form's rules (spec §3 "Checkout form", "Country"; §5 messages
 * and the disclaimer). Pure: the machine, its selectors and the tests share them.
 *
 * A rule answers a code, never a text: the storefront turns it into words.
 * Order per field: required, then length, then format, so a shopper sees the
 * first thing to fix.
 */
import { onlyErrors, type RuleError, type RuleErrors } from '../forms/form-fields';
import type { CheckoutCountry, CheckoutForm, CheckoutFormField } from './checkout.types';

/**
 * What a field can be wrong with; the storefront says it (`storefront/app/lib/checkout-messages.ts`).
 *
 * `emailConfirmation`: spec §5 has two texts for a second email, the generic
 * "confirmed" ('Doesn't match the email address') and the named "email
 * confirmation" ('Emails must match'). The form's field is the email
 * confirmation, so it gets the rule named for it, worded like its sibling
 * 'Passwords must match'.
 */
export type CheckoutRuleCode = 'required' | 'email' | 'emailConfirmation' | 'max' | 'zipCode' | 'state' | 'disclaimer';

/** None of these messages needs a number. */
export type CheckoutRuleError = RuleError<CheckoutRuleCode>;

/** What the whole form can be wrong with (spec §4), shown above or under the continue button. */
export type CheckoutFormCode = 'incomplete';

/**
 * Spec §5 has a "max" message but no lengths ("Rules for address fields: not
 * shown"). Names fit 60, a street line 120 and a city 80 (postal forms rarely
 * allow more), all below the backend's own limits (100, 200, 100) so what
 * passes here is never refused there for length; 254 is the longest
 * deliverable email address (RFC 5321 path minus its brackets); 16 is the
 * backend's postcode limit (`backend/src/plugins/checkout/address-rules.ts`).
 * A company (80, below the backend's 100) and a VAT number (32, the backend's
 * own: its characters are ASCII, so code points and the backend's count agree)
 * are asked only on a saved address.
 * Counted in code points of the trimmed text, so 'é' or '東' count once.
 */
export const CHECKOUT_MAX_LENGTHS = {
  email: 254,
  emailConfirmation: 254,
  firstName: 60,
  lastName: 60,
  address1: 120,
  city: 80,
  postcode: 16,
  company: 80,
  vatNumber: 32,
} as const;

export type CheckoutFieldRuleErrors = RuleErrors<CheckoutFormField, CheckoutRuleError>;

export function countryOf(countries: readonly CheckoutCountry[], countryCode: string): CheckoutCountry | undefined {
  return countries.find((country) => country.code === countryCode);
}

function lengthOf(text: string): number {
  return Array.from(text).length;
}

/** Required, then the maximum length, then the field's own format (on the trimmed text). */
function textRule(value: string, max: number, format?: (trimmed: string) => CheckoutRuleError | null): CheckoutRuleError | null {
  const trimmed = value.trim();
  if (trimmed === '') return { code: 'required' };
  if (lengthOf(trimmed) > max) return { code: 'max' };
  return format?.(trimmed) ?? null;
}

// No quotes, brackets or spaces: the quoted local parts RFC 5322 allows are not worth a lost order.
const LOCAL_PART = /^[^\s@"(),:;<>[\]\\]+$/u;
// Unicode letters, marks and digits so IDN domains (exämple.de, 例え.jp) pass as typed; hyphens inside only.
const DOMAIN_LABEL = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?$/u;
// A top-level domain is letters (any script) or its punycode form; never digits only.
const TOP_LEVEL_DOMAIN = /^(?:[\p{L}\p{M}]{2,}|xn--[a-z0-9-]+)$/iu;

/**
 * A reasonable mailbox check (spec §5 "Is not a valid email address"): one
 * `@`, a dot-separated local part, and a domain with at least two labels
 * whose last is a real TLD shape. It catches typos, not undeliverable addresses.
 */
export function isValidEmail(text: string): boolean {
  const email = text.trim();
  const at = email.lastIndexOf('@');
  if (at <= 0 || at !== email.indexOf('@')) return false;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  const tld = labels[labels.length - 1] ?? '';
  return (
    lengthOf(local) <= 64 &&
    LOCAL_PART.test(local) &&
    local.split('.').every((part) => part !== '') &&
    labels.length >= 2 &&
    labels.every((label) => lengthOf(label) <= 63 && DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(tld)
  );
}

/**
 * A postcode as it is checked and sent: trimmed, runs of spaces made one,
 * upper-cased ('1012   ab ' → '1012 AB'), as the api documents `zipCodeFormat`
 * and the backend normalises (NFC included, so a format sees one form of a letter).
 */
export function normalisePostcode(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/gu, ' ').toUpperCase();
}

const compiledFormats = new Map<string, RegExp | null>();

/**
 * Whether a normalised postcode matches a country's `zipCodeFormat` as a whole.
 * A format that is not a valid expression accepts anything: a typo in the
 * shop's configuration must not stop every sale to that country, and the
 * shop checks the address again when it is sent.
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

export function validateEmail(email: string): CheckoutRuleError | null {
  return textRule(email, CHECKOUT_MAX_LENGTHS.email, (trimmed) => (isValidEmail(trimmed) ? null : { code: 'email' }));
}

/** Compared trimmed and exactly: the point is to catch a typo, and a changed letter case may be one. */
export function validateEmailConfirmation(email: string, confirmation: string): CheckoutRuleError | null {
  return textRule(confirmation, CHECKOUT_MAX_LENGTHS.emailConfirmation, (trimmed) =>
    trimmed === email.trim() ? null : { code: 'emailConfirmation' },
  );
}

export function validateRequiredText(value: string, max: number): CheckoutRuleError | null {
  return textRule(value, max);
}

/** Optional: blank is fine, else no longer than `max`. */
export function validateOptionalText(value: string, max: number): CheckoutRuleError | null {
  return value.trim() === '' ? null : textRule(value, max);
}

/** Only asked when the country has states; then one of them is required. No country: the country field says so. */
export function validateState(state: string, country: CheckoutCountry | undefined): CheckoutRuleError | null {
  if (country === undefined || country.states.length === 0) return null;
  if (state.trim() === '') return { code: 'required' };
  return country.states.some((listed) => listed.code === state) ? null : { code: 'state' };
}

/** Only asked when the country needs a postcode; then required and in the country's format when it has one. */
export function validatePostcode(postcode: string, country: CheckoutCountry | undefined): CheckoutRuleError | null {
  if (country === undefined || !country.needsZipCode) return null;
  const normalised = normalisePostcode(postcode);
  if (normalised === '') return { code: 'required' };
  if (lengthOf(normalised) > CHECKOUT_MAX_LENGTHS.postcode) return { code: 'max' };
  return matchesZipCodeFormat(normalised, country.zipCodeFormat) ? null : { code: 'zipCode' };
}

export function validateCountry(country: CheckoutCountry | undefined): CheckoutRuleError | null {
  return country === undefined ? { code: 'required' } : null;
}

/** Spec §5: the device is eSIM compatible and unlocked, and there is no refund otherwise. */
export function validateDisclaimer(accepted: boolean): CheckoutRuleError | null {
  return accepted ? null : { code: 'disclaimer' };
}

/** The fields of an address, wherever one is typed (the checkout's billing step, a saved address). */
export const CHECKOUT_ADDRESS_FIELDS = ['firstName', 'lastName', 'address1', 'city', 'state', 'postcode', 'countryCode'] as const;
export type CheckoutAddressField = (typeof CHECKOUT_ADDRESS_FIELDS)[number];

export type CheckoutAddressRuleErrors = RuleErrors<CheckoutAddressField, CheckoutRuleError>;

/**
 * The address rules alone (spec §5), so the checkout and the saved billing
 * addresses of the account refuse the same addresses with the same messages.
 */
export function validateAddressFields(
  values: Readonly<Record<CheckoutAddressField, string>>,
  countries: readonly CheckoutCountry[],
): CheckoutAddressRuleErrors {
  const country = countryOf(countries, values.countryCode);
  return onlyErrors<CheckoutAddressField, CheckoutRuleError>({
    firstName: validateRequiredText(values.firstName, CHECKOUT_MAX_LENGTHS.firstName),
    lastName: validateRequiredText(values.lastName, CHECKOUT_MAX_LENGTHS.lastName),
    address1: validateRequiredText(values.address1, CHECKOUT_MAX_LENGTHS.address1),
    city: validateRequiredText(values.city, CHECKOUT_MAX_LENGTHS.city),
    state: validateState(values.state, country),
    postcode: validatePostcode(values.postcode, country),
    countryCode: validateCountry(country),
  });
}

/** Every field's first error, whether or not it is shown yet (the selectors decide that). */
export function validateCheckoutForm(form: CheckoutForm, countries: readonly CheckoutCountry[]): CheckoutFieldRuleErrors {
  const { values } = form;
  return {
    ...onlyErrors<'email' | 'emailConfirmation', CheckoutRuleError>({
      email: validateEmail(values.email),
      emailConfirmation: validateEmailConfirmation(values.email, values.emailConfirmation),
    }),
    ...validateAddressFields(values, countries),
    ...onlyErrors<'disclaimer', CheckoutRuleError>({ disclaimer: validateDisclaimer(form.disclaimerAccepted) }),
  };
}

export function isCheckoutFormValid(form: CheckoutForm, countries: readonly CheckoutCountry[]): boolean {
  return Object.keys(validateCheckoutForm(form, countries)).length === 0;
}
