/*
 * The billing form's rules, checked by the server (the storefront shows the same rules, but a
 * client can skip them). Pure: the resolver looks up the country's rules and turns problems into
 * translated messages.
 */

/** The fields of the checkout address, named as the API client and the form name them. */
export const CHECKOUT_FIELDS = [
  'email',
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
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** Spec §5 messages (required, email, max) and the address's own (zip code, state, country, characters). */
export const FIELD_PROBLEMS = ['required', 'email', 'tooLong', 'characters', 'zipCode', 'state', 'country'] as const;
export type FieldProblem = (typeof FIELD_PROBLEMS)[number];

export interface FieldError {
  field: CheckoutField;
  problem: FieldProblem;
}

/** As the mutation receives it: anything a client sends. */
export interface CheckoutAddressInput {
  email: string;
  firstName: string;
  lastName: string;
  company?: string | null;
  vatNumber?: string | null;
  address1: string;
  city: string;
  state?: string | null;
  postcode?: string | null;
  countryCode: string;
}

/** The rules of one billing country. */
export interface CountryRules {
  code: string;
  needsZipCode: boolean;
  zipCodeFormat: RegExp | null;
  /** ISO 3166-2 codes without the country; empty when the address has no state. */
  stateCodes: ReadonlySet<string>;
}

/** A valid address, normalised: trimmed, single spaces, codes upper-case, email lower-case. */
export interface CheckedAddress {
  email: string;
  firstName: string;
  lastName: string;
  company?: string;
  vatNumber?: string;
  address1: string;
  city: string;
  state?: string;
  postcode?: string;
  countryCode: string;
}

export type AddressCheck = { ok: true; address: CheckedAddress } | { ok: false; errors: FieldError[] };

/**
 * Longest accepted value of each typed field; email per RFC 5321, the others generous for real
 * addresses. State and country are checked against their lists instead.
 */
export const MAX_LENGTHS: Record<Exclude<CheckoutField, 'state' | 'countryCode'>, number> = {
  email: 254,
  firstName: 100,
  lastName: 100,
  company: 100,
  vatNumber: 32,
  address1: 200,
  city: 100,
  postcode: 16,
};

// Markup has no place in a name or an address, and control characters break mail and invoices.
const FORBIDDEN_CHARACTERS = /[<>\p{Cc}]/u;
// Pragmatic: one @, a dot in the domain, no spaces or characters mail systems reject.
const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@(?:[^\s@<>()[\]\\,;:".]+\.)+[^\s@<>()[\]\\,;:".]{2,}$/u;
const VAT_NUMBER = /^[A-Z0-9][A-Z0-9 .-]*$/;
// Without a country format: letters, digits, spaces and hyphens.
const ANY_POSTCODE = /^[A-Z0-9][A-Z0-9 -]*$/;

/** Trimmed, NFC, runs of whitespace (tabs, new lines) made one space; null and undefined are ''. */
function clean(value: string | null | undefined): string {
  return (value ?? '').normalize('NFC').trim().replace(/\s+/gu, ' ');
}

export function normalisedCountryCode(value: string): string {
  return clean(value).toUpperCase();
}

function normalised(input: CheckoutAddressInput) {
  const countryCode = normalisedCountryCode(input.countryCode);
  const state = clean(input.state).toUpperCase();
  return {
    email: clean(input.email).toLowerCase(),
    firstName: clean(input.firstName),
    lastName: clean(input.lastName),
    company: clean(input.company),
    vatNumber: clean(input.vatNumber).toUpperCase(),
    address1: clean(input.address1),
    city: clean(input.city),
    // "US-CA" is accepted for "CA".
    state: state.startsWith(`${countryCode}-`) ? state.slice(countryCode.length + 1) : state,
    postcode: clean(input.postcode).toUpperCase(),
    countryCode,
  } satisfies Record<CheckoutField, string>;
}

type Values = ReturnType<typeof normalised>;

/** The one problem of a field, checked in order: missing, too long, forbidden characters, then its own rule. */
function problemOf(field: CheckoutField, values: Values, rules: CountryRules | undefined): FieldProblem | undefined {
  const value = values[field];
  const required = ['email', 'firstName', 'lastName', 'address1', 'city', 'countryCode'].includes(field);
  const hasStates = (rules?.stateCodes.size ?? 0) > 0;
  if (value === '') {
    if (required) return 'required';
    if (field === 'state' && hasStates) return 'required';
    if (field === 'postcode' && rules?.needsZipCode) return 'required';
    return undefined;
  }
  if (field === 'countryCode') return rules ? undefined : 'country';
  if (field === 'postcode') {
    if (value.length > MAX_LENGTHS.postcode) return 'zipCode';
    return (rules?.zipCodeFormat ?? ANY_POSTCODE).test(value) ? undefined : 'zipCode';
  }
  if (field === 'state') {
    // A country without states ignores the field (see checkCheckoutAddress).
    if (!hasStates) return undefined;
    return rules?.stateCodes.has(value) ? undefined : 'state';
  }
  if (value.length > MAX_LENGTHS[field]) return 'tooLong';
  // An email with markup or control characters is simply not an email address.
  if (field === 'email') return EMAIL.test(value) && !FORBIDDEN_CHARACTERS.test(value) ? undefined : 'email';
  if (FORBIDDEN_CHARACTERS.test(value)) return 'characters';
  if (field === 'vatNumber' && !VAT_NUMBER.test(value)) return 'characters';
  return undefined;
}

/**
 * Checks a billing address against the rules of its country (undefined: no such billing country).
 * Every field with a problem is reported, in the form's order.
 */
export function checkCheckoutAddress(input: CheckoutAddressInput, rules: CountryRules | undefined): AddressCheck {
  const values = normalised(input);
  const errors = CHECKOUT_FIELDS.flatMap((field): FieldError[] => {
    const problem = problemOf(field, values, rules);
    return problem ? [{ field, problem }] : [];
  });
  if (errors.length > 0) return { ok: false, errors };
  const hasStates = (rules?.stateCodes.size ?? 0) > 0;
  const address: CheckedAddress = {
    email: values.email,
    firstName: values.firstName,
    lastName: values.lastName,
    address1: values.address1,
    city: values.city,
    countryCode: values.countryCode,
  };
  if (values.company) address.company = values.company;
  if (values.vatNumber) address.vatNumber = values.vatNumber;
  if (hasStates) address.state = values.state;
  if (values.postcode) address.postcode = values.postcode;
  return { ok: true, address };
}

/**
 * A guest customer's first or last name by the form's rule for that field (undefined: fine). Empty
 * is fine here: Vendure lets a customer have no name, and the payer's name then comes from the
 * billing address.
 */
export function customerNameProblem(field: 'firstName' | 'lastName', value: string | null | undefined): FieldProblem | undefined {
  const values = normalised({ email: '', firstName: '', lastName: '', address1: '', city: '', countryCode: '', [field]: value ?? '' });
  return values[field] === '' ? undefined : problemOf(field, values, undefined);
}
