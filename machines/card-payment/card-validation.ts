/**
 * The card fields' rules and display helpers (spec §3 card fields, §5 card
 * messages, §9 "CVV 3 digits. Expiry MM/YY"). Pure: the machine, its
 * selectors, the card form and the tests share them; the clock is a parameter.
 *
 * A rule answers a message KEY, never a text: the storefront translates it.
 * Order per field: required, then format, so a shopper sees the first thing to fix.
 */
import type {
  CardBrand,
  CardDetails,
  CardField,
  CardFieldErrors,
  CardMessageKey,
  CardValues,
} from './card-payment.types';

/** English reference texts of the keys, verbatim spec §5, for the storefront's `en` catalog. */
export const CARD_MESSAGES_EN = {
  required: 'This field is required',
  cardNumber: 'Is not a valid credit card number',
  expiry: 'Is not a valid expiry date',
  cvv: 'Needs to be 3 digits',
} as const satisfies Record<CardMessageKey, string>;

/**
 * ISO/IEC 7812 card numbers are 12 to 19 digits (Maestro has 12, most brands
 * 16); a shorter or longer one can pass Luhn by chance and is still a typo.
 */
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;

/**
 * Spec §5 and §9: the CVV "needs to be 3 digits". American Express prints a
 * 4-digit code, so an amex card cannot pass; the spec wins here, and a change
 * would be one constant plus the message text.
 */
export const CVV_DIGITS = 3;

/**
 * Cards are issued for at most a few years; 20 years ahead leaves room for any
 * real card and catches a typed '12/99'. (The two-digit year is read as 20YY,
 * which stays unambiguous with this window until 2079.)
 */
export const EXPIRY_MAX_YEARS_AHEAD = 20;

// What people type between groups; anything else (letters, dots) makes the number invalid.
const NUMBER_SEPARATORS = /[\s-]+/gu;

/** The number as the gateway takes it: spaces and dashes removed, nothing else changed. */
export function cardDigits(value: string): string {
  return value.replace(NUMBER_SEPARATORS, '');
}

/** The Luhn (mod 10) checksum of a string of digits; false for anything that is not only digits. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/u.test(digits)) return false;
  let sum = 0;
  // From the rightmost digit: every second one is doubled, a two-digit result counts as its digit sum.
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Spec §5 'Is not a valid credit card number': 12–19 digits (spaces and dashes ignored) passing Luhn. */
export function isValidCardNumber(value: string): boolean {
  const digits = cardDigits(value);
  return digits.length >= CARD_NUMBER_MIN_DIGITS && digits.length <= CARD_NUMBER_MAX_DIGITS && passesLuhn(digits);
}

/** Whether the leading `length` digits, as a number, lie in `from`…`to`. */
function prefixIn(digits: string, length: number, from: number, to: number): boolean {
  if (digits.length < length) return false;
  const prefix = Number(digits.slice(0, length));
  return prefix >= from && prefix <= to;
}

/**
 * The brand of a (possibly partly typed) number, from its prefix: visa 4,
 * mastercard 51–55 and 2221–2720, amex 34 and 37, discover 6011, 65 and
 * 644–649. `unknown` until enough digits decide it (e.g. '2' or '60'), and for
 * other brands, which the gateway may still accept.
 */
export function detectBrand(value: string): CardBrand {
  const digits = cardDigits(value);
  if (!/^\d+$/u.test(digits)) return 'unknown';
  if (digits.startsWith('4')) return 'visa';
  if (prefixIn(digits, 2, 51, 55) || prefixIn(digits, 4, 2221, 2720)) return 'mastercard';
  if (prefixIn(digits, 2, 34, 34) || prefixIn(digits, 2, 37, 37)) return 'amex';
  if (prefixIn(digits, 4, 6011, 6011) || prefixIn(digits, 2, 65, 65) || prefixIn(digits, 3, 644, 649)) return 'discover';
  return 'unknown';
}

/** A calendar month; `month` is 1–12. */
export interface CardMonth {
  readonly year: number;
  readonly month: number;
}

/** `MM/YY` (spaces around the parts ignored) as a month, or `null` when it is not one. */
export function parseExpiry(value: string): CardMonth | null {
  const match = /^(\d{2})\/(\d{2})$/u.exec(value.replace(/\s+/gu, ''));
  if (match === null) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { year: 2000 + Number(match[2]), month };
}

/**
 * Spec §5 'Is not a valid expiry date': a real `MM/YY` month, not before the
 * month of `now` (a card is valid through the last day of its month), and not
 * absurdly far ahead. The month of `now` is read in the shopper's time zone:
 * the calendar they look at; the gateway judges the last hours of a month anyway.
 */
export function isValidExpiry(value: string, now: Date): boolean {
  const expiry = parseExpiry(value);
  if (expiry === null) return false;
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  const notPast = expiry.year > thisYear || (expiry.year === thisYear && expiry.month >= thisMonth);
  return notPast && expiry.year <= thisYear + EXPIRY_MAX_YEARS_AHEAD;
}

/** Spec §5 'Needs to be 3 digits': exactly three digits, spaces around ignored (see `CVV_DIGITS` about amex). */
export function isValidCvv(value: string): boolean {
  return new RegExp(`^\\d{${CVV_DIGITS}}$`, 'u').test(value.trim());
}

function rule(value: string, isValid: boolean, key: CardMessageKey): CardMessageKey | null {
  if (value.trim() === '') return 'required';
  return isValid ? null : key;
}

export function validateCardNumber(value: string): CardMessageKey | null {
  return rule(value, isValidCardNumber(value), 'cardNumber');
}

export function validateExpiry(value: string, now: Date): CardMessageKey | null {
  return rule(value, isValidExpiry(value, now), 'expiry');
}

export function validateCvv(value: string): CardMessageKey | null {
  return rule(value, isValidCvv(value), 'cvv');
}

/** Every field's first error, whether or not it is shown yet (the selectors decide that). */
export function validateCardForm(values: CardValues, now: Date): CardFieldErrors {
  const results: Record<CardField, CardMessageKey | null> = {
    cardNumber: validateCardNumber(values.cardNumber),
    expiry: validateExpiry(values.expiry, now),
    cvv: validateCvv(values.cvv),
  };
  const errors: Partial<Record<CardField, CardMessageKey>> = {};
  for (const [field, key] of Object.entries(results) as Array<[CardField, CardMessageKey | null]>) {
    if (key !== null) errors[field] = key;
  }
  return errors;
}

export function isCardFormValid(values: CardValues, now: Date): boolean {
  return Object.keys(validateCardForm(values, now)).length === 0;
}

/**
 * The card as tokenization receives it. Only meaningful for values that pass
 * `validateCardForm`: digits only, `MM/YY` without spaces, the CVV trimmed.
 */
export function normaliseCard(values: CardValues): CardDetails {
  return {
    cardNumber: cardDigits(values.cardNumber),
    expiry: values.expiry.replace(/\s+/gu, ''),
    cvv: values.cvv.trim(),
  };
}

/**
 * The number for display while typing: its digits in groups of 4
 * ('4242424242424242' → '4242 4242 4242 4242'), at most 19 digits. Every brand
 * is grouped by 4 (amex cards print 4-6-5; one grouping keeps the field simple).
 */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D+/gu, '').slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/gu, '$1 ');
}

/** The expiry for display while typing: up to 4 digits as `MM/YY` ('1' → '1', '122' → '12/2', '1225' → '12/25'). */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D+/gu, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The tokenized card as it may be shown: "•••• 4242". */
export function maskedCardNumber(last4: string): string {
  return `•••• ${last4}`;
}
