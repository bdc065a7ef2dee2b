import type { CountryRules, FieldProblem } from '../checkout/address-rules';
import { passwordProblem, type PasswordProblem } from './password-policy';

/*
 * The server's checks of the registration and personal information forms (spec §3), pure like the
 * checkout's address rules. Names and company are text the customer owns: markup or SQL in them is
 * stored as typed and always handed back as text (never as HTML), so only lengths and control
 * characters are refused. The email follows the checkout's rule; the postal code its country's.
 */

const CUSTOMER_TITLES = ['mr', 'mrs'] as const;
type CustomerTitle = (typeof CUSTOMER_TITLES)[number];

export type AccountFieldProblem = FieldProblem | 'title' | PasswordProblem;

export interface AccountFieldError {
  field: string;
  problem: AccountFieldProblem;
}

/** Longest accepted values; the checkout's for the fields they share. */
const ACCOUNT_MAX_LENGTHS = {
  email: 254,
  firstName: 100,
  lastName: 100,
  company: 100,
  vatNumber: 32,
  street: 200,
  streetNumber: 20,
  postcode: 16,
  city: 100,
} as const;

const CONTROL_CHARACTERS = /\p{Cc}/u;
// The checkout's rule (address-rules.ts): one @, a dot in the domain, no characters mail systems reject.
const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@(?:[^\s@<>()[\]\\,;:".]+\.)+[^\s@<>()[\]\\,;:".]{2,}$/u;
const VAT_NUMBER = /^[A-Z0-9][A-Z0-9 .-]*$/;
const ANY_POSTCODE = /^[A-Z0-9][A-Z0-9 -]*$/;

/** Trimmed, NFC, runs of whitespace made one space; null and undefined are ''. */
function clean(value: string | null | undefined): string {
  return (value ?? '').normalize('NFC').trim().replace(/\s+/gu, ' ');
}

function normalisedEmail(value: string | null | undefined): string {
  return clean(value).toLowerCase();
}

function textProblem(value: string, max: number, required: boolean): AccountFieldProblem | undefined {
  if (value === '') return required ? 'required' : undefined;
  if ([...value].length > max) return 'tooLong';
  if (CONTROL_CHARACTERS.test(value)) return 'characters';
  return undefined;
}

function emailProblem(value: string): AccountFieldProblem | undefined {
  if (value === '') return 'required';
  if (value.length > ACCOUNT_MAX_LENGTHS.email) return 'tooLong';
  return EMAIL.test(value) && !/[<>\p{Cc}]/u.test(value) ? undefined : 'email';
}

function collect(checks: Array<[string, AccountFieldProblem | undefined]>): AccountFieldError[] {
  return checks.flatMap(([field, problem]) => (problem ? [{ field, problem }] : []));
}

export interface RegistrationInput {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  newsletter: boolean;
}

export interface CheckedRegistration {
  /** Null only when the title was optional and left out. */
  title: CustomerTitle | null;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  newsletter: boolean;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: AccountFieldError[] };

function titleProblem(title: string, optional = false): AccountFieldProblem | undefined {
  if (title === '') return optional ? undefined : 'required';
  return (CUSTOMER_TITLES as readonly string[]).includes(title) ? undefined : 'title';
}

/**
 * Every field in error, in the form's order. The password is checked as typed (never trimmed).
 * The title is required of the shop's form; Vendure's own mutation has it optional (`titleOptional`).
 */
export function checkRegistration(
  input: RegistrationInput,
  commonPasswords?: ReadonlySet<string>,
  { titleOptional = false }: { titleOptional?: boolean } = {},
): Checked<CheckedRegistration> {
  const values = {
    title: clean(input.title).toLowerCase(),
    firstName: clean(input.firstName),
    lastName: clean(input.lastName),
    email: normalisedEmail(input.email),
  };
  const errors = collect([
    ['title', titleProblem(values.title, titleOptional)],
    ['firstName', textProblem(values.firstName, ACCOUNT_MAX_LENGTHS.firstName, true)],
    ['lastName', textProblem(values.lastName, ACCOUNT_MAX_LENGTHS.lastName, true)],
    ['email', emailProblem(values.email)],
    ['password', input.password === '' ? 'required' : passwordProblem(input.password, commonPasswords)],
  ]);
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      ...values,
      title: values.title === '' ? null : (values.title as CustomerTitle),
      password: input.password,
      newsletter: input.newsletter,
    },
  };
}

