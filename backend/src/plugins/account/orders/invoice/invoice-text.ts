/*
 * The one rule for every text an invoice prints (invoice-content.ts applies it to each field): an
 * order's fields come from the checkout, from staff edits in the dashboard and from orders older
 * than any rule, so the invoice bounds them itself. A billing street of 10,240 characters once
 * took the layout quadratic time and the backend's whole heap; capped here, laying an invoice out
 * costs the same whatever the order holds.
 */

/** The most characters (grapheme clusters) of one printed text, ellipsis included. */
export const INVOICE_TEXT_MAX_LENGTH = 200;

export const ELLIPSIS = '…';

/**
 * Code units read from a text at most: a grapheme is rarely more than a few (an emoji sequence
 * up to ~11), so this keeps INVOICE_TEXT_MAX_LENGTH of any real script while a text of megabytes
 * costs no more than one of a page.
 */
const READ_LIMIT_FACTOR = 8;

// Runs of white space (line breaks and tabs included) become one space; the no-break spaces of
// number formats stay.
const WHITE_SPACE = /[^\S\u00A0\u2007\u202F]+/g;
// Control and format characters (bidi overrides that reorder what is shown, zero-width spaces) and
// lone surrogates: nothing a reader should see, or something that misleads them. The zero-width
// joiner and non-joiner stay: they are part of how some names and emoji are written.
const INVISIBLE = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Cs}]/gu;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
// What can join code units into one grapheme: combining and spacing marks (variation selectors
// included), characters beyond the BMP (surrogate pairs), the joiners, Hangul jamo. A text without
// any is one grapheme a code unit and is cut without segmenting it (most addresses: segmenting was
// most of the cap's cost).
// (The zero-width joiner stands apart from the class: inside one it reads as joining its neighbours.)
const JOINS_GRAPHEMES = /[\p{M}\u{10000}-\u{10FFFF}\u200C\u1100-\u11FF\uA960-\uA97F\uD7B0-\uD7FF]|\u200D/u;

/**
 * `text` as the invoice prints it: white space made single spaces, invisible characters dropped,
 * trimmed, and at most `maxLength` graphemes, the last one an ellipsis when something was cut.
 * Its cost depends on `maxLength`, not on the length of `text`.
 */
export function invoiceText(text: string | null | undefined, maxLength: number = INVOICE_TEXT_MAX_LENGTH): string {
  if (!text || maxLength <= 0) return '';
  const readLimit = maxLength * READ_LIMIT_FACTOR;
  const read = text.length > readLimit ? text.slice(0, readLimit) : text;
  const cleaned = read.replace(WHITE_SPACE, ' ').replace(INVISIBLE, '').trim();
  let cut = read.length < text.length && text.slice(readLimit).trim() !== '';
  if (!JOINS_GRAPHEMES.test(cleaned)) {
    if (!cut && cleaned.length <= maxLength) return cleaned;
    return `${cleaned.slice(0, maxLength - 1).trimEnd()}${ELLIPSIS}`;
  }
  const kept: string[] = [];
  for (const { segment } of graphemes.segment(cleaned)) {
    if (kept.length === maxLength) {
      cut = true;
      break;
    }
    kept.push(segment);
  }
  if (!cut) return kept.join('');
  // One grapheme makes room for the ellipsis; no space before it.
  return `${kept
    .slice(0, maxLength - 1)
    .join('')
    .trimEnd()}${ELLIPSIS}`;
}
