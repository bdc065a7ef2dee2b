/**
 * Spec §3 stored client values: the card transaction reference (kept in local storage until
 * 3-D Secure finishes) and the order id (stored when payment finishes, so the thank-you page
 * survives a reload). Private browsing can refuse storage: the flow then still works, only a
 * reload of those pages loses their context.
 */
const TRANSACTION_KEY = 'esim-shop.card-transaction';
const ORDER_KEY = 'esim-shop.last-order';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const paymentStorage = {
  rememberTransaction: (transactionRef: string) => storage()?.setItem(TRANSACTION_KEY, transactionRef),
  readTransaction: (): string | null => storage()?.getItem(TRANSACTION_KEY) ?? null,
  forgetTransaction: () => storage()?.removeItem(TRANSACTION_KEY),
  rememberOrder: (orderCode: string) => storage()?.setItem(ORDER_KEY, orderCode),
  readOrder: (): string | null => storage()?.getItem(ORDER_KEY) ?? null,
};
