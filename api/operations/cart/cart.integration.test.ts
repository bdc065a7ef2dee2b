import { describe, expect, it } from 'vitest';
import { z } from '../../zod';

import type { ShopClient } from '../../client';
import { ShopError } from '../../errors';
import type { ShopCurrency } from '../../locale';
import { MAX_QUANTITY_PER_LINE } from './cart-limits';
import { emptyCart, type Cart } from './cart-order';
import { newShopper } from '../../test-support/shopper';
import { addToCart, applyCoupon, getCartItems, removeCoupon, removeFromCart, updateCart } from './cart';
import { getProduct } from '../catalog/product';

/** A seeded plan: its variant id and price in the given currency. */
async function plan(slug: string, sku: string, currency: ShopCurrency = 'EUR') {
  const { client } = newShopper({ currency });
  const variant = (await getProduct(client, { slug })).variants.find((candidate) => candidate.sku === sku);
  if (!variant) throw new Error(`${sku} is not seeded`);
  return { variantId: variant.id, price: variant.price.amount };
}

const france5gb = () => plan('france', 'FR-5GB-30D');
const france1gb = () => plan('france', 'FR-1GB-7D');

/** The ShopError a call raised, as the fields callers branch on. */
async function refusal(call: Promise<unknown>) {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ShopError) || error.detail.kind !== 'http') throw new Error(`expected a ShopError, got ${String(error)}`);
  return { status: error.status, code: error.detail.code, message: error.message };
}

function amounts(cart: Cart) {
  return {
    subtotal: cart.subtotal.amount,
    taxSubtotal: cart.taxSubtotal.amount,
    totalExcludingTax: cart.totalExcludingTax.amount,
    totalIncludingTax: cart.totalIncludingTax.amount,
    totalQuantity: cart.totalQuantity,
  };
}

describe('cart of a session', () => {
  it('a new session has the empty EUR cart', async () => {
    expect(await getCartItems(newShopper().client)).toEqual(emptyCart('EUR'));
  });

  it('adding a plan answers the cart with the line and its totals (VAT 0 until an address says otherwise)', async () => {
    const { client } = newShopper();
    const { variantId, price } = await france5gb();
    const cart = await addToCart(client, { variantId, quantity: 1 });
    expect(cart.code).toMatch(/^[A-Z0-9]+$/);
    expect(cart.currency).toBe('EUR');
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({
      variantId,
      sku: 'FR-5GB-30D',
      productSlug: 'france',
      productName: 'France eSIM',
      name: 'France eSIM 5 GB 30 days',
      flagCode: 'fr',
      quantity: 1,
      unitPrice: { amount: price, currency: 'EUR' },
      discountedUnitPrice: { amount: price, currency: 'EUR' },
      linePrice: { amount: price, currency: 'EUR' },
      linePriceWithTax: { amount: price, currency: 'EUR' },
    });
    expect(cart.lines[0]?.options).toEqual([
      { group: 'data', code: '5gb', name: '5 GB' },
      { group: 'duration', code: '30d', name: '30 days' },
    ]);
    expect(amounts(cart)).toEqual({
      subtotal: price,
      taxSubtotal: 0,
      totalExcludingTax: price,
      totalIncludingTax: price,
      totalQuantity: 1,
    });
    expect(cart).toMatchObject({ couponCodes: [], couponsAllowed: 1, discounts: [] });
    expect(await getCartItems(client)).toEqual(cart);
  });

  it('the same plan twice is one line of quantity 2; another plan is a second line', async () => {
    const { client } = newShopper();
    const fiveGb = await france5gb();
    const oneGb = await france1gb();
    await addToCart(client, { variantId: fiveGb.variantId, quantity: 1 });
    const twice = await addToCart(client, { variantId: fiveGb.variantId, quantity: 1 });
    expect(twice.lines.map((line) => [line.sku, line.quantity])).toEqual([['FR-5GB-30D', 2]]);
    expect(amounts(twice)).toMatchObject({ subtotal: 2 * fiveGb.price, totalIncludingTax: 2 * fiveGb.price, totalQuantity: 2 });
    const two = await addToCart(client, { variantId: oneGb.variantId, quantity: 3 });
    expect(two.lines.map((line) => [line.sku, line.quantity])).toEqual([
      ['FR-5GB-30D', 2],
      ['FR-1GB-7D', 3],
    ]);
    expect(amounts(two)).toMatchObject({ subtotal: 2 * fiveGb.price + 3 * oneGb.price, totalQuantity: 5 });
  });

  it('updates a line up and down to the quantity given, and removes it', async () => {
    const { client } = newShopper();
    const { variantId, price } = await france5gb();
    const lineId = (await addToCart(client, { variantId, quantity: 1 })).lines[0]?.id ?? '';
    const up = await updateCart(client, { lineId, quantity: 3 });
    expect(amounts(up)).toMatchObject({ subtotal: 3 * price, totalQuantity: 3 });
    // Sent twice, as a retry would: the quantity is absolute, so nothing moves twice.
    await updateCart(client, { lineId, quantity: 2 });
    const down = await updateCart(client, { lineId, quantity: 2 });
    expect(down.lines[0]).toMatchObject({ id: lineId, quantity: 2, linePrice: { amount: 2 * price } });
    const removed = await removeFromCart(client, { lineId });
    expect(removed.lines).toEqual([]);
    expect(amounts(removed)).toEqual({ subtotal: 0, taxSubtotal: 0, totalExcludingTax: 0, totalIncludingTax: 0, totalQuantity: 0 });
  });

  it('removing a line the cart does not hold is a clear 400, not a 500', async () => {
    const { client } = newShopper();
    const { variantId } = await france5gb();
    await addToCart(client, { variantId, quantity: 1 });
    expect(await refusal(removeFromCart(client, { lineId: '999999' }))).toMatchObject({
      status: 400,
      message: expect.stringContaining('999999'),
    });
  });
});

