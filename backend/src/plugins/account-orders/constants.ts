export const LOGGER_CTX = 'AccountOrders';
export const ACCOUNT_ORDERS_PLUGIN_OPTIONS = Symbol('ACCOUNT_ORDERS_PLUGIN_OPTIONS');

/**
 * Where the invoice PDFs are served (`GET /invoices/<order id>.pdf`). The storefront proxies the
 * same prefix, so the link in the account is same-origin and carries the session cookie.
 */
export const INVOICE_ROUTE = 'invoices';

export function invoicePath(orderId: string | number): string {
  return `/${INVOICE_ROUTE}/${orderId}.pdf`;
}

/** Spec §3 Order message; the storefront's copy is ORDER_MESSAGE_MAX_LENGTH in api/schemas/account-order.ts. */
export const ORDER_MESSAGE_MAX_LENGTH = 2000;

export interface AccountOrdersPluginOptions {
  /** backend/seed (or SEED_DATA_DIR): where seller.json, the shop's name and address on invoices, is read from. */
  seedDataDir: string;
}
