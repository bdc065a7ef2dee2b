/** Letters and digits whose successor is again a letter or digit of the same kind. */
const INCREMENTABLE = /[0-8a-yA-Y]/;

/**
 * Bounds on `key` that hold every key starting with `prefix`, so that the unique index on `key`
 * finds them instead of a scan of the whole table. The bounds drop the prefix's tail down to a
 * letter or digit that has a successor ('order:' → 'order', upper 'ordes'): a linguistic collation
 * (PostgreSQL's en_US, unlike SQLite's binary or the "C" of `start:cluster`) weighs punctuation
 * apart, and only letters and digits keep their order there. The range may hold a few other keys;
 * callers keep the exact prefix test beside it. No upper bound when no such character is left.
 */
export function keyRangeOf(prefix: string): { lower: string; upper: string | undefined } {
  let end = prefix.length;
  while (end > 0 && !INCREMENTABLE.test(prefix.charAt(end - 1))) end -= 1;
  if (end === 0) return { lower: '', upper: undefined };
  const stem = prefix.slice(0, end);
  return { lower: stem, upper: `${stem.slice(0, -1)}${String.fromCharCode(stem.charCodeAt(end - 1) + 1)}` };
}
