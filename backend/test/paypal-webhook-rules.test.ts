import { describe, expect, it } from 'vitest';

import { reconciliationOf, type ShopWalletPayment } from '../src/plugins/payment/wallet/reconciliation/reconciliation-rules';
import { verifyCapturedOrPending } from '../src/plugins/payment/wallet/wallet-order-rules';
import { readEvent, transmissionOf, webhookEventOf, HANDLED_EVENT_TYPES } from '../src/plugins/payment/wallet/webhook/webhook-rules';
import { walletCapture, walletOrder } from './support/wallet-orders';

/*
 * The event rules of issue 15's PayPal webhooks: what the endpoint reads of a delivery (headers,
 * envelope, the ids in the resource), and what the reconciliation does with a payment given
 * PayPal's order, whatever event brought it there and in whatever order.
 */

const HEADERS = {
  'paypal-auth-algo': 'SHA256withRSA',
  'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270',
  'paypal-transmission-id': '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
  'paypal-transmission-sig':
    'lmI95Jx3Y9nhR5SJWlHVIWpg4AgFk7n9bCHSRxbrd8A9zrhdu2rMyFrmz+Zjh3s3boXB07VXCXUZy/UFzUlnGJn0wDugt7FlSvdKeIJenLRemUxYCPVoEZzg9VFNqOa48gMkvF+XTpxBeUx/kWy6B5cp7GkT2+pOowfRK7OaynuxUoKW3JcMWw272VKjLTtTAShncla7tGF+55rxyt2KNZIIqxNMJ48RDZheGU5w1npu9dZHnPgTXB9iomeVRoD8O/jhRpnKsGrDschyNdkeh81BJJMH4Ctc6lnCCquoP/GzCzz33MMsNdid7vL/NIWaCsekQpW26FpWPi/tfj8nLA==',
  'paypal-transmission-time': '2016-02-18T20:01:35Z',
};

describe('transmissionOf (the PAYPAL-* headers)', () => {
  it('reads the five headers of a PayPal delivery', () => {
    expect(transmissionOf(HEADERS)).toEqual({
      ok: true,
      transmission: {
        authAlgo: 'SHA256withRSA',
        certUrl: HEADERS['paypal-cert-url'],
        transmissionId: HEADERS['paypal-transmission-id'],
        transmissionSig: HEADERS['paypal-transmission-sig'],
        transmissionTime: '2016-02-18T20:01:35Z',
      },
    });
  });

  it('an unsigned delivery names what is missing; a malformed or repeated header is invalid', () => {
    expect(transmissionOf({})).toEqual({
      ok: false,
      missing: ['paypal-auth-algo', 'paypal-cert-url', 'paypal-transmission-id', 'paypal-transmission-sig', 'paypal-transmission-time'],
      invalid: [],
    });
    const { 'paypal-transmission-sig': _sig, ...unsigned } = HEADERS;
    expect(transmissionOf(unsigned)).toEqual({ ok: false, missing: ['paypal-transmission-sig'], invalid: [] });
    expect(transmissionOf({ ...HEADERS, 'paypal-transmission-sig': '  ' })).toEqual({
      ok: false,
      missing: ['paypal-transmission-sig'],
      invalid: [],
    });
    expect(transmissionOf({ ...HEADERS, 'paypal-cert-url': 'javascript:alert(1)' })).toEqual({
      ok: false,
      missing: [],
      invalid: ['paypal-cert-url'],
    });
    expect(transmissionOf({ ...HEADERS, 'paypal-transmission-time': 'yesterday' })).toMatchObject({
      invalid: ['paypal-transmission-time'],
    });
    expect(transmissionOf({ ...HEADERS, 'paypal-auth-algo': ['SHA256withRSA', 'none'] })).toMatchObject({ invalid: ['paypal-auth-algo'] });
    expect(transmissionOf({ ...HEADERS, 'paypal-transmission-id': '1'.repeat(51) })).toMatchObject({ invalid: ['paypal-transmission-id'] });
    expect(transmissionOf({ ...HEADERS, 'paypal-transmission-sig': 'a'.repeat(1001) })).toMatchObject({
      invalid: ['paypal-transmission-sig'],
    });
  });
});

function captureEvent(type: string, resource: Record<string, unknown> = {}) {
  return {
    id: 'WH-58D329510W468432D-8HN650336L201105X',
    event_type: type,
    resource_type: 'capture',
    resource: {
      id: '3C679366HH908993F',
      status: 'COMPLETED',
      custom_id: 'K7QH2XJ9ABCDEFGH',
      supplementary_data: { related_ids: { order_id: '5O190127TN364715T' } },
      ...resource,
    },
  };
}

function refundEvent(
  type: string,
  links: unknown = [{ rel: 'up', href: 'https://api.paypal.com/v2/payments/captures/3C679366HH908993F' }],
) {
  return {
    id: 'WH-1',
    event_type: type,
    resource_type: 'refund',
    resource: { id: '1JU08902781691411', status: 'COMPLETED', custom_id: 'K7QH2XJ9ABCDEFGH', links },
  };
}

