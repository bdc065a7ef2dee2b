/**
 * The fewest edits (insert, delete, substitute, swap two neighbours) that turn `term` into the
 * start of a word of `text` ("frnace" → "france": 1), or `limit + 1` when it takes more than
 * `limit`. Bounded work: each comparison stops as soon as every way is past the limit, and
 * reads no more of the word than the term's length plus the limit.
 */
export function editsToWordStart(term: string, text: string, limit: number): number {
  let best = limit + 1;
  for (let start = 0; start < text.length; start = nextWordStart(text, start)) {
    best = Math.min(best, editsToPrefix(term, text.slice(start, start + term.length + limit), best - 1));
    if (best === 0) return 0;
  }
  return best;
}

function nextWordStart(text: string, from: number): number {
  const space = text.indexOf(' ', from);
  return space === -1 ? text.length : space + 1;
}

/** Optimal-string-alignment distance from `term` to the nearest prefix of `word`, capped at limit + 1. */
function editsToPrefix(term: string, word: string, limit: number): number {
  if (limit < 0) return limit + 1;
  const columns = word.length + 1;
  let beforePrevious = new Array<number>(columns).fill(0);
  let previous = Array.from({ length: columns }, (_, j) => j);
  for (let i = 1; i <= term.length; i++) {
    const current = new Array<number>(columns);
    current[0] = i;
    let rowBest = current[0];
    for (let j = 1; j < columns; j++) {
      const substitution = term[i - 1] === word[j - 1] ? 0 : 1;
      let edits = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + substitution);
      if (i > 1 && j > 1 && term[i - 1] === word[j - 2] && term[i - 2] === word[j - 1]) {
        edits = Math.min(edits, beforePrevious[j - 2]! + 1);
      }
      current[j] = edits;
      rowBest = Math.min(rowBest, edits);
    }
    if (rowBest > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  // the term against any prefix of the word: the best of the last row
  return Math.min(limit + 1, ...previous);
}
