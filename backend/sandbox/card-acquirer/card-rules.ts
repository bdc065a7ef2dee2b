/*
 * What the acquirer checks before it issues a token. The messages are spec §5's card messages, so
 * a shopper who slipped past the storefront's own checks still reads the same words.
 */

export const CARD_MESSAGES = {
  cardNumber: 'Is not a valid credit card number',
  expiry: 'Is not a valid expiry date',
  cvv: 'Needs to be 3 digits',
} as const;

export type CardField = keyof typeof CARD_MESSAGES;
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** Spaces and dashes are how people type card numbers; anything else makes the number invalid. */
export function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
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

export function isValidCardNumber(input: string): boolean {
  const digits = normaliseCardNumber(input);
  return digits.length >= 12 && digits.length <= 19 && passesLuhn(digits);
}

/** MM/YY, valid through the last day of that month (cards expire at the end of the month). */
export function isValidExpiry(input: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(input.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const currentMonths = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const cardMonths = year * 12 + (month - 1);
  // 20 years ahead is further than any issuer goes: a typo, not a card.
  return cardMonths >= currentMonths && cardMonths <= currentMonths + 12 * 20;
}

/** Spec §9: the CVV is 3 digits. */
export function isValidCvv(input: string): boolean {
  return /^\d{3}$/.test(input.trim());
}

export function brandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** The first field in error, in the order a form shows them, or undefined when the card is acceptable. */
export function firstCardProblem(card: { cardNumber: string; expiry: string; cvv: string }, now: Date): CardField | undefined {
  if (!isValidCardNumber(card.cardNumber)) return 'cardNumber';
  if (!isValidExpiry(card.expiry, now)) return 'expiry';
  if (!isValidCvv(card.cvv)) return 'cvv';
  return undefined;
}