const read = (body: unknown) => {
  const event = webhookEventOf(body);
  if (!event) throw new Error('not an event');
  return readEvent(event);
};

describe('readEvent (what a verified event points to)', () => {
  it('capture events carry the capture, PayPal’s order and the shop’s order code', () => {
    for (const type of ['PAYMENT.CAPTURE.COMPLETED', 'PAYMENT.CAPTURE.PENDING', 'PAYMENT.CAPTURE.DENIED']) {
      expect(read(captureEvent(type))).toEqual({
        kind: 'handled',
        eventId: 'WH-58D329510W468432D-8HN650336L201105X',
        eventType: type,
        hint: { captureId: '3C679366HH908993F', walletOrderId: '5O190127TN364715T', orderCode: 'K7QH2XJ9ABCDEFGH' },
      });
    }
  });

  it('refund and reversal events point to the capture through their `up` link, never their own id', () => {
    for (const type of ['PAYMENT.CAPTURE.REFUNDED', 'PAYMENT.CAPTURE.REVERSED']) {
      expect(read(refundEvent(type))).toEqual({
        kind: 'handled',
        eventId: 'WH-1',
        eventType: type,
        hint: { captureId: '3C679366HH908993F', orderCode: 'K7QH2XJ9ABCDEFGH' },
      });
    }
    expect(
      read(refundEvent('PAYMENT.CAPTURE.REFUNDED', [{ rel: 'self', href: 'https://api.paypal.com/v2/payments/captures/X' }])),
    ).toMatchObject({ hint: { orderCode: 'K7QH2XJ9ABCDEFGH' } });
    expect(read(refundEvent('PAYMENT.CAPTURE.REFUNDED', 'not links'))).toEqual({
      kind: 'handled',
      eventId: 'WH-1',
      eventType: 'PAYMENT.CAPTURE.REFUNDED',
      hint: { orderCode: 'K7QH2XJ9ABCDEFGH' },
    });
  });

  it('other event types are ignored, as are handled ones that name no payment; ids that are not ids are dropped', () => {
    expect(HANDLED_EVENT_TYPES).toHaveLength(5);
    expect(read({ id: 'WH-2', event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: 'X' } })).toEqual({
      kind: 'ignored',
      eventId: 'WH-2',
      eventType: 'CHECKOUT.ORDER.APPROVED',
      why: 'unhandledType',
    });
    expect(read({ id: 'WH-3', event_type: 'PAYMENT.CAPTURE.COMPLETED' })).toEqual({
      kind: 'ignored',
      eventId: 'WH-3',
      eventType: 'PAYMENT.CAPTURE.COMPLETED',
      why: 'noPaymentIds',
    });
    const hostile = captureEvent('PAYMENT.CAPTURE.COMPLETED', {
      id: "x' OR 1=1 --",
      custom_id: { $ne: null },
      supplementary_data: { related_ids: { order_id: '%' } },
    });
    expect(read(hostile)).toMatchObject({ kind: 'ignored', why: 'noPaymentIds' });
  });

  it('a body that is not an event envelope is refused before anything is asked', () => {
    for (const body of [
      null,
      [],
      'text',
      {},
      { id: 'WH-1' },
      { id: 'WH 1', event_type: 'X' },
      { id: 'WH-1', event_type: 'X', resource: [] },
      { id: 'x'.repeat(101), event_type: 'X' },
    ]) {
      expect(webhookEventOf(body)).toBeUndefined();
    }
  });
});

const capture = walletCapture;
const remote = walletOrder;
const payment = (overrides: Partial<ShopWalletPayment> = {}): ShopWalletPayment => ({
  state: 'Authorized',
  amount: 2420,
  currencyCode: 'EUR',
  captureId: 'CAP1',
  knownRefundIds: new Set(),
  ...overrides,
});
const placed = { code: 'ORD1', state: 'PaymentAuthorized' };

