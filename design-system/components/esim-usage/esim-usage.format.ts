/*
 * Data amounts, dates and ICCIDs of the eSIM usage card as a person reads them, in the shop's
 * language. Kept out of the component so they are unit-tested in Node.
 */

/** Megabytes in a gigabyte as eSIM providers count plan data (a "3 GB" plan is 3072 MB). */
const MB_PER_GB = 1024;

const numberFormatterCache = new Map<string, Intl.NumberFormat>();

function unitFormatter(locale: string, unit: 'megabyte' | 'gigabyte', maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${unit}|${maximumFractionDigits}`;
  let formatter = numberFormatterCache.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits });
    numberFormatterCache.set(key, formatter);
  }
  return formatter;
}

/**
 * `formatDataAmount(1229, 'en')` → "1.2 GB", `formatDataAmount(850, 'fr')` → "850 Mo". Below 1 GB in
 * whole MB (with one decimal under 10 MB, so the last crumbs do not read "0 MB"); from 1 GB in GB with
 * one decimal, dropped when it is 0 ("3 GB"). `locale` is a BCP 47 tag (`zh-Hant` for the shop's `tw`).
 * An amount that is not a non-negative number reads as 0 MB.
 */
export function formatDataAmount(megabytes: number, locale: string): string {
  const amount = Number.isFinite(megabytes) && megabytes > 0 ? megabytes : 0;
  // Rounded first, so 1023.7 MB reads "1 GB" rather than "1,024 MB".
  if (Math.round(amount) >= MB_PER_GB) return unitFormatter(locale, 'gigabyte', 1).format(amount / MB_PER_GB);
  return unitFormatter(locale, 'megabyte', amount < 10 ? 1 : 0).format(amount);
}

const dateTimeFormatterCache = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormatter(locale: string, withTime: boolean, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${withTime}|${timeZone ?? ''}`;
  let formatter = dateTimeFormatterCache.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      ...(timeZone === undefined ? {} : { timeZone }),
    });
    dateTimeFormatterCache.set(key, formatter);
  }
  return formatter;
}

/**
 * `formatUsageDate('2026-03-14T10:30:00Z', 'en', { timeZone: 'UTC' })` → "Mar 14, 2026"; with
 * `withTime` → "Mar 14, 2026, 10:30 AM" (when the provider answered). Pass the shopper's `timeZone`
 * when the page is rendered on the server too. A malformed date shows as given rather than throwing.
 */
export function formatUsageDate(iso: string, locale: string, options: { withTime?: boolean; timeZone?: string } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormatter(locale, options.withTime ?? false, options.timeZone).format(date);
}

/** How many of an ICCID's last digits support needs to tell a customer's eSIMs apart. */
const ICCID_DIGITS_SHOWN = 4;

/** `iccidEnding('8931 0800 0000 1234 5678')` → "5678": the last digits, spaces and dashes ignored. */
export function iccidEnding(iccid: string): string {
  return iccid.replace(/[\s-]/g, '').slice(-ICCID_DIGITS_SHOWN);
}

/** A share of a whole as a percentage from 0 to 100, clamped; 0 when there is no whole. */
export function percentOf(part: number, whole: number): number {
  if (!(whole > 0) || !Number.isFinite(part)) return 0;
  return Math.min(100, Math.max(0, (part / whole) * 100));
}
