import { beforeAll, describe, expect, it } from 'vitest';

import { decodeQr, LPA, pngOfDataUrl } from '../../../e2e/support/mailbox';
import type { ShopClient } from '../../client';
import type { CardPaymentConfig } from './card-payment';
import { BROWSER, TEST_CARDS, cartReadyToPay, tokenFor } from '../../test-support/card-sandbox';
import { newShopper } from '../../test-support/shopper';
import { rejection } from '../../test-support/answering-client';
import { debitCard, getCardPaymentConfig } from './card-payment';
import { getPlacedOrder, type PlacedOrder } from './placed-order';

/*
 * getPlacedOrder (the thank-you page's order) against the real backend: an order paid through
 * the card api, delivered by the backend's job within seconds, readable by the session that paid
 * it and by nobody else.
 */

let config: CardPaymentConfig;

beforeAll(async () => {
  config = await getCardPaymentConfig(newShopper().client);
});

/** A cart of two FR-5GB-30D paid with the frictionless card; answers its code and total. */
async function paidOrder(client: ShopClient, email: string) {
  const cart = await cartReadyToPay(client, { email });
  const paid = await debitCard(client, { token: await tokenFor(config, TEST_CARDS.frictionless), browser: BROWSER });
  if (paid.status !== 'succeeded') throw new Error(`the frictionless card was not approved: ${paid.status}`);
  expect(paid.orderCode).toBe(cart.code);
  return cart;
}

/** Asks until the backend's job has delivered the eSIMs (the thank-you page's polling). */
async function delivered(client: ShopClient, code: string): Promise<PlacedOrder> {
  let order: PlacedOrder | undefined;
  await expect
    .poll(
      async () => {
        order = await getPlacedOrder(client, code);
        return order.status;
      },
      { timeout: 10_000, interval: 200 },
    )
    .toBe('delivered');
  if (!order) throw new Error('no order');
  return order;
}

describe('getPlacedOrder', () => {
  it('the paying session gets its order delivered: one eSIM per item, each with a valid LPA, its QR code and the Apple link', async () => {
    const shopper = newShopper();
    const email = `placed-${Date.now()}@example.com`;
    const cart = await paidOrder(shopper.client, email);

    const first = await getPlacedOrder(shopper.client, cart.code);
    expect(first.code).toBe(cart.code);
    expect(['delivering', 'delivered']).toContain(first.status);

    const order = await delivered(shopper.client, cart.code);
    expect(order).toMatchObject({ code: cart.code, status: 'delivered', email });
    expect(order.cart.totalIncludingTax.amount).toBe(cart.totalWithTax);
    const items = order.cart.lines.reduce((count, line) => count + line.quantity, 0);
    expect(items).toBe(2);
    expect(order.esims).toHaveLength(items);
    for (const line of order.cart.lines) expect(order.esims.filter((esim) => esim.orderLineId === line.id)).toHaveLength(line.quantity);

    for (const esim of order.esims) {
      const [, smdpAddress, matchingId] = LPA.exec(esim.lpaString) ?? [];
      expect(esim.lpaString).toMatch(LPA);
      expect(esim).toMatchObject({ smdpAddress, activationCode: matchingId });
      expect(esim.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
      expect(decodeQr(pngOfDataUrl(esim.qrCodeDataUrl))).toBe(esim.lpaString);
      expect(esim.appleInstallUrl).toContain(`carddata=${encodeURIComponent(esim.lpaString)}`);
      expect(new URL(esim.appleInstallUrl).searchParams.get('carddata')).toBe(esim.lpaString);
    }
    expect(new Set(order.esims.map((esim) => esim.activationCode)).size).toBe(items);

    // Another tab of the same browser (same session) reads it too.
    expect((await getPlacedOrder(shopper.newTab(), cart.code)).esims).toEqual(order.esims);
  });

  it('another session asking for that code gets a 404, like an unknown code', async () => {
    const owner = newShopper();
    const cart = await paidOrder(owner.client, `owner-${Date.now()}@example.com`);
    await delivered(owner.client, cart.code);

    const stranger = await rejection(getPlacedOrder(newShopper().client, cart.code));
    expect(stranger).toMatchObject({ status: 404, isNotFound: true });

    // A stranger who has a cart (a session of their own) is no better off.
    const shopperWithCart = newShopper();
    await cartReadyToPay(shopperWithCart.client, { email: `stranger-${Date.now()}@example.com` });
    expect(await rejection(getPlacedOrder(shopperWithCart.client, cart.code))).toMatchObject({ status: 404 });

    // The owner still can.
    expect((await getPlacedOrder(owner.client, cart.code)).status).toBe('delivered');
  });

  it('an unknown code, and the code of a cart not paid yet, are 404', async () => {
    const { client } = newShopper();
    expect(await rejection(getPlacedOrder(client, 'NOSUCHORDER0000'))).toMatchObject({ status: 404, isNotFound: true });

    const cart = await cartReadyToPay(client, { email: `unpaid-${Date.now()}@example.com` });
    expect(await rejection(getPlacedOrder(client, cart.code))).toMatchObject({ status: 404 });
  });
});