interface ProfileAddressInput {
  street: string;
  streetNumber: string;
  postcode: string;
  city: string;
  countryCode: string;
}

export interface ProfileInput {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  newPassword: string;
  company: string;
  vatNumber: string;
  address: ProfileAddressInput;
  newsletter: boolean;
}

export interface CheckedProfile {
  title: CustomerTitle;
  firstName: string;
  lastName: string;
  email: string;
  /** Undefined: keep the password. */
  newPassword: string | undefined;
  company: string | null;
  vatNumber: string | null;
  /** Null when every address field was left empty. */
  address: ProfileAddressInput | null;
  newsletter: boolean;
}

/**
 * The personal information form. The address is optional as a whole (spec §3 lists it, a
 * customer without one may still save the rest), but once one of its fields is given the street,
 * town and country are required and the postal code follows the country's rule.
 * `countryRules` are those of the given country code (undefined: not a billing country).
 */
export function checkProfile(
  input: ProfileInput,
  countryRules: CountryRules | undefined,
  commonPasswords?: ReadonlySet<string>,
): Checked<CheckedProfile> {
  const address = {
    street: clean(input.address.street),
    streetNumber: clean(input.address.streetNumber),
    postcode: clean(input.address.postcode).toUpperCase(),
    city: clean(input.address.city),
    countryCode: clean(input.address.countryCode).toUpperCase(),
  };
  const hasAddress = Object.values(address).some((value) => value !== '');
  const values = {
    title: clean(input.title).toLowerCase(),
    firstName: clean(input.firstName),
    lastName: clean(input.lastName),
    email: normalisedEmail(input.email),
    company: clean(input.company),
    vatNumber: clean(input.vatNumber).toUpperCase(),
  };
  const postcodeProblem = (): AccountFieldProblem | undefined => {
    if (!hasAddress) return undefined;
    if (address.postcode === '') return countryRules?.needsZipCode ? 'required' : undefined;
    if (address.postcode.length > ACCOUNT_MAX_LENGTHS.postcode) return 'zipCode';
    return (countryRules?.zipCodeFormat ?? ANY_POSTCODE).test(address.postcode) ? undefined : 'zipCode';
  };
  const vatProblem = textProblem(values.vatNumber, ACCOUNT_MAX_LENGTHS.vatNumber, false);
  const errors = collect([
    ['title', titleProblem(values.title)],
    ['firstName', textProblem(values.firstName, ACCOUNT_MAX_LENGTHS.firstName, true)],
    ['lastName', textProblem(values.lastName, ACCOUNT_MAX_LENGTHS.lastName, true)],
    ['email', emailProblem(values.email)],
    ['newPassword', input.newPassword === '' ? undefined : passwordProblem(input.newPassword, commonPasswords)],
    ['company', textProblem(values.company, ACCOUNT_MAX_LENGTHS.company, false)],
    ['vatNumber', vatProblem ?? (values.vatNumber === '' || VAT_NUMBER.test(values.vatNumber) ? undefined : 'characters')],
    ['address.street', hasAddress ? textProblem(address.street, ACCOUNT_MAX_LENGTHS.street, true) : undefined],
    ['address.streetNumber', hasAddress ? textProblem(address.streetNumber, ACCOUNT_MAX_LENGTHS.streetNumber, false) : undefined],
    ['address.postcode', postcodeProblem()],
    ['address.city', hasAddress ? textProblem(address.city, ACCOUNT_MAX_LENGTHS.city, true) : undefined],
    ['address.countryCode', !hasAddress ? undefined : address.countryCode === '' ? 'required' : countryRules ? undefined : 'country'],
  ]);
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      ...values,
      title: values.title as CustomerTitle,
      newPassword: input.newPassword === '' ? undefined : input.newPassword,
      company: values.company || null,
      vatNumber: values.vatNumber || null,
      address: hasAddress ? address : null,
      newsletter: input.newsletter,
    },
  };
}
