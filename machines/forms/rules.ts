/**
 * The rules the forms share (spec §3 forms, §5 messages, §9 lengths and ratings; issue 5 password
 * policy; issue 7 upload limits): text lengths, email, passwords, names, a choice, a rating, a
 * file. The address rules are `address-rules.ts`. Pure: the machines, their selectors and the
 * tests use them.
 *
 * A rule answers a code with the numbers its message names, never a text: the storefront says it.
 * Order per field: required, then length (max before min, so a pasted 10 KB text says "too
 * long"), then format, so the first thing to fix shows first.
 */
import type {
  CUSTOMER_TITLES as API_CUSTOMER_TITLES,
  PASSWORD_MAX_LENGTH as API_PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH as API_PASSWORD_MIN_LENGTH,
} from '../../api/operations/account/account-input';
import type { RuleError } from './form-fields';

/** A file over its limit; the message names the limit in MB (mebibytes, as the backend counts). */
export interface FileTooLarge<Code extends 'pictureTooLarge' | 'documentTooLarge'> {
  readonly code: Code;
  readonly maxMegabytes: number;
}

/**
 * What an account form's field can be wrong with (login, registration, profile, both halves of
 * the reset); the storefront says it (`features/account/account-messages.ts`). `passwordLength`:
 * spec §5 gives 'Must be at least 5 characters' and a registration hint of 8; issue 5 picks 8.
 */
export type AccountRuleError =
  | RuleError<'required' | 'email' | 'emailConfirmation' | 'passwordConfirmation' | 'max' | 'country'>
  | { readonly code: 'passwordLength'; readonly min: number };

/** What a field of the message forms can be wrong with (contact, review, newsletter; `features/forms/form-messages.ts`). */
export type MessageFormRuleError =
  | RuleError<'required' | 'min' | 'max' | 'email' | 'pictureType' | 'documentType'>
  | { readonly code: 'rate'; readonly min: number; readonly max: number }
  | FileTooLarge<'pictureTooLarge'>
  | FileTooLarge<'documentTooLarge'>;

/**
 * The same values as the api's (machines may not import its values); the types below stop
 * compiling if the two drift apart.
 */
export const CUSTOMER_TITLES = ['mr', 'mrs'] as const;
export type CustomerTitle = (typeof CUSTOMER_TITLES)[number];
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** Compile-time only. */
type _AccountConstantsMatchApi = [
  Assert<Same<CustomerTitle, (typeof API_CUSTOMER_TITLES)[number]>>,
  Assert<Same<typeof PASSWORD_MIN_LENGTH, typeof API_PASSWORD_MIN_LENGTH>>,
  Assert<Same<typeof PASSWORD_MAX_LENGTH, typeof API_PASSWORD_MAX_LENGTH>>,
];

/** Spec §9: a name (of a review, a contact message) and a message at least 2 characters. */
const MESSAGE_MIN_LENGTH = 2;

/**
 * Spec §5 has a "max" message but no lengths. Each is below the backend's own limit, so what
 * passes here is never refused there for length: a name 60 (postal forms rarely allow more; the
 * backend takes 100), so a profile name is never refused at checkout; an email 254, the longest
 * deliverable address (RFC 5321 path minus its brackets); a password the policy's 128; a street
 * 120 and a city 80 (the backend 200 and 100); a postcode and a house number 16 (the backend's
 * postcode limit, `backend/src/plugins/checkout/address-rules.ts`); a billing address's company
 * 80 (the backend's 100) and a customer's 120; a VAT number 32 (the longest EU number is 14
 * characters with its prefix; room for spaces and dots; ASCII, so code points and the backend's
 * count agree); a contact or review message 5000 (a long complaint fits, a pasted book does not).
 * Counted in code points of the trimmed text, so 'é' or '東' count once.
 */
export const MAX_LENGTHS = {
  name: 60,
  email: 254,
  password: PASSWORD_MAX_LENGTH,
  street: 120,
  city: 80,
  postcode: 16,
  houseNumber: 16,
  addressCompany: 80,
  customerCompany: 120,
  vatNumber: 32,
  message: 5000,
} as const;

export function lengthOf(text: string): number {
  return Array.from(text).length;
}

