import { EsimSupplierError } from '../../esim-supplier';
import type { AiraloErrorBody } from './airalo-schemas';

/*
 * Airalo's failures, as the delivery job acts on them (docs/suppliers/airalo.md §10). Messages name
 * the endpoint and the status or code only: bodies can carry an ICCID (code 73) or echo a field.
 */

/** Airalo's business codes (HTTP 422 `{code, reason}`). */
const INSUFFICIENT_CREDIT = 11;
const OPERATOR_MAINTENANCE = 13;
const STOCK_SHORT = 33;
const OUT_OF_STOCK = 34;
const UNEXPECTED = 53;
const TRANSIENT_CODES = new Set([OPERATOR_MAINTENANCE, STOCK_SHORT, UNEXPECTED]);

/** Without a Retry-After, a 429 waits this long: Airalo's limits are per minute. */
const DEFAULT_RETRY_AFTER_MS = 60_000;

/** `Retry-After` as seconds or an HTTP date, in ms; undefined when absent or unreadable. */
function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d{1,7}$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function validationFields(body: AiraloErrorBody): Record<string, unknown> {
  return body.data && !Array.isArray(body.data) ? body.data : {};
}

/** The error an answer that is not a success stands for; `what` names the call (`POST /orders`). */
export function errorOfAnswer(what: string, status: number, body: AiraloErrorBody, retryAfter: string | null): EsimSupplierError {
  if (status === 429) {
    return new EsimSupplierError('rateLimited', `Airalo rate-limited ${what}`, retryAfterMs(retryAfter) ?? DEFAULT_RETRY_AFTER_MS);
  }
  if (status >= 500) return new EsimSupplierError('transient', `Airalo answered ${status} to ${what}`);
  if (typeof body.code === 'number') {
    if (body.code === INSUFFICIENT_CREDIT)
      return new EsimSupplierError('insufficientBalance', `Airalo: insufficient credit for ${what} (code 11)`);
    if (body.code === OUT_OF_STOCK)
      return new EsimSupplierError('unavailable', `Airalo: package invalid or out of stock for ${what} (code 34)`);
    if (TRANSIENT_CODES.has(body.code)) return new EsimSupplierError('transient', `Airalo answered code ${body.code} to ${what}`);
    // 14 checksum, 23 top-up disabled, 43 bad request, 73 recycled, 89 not allow-listed: asking again cannot help.
    return new EsimSupplierError('refused', `Airalo refused ${what} (code ${body.code})`);
  }
  const fields = validationFields(body);
  if (status === 422 && typeof fields['package_id'] === 'string') {
    return new EsimSupplierError('unavailable', `Airalo no longer sells the package of ${what}`);
  }
  if (status === 422 && typeof fields['quantity'] === 'string' && /not available/i.test(fields['quantity'])) {
    return new EsimSupplierError('unavailable', `Airalo has not enough eSIMs of the package of ${what}`);
  }
  if (status === 401 || status === 403) return new EsimSupplierError('refused', `Airalo refused the credentials for ${what} (${status})`);
  return new EsimSupplierError('refused', `Airalo refused ${what} (${status})`);
}

export function garbage(what: string): EsimSupplierError {
  return new EsimSupplierError('transient', `Airalo's answer to ${what} is not what its documentation shows`);
}
