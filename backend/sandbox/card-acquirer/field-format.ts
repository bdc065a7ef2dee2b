/*
 * Typing aids of the hosted card fields (what the shopper sees while typing), built on the card
 * rules' brand table. They run only in the hosted field pages' script; they judge nothing.
 */
import { checkNumber } from './card-rules';

/**
 * The number as the shopper sees it while typing: its digits grouped where the brand prints its
 * gaps ("3782 822463 10005" for Amex, groups of four otherwise), no more digits than the brand has.
 */
export function formatCardNumber(value: string): string {
  const digitsOnly = value.replace(/\D+/g, '');
  const { gaps, maxDigits } = checkNumber(digitsOnly);
  const digits = digitsOnly.slice(0, maxDigits);
  let formatted = '';
  for (let index = 0; index < digits.length; index += 1) {
    if (index > 0 && gaps.includes(index)) formatted += ' ';
    formatted += digits.charAt(index);
  }
  return formatted;
}

/**
 * The expiry as the shopper sees it while typing, always heading for MM/YY: the slash comes once
 * the month is complete ("12" → "12/"), a month that cannot take a second digit is completed
 * ("4" → "04/"); while deleting, a trailing slash is not put back, so backspace goes through it.
 */
export function formatExpiry(typed: string, previous: string): string {
  const deleting = typed.length < previous.length;
  if (/^[2-9]$/.test(typed) && !deleting) return `0${typed}/`;
  if (/^\d\s*\/$/.test(typed)) return `0${typed.charAt(0)}/`;
  const digits = typed.replace(/\D+/g, '').slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && !deleting) return `${digits}/`;
  return digits;
}

/** Digits only, no more than the brand's code has. */
export function formatCvv(typed: string, cvvLength: number): string {
  return typed.replace(/\D+/g, '').slice(0, cvvLength);
}
