/**
 * The rules of the account forms (spec §3 "Registration form", "Personal
 * information form"; §5 messages; issue 5 password policy). Pure: the login,
 * registration, profile and reset-password machines, their selectors and the
 * tests share them.
 *
 * A rule answers a code, never a text: the storefront turns it into words.
 * Order per field: required, then length, then format, so a customer sees the
 * first thing to fix. The common-password list is the backend's business; its
 * refusal comes back as a server field error.
 */
import type {
  CUSTOMER_TITLES as API_CUSTOMER_TITLES,
  PASSWORD_MAX_LENGTH as API_PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH as API_PASSWORD_MIN_LENGTH,
} from '../../api/schemas/customer';
// The shop has one email rule: the checkout's (a pure function, no state).
import { isValidEmail } from '../checkout/checkout.validation';
import type { RuleError } from '../forms/form-fields';

export { isValidEmail };

/**
 * The same values as the api's (machines may not import its values); the
 * types below stop compiling if the two drift apart.
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

export function isCustomerTitle(value: string): value is CustomerTitle {
  return (CUSTOMER_TITLES as readonly string[]).includes(value);
}

/**
 * What an account field can be wrong with, with the numbers its message
 * names; the storefront says it (`features/account/account-messages.ts`).
 *
 * `passwordLength`: spec §5 gives 'Must be at least 5 characters' and a
 * registration hint of 8; issue 5 picks 8 and the message says the same.
 */
export type AccountRuleError =
  | RuleError<'required' | 'email' | 'emailConfirmation' | 'passwordConfirmation' | 'max' | 'country'>
  | { readonly code: 'passwordLength'; readonly min: number };

export type AccountRuleCode = AccountRuleError['code'];

/**
 * Spec §5 has a "max" message but no lengths. Names as the checkout's (60),
 * so a profile name is never refused at checkout; 254 the longest deliverable
 * email address; the password policy's 128; address parts as the checkout's
 * street (120), city (80) and postcode (16); a house number 16; a company 120;
 * a VAT number 32 (the longest EU number is 14 characters with its prefix, room
 * for spaces and dots). Counted in code points of the trimmed text.
 */
export const ACCOUNT_MAX_LENGTHS = {
  firstName: 60,
  lastName: 60,
  email: 254,
  password: PASSWORD_MAX_LENGTH,
  company: 120,
  vatNumber: 32,
  street: 120,
  streetNumber: 16,
  postcode: 16,
  city: 80,
} as const;

function lengthOf(text: string): number {
  return Array.from(text).length;
}

/** Required (non-blank), then the maximum length, on the trimmed text. */
export function validateRequiredText(value: string, max: number): AccountRuleError | null {
  const trimmed = value.trim();
  if (trimmed === '') return { code: 'required' };
  return lengthOf(trimmed) > max ? { code: 'max' } : null;
}

/** Blank is fine; otherwise the maximum length. */
export function validateOptionalText(value: string, max: number): AccountRuleError | null {
  return lengthOf(value.trim()) > max ? { code: 'max' } : null;
}

export function validateEmail(email: string): AccountRuleError | null {
  return validateRequiredText(email, ACCOUNT_MAX_LENGTHS.email) ?? (isValidEmail(email) ? null : { code: 'email' });
}

/** Compared trimmed and exactly: the point is to catch a typo, and a changed letter case may be one. */
export function validateEmailConfirmation(email: string, confirmation: string): AccountRuleError | null {
  return (
    validateRequiredText(confirmation, ACCOUNT_MAX_LENGTHS.email) ??
    (confirmation.trim() === email.trim() ? null : { code: 'emailConfirmation' })
  );
}

export function validateTitle(title: string): AccountRuleError | null {
  return isCustomerTitle(title) ? null : { code: 'required' };
}

/**
 * A password is taken as typed (spaces are characters of it, never trimmed):
 * required, at most 128, at least 8. The max comes first like every field,
 * so a pasted 10 KB text says "too long", not "too short".
 */
export function validateNewPassword(password: string): AccountRuleError | null {
  if (password === '') return { code: 'required' };
  const length = lengthOf(password);
  if (length > PASSWORD_MAX_LENGTH) return { code: 'max' };
  return length < PASSWORD_MIN_LENGTH ? { code: 'passwordLength', min: PASSWORD_MIN_LENGTH } : null;
}

/**
 * A password the customer already has (login, current password): required
 * and not absurdly long, but no minimum, so an account made under an older
 * policy can still log in.
 */
export function validateExistingPassword(password: string): AccountRuleError | null {
  if (password === '') return { code: 'required' };
  return lengthOf(password) > PASSWORD_MAX_LENGTH ? { code: 'max' } : null;
}

/** Exactly equal, as typed. */
export function validatePasswordConfirmation(password: string, confirmation: string): AccountRuleError | null {
  if (confirmation === '') return { code: 'required' };
  return confirmation === password ? null : { code: 'passwordConfirmation' };
}

/** Required; one of the shop's countries when a list is given (an empty list accepts any code). */
export function validateCountryCode(countryCode: string, countryCodes: readonly string[]): AccountRuleError | null {
  if (countryCode.trim() === '') return { code: 'required' };
  return countryCodes.length === 0 || countryCodes.includes(countryCode) ? null : { code: 'country' };
}
