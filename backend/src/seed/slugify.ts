/** Letters that Unicode decomposition leaves alone but that have a customary ASCII spelling. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/**
 * Lower-case ASCII kebab-case, diacritics removed: "États-Unis" → "etats-unis",
 * "Côte d’Ivoire" → "cote-d-ivoire". Returns '' when nothing Latin is left
 * (callers fall back to the English slug for such languages).
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[ßæœøđðłþı]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
