/** Latin letters that Unicode decomposition keeps whole but that have a customary ASCII spelling. */
const FOLDED_LETTERS: Record<string, string> = {
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

/** "Straße" → "strasse", "Færøerne" → "faeroerne": what travellers type and URLs spell. */
export function foldSpecialLetters(text: string): string {
  return text.replace(/[ßæœøđðłþı]/g, (letter) => FOLDED_LETTERS[letter] ?? letter);
}