describe('cart sessions', () => {
  it('another session does not see the cart; the same cookie in a new client (a new tab) does', async () => {
    const shopper = newShopper();
    const { variantId } = await france5gb();
    const cart = await addToCart(shopper.client, { variantId, quantity: 2 });
    expect(shopper.cookieHeader()).toContain('esim_shop_session=');
    expect(await getCartItems(newShopper().client)).toEqual(emptyCart('EUR'));
    expect(await getCartItems(shopper.newTab())).toEqual(cart);
  });

  it('a USD shopper gets a USD cart priced in USD', async () => {
    const shopper = newShopper({ currency: 'USD' });
    const { variantId, price } = await plan('france', 'FR-5GB-30D', 'USD');
    expect(await getCartItems(shopper.client)).toEqual(emptyCart('USD'));
    const cart = await addToCart(shopper.client, { variantId, quantity: 2 });
    expect(cart.currency).toBe('USD');
    expect(cart.lines[0]?.unitPrice).toEqual({ amount: price, currency: 'USD' });
    expect(cart.totalIncludingTax).toEqual({ amount: 2 * price, currency: 'USD' });
    expect(price).not.toBe((await france5gb()).price);
  });

  it('names and options come in the shopper language', async () => {
    const shopper = newShopper({ locale: 'fr' });
    const { variantId } = await france5gb();
    const cart = await addToCart(shopper.client, { variantId, quantity: 1 });
    expect(cart.lines[0]?.options.find((option) => option.group === 'duration')?.name).toBe('30 jours');
  });
});

describe('coupons', () => {
  async function cartOfTwo(client: ShopClient) {
    const { variantId, price } = await france5gb();
    await addToCart(client, { variantId, quantity: 2 });
    return 2 * price;
  }

  it('WELCOME10 takes 10% off the order as one discount row, and removing it restores the totals', async () => {
    const { client } = newShopper();
    const subtotal = await cartOfTwo(client);
    const cart = await applyCoupon(client, { couponCode: 'WELCOME10' });
    expect(cart.couponCodes).toEqual(['WELCOME10']);
    expect(cart.discounts).toHaveLength(1);
    expect(cart.discounts[0]?.description).toContain('10%');
    const discount = cart.discounts[0]?.amount.amount ?? 0;
    expect(Math.abs(discount + subtotal * 0.1)).toBeLessThanOrEqual(1);
    expect(amounts(cart)).toEqual({
      subtotal,
      taxSubtotal: 0,
      totalExcludingTax: subtotal + discount,
      totalIncludingTax: subtotal + discount,
      totalQuantity: 2,
    });
    const removed = await removeCoupon(client, { couponCode: 'WELCOME10' });
    expect(removed).toMatchObject({ couponCodes: [], discounts: [] });
    expect(amounts(removed).totalIncludingTax).toBe(subtotal);
  });

  it('codes are case-insensitive and applying the same code again changes nothing', async () => {
    const { client } = newShopper();
    await cartOfTwo(client);
    const once = await applyCoupon(client, { couponCode: ' welcome10 ' });
    expect(once.couponCodes).toEqual(['WELCOME10']);
    expect(await applyCoupon(client, { couponCode: 'WELCOME10' })).toEqual(once);
  });

  it('an unknown code raises the server message with COUPON_CODE_INVALID_ERROR; the cart is unchanged', async () => {
    const { client } = newShopper();
    await cartOfTwo(client);
    const before = await getCartItems(client);
    expect(await refusal(applyCoupon(client, { couponCode: 'NOSUCHCODE' }))).toEqual({
      status: 400,
      code: 'COUPON_CODE_INVALID_ERROR',
      message: 'Coupon code "NOSUCHCODE" is not valid',
    });
    expect(await getCartItems(client)).toEqual(before);
  });

  it('an expired campaign raises COUPON_CODE_EXPIRED_ERROR', async () => {
    const { client } = newShopper();
    await cartOfTwo(client);
    expect(await refusal(applyCoupon(client, { couponCode: 'SUMMER2020' }))).toEqual({
      status: 400,
      code: 'COUPON_CODE_EXPIRED_ERROR',
      message: 'Coupon code "SUMMER2020" has expired',
    });
  });

  it('a second code is refused (one coupon per order), in the shopper language', async () => {
    const shopper = newShopper();
    await cartOfTwo(shopper.client);
    const withOne = await applyCoupon(shopper.client, { couponCode: 'WELCOME10' });
    expect(await refusal(applyCoupon(shopper.client, { couponCode: 'FIRSTTRIP' }))).toEqual({
      status: 409,
      code: 'COUPON_LIMIT_REACHED_ERROR',
      message: 'Only one coupon code can be used per order',
    });
    expect((await refusal(applyCoupon(shopper.newTab({ locale: 'fr' }), { couponCode: 'FIRSTTRIP' }))).message).toBe(
      'Un seul code promo peut être utilisé par commande',
    );
    expect(await getCartItems(shopper.client)).toEqual(withOne);
  });

  it('FIRSTTRIP applies to a first order (20% off)', async () => {
    const { client } = newShopper();
    const subtotal = await cartOfTwo(client);
    const cart = await applyCoupon(client, { couponCode: 'FIRSTTRIP' });
    expect(cart.couponCodes).toEqual(['FIRSTTRIP']);
    expect(Math.abs(cart.totalExcludingTax.amount - subtotal * 0.8)).toBeLessThanOrEqual(1);
  });

  it('a blank code is refused before sending', async () => {
    expect(await refusal(applyCoupon(newShopper().client, { couponCode: '   ' }))).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      message: 'Enter a coupon code',
    });
  });
});

