/*
 * Money formatting from minor units (cents). Kept out of the component so it
 * is unit-tested in Node and reused by the storefront (cart totals, emails).
 */

const formatterCache = new Map<string, Intl.NumberFormat>();

function currencyFormatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatterCache.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatterCache.set(key, formatter);
  }
  return formatter;
}

/**
 * Number of minor-unit digits of a currency per ISO 4217 (EUR 2, JPY 0),
 * as Intl reports it. Independent of locale, so 'en' is used to ask.
 */
export function currencyFractionDigits(currency: string): number {
  return currencyFormatter('en', currency).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Converts minor units to the major amount: 1299 EUR → 12.99, 1299 JPY → 1299. */
export function minorToMajor(amountMinor: number, currency: string): number {
  return amountMinor / 10 ** currencyFractionDigits(currency);
}

/** `formatMinorUnits(1299, 'EUR', 'fr')` → "12,99 €". */
export function formatMinorUnits(amountMinor: number, currency: string, locale: string): string {
  return currencyFormatter(locale, currency).format(minorToMajor(amountMinor, currency));
}
