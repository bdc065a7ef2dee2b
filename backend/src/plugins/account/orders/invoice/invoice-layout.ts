import { ELLIPSIS } from './invoice-text';

/*
 * Fitting text into a width, for invoice-pdf.ts: one line cut with an ellipsis, and text wrapped
 * onto lines. Pure, with the width measurement passed in, so the number of measurements is
 * counted in the tests (test/account-orders-invoice.test.ts): measuring is what costs, and the
 * layout once dropped one character at a time and measured the whole string again, quadratic
 * in the text's length (an invoice with a long billing street blocked the server for seconds).
 * Here each piece is found by galloping then binary search over prefix widths, so its cost grows
 * with what is kept on the line, and a text is measured whole at most once.
 */

/** The width of `text` as it will be drawn (points). */
export type Measure = (text: string) => number;

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Where each grapheme of `text` ends (code unit offsets), so a prefix of n graphemes is `text.slice(0, ends[n - 1])`. */
function graphemeEnds(text: string): number[] {
  return Array.from(segmenter.segment(text), ({ index, segment }) => index + segment.length);
}

/**
 * How many graphemes of `text` after the `from`-th one fit in `maxWidth` when followed by
 * `suffix`: doubling the count until it overflows, then halving the gap. About 2·log₂(k)
 * measurements of at most 2k graphemes, k being the answer, whatever the text's length.
 */
function graphemesThatFit(text: string, ends: number[], from: number, maxWidth: number, measure: Measure, suffix = ''): number {
  const start = from === 0 ? 0 : (ends[from - 1] ?? 0);
  const available = ends.length - from;
  const fits = (count: number) => measure(`${text.slice(start, ends[from + count - 1])}${suffix}`) <= maxWidth;
  let fitting = 0;
  let overflowing = available + 1;
  for (let probe = 1; probe <= available; probe *= 2) {
    if (!fits(probe)) {
      overflowing = probe;
      break;
    }
    fitting = probe;
  }
  if (overflowing > available && fitting < available) {
    if (fits(available)) return available;
    overflowing = available;
  }
  while (overflowing - fitting > 1) {
    const middle = Math.floor((fitting + overflowing) / 2);
    if (fits(middle)) fitting = middle;
    else overflowing = middle;
  }
  return fitting;
}

/** `text` on one line of at most `maxWidth`: whole when it fits, else its longest prefix that fits with an ellipsis. */
export function fitLine(text: string, maxWidth: number, measure: Measure): string {
  if (measure(text) <= maxWidth) return text;
  const ends = graphemeEnds(text);
  const kept = graphemesThatFit(text, ends, 0, maxWidth, measure, ELLIPSIS);
  return `${text.slice(0, kept === 0 ? 0 : ends[kept - 1]).trimEnd()}${ELLIPSIS}`;
}

// A CJK character (a line may break between any two), or a word with the spaces after it, or spaces.
const TOKENS = /[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]|[^\s\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]+\s*|\s+/g;

/** `word` cut into pieces that each fit in `maxWidth` (at least one grapheme a piece, so it always ends). */
function breakWord(word: string, maxWidth: number, measure: Measure): string[] {
  const ends = graphemeEnds(word);
  const pieces: string[] = [];
  let from = 0;
  while (from < ends.length) {
    const count = Math.max(1, graphemesThatFit(word, ends, from, maxWidth, measure));
    pieces.push(word.slice(from === 0 ? 0 : ends[from - 1], ends[from + count - 1]));
    from += count;
  }
  return pieces;
}

/**
 * The text broken into lines of at most `maxWidth`: at spaces, between any two CJK characters,
 * and inside a word wider than a line. Each token is measured once (with and without its
 * trailing spaces) and a line's width is their sum: the PDF library measures a string the same
 * way, word by word between spaces.
 */
export function wrapLines(text: string, maxWidth: number, measure: Measure): string[] {
  const lines: string[] = [];
  let current = '';
  let currentWidth = 0;
  const endLine = () => {
    if (current.trim()) lines.push(current.trimEnd());
    current = '';
    currentWidth = 0;
  };
  for (const token of text.match(TOKENS) ?? []) {
    const word = token.trimEnd();
    if (!word) {
      // Spaces: kept between words, never at the start of a line.
      if (current) {
        current += token;
        currentWidth += measure(token);
      }
      continue;
    }
    const wordWidth = measure(word);
    if (current && currentWidth + wordWidth > maxWidth) endLine();
    if (!current && wordWidth > maxWidth) {
      const pieces = breakWord(word, maxWidth, measure);
      const last = pieces.pop() ?? '';
      lines.push(...pieces);
      current = last;
      currentWidth = measure(last);
    } else {
      current += word;
      currentWidth += wordWidth;
    }
    const spaces = token.slice(word.length);
    if (spaces) {
      current += spaces;
      currentWidth += measure(spaces);
    }
  }
  endLine();
  return lines.length > 0 ? lines : [''];
}
