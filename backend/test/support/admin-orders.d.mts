export interface AdminClient {
  request<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, options?: { languageCode?: string }): Promise<T>;
}
export function adminClient(backendUrl: string, credentials?: { username?: string; password?: string }): Promise<AdminClient>;
export function variantIdBySku(admin: AdminClient, sku: string): Promise<string>;
export interface PaidOrder {
  id: string;
  code: string;
  /** performance.now() when the settling payment call was sent. */
  settledAt: number;
  /** performance.now() when it answered (the order was PaymentSettled). */
  paidAt: number;
}
export function placePaidOrder(
  admin: AdminClient,
  order: {
    lines: Array<{ variantId: string; quantity: number }>;
    email: string;
    firstName?: string;
    lastName?: string;
    languageCode?: string;
    countryCode?: string;
    beforePayment?: (orderId: string) => void | Promise<void>;
  },
): Promise<PaidOrder>;
