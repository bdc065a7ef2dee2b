/*
 * Story-only content for the account's order views (not exported from the design system): orders
 * shaped like the api's `OrderSummary`.
 */
import type { OrderHistoryOrder } from './order-history';

export const historyOrders: OrderHistoryOrder[] = [
  { id: '41', reference: 'ESIM-7Q4K2M', placedAt: '2026-03-14T10:30:00Z', status: 'delivered', total: { amount: 1299, currency: 'EUR' } },
  { id: '40', reference: 'ESIM-3XW9PL', placedAt: '2026-02-02T18:05:00Z', status: 'delivering', total: { amount: 4598, currency: 'EUR' } },
  {
    id: '38',
    reference: 'ESIM-Q8ZB4N',
    placedAt: '2026-01-20T07:45:00Z',
    status: 'awaitingPayment',
    total: { amount: 899, currency: 'EUR' },
  },
  { id: '35', reference: 'ESIM-M2RT6C', placedAt: '2025-12-28T12:00:00Z', status: 'cancelled', total: { amount: 2499, currency: 'EUR' } },
];

/** Issue 15: a PayPal payment PayPal is still confirming, and one it denied. */
export const payPalOutcomeOrders: OrderHistoryOrder[] = [
  {
    id: '44',
    reference: 'ESIM-P3ND1NG',
    placedAt: '2026-03-20T08:15:00Z',
    status: 'paymentPending',
    total: { amount: 1999, currency: 'EUR' },
  },
  {
    id: '43',
    reference: 'ESIM-D3N13D0',
    placedAt: '2026-03-19T16:40:00Z',
    status: 'paymentFailed',
    total: { amount: 899, currency: 'EUR' },
  },
];
