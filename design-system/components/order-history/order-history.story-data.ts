/*
 * Story-only content for the account's order views (not exported from the design system): labels
 * as the storefront passes them after translation and orders shaped like the api's `OrderSummary`.
 */
import type { OrderHistoryLabels, OrderHistoryOrder } from './order-history';
import type { OrderStatus } from './order-history.variants';

export const orderStatusLabelsEn: Record<OrderStatus, string> = {
  awaitingPayment: 'Awaiting payment',
  paymentPending: 'Payment being confirmed',
  delivering: 'Being prepared',
  delivered: 'Delivered',
  cancelled: 'Cancelled and refunded',
  paymentFailed: 'Cancelled: payment not completed',
};

export const orderHistoryLabelsEn: OrderHistoryLabels = {
  list: 'Your eSIMs',
  date: 'Date',
  reference: 'Reference',
  status: 'Status',
  total: 'Total',
  statuses: orderStatusLabelsEn,
  viewOrder: (reference) => `Order ${reference}, see the details`,
  loading: 'Loading your eSIMs',
  empty: 'You have no eSIMs yet',
  browse: 'Browse destinations',
  error: 'We could not load your eSIMs.',
  retry: 'Try again',
  pages: 'Pages',
  previous: 'Previous',
  next: 'Next',
  page: (page) => `Page ${page}`,
};

export const orderHistoryLabelsJa: OrderHistoryLabels = {
  list: 'ご購入の eSIM',
  date: 'ご注文日',
  reference: 'ご注文番号',
  status: 'ステータス',
  total: '合計',
  statuses: {
    awaitingPayment: 'お支払い待ち',
    paymentPending: 'お支払いを確認中',
    delivering: '準備中',
    delivered: 'お届け済み',
    cancelled: 'キャンセル・返金済み',
    paymentFailed: 'キャンセル（お支払い未完了）',
  },
  viewOrder: (reference) => `ご注文 ${reference} の詳細を見る`,
  loading: 'eSIM を読み込んでいます',
  empty: 'まだ eSIM をご購入いただいていません',
  browse: '渡航先を探す',
  error: 'eSIM を読み込めませんでした。',
  retry: 'もう一度試す',
  pages: 'ページ',
  previous: '前へ',
  next: '次へ',
  page: (page) => `${page} ページ`,
};

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
