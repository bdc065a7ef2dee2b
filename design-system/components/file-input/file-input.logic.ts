/*
 * The chosen file's size as a person reads it, in the shop's language. Kept
 * out of the component so it is unit-tested in Node.
 */

/**
 * Steps of 1024, as the upload limits are counted (spec issue 7: "5 MB" is
 * 5 × 1024 × 1024 bytes), so a file at the limit reads "5 MB", not "5.2 MB".
 */
const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
const STEP = 1024;

const formatterCache = new Map<string, Intl.NumberFormat>();

function unitFormatter(locale: string, unit: (typeof UNITS)[number]): Intl.NumberFormat {
  const key = `${locale}|${unit}`;
  let formatter = formatterCache.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: unit === 'byte' ? 'long' : 'short',
      // Whole bytes; one decimal above, dropped when it is 0 ("2 MB", "1.5 MB").
      maximumFractionDigits: unit === 'byte' ? 0 : 1,
    });
    formatterCache.set(key, formatter);
  }
  return formatter;
}

/**
 * `formatSize(1_572_864, 'en')` → "1.5 MB", `formatSize(1_572_864, 'fr')` →
 * "1,5 Mo", `formatSize(800, 'en')` → "800 bytes". `locale` is a BCP 47 tag
 * (`zh-Hant` for the shop's `tw`). A size that is not a non-negative number
 * reads as 0 bytes.
 */
export function formatSize(bytes: number, locale: string): string {
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unitIndex = 0;
  let value = size;
  // Move up a unit while the rounded value would still read 1024 or more ("1 MB", never "1,024 kB").
  while (unitIndex < UNITS.length - 1 && Math.round(value * 10) / 10 >= STEP) {
    value /= STEP;
    unitIndex += 1;
  }
  return unitFormatter(locale, UNITS[unitIndex] ?? 'byte').format(value);
}
