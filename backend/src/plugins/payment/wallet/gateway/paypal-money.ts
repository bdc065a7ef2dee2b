import { WalletGatewayError, type WalletOperation } from './wallet-gateway';

/*
 * PayPal amounts are decimal strings with as many decimals as the currency allows (EUR "12.34",
 * JPY "1000"); the shop's are integers at a fixed scale (wallet-gateway.ts). Integer arithmetic
 * only, so no amount is ever rounded on the way.
 */

/** Currencies PayPal takes without decimals although ISO 4217 gives them some. */
const PAYPAL_NO_DECIMALS = new Set(['HUF', 'TWD']);

export function currencyDigits(currency: string, operation: WalletOperation): number {
  if (/^[A-Z]{3}$/.test(currency)) {
    if (PAYPAL_NO_DECIMALS.has(currency)) return 0;
    try {
      const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits;
      if (digits !== undefined) return digits;
    } catch {
      // Not a currency Intl knows: refused below like any other unknown code.
    }
  }
  throw new WalletGatewayError('invalidRequest', operation, `Unknown currency code "${currency}"`, { issue: 'CURRENCY_NOT_SUPPORTED' });
}

/** The shop's integer (at `scale` decimals) as PayPal's value string. */
export function toPayPalValue(amount: number, currency: string, scale: number, operation: WalletOperation): string {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new WalletGatewayError('invalidRequest', operation, `Amount ${amount} is not a whole, non-negative number`, {
      issue: 'INVALID_PARAMETER_VALUE',
    });
  }
  const digits = currencyDigits(currency, operation);
  let units = amount;
  if (digits < scale) {
    const factor = 10 ** (scale - digits);
    if (amount % factor !== 0) {
      throw new WalletGatewayError(
        'invalidRequest',
        operation,
        `${currency} takes ${digits} decimals; ${amount} (scale ${scale}) cannot be sent without rounding`,
        {
          issue: 'DECIMALS_NOT_SUPPORTED',
        },
      );
    }
    units = amount / factor;
  } else if (digits > scale) {
    units = amount * 10 ** (digits - scale);
  }
  if (digits === 0) return String(units);
  const divisor = 10 ** digits;
  return `${Math.trunc(units / divisor)}.${String(units % divisor).padStart(digits, '0')}`;
}

/** PayPal's value string as the shop's integer, or undefined when it is not a plain amount of that currency. */
export function fromPayPalValue(value: string, currency: string, scale: number, operation: WalletOperation): number | undefined {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(value);
  const digits = currencyDigits(currency, operation);
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > digits) return undefined;
  const units = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  if (digits <= scale) return units * 10 ** (scale - digits);
  const factor = 10 ** (digits - scale);
  return units % factor === 0 ? units / factor : undefined;
}
