/*
 * The wallet payment's rows in Vendure's settings store (key `walletPayment.<field>`, one scope per
 * row; (key, scope) is unique on SQLite and PostgreSQL alike, so an insert claims a row once across
 * every server instance). Registered as settings store fields (wallet-payment.plugin.ts) so that
 * Vendure's clean-up of unknown settings keeps them; never editable.
 *   finish         one finish or reconciliation per PayPal order at a time (finish-locks.ts)
 *   webhookEvent   a PayPal webhook event already taken (its id): a replay or a copy is ignored
 *   shopRefund     a PayPal refund the shop made itself: its webhook records nothing more
 *   failureNotice  the "payment did not go through" email of an order, sent once
 */
export const WALLET_STORE_NAMESPACE = 'walletPayment';
export const WALLET_STORE_FIELDS = ['finish', 'webhookEvent', 'shopRefund', 'failureNotice'] as const;
export type WalletStoreField = (typeof WALLET_STORE_FIELDS)[number];

export function walletStoreKey(field: WalletStoreField): string {
  return `${WALLET_STORE_NAMESPACE}.${field}`;
}
