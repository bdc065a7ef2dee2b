/*
 * Story-only content for the order details (not exported from the design system): orders shaped
 * like the api's `AccountOrder`.
 */
import { qrCodeDataUrlFixture } from '../thank-you-panel/thank-you-panel.story-data';
import type { OrderDetailsEsim, OrderDetailsOrder } from './order-details';

function esimFor(orderLineId: string, activationCode: string): OrderDetailsEsim {
  const smdpAddress = 'smdp.sandbox.esim.example';
  const lpaString = `LPA:1$${smdpAddress}$${activationCode}`;
  return {
    orderLineId,
    lpaString,
    qrCodeDataUrl: qrCodeDataUrlFixture,
    appleInstallUrl: `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(lpaString)}`,
    smdpAddress,
    activationCode,
  };
}

const eur = (amount: number) => ({ amount, currency: 'EUR' });

export const deliveredOrder: OrderDetailsOrder = {
  id: '41',
  reference: 'ESIM-7Q4K2M',
  placedAt: '2026-03-14T10:30:00Z',
  status: 'delivered',
  total: eur(3897),
  lines: [
    { id: 'l1', name: 'France eSIM 5 GB 30 days', quantity: 1, unitPriceWithTax: eur(1299), linePriceWithTax: eur(1299) },
    { id: 'l2', name: 'Japan eSIM 10 GB 30 days', quantity: 2, unitPriceWithTax: eur(1299), linePriceWithTax: eur(2598) },
  ],
  subtotals: { products: eur(3248), shipping: eur(0), tax: eur(649) },
  paymentMethod: 'Card',
  history: [
    { at: '2026-03-14T10:30:00Z', status: 'awaitingPayment' },
    { at: '2026-03-14T10:31:00Z', status: 'delivering' },
    { at: '2026-03-14T10:31:20Z', status: 'delivered' },
  ],
  billingAddressLines: ['Jordan Lee', '12 Rue de Rivoli', '75001 Paris', 'France'],
  esims: [esimFor('l1', 'K2-4F7Q9B-1D8M2X'), esimFor('l2', 'K2-9ZP3LW-7C2R5T'), esimFor('l2', 'K2-6HN8VD-3Q4E1Y')],
  invoiceUrl: '/invoices/41.pdf',
};

/** Not paid: no payment method, no invoice, no eSIMs yet. */
export const unpaidOrder: OrderDetailsOrder = {
  ...deliveredOrder,
  id: '38',
  reference: 'ESIM-Q8ZB4N',
  status: 'awaitingPayment',
  total: eur(1299),
  lines: deliveredOrder.lines.slice(0, 1),
  subtotals: { products: eur(1083), shipping: eur(0), tax: eur(216) },
  paymentMethod: null,
  history: [{ at: '2026-01-20T07:45:00Z', status: 'awaitingPayment' }],
  esims: [],
  invoiceUrl: null,
};

/** Issue 15: PayPal is still confirming the payment: placed, paid with PayPal, no invoice and no eSIM yet. */
export const payPalPendingOrder: OrderDetailsOrder = {
  ...unpaidOrder,
  id: '44',
  reference: 'ESIM-P3ND1NG',
  status: 'paymentPending',
  paymentMethod: 'PayPal',
  history: [
    { at: '2026-03-20T08:14:00Z', status: 'awaitingPayment' },
    { at: '2026-03-20T08:15:00Z', status: 'paymentPending' },
  ],
};

/**
 * Issue 32: paid by card, but the supplier has not issued the eSIM yet: the eSIMs section says it
 * follows by email, since when the order waits.
 */
export const delayedOrder: OrderDetailsOrder = {
  ...deliveredOrder,
  id: '45',
  reference: 'ESIM-D3L4YD',
  placedAt: '2026-06-15T07:59:00Z',
  status: 'delivering',
  history: [
    { at: '2026-06-15T07:59:00Z', status: 'awaitingPayment' },
    { at: '2026-06-15T08:00:00Z', status: 'delivering' },
  ],
  esims: [],
  esimDelayedSince: '2026-06-15T08:00:00.000Z',
  invoiceUrl: '/invoices/45.pdf',
};

/**
 * Issue 35: paid, then cancelled and refunded in two parts: the invoice stays, each refund has
 * its credit note.
 */
export const refundedOrder: OrderDetailsOrder = {
  ...deliveredOrder,
  id: '46',
  reference: 'ESIM-R3FUND',
  status: 'cancelled',
  history: [...deliveredOrder.history, { at: '2026-03-16T09:00:00Z', status: 'cancelled' }],
  esims: [],
  invoiceUrl: '/invoices/46.pdf',
  creditNotes: [
    { number: 'CN-2026-000003', amount: eur(1299), url: '/invoices/46/CN-2026-000003.pdf' },
    { number: 'CN-2026-000004', amount: eur(2598), url: '/invoices/46/CN-2026-000004.pdf' },
  ],
};
