import { foldSpecialLetters } from '../../../text/fold-letters';

const KATAKANA_TO_HIRAGANA_OFFSET = 0x60;
/** No destination name comes near this; a longer term cannot match and is cut before work is done. */
const MAX_TERM_LENGTH = 100;

/**
 * The form both the names and the typed term are compared in: what a traveller would consider
 * "the same text". Case, Latin diacritics (España = espana), full-width forms (ＵＳＡ), katakana
 * versus hiragana (ドイツ = どいつ) and punctuation (Guinea-Bissau = guinea bissau) do not matter;
 * words are separated by single spaces. Japanese voicing marks are kept: ト and ド differ.
 */
export function normalizeSearchText(text: string): string {
  const latin = text
    // full-width Latin and half-width katakana to their usual forms
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    // only the Latin combining marks; U+3099/U+309A (dakuten) stay attached to their kana
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
  return foldSpecialLetters(latin)
    .replace(/[\u30a1-\u30f6]/g, (kana) => String.fromCharCode(kana.charCodeAt(0) - KATAKANA_TO_HIRAGANA_OFFSET))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Normalised term, cut to a length no name reaches, with the word "eSIM" dropped ("france esim"). */
export function normalizeTerm(term: string): string {
  const normalized = normalizeSearchText(term.slice(0, MAX_TERM_LENGTH * 4)).slice(0, MAX_TERM_LENGTH);
  return normalized
    .split(' ')
    .filter((word) => word !== 'esim')
    .join(' ')
    .trim();
}
