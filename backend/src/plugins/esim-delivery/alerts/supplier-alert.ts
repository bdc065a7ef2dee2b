/**
 * What the owner is told about the eSIM supplier (issue 32, point 5): the failures a person has to
 * act on. `subject` names the order, the package or the amount it is about, never profile data.
 */
export type SupplierAlertKind =
  /** The prepaid balance is empty: orders are held until it is topped up. */
  | 'insufficientBalance'
  /** The balance fell under ESIM_LOW_BALANCE_MINOR. */
  | 'lowBalance'
  /** The supplier refused a request or answered what the shop cannot use (credentials, garbage). */
  | 'supplierError'
  /** A paid order has waited longer than ESIM_DELAY_ALERT_AFTER_MS. */
  | 'longDelay'
  /** A paid order waited too long (ESIM_GIVE_UP_AFTER_MS) and was refunded. */
  | 'gaveUp'
  /** The supplier no longer sells a package a shopper paid for: refunded at once. */
  | 'unavailable'
  /** A webhook claiming to be the supplier's was refused (wrong signature or secret). */
  | 'webhookRejected';

export interface SupplierAlert {
  kind: SupplierAlertKind;
  /** The order, package or amount it is about, as printed in the email. */
  subject: string;
  /** The supplier's or the shop's own words, in English (for the log and the email's details row). */
  detail: string;
}