describe('reconciliationOf (one payment against PayPal’s order)', () => {
  it('a pending payment waits while PayPal holds the capture, settles once it completes, and is declined when denied', () => {
    expect(
      reconciliationOf(payment(), placed, remote({ captures: [capture({ status: 'PENDING', statusReason: 'ECHECK' })] })),
    ).toMatchObject({ action: 'wait' });
    expect(reconciliationOf(payment(), placed, remote())).toMatchObject({ action: 'settle', capture: { id: 'CAP1' } });
    expect(reconciliationOf(payment(), placed, remote({ captures: [capture({ status: 'DECLINED' })] }))).toEqual({
      action: 'decline',
      reason: 'declined',
    });
    expect(reconciliationOf(payment(), placed, remote({ captures: [capture({ status: 'FAILED' })] }))).toEqual({
      action: 'decline',
      reason: 'declined',
    });
    expect(reconciliationOf(payment(), placed, remote({ captures: [capture({ status: 'REFUNDED' })] }))).toEqual({
      action: 'decline',
      reason: 'refundedBeforeSettled',
    });
  });

  it('order does not matter: every event of one payment reads the same PayPal truth and reaches the same end', () => {
    // PENDING arriving after COMPLETED, or COMPLETED twice: once settled, nothing more.
    const settled = payment({ state: 'Settled' });
    expect(reconciliationOf(settled, { ...placed, state: 'PaymentSettled' }, remote())).toEqual({ action: 'none' });
    // A DENIED event after the decline: the decline's remaining steps only (each done once by the service).
    expect(
      reconciliationOf(
        payment({ state: 'Declined' }),
        { ...placed, state: 'Cancelled' },
        remote({ captures: [capture({ status: 'DECLINED' })] }),
      ),
    ).toEqual({ action: 'decline', reason: 'declined' });
    // Payments in other states (a failed recording, staff's cancellation) are left alone.
    expect(reconciliationOf(payment({ state: 'Error' }), placed, remote())).toEqual({ action: 'none' });
    expect(reconciliationOf(payment({ state: 'Cancelled' }), placed, remote())).toEqual({ action: 'none' });
  });

  it('completed after staff cancelled the order: settled then refunded, never delivered', () => {
    expect(reconciliationOf(payment(), { ...placed, state: 'Cancelled' }, remote())).toMatchObject({ action: 'settleThenRefund' });
  });

  it('records refunds and reversals the shop did not make, once, on a settled payment', () => {
    const refunds = [
      { id: 'R-SHOP', status: 'COMPLETED' as const, amount: 1000, currencyCode: 'EUR' },
      { id: 'R-OUTSIDE', status: 'COMPLETED' as const, amount: 1420, currencyCode: 'EUR' },
      { id: 'R-PENDING', status: 'PENDING' as const, amount: 5, currencyCode: 'EUR' },
    ];
    const settled = payment({ state: 'Settled', knownRefundIds: new Set(['R-SHOP']) });
    expect(
      reconciliationOf(settled, { ...placed, state: 'Delivered' }, remote({ captures: [capture({ status: 'REFUNDED' })], refunds })),
    ).toEqual({ action: 'recordRefunds', refunds: [refunds[1]] });
    const after = payment({ state: 'Settled', knownRefundIds: new Set(['R-SHOP', 'R-OUTSIDE']) });
    expect(reconciliationOf(after, { ...placed, state: 'Delivered' }, remote({ refunds }))).toEqual({ action: 'none' });
  });

  it('never acts on a PayPal order that is not this payment’s', () => {
    expect(reconciliationOf(payment(), placed, remote({ orderCode: 'OTHER' }))).toEqual({ action: 'mismatch', why: 'otherOrder' });
    expect(reconciliationOf(payment(), placed, remote({ captures: [] }))).toEqual({ action: 'mismatch', why: 'noCapture' });
    expect(reconciliationOf(payment({ captureId: 'CAP2' }), placed, remote())).toEqual({ action: 'mismatch', why: 'noCapture' });
    expect(reconciliationOf(payment(), placed, remote({ captures: [capture({ amount: 2419 })] }))).toEqual({
      action: 'mismatch',
      why: 'amountMismatch',
    });
    expect(reconciliationOf(payment(), placed, remote({ captures: [capture({ currencyCode: 'USD' })] }))).toEqual({
      action: 'mismatch',
      why: 'currencyMismatch',
    });
  });
});

describe('verifyCapturedOrPending (what the finish records)', () => {
  const expected = { orderCode: 'ORD1', currencyCode: 'EUR', total: 2420 };
  // Issue 15: a PENDING capture used to be refused, the cart sent back, and PayPal's later completion never reached the shop.
  it('a PENDING capture of the order’s total is recorded as pending', () => {
    expect(verifyCapturedOrPending(remote({ captures: [capture({ status: 'PENDING' })] }), expected)).toEqual({
      ok: true,
      capture: capture({ status: 'PENDING' }),
      pending: true,
    });
    expect(verifyCapturedOrPending(remote(), expected)).toEqual({ ok: true, capture: capture(), pending: false });
  });

  it('a PENDING capture of another amount, currency or order is refused like a completed one', () => {
    expect(verifyCapturedOrPending(remote({ captures: [capture({ status: 'PENDING', amount: 1 })] }), expected)).toEqual({
      ok: false,
      reason: 'amountMismatch',
    });
    expect(verifyCapturedOrPending(remote({ captures: [capture({ status: 'PENDING', currencyCode: 'USD' })] }), expected)).toEqual({
      ok: false,
      reason: 'currencyMismatch',
    });
    expect(
      verifyCapturedOrPending(remote({ orderCode: 'OTHER', customId: 'OTHER', captures: [capture({ status: 'PENDING' })] }), expected),
    ).toEqual({ ok: false, reason: 'otherOrder' });
    expect(verifyCapturedOrPending(remote({ captures: [capture({ status: 'DECLINED' })] }), expected)).toEqual({
      ok: false,
      reason: 'declined',
    });
    expect(
      verifyCapturedOrPending(remote({ captures: [capture({ status: 'PENDING' }), capture({ id: 'CAP2', status: 'PENDING' })] }), expected),
    ).toEqual({ ok: false, reason: 'amountMismatch' });
  });
});
