import { EsimSupplierError, type SupplierFailure } from '../../esim-supplier';

/*
 * eSIM Access's error codes (docs › Error Codes; docs/suppliers/esimaccess.md section 7) as the
 * port's failure kinds. A code not listed counts as transient: the job retries with a growing
 * backoff and staff are alerted in the end, which is safer than refunding a paid order.
 */

/** "Profile is being downloaded for the order": esim/query before allocation, not a failure. */
export const PROFILE_NOT_READY = '200010';

const FAILURES: Record<string, SupplierFailure> = {
  // the prepaid balance is empty: hold the order until topped up
  '200007': 'insufficientBalance',
  // the package (or what it is made of) is gone, or out of stock
  '200008': 'unavailable',
  '200011': 'unavailable',
  '310201': 'unavailable',
  '310211': 'unavailable',
  '310231': 'unavailable',
  '310241': 'unavailable',
  '310243': 'unavailable',
  '310251': 'unavailable',
  // credentials, signature or a request the supplier will never accept: retrying cannot help
  '000101': 'refused',
  '000102': 'refused',
  '000103': 'refused',
  '000104': 'refused',
  '000105': 'refused',
  '000106': 'refused',
  '000107': 'refused',
  '101002': 'refused',
  '101003': 'refused',
  '310221': 'refused',
  // an eSIM that is installed or used cannot be cancelled
  '200002': 'refused',
  '310403': 'refused',
  // server error, busy, a clock off by too much, a price just changed: try again later
  '000001': 'transient',
  '101001': 'transient',
  '200005': 'transient',
  '200006': 'transient',
  '200009': 'transient',
  '310272': 'transient',
  '900001': 'transient',
};

function failureOfCode(code: string): SupplierFailure {
  return FAILURES[code] ?? 'transient';
}

/**
 * The supplier's own message, cut short and with long digit runs and activation codes masked: an
 * error message is logged and shown to staff, and must never carry an ICCID or an activation code.
 */
export function safeSupplierText(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/LPA:[^\s"']*/gi, 'LPA:…')
    .replace(/\d{8,}/g, '…')
    .replace(/[^\x20-\x7e]/g, '?')
    .slice(0, 160);
}

export function supplierError(operation: string, code: string, message: string | null | undefined): EsimSupplierError {
  return new EsimSupplierError(failureOfCode(code), `eSIM Access refused ${operation}: ${code} ${safeSupplierText(message)}`.trim());
}
