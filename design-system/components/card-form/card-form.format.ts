/*
 * Typing aids of the card form: what the shopper sees while typing (groups of
 * four, MM/YY) and what the form reports (raw digits, MM/YY). Validation
 * (Luhn, expiry in the past, spec §5 messages) belongs to the checkout
 * machine, not here. Pure, so it is unit-tested in Node.
 */
import type { CardBrand } from '../card-brands/card-brands';

/** The longest PAN (ISO/IEC 7812). */
export const CARD_NUMBER_MAX_DIGITS = 19;
/** Spec §5 and §9: the CVV is 3 digits. */
export const CVV_DIGITS = 3;

export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** "4242424242424242" → "4242 4242 4242 4242"; extra digits beyond 19 are dropped. */
export function formatCardNumber(digits: string): string {
  const kept = digitsOf(digits).slice(0, CARD_NUMBER_MAX_DIGITS);
  return kept.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Where the caret belongs in `formatted` so that `digitsBefore` digits sit in
 * front of it: keeps the caret after the digit just typed or before the one
 * just deleted, instead of jumping to the end when spaces move.
 */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted.charAt(index))) {
      seen += 1;
      if (seen === digitsBefore) return index + 1;
    }
  }
  return formatted.length;
}

/**
 * The expiry as typed, normalised to MM/YY:
 * - the slash is added once the month is complete ("12" → "12/"), and a
 *   month that cannot take a second digit is completed ("4" → "04/", "1/" → "01/");
 * - while deleting, a trailing slash is not put back, so backspace can go
 *   through it ("12/" → backspace → "12").
 */
export function formatExpiry(typed: string, previous: string): string {
  const deleting = typed.length < previous.length;
  if (/^[2-9]$/.test(typed) && !deleting) return `0${typed}/`;
  if (/^\d\s*\/$/.test(typed)) return `0${typed.charAt(0)}/`;
  const digits = digitsOf(typed).slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && !deleting) return `${digits}/`;
  return digits;
}

/** Only digits, at most three. */
export function formatCvv(typed: string): string {
  return digitsOf(typed).slice(0, CVV_DIGITS);
}

/**
 * The brand a card number belongs to, from its first digits (IIN ranges as the
 * networks publish them); undefined until a range matches. Convenience for
 * the storefront, which passes the result to `CardForm`'s `brand`.
 */
export function detectCardBrand(number: string): CardBrand | undefined {
  const digits = digitsOf(number);
  if (digits.startsWith('4')) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  const first2 = Number(digits.slice(0, 2));
  const first3 = Number(digits.slice(0, 3));
  const first4 = Number(digits.slice(0, 4));
  const first6 = Number(digits.slice(0, 6));
  if (digits.length >= 2 && first2 >= 51 && first2 <= 55) return 'mastercard';
  if (digits.length >= 4 && first4 >= 2221 && first4 <= 2720) return 'mastercard';
  if (digits.startsWith('6011') || digits.startsWith('65')) return 'discover';
  if (digits.length >= 3 && first3 >= 644 && first3 <= 649) return 'discover';
  if (digits.length >= 6 && first6 >= 622126 && first6 <= 622925) return 'discover';
  return undefined;
}
