export const LOGGER_CTX = 'AccountOrders';

/**
 * Where the invoice PDFs are served (`GET /invoices/<order id>.pdf`). The storefront proxies the
 * same prefix, so the link in the account is same-origin and carries the session cookie.
 */
export const INVOICE_ROUTE = 'invoices';

export function invoicePath(orderId: string | number): string {
  return `/${INVOICE_ROUTE}/${orderId}.pdf`;
}

/** A credit note of the order: `GET /invoices/<order id>/<credit note number>.pdf`. */
export function creditNotePath(orderId: string | number, number: string): string {
  return `/${INVOICE_ROUTE}/${orderId}/${number}.pdf`;
}

/** Spec §3 Order message; the storefront's copy is ORDER_MESSAGE_MAX_LENGTH in api/operations/account/account-input.ts. */
export const ORDER_MESSAGE_MAX_LENGTH = 2000;
