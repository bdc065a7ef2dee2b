/*
 * PayPal amounts are decimal strings with exactly as many decimals as the currency allows (two for
 * EUR, none for JPY). Sums are checked in whole minor units so that 0.1 + 0.2 is never 0.30000004.
 */

/** Currencies PayPal takes without decimals although ISO 4217 gives them some. */
const PAYPAL_NO_DECIMALS = new Set(['HUF', 'TWD']);

/** The decimals PayPal allows for `currency`, or undefined for a code nobody knows. */
export function currencyDigits(currency: string): number | undefined {
  if (!/^[A-Z]{3}$/.test(currency)) return undefined;
  if (PAYPAL_NO_DECIMALS.has(currency)) return 0;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return undefined;
  }
}

export type ParsedValue =
  { ok: true; minor: bigint } | { ok: false; issue: 'INVALID_PARAMETER_SYNTAX' | 'DECIMAL_PRECISION' | 'DECIMALS_NOT_SUPPORTED' };

/** A PayPal value string in minor units of a currency with `digits` decimals. */
export function parseValue(value: string, digits: number): ParsedValue {
  const match = /^(-?)(\d{1,15})(?:\.(\d+))?$/.exec(value);
  if (!match) return { ok: false, issue: 'INVALID_PARAMETER_SYNTAX' };
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (fraction.length > digits) return { ok: false, issue: digits === 0 ? 'DECIMALS_NOT_SUPPORTED' : 'DECIMAL_PRECISION' };
  const minor = BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  return { ok: true, minor: sign === '-' ? -minor : minor };
}

export function formatValue(minor: bigint, digits: number): string {
  const negative = minor < 0n;
  const absolute = negative ? -minor : minor;
  const scale = 10n ** BigInt(digits);
  const whole = (absolute / scale).toString();
  const fraction = digits > 0 ? `.${(absolute % scale).toString().padStart(digits, '0')}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
