import { describe, expect, it } from 'vitest';

import { refusal } from '../../test-support/answering-client';
import { activeOrder, cartReadyToPay, orderByCode } from '../../test-support/card-sandbox';
import { approveAsBuyer, cancelAsBuyer, capturesOf, injectPayPalFault, paypalUrl } from '../../test-support/paypal-sandbox';
import { newShopper, type Shopper } from '../../test-support/shopper';
import { addToCart, getCartItems } from '../cart/cart';
import { getProduct } from '../catalog/product';
import { finishWalletPayment, startWalletPayment } from './wallet-payment';

/** A shopper whose cart is ready to pay and who approved its wallet order at the simulator. */
async function approvedPayment(email: string) {
  const shopper = newShopper();
  const cart = await cartReadyToPay(shopper.client, { email });
  const start = await startWalletPayment(shopper.client, { method: 'paypal' });
  const back = await approveAsBuyer(start.approveUrl);
  return { shopper, cart, start, back };
}

const hasTrace = (shopper: Shopper) => shopper.cookieHeader().includes('esim_shop_wallet_trace=');

describe('startWalletPayment', () => {
  it('creates the wallet order for the cart and answers the simulator’s approval page, setting the trace cookie', async () => {
    const shopper = newShopper();
    const cart = await cartReadyToPay(shopper.client, { email: 'wallet.start@example.com' });
    const start = await startWalletPayment(shopper.client, { method: 'paypal' });
    expect(new URL(start.approveUrl).origin).toBe(new URL(paypalUrl()).origin);
    expect(new URL(start.approveUrl).searchParams.get('token')).toBe(start.walletOrderId);
    expect(hasTrace(shopper)).toBe(true);
    // The cart is not locked while the shopper is at the wallet.
    expect((await activeOrder(shopper.client))?.state).toBe('AddingItems');
    // A double click asks for the same wallet order.
    expect((await startWalletPayment(shopper.client, { method: 'paypal' })).walletOrderId).toBe(start.walletOrderId);
    expect((await activeOrder(shopper.client))?.code).toBe(cart.code);
  });

  it('refuses a cart without billing details and a session without a cart', async () => {
    const shopper = newShopper();
    expect(await refusal(startWalletPayment(shopper.client, { method: 'paypal' }))).toEqual({ status: 409, code: 'NO_ACTIVE_ORDER' });
    const variant = (await getProduct(shopper.client, { slug: 'france' })).variants[0];
    if (!variant) throw new Error('France has no variant');
    await addToCart(shopper.client, { variantId: variant.id, quantity: 1 });
    expect(await refusal(startWalletPayment(shopper.client, { method: 'paypal' }))).toEqual({
      status: 409,
      code: 'WALLET_PAYMENT_NOT_READY',
    });
  });
});

