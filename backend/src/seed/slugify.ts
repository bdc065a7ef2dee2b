import { foldSpecialLetters } from '../text/fold-letters';

/**
 * Lower-case ASCII kebab-case, diacritics removed: "États-Unis" → "etats-unis",
 * "Côte d’Ivoire" → "cote-d-ivoire". Returns '' when nothing Latin is left
 * (callers fall back to the English slug for such languages).
 */
export function slugify(text: string): string {
  return foldSpecialLetters(
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{Mn}/gu, ''),
  )
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
