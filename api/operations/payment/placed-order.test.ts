import { describe, expect, it } from 'vitest';

import { clientAnswering, rejection } from '../../test-support/answering-client';
import { getPlacedOrder } from './placed-order';

/*
 * The thank-you page's order without a backend: how the backend's status, eSIMs and delay
 * (issue 32) become the status the page shows. The real backend is in placed-order.integration.test.ts.
 */

const SINCE = '2026-06-15T08:30:00.000Z';
const LPA = 'LPA:1$smdp.sandbox.esim.example$K2-4F7Q9B-1D8M2X';

const esim = {
  orderLineId: '1',
  lpaString: LPA,
  qrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
  appleInstallUrl: `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(LPA)}`,
  smdpAddress: 'smdp.sandbox.esim.example',
  matchingId: 'K2-4F7Q9B-1D8M2X',
  status: {
    id: '5',
    iccid: '8931080000000012345',
    orderCode: 'ABC123',
    planName: 'France eSIM 5 GB 30 days',
    productSlug: 'france',
    usage: null,
  },
};

function placed(fields: Record<string, unknown> = {}) {
  return {
    orderByCode: {
      code: 'ABC123',
      currencyCode: 'EUR',
      totalQuantity: 1,
      couponCodes: [],
      discounts: [],
      total: 1083,
      totalWithTax: 1299,
      lines: [
        {
          id: '1',
          quantity: 1,
          orderPlacedQuantity: 1,
          unitPrice: 1083,
          discountedUnitPrice: 1083,
          discountedLinePrice: 1083,
          discountedLinePriceWithTax: 1299,
          productVariant: {
            id: '11',
            sku: 'FR-5GB-30D',
            name: 'France eSIM 5 GB 30 days',
            options: [{ code: '5gb', name: '5 GB', group: { code: 'france-data' } }],
            product: { slug: 'france', name: 'France eSIM', facetValues: [{ code: 'FR', facet: { code: 'destination' } }] },
          },
        },
      ],
      state: 'PaymentSettled',
      accountStatus: 'delivering',
      customer: { emailAddress: 'jordan.lee@example.com' },
      esimUsageLinkToken: 'ABC123.1798761600.mac',
      esims: [],
      esimDelay: null,
      ...fields,
    },
  };
}

describe('getPlacedOrder: a late supplier (issue 32)', () => {
  it('paid, no eSIM yet, no delay reported: delivering', async () => {
    const order = await getPlacedOrder(clientAnswering(placed()), 'ABC123');
    expect(order).toMatchObject({ status: 'delivering', esimDelayedSince: null, esims: [] });
  });

  it('paid, no eSIM, the backend reports a delay: delayed, since then, the guest link kept', async () => {
    const order = await getPlacedOrder(clientAnswering(placed({ esimDelay: { since: SINCE } })), 'ABC123');
    expect(order).toMatchObject({
      status: 'delayed',
      esimDelayedSince: SINCE,
      esims: [],
      email: 'jordan.lee@example.com',
      esimUsageLinkToken: 'ABC123.1798761600.mac',
    });
  });

  it('an eSIM has arrived: delivered, the delay no longer shown', async () => {
    const order = await getPlacedOrder(clientAnswering(placed({ esimDelay: { since: SINCE }, esims: [esim] })), 'ABC123');
    expect(order).toMatchObject({ status: 'delivered', esimDelayedSince: null });
    expect(order.esims).toHaveLength(1);
  });

  it('PayPal still confirming, or cancelled and refunded: their own status, never delayed', async () => {
    const pending = await getPlacedOrder(
      clientAnswering(placed({ state: 'PaymentAuthorized', accountStatus: 'paymentPending', esimDelay: { since: SINCE } })),
      'ABC123',
    );
    expect(pending).toMatchObject({ status: 'paymentPending', esimDelayedSince: null });
    const cancelled = await getPlacedOrder(
      clientAnswering(placed({ state: 'Cancelled', accountStatus: 'cancelled', esimDelay: { since: SINCE } })),
      'ABC123',
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', esimDelayedSince: null, esimUsageLinkToken: null });
  });

  it('a delay date that is no date: ShopError schema', async () => {
    const error = await rejection(getPlacedOrder(clientAnswering(placed({ esimDelay: { since: 'soon' } })), 'ABC123'));
    expect(error).toMatchObject({ operation: 'getPlacedOrder', detail: { kind: 'schema' } });
  });
});
