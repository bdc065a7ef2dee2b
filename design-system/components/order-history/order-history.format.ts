/*
 * Dates of the account views. Kept out of the components so the order history and the
 * order details read a date the same way.
 */

const formatterCache = new Map<string, Intl.DateTimeFormat>();

/**
 * `formatOrderDate('2026-03-14T10:30:00Z', 'fr')` → "14 mars 2026". Pass the shopper's `timeZone`
 * when the page is rendered on the server too, so server and browser print the same day.
 */
export function formatOrderDate(iso: string, locale: string, timeZone?: string): string {
  const key = `${locale}|${timeZone ?? ''}`;
  let formatter = formatterCache.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...(timeZone === undefined ? {} : { timeZone }) });
    formatterCache.set(key, formatter);
  }
  const date = new Date(iso);
  // A malformed date shows as given rather than throwing ("Invalid time value") mid-render.
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
}