/** Required (non-blank), at most `max`, at least `min`, on the trimmed text. */
function textRule(value: string, max: number, min: number): RuleError<'required' | 'max' | 'min'> | null {
  const trimmed = value.trim();
  if (trimmed === '') return { code: 'required' };
  const length = lengthOf(trimmed);
  if (length > max) return { code: 'max' };
  return length < min ? { code: 'min' } : null;
}

/** Required (non-blank), then at most `max`, on the trimmed text. */
export function validateRequiredText(value: string, max: number): RuleError<'required' | 'max'> | null {
  // Without a minimum the rule never answers `min`.
  return textRule(value, max, 0) as RuleError<'required' | 'max'> | null;
}

/** Blank is fine; otherwise at most `max`. */
export function validateOptionalText(value: string, max: number): RuleError<'max'> | null {
  return lengthOf(value.trim()) > max ? { code: 'max' } : null;
}

// No quotes, brackets or spaces: the quoted local parts RFC 5322 allows are not worth a lost order.
const LOCAL_PART = /^[^\s@"(),:;<>[\]\\]+$/u;
// Unicode letters, marks and digits so IDN domains (exämple.de, 例え.jp) pass as typed; hyphens inside only.
const DOMAIN_LABEL = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?$/u;
// A top-level domain is letters (any script) or its punycode form; never digits only.
const TOP_LEVEL_DOMAIN = /^(?:[\p{L}\p{M}]{2,}|xn--[a-z0-9-]+)$/iu;

/**
 * The shop's one mailbox check (spec §5 "Is not a valid email address"): one `@`, a
 * dot-separated local part, and a domain with at least two labels whose last is a real TLD
 * shape. It catches typos, not undeliverable addresses.
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

export function validateEmail(email: string): RuleError<'required' | 'max' | 'email'> | null {
  return validateRequiredText(email, MAX_LENGTHS.email) ?? (isValidEmail(email) ? null : { code: 'email' });
}

/**
 * Compared trimmed and exactly: the point is to catch a typo, and a changed letter case may be
 * one. Spec §5 has two texts for a second email, the generic "confirmed" and the named "email
 * confirmation" ('Emails must match'): the field is the email confirmation, so its rule is named
 * for it, worded like its sibling 'Passwords must match'.
 */
export function validateEmailConfirmation(email: string, confirmation: string): RuleError<'required' | 'max' | 'emailConfirmation'> | null {
  return (
    validateRequiredText(confirmation, MAX_LENGTHS.email) ?? (confirmation.trim() === email.trim() ? null : { code: 'emailConfirmation' })
  );
}

/** A person's name on a review or a contact message: required, 2 to 60 characters. */
export function validateName(name: string): RuleError<'required' | 'max' | 'min'> | null {
  return textRule(name, MAX_LENGTHS.name, MESSAGE_MIN_LENGTH);
}

export function validateMessage(message: string): RuleError<'required' | 'max' | 'min'> | null {
  return textRule(message, MAX_LENGTHS.message, MESSAGE_MIN_LENGTH);
}

function isCustomerTitle(value: string): value is CustomerTitle {
  return (CUSTOMER_TITLES as readonly string[]).includes(value);
}

/**
 * A customer's title, names and email as a request sends them (trimmed), for a form its
 * validity guard let through, which requires a title.
 */
export function customerNamesOf(
  values: Readonly<Record<'title' | 'firstName' | 'lastName' | 'email', string>>,
  machine: string,
): { title: CustomerTitle; firstName: string; lastName: string; email: string } {
  if (!isCustomerTitle(values.title)) throw new Error(`${machine}: sending without a title`);
  return { title: values.title, firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() };
}

/** Mr or Mrs (spec ids 1 / 0); anything else is nothing picked. */
export function validateTitle(title: string): RuleError<'required'> | null {
  return isCustomerTitle(title) ? null : { code: 'required' };
}

/**
 * A new password is taken as typed (spaces are characters of it, never trimmed): required, at
 * most 128, at least 8. The max comes first like every field, so a pasted 10 KB text says "too
 * long", not "too short".
 */
export function validateNewPassword(password: string): RuleError<'required' | 'max'> | { code: 'passwordLength'; min: number } | null {
  if (password === '') return { code: 'required' };
  const length = lengthOf(password);
  if (length > PASSWORD_MAX_LENGTH) return { code: 'max' };
  return length < PASSWORD_MIN_LENGTH ? { code: 'passwordLength', min: PASSWORD_MIN_LENGTH } : null;
}

/**
 * A password the customer already has (login, current password): required and not absurdly
 * long, but no minimum, so an account made under an older policy can still log in.
 */
export function validateExistingPassword(password: string): RuleError<'required' | 'max'> | null {
  if (password === '') return { code: 'required' };
  return lengthOf(password) > PASSWORD_MAX_LENGTH ? { code: 'max' } : null;
}

/** Exactly equal, as typed. */
export function validatePasswordConfirmation(
  password: string,
  confirmation: string,
): RuleError<'required' | 'passwordConfirmation'> | null {
  if (confirmation === '') return { code: 'required' };
  return confirmation === password ? null : { code: 'passwordConfirmation' };
}

/** Required; one of the shop's countries when a list is given (an empty list accepts any code). */
export function validateCountryCode(countryCode: string, countryCodes: readonly string[]): RuleError<'required' | 'country'> | null {
  if (countryCode.trim() === '') return { code: 'required' };
  return countryCodes.length === 0 || countryCodes.includes(countryCode) ? null : { code: 'country' };
}

/** Required: one of `choices` (a value that is none of them counts as nothing picked). */
export function validateChoice(value: string, choices: readonly string[]): RuleError<'required'> | null {
  return choices.includes(value) ? null : { code: 'required' };
}

/** Spec §9: ratings 1 to 5 stars. */
export const RATE_MIN = 1;
export const RATE_MAX = 5;

/** The rate as the radios send it ('1'…'5'), or `null` when it is none of them. */
export function rateOf(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const rate = Number(trimmed);
  return rate >= RATE_MIN && rate <= RATE_MAX ? rate : null;
}

/** Spec §5: rate required, an integer from 1 to 5. */
export function validateRate(value: string): RuleError<'required'> | { code: 'rate'; min: number; max: number } | null {
  if (value.trim() === '') return { code: 'required' };
  return rateOf(value) === null ? { code: 'rate', min: RATE_MIN, max: RATE_MAX } : null;
}

const MEBIBYTE = 1024 * 1024;

/** Issue 7: a review picture at most 5 MB, a contact document at most 10 MB (MiB, as the backend counts). */
export const REVIEW_PICTURE_MAX_BYTES = 5 * MEBIBYTE;
export const CONTACT_DOCUMENT_MAX_BYTES = 10 * MEBIBYTE;

/**
 * What the machines know of a chosen file: the `File` itself stays with the host (a machine's
 * context must stay serialisable), which attaches it when the request runs.
 */
export interface FileMeta {
  readonly name: string;
  /** Bytes. */
  readonly size: number;
  /** The browser's MIME type, '' when it has none; the server checks the content, never this. */
  readonly type: string;
}

/** A file event's payload the machine can keep: anything else (a stray event) is ignored. */
export function isFileMeta(value: unknown): value is FileMeta {
  if (typeof value !== 'object' || value === null) return false;
  const { name, size, type } = value as Partial<Record<keyof FileMeta, unknown>>;
  return typeof name === 'string' && typeof type === 'string' && typeof size === 'number' && Number.isFinite(size) && size >= 0;
}

/** Only what the form needs, so a whole `File` passed by mistake is not kept in the context. */
export function fileMetaOf(file: FileMeta): FileMeta {
  return { name: file.name, size: file.size, type: file.type };
}

/** A file over `maxBytes`, whether the rule or the server found it. */
export function fileTooLarge<Code extends 'pictureTooLarge' | 'documentTooLarge'>(code: Code, maxBytes: number): FileTooLarge<Code> {
  return { code, maxMegabytes: maxBytes / MEBIBYTE };
}

/** An optional file: none is fine; one over `maxBytes` is refused before anything is sent. */
export function validateFile<Code extends 'pictureTooLarge' | 'documentTooLarge'>(
  file: FileMeta | null,
  maxBytes: number,
  tooLarge: Code,
): FileTooLarge<Code> | null {
  return file !== null && file.size > maxBytes ? fileTooLarge(tooLarge, maxBytes) : null;
}