describe('quantity limits', () => {
  it(`a line stops at ${MAX_QUANTITY_PER_LINE}: the server refuses the 11th with ORDER_LIMIT_ERROR, the cart is unchanged`, async () => {
    const { client } = newShopper();
    const { variantId } = await france5gb();
    const six = await addToCart(client, { variantId, quantity: 6 });
    expect(await refusal(addToCart(client, { variantId, quantity: 5 }))).toEqual({
      status: 409,
      code: 'ORDER_LIMIT_ERROR',
      message: 'At most 10 of the same plan can be in the cart',
    });
    expect(await getCartItems(client)).toEqual(six);
    expect((await addToCart(client, { variantId, quantity: 4 })).totalQuantity).toBe(10);
  });

  it('a cart stops at 20 eSIMs with the server message', async () => {
    const { client } = newShopper();
    const fiveGb = await france5gb();
    const oneGb = await france1gb();
    const other = await plan('germany', 'DE-1GB-7D');
    await addToCart(client, { variantId: fiveGb.variantId, quantity: 10 });
    const full = await addToCart(client, { variantId: oneGb.variantId, quantity: 10 });
    expect(full.totalQuantity).toBe(20);
    expect(await refusal(addToCart(client, { variantId: other.variantId, quantity: 1 }))).toEqual({
      status: 409,
      code: 'ORDER_LIMIT_ERROR',
      message: 'Cannot add items. An order may consist of a maximum of 20 items',
    });
    expect(await getCartItems(client)).toEqual(full);
  });

  it('negative, zero, fractional and huge quantities are refused with a clear error and change nothing', async () => {
    const { client } = newShopper();
    const { variantId } = await france5gb();
    const cart = await addToCart(client, { variantId, quantity: 2 });
    const lineId = cart.lines[0]?.id ?? '';
    expect(await refusal(addToCart(client, { variantId, quantity: -1 }))).toMatchObject({ status: 400, code: 'NEGATIVE_QUANTITY_ERROR' });
    expect(await refusal(addToCart(client, { variantId, quantity: 0 }))).toMatchObject({
      code: 'NEGATIVE_QUANTITY_ERROR',
      message: 'The quantity must be at least 1',
    });
    expect(await refusal(updateCart(client, { lineId, quantity: 0 }))).toMatchObject({ code: 'NEGATIVE_QUANTITY_ERROR' });
    expect(await refusal(updateCart(client, { lineId, quantity: 1.5 }))).toMatchObject({ status: 400, code: 'BAD_USER_INPUT' });
    expect(await refusal(updateCart(client, { lineId, quantity: 1e9 }))).toMatchObject({ status: 409, code: 'ORDER_LIMIT_ERROR' });
    expect(await refusal(addToCart(client, { variantId, quantity: 1e9 }))).toMatchObject({ status: 409, code: 'ORDER_LIMIT_ERROR' });
    expect(await getCartItems(client)).toEqual(cart);
  });

  it('the backend refuses the same quantities on its own (a client that skips the checks)', async () => {
    const { client } = newShopper();
    const { variantId } = await france5gb();
    const raw = (quantity: number) =>
      client.request(
        'rawAddItem',
        'mutation ($id: ID!, $quantity: Int!) { addItemToOrder(productVariantId: $id, quantity: $quantity) { __typename ... on ErrorResult { errorCode } } }',
        { id: variantId, quantity },
        z.object({ addItemToOrder: z.object({ __typename: z.string(), errorCode: z.string().optional() }) }),
        { fresh: true },
      );
    expect((await raw(-1)).addItemToOrder.errorCode).toBe('NEGATIVE_QUANTITY_ERROR');
    expect((await raw(1e9)).addItemToOrder.errorCode).toBe('ORDER_LIMIT_ERROR');
    expect(await getCartItems(client)).toMatchObject({ lines: [], totalQuantity: 0 });
  });
});
