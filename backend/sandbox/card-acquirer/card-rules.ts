/*
 * The card rules, in one place: brand detection, number lengths by brand, Luhn, expiry (MM/YY) and
 * the security code's length by brand (American Express 4, the others 3). They come from
 * `card-validator` (Braintree's, with its brand table `credit-card-type`), not from rules of our
 * own. With hosted fields the card exists only in the gateway's frames and its tokenization, so this
 * module runs in exactly two places: the hosted field pages' script (`hosted-fields/field-script.ts`,
 * in the shopper's browser, on the gateway's origin) and `POST /v1/tokens` (tokenize.ts). The shop's
 * page only ever hears the field states these functions answer (`FieldState`), never a value.
 *
 * The library judges expiry dates against the system clock.
 */
import cardValidator from 'card-validator';

/** The brands the gateway names in tokens (spec §1 shows visa, mastercard, amex, discover); any other is `unknown`. */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export type CardField = 'cardNumber' | 'expiry' | 'cvv';

/**
 * What a hosted field reports of its value, and all it reports: empty; incomplete (a prefix of
 * something valid, e.g. "4242 42" or "12/2"); invalid (can no longer become valid by typing on);
 * valid.
 */
export type FieldState = 'empty' | 'incomplete' | 'invalid' | 'valid';

/** The security code length when no brand is known yet (Visa, Mastercard, Discover). */
export const DEFAULT_CVV_LENGTH = 3;

/** The longest PAN (ISO/IEC 7812); also what a number field lets the shopper type. */
const MAX_CARD_NUMBER_DIGITS = 19;

/** Spec §5's messages, as the gateway's JSON answers name them (the shop shows its own, translated, by code). */
export const CARD_MESSAGES = {
  cardNumber: 'Is not a valid credit card number',
  expiry: 'Is not a valid expiry date',
  cvv: (digits: number) => `Needs to be ${digits} digits`,
} as const;

const SHOP_BRAND_OF_TYPE: Readonly<Record<string, CardBrand>> = {
  visa: 'visa',
  mastercard: 'mastercard',
  'american-express': 'amex',
  discover: 'discover',
};

/** What people type between groups of a card number. */
const NUMBER_SEPARATORS = /[\s-]+/g;

export function cardDigits(value: string): string {
  return value.replace(NUMBER_SEPARATORS, '');
}

/** The card number as the rules read it: its state, brand, security code length and grouping. */
export interface NumberCheck {
  state: FieldState;
  brand: CardBrand;
  /** Digits of the security code this number's brand prints (Amex 4). */
  cvvLength: number;
  /** Where the brand puts spaces when it prints the number (Visa 4-4-4-4, Amex 4-6-5): digit counts before each gap. */
  gaps: readonly number[];
  /** The most digits a number of this brand has (19 while the brand is unknown). */
  maxDigits: number;
}

export function checkNumber(value: string): NumberCheck {
  const digits = cardDigits(value);
  const verdict = cardValidator.number(digits);
  const card = verdict.card;
  const brand: CardBrand = card ? (SHOP_BRAND_OF_TYPE[card.type] ?? 'unknown') : 'unknown';
  let state: FieldState;
  if (digits === '') state = 'empty';
  else if (verdict.isValid) state = 'valid';
  else if (verdict.isPotentiallyValid) state = 'incomplete';
  else state = 'invalid';
  return {
    state,
    brand,
    cvvLength: card?.code.size ?? DEFAULT_CVV_LENGTH,
    gaps: card?.gaps ?? [4, 8, 12, 16],
    maxDigits: card ? Math.max(...card.lengths) : MAX_CARD_NUMBER_DIGITS,
  };
}

/**
 * Spec §9 "Expiry MM/YY". The shape is read here (month, then the year after a slash); the library
 * judges the month and year. A complete MM/YY is valid or invalid; a shorter one is incomplete
 * while the library says it can still become valid.
 */
export function checkExpiry(value: string): FieldState {
  const typed = value.replace(/\s+/g, '');
  if (typed === '') return 'empty';
  const shape = /^(\d{0,2})(?:\/(\d{0,2}))?$/.exec(typed);
  if (!shape) return 'invalid';
  const [, month = '', year = ''] = shape;
  const verdict = cardValidator.expirationDate({ month, year });
  if (month.length === 2 && year.length === 2) return verdict.isValid ? 'valid' : 'invalid';
  return verdict.isPotentiallyValid ? 'incomplete' : 'invalid';
}

/** Digits only, exactly as many as the brand prints (`cvvLength` from `checkNumber`). */
export function checkCvv(value: string, cvvLength: number): FieldState {
  const typed = value.trim();
  if (typed === '') return 'empty';
  const verdict = cardValidator.cvv(typed, cvvLength);
  if (verdict.isValid) return 'valid';
  return verdict.isPotentiallyValid ? 'incomplete' : 'invalid';
}

export function isValidCardNumber(value: string): boolean {
  return checkNumber(value).state === 'valid';
}

export function brandOf(value: string): CardBrand {
  return checkNumber(value).brand;
}

/** The first field in error, in the order a form shows them, or undefined when the card is acceptable. */
export function firstCardProblem(card: { cardNumber: string; expiry: string; cvv: string }): CardField | undefined {
  const number = checkNumber(card.cardNumber);
  if (number.state !== 'valid') return 'cardNumber';
  if (checkExpiry(card.expiry) !== 'valid') return 'expiry';
  if (checkCvv(card.cvv, number.cvvLength) !== 'valid') return 'cvv';
  return undefined;
}

/** The spec §5 message of a field in error (the CVV's says how many digits this card needs). */
export function cardMessage(field: CardField, cardNumber: string): string {
  if (field === 'cvv') return CARD_MESSAGES.cvv(checkNumber(cardNumber).cvvLength);
  return CARD_MESSAGES[field];
}