describe('finishWalletPayment', () => {
  it('captures the approved order once, places it, and answers the same order for a replayed return', async () => {
    const { shopper, cart, start, back } = await approvedPayment('wallet.pays@example.com');
    expect(back.location.pathname).toBe('/en/payment/paypal.html');
    expect(back.token).toBe(start.walletOrderId);

    expect(await finishWalletPayment(shopper.client, { token: back.token, payerId: back.payerId })).toEqual({
      orderCode: cart.code,
      paymentStatus: 'PAID',
    });
    const placed = await orderByCode(shopper.client, cart.code);
    expect(placed.active).toBe(false);
    expect(placed.state).toBe('PaymentSettled');
    expect(placed.payments).toEqual([expect.objectContaining({ method: 'paypal-wallet', state: 'Settled', amount: cart.totalWithTax })]);
    expect(await activeOrder(shopper.client)).toBeNull();

    expect(await finishWalletPayment(shopper.client, { token: back.token, payerId: back.payerId })).toEqual({
      orderCode: cart.code,
      paymentStatus: 'PAID',
    });
    expect(await capturesOf(back.token)).toBe(1);
  });

  it('captures once under 20 concurrent replays of one return', async () => {
    const { shopper, cart, back } = await approvedPayment('wallet.replays@example.com');
    const started = performance.now();
    const answers = await Promise.allSettled(
      Array.from({ length: 20 }, () => finishWalletPayment(shopper.newTab(), { token: back.token, payerId: back.payerId })),
    );
    const elapsed = performance.now() - started;
    const orderCodes = answers.map((answer) => (answer.status === 'fulfilled' ? answer.value.orderCode : String(answer.reason)));
    expect(orderCodes).toEqual(Array.from({ length: 20 }, () => cart.code));
    const captures = await capturesOf(back.token);
    expect(captures).toBe(1);
    console.log(`wallet: 20 concurrent replays of one return → ${captures} capture, all answered ${cart.code} in ${elapsed.toFixed(0)} ms`);
  });

  it('refuses a forged token or payer id, and another shopper’s return, capturing nothing', async () => {
    const { shopper, cart, back } = await approvedPayment('wallet.forged@example.com');
    expect(await refusal(finishWalletPayment(shopper.client, { token: 'FORGED0TOKEN1234', payerId: back.payerId }))).toEqual({
      status: 403,
      code: 'WALLET_FOREIGN_ORDER',
    });
    expect(await refusal(finishWalletPayment(shopper.client, { token: back.token, payerId: 'FORGEDPAYER12' }))).toEqual({
      status: 402,
      code: 'WALLET_VERIFICATION_FAILED',
    });
    expect(await refusal(finishWalletPayment(shopper.client, { token: '<script>', payerId: back.payerId }))).toMatchObject({
      code: 'WALLET_VERIFICATION_FAILED',
    });

    // Another browser with the link: no trace cookie. Another shopper with a cart and trace of their own: not theirs.
    const stranger = newShopper();
    expect(await refusal(finishWalletPayment(stranger.client, { token: back.token, payerId: back.payerId }))).toEqual({
      status: 402,
      code: 'WALLET_VERIFICATION_FAILED',
    });
    await cartReadyToPay(stranger.client, { email: 'wallet.stranger@example.com' });
    await startWalletPayment(stranger.client, { method: 'paypal' });
    expect(await refusal(finishWalletPayment(stranger.client, { token: back.token, payerId: back.payerId }))).toEqual({
      status: 403,
      code: 'WALLET_FOREIGN_ORDER',
    });

    expect(await capturesOf(back.token)).toBe(0);
    expect((await activeOrder(shopper.client))?.code).toBe(cart.code);
    expect(await finishWalletPayment(shopper.client, { token: back.token, payerId: back.payerId })).toEqual({
      orderCode: cart.code,
      paymentStatus: 'PAID',
    });
  });

  it('refuses a cart changed after the wallet order was made, and keeps it editable', async () => {
    const { shopper, back } = await approvedPayment('wallet.changed@example.com');
    const variant = (await getProduct(shopper.client, { slug: 'italy' })).variants[0];
    if (!variant) throw new Error('Italy has no variant');
    await addToCart(shopper.client, { variantId: variant.id, quantity: 1 });
    expect(await refusal(finishWalletPayment(shopper.client, { token: back.token, payerId: back.payerId }))).toEqual({
      status: 409,
      code: 'WALLET_AMOUNT_CHANGED',
    });
    expect(await capturesOf(back.token)).toBe(0);
    expect((await activeOrder(shopper.client))?.state).toBe('AddingItems');
    expect((await getCartItems(shopper.client)).lines).toHaveLength(2);
  });

  it('answers a cancelled or unapproved payment as not verified, the cart intact', async () => {
    const shopper = newShopper();
    const cart = await cartReadyToPay(shopper.client, { email: 'wallet.cancel@example.com' });
    const start = await startWalletPayment(shopper.client, { method: 'paypal' });
    const cancelled = await cancelAsBuyer(start.approveUrl);
    expect(cancelled.pathname).toBe('/en/payment/paypal-error.html');
    expect(await refusal(finishWalletPayment(shopper.client, { token: start.walletOrderId, payerId: 'NOBODYAPPROVED' }))).toEqual({
      status: 402,
      code: 'WALLET_VERIFICATION_FAILED',
    });
    expect(await activeOrder(shopper.client)).toMatchObject({ code: cart.code, state: 'AddingItems' });
    expect(await capturesOf(start.walletOrderId)).toBe(0);
  });

  it('answers the wallet failing (500) as unavailable with nothing captured; trying again pays once', async () => {
    const { shopper, cart, back } = await approvedPayment('wallet.down@example.com');
    await injectPayPalFault({ next: 'server_error', endpoint: 'capture', count: 1 });
    expect(await refusal(finishWalletPayment(shopper.client, { token: back.token, payerId: back.payerId }))).toEqual({
      status: 503,
      code: 'WALLET_GATEWAY_UNAVAILABLE',
    });
    expect(await capturesOf(back.token)).toBe(0);
    expect((await activeOrder(shopper.client))?.state).toBe('AddingItems');
    expect(await finishWalletPayment(shopper.client, { token: back.token, payerId: back.payerId })).toEqual({
      orderCode: cart.code,
      paymentStatus: 'PAID',
    });
    expect(await capturesOf(back.token)).toBe(1);
  });

  it('answers a capture whose answer never came as a timeout; the replay records that one capture', async () => {
    const { shopper, cart, back } = await approvedPayment('wallet.timeout@example.com');
    await injectPayPalFault({ next: 'timeout', endpoint: 'capture', count: 1, afterProcessing: true });
    expect(await refusal(finishWalletPayment(shopper.client, { token: back.token, payerId: back.payerId }))).toEqual({
      status: 504,
      code: 'WALLET_GATEWAY_TIMEOUT',
    });
    expect((await activeOrder(shopper.client))?.state).toBe('AddingItems');
    expect(await finishWalletPayment(shopper.client, { token: back.token, payerId: back.payerId })).toEqual({
      orderCode: cart.code,
      paymentStatus: 'PAID',
    });
    expect(await capturesOf(back.token)).toBe(1);
  });
});
