import { describe, expect, it } from 'vitest';
import { z } from '../../zod';

import { ShopError } from '../../errors';
import { toBcp47, type ShopLocale } from '../../locale';
import { emptyCart, type Cart } from '../cart/cart-order';
import type { CheckoutAddress } from './checkout-address';
import { BROWSER, TEST_CARDS, tokenFor } from '../../test-support/card-sandbox';
import { newShopper } from '../../test-support/shopper';
import { debitCard, getCardPaymentConfig } from '../payment/card-payment';
import { addToCart, applyCoupon, getCartItems, removeCoupon, removeFromCart } from '../cart/cart';
import { advanceOrder, getAvailableCountries, getCheckout } from './checkout';
import { getProduct } from '../catalog/product';

/** A seeded plan's variant id. */
async function variantId(slug: string, sku: string): Promise<string> {
  const variant = (await getProduct(newShopper().client, { slug })).variants.find((candidate) => candidate.sku === sku);
  if (!variant) throw new Error(`${sku} is not seeded`);
  return variant.id;
}

/** A shopper with two lines in the cart (four eSIMs), so VAT is rounded over several units. */
async function shopperWithCart(locale?: ShopLocale) {
  const shopper = newShopper(locale ? { locale } : {});
  await addToCart(shopper.client, { variantId: await variantId('france', 'FR-5GB-30D'), quantity: 1 });
  const cart = await addToCart(shopper.client, { variantId: await variantId('germany', 'DE-1GB-7D'), quantity: 3 });
  return { ...shopper, cart };
}

const address = {
  paris: {
    alias: 'checkout',
    firstName: 'Jean',
    lastName: 'Dupont',
    address1: '1 rue de Rivoli',
    city: 'Paris',
    postcode: '75001',
    countryCode: 'FR',
  },
  berlin: {
    alias: 'checkout',
    firstName: 'Anna',
    lastName: 'Schmidt',
    address1: 'Unter den Linden 1',
    city: 'Berlin',
    postcode: '10117',
    countryCode: 'DE',
  },
  helsinki: {
    alias: 'checkout',
    firstName: 'Aino',
    lastName: 'Virtanen',
    address1: 'Mannerheimintie 1',
    city: 'Helsinki',
    postcode: '00100',
    countryCode: 'FI',
  },
  sanFrancisco: {
    alias: 'checkout',
    firstName: 'Ann',
    lastName: 'Lee',
    company: 'ACME Inc.',
    address1: '1 Market St',
    city: 'San Francisco',
    state: 'CA',
    postcode: '94103',
    countryCode: 'US',
  },
  tokyo: {
    alias: 'checkout',
    firstName: '太郎',
    lastName: '山田',
    address1: '千代田区千代田1-1',
    city: '東京',
    postcode: '100-0001',
    countryCode: 'JP',
  },
} satisfies Record<string, CheckoutAddress>;

/** The ShopError a call raised, as the fields callers branch on. */
async function refusal(call: Promise<unknown>) {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ShopError) || error.detail.kind !== 'http') throw new Error(`expected a ShopError, got ${String(error)}`);
  return { status: error.status, code: error.detail.code, message: error.message, fields: error.detail.fields };
}

/**
 * The cart's VAT is `rate` of its net total: Vendure rounds per unit, so the sum may differ from
 * one rounding of the total by less than one cent per unit.
 */
function expectVat(cart: Cart, rate: number) {
  const expected = Math.round(cart.totalExcludingTax.amount * rate);
  expect(
    Math.abs(cart.taxSubtotal.amount - expected),
    `VAT ${cart.taxSubtotal.amount}, ${rate} of ${cart.totalExcludingTax.amount}`,
  ).toBeLessThanOrEqual(cart.totalQuantity);
  expect(cart.totalIncludingTax.amount).toBe(cart.totalExcludingTax.amount + cart.taxSubtotal.amount);
  for (const line of cart.lines) {
    expect(Math.abs(line.linePriceWithTax.amount - Math.round(line.linePrice.amount * (1 + rate))), line.sku).toBeLessThanOrEqual(
      line.quantity,
    );
  }
}

describe('getAvailableCountries', () => {
  const sortedFor = (locale: ShopLocale, names: string[]) => [...names].sort(new Intl.Collator(toBcp47(locale)).compare);

  it('lists every billing country, sorted by name, with postal code rules and US states', async () => {
    const countries = await getAvailableCountries(newShopper().client);
    expect(countries.length).toBeGreaterThanOrEqual(200);
    expect(countries.map((country) => country.name)).toEqual(
      sortedFor(
        'en',
        countries.map((country) => country.name),
      ),
    );
    const byCode = new Map(countries.map((country) => [country.code, country]));
    const us = byCode.get('US');
    expect(us).toMatchObject({ name: 'United States', needsZipCode: true, zipCodeExample: '94103' });
    expect(us?.states).toHaveLength(51);
    expect(us?.states).toEqual(
      expect.arrayContaining([
        { code: 'CA', name: 'California' },
        { code: 'NV', name: 'Nevada' },
        { code: 'TX', name: 'Texas' },
      ]),
    );
    expect(us?.states.map((state) => state.name)).toEqual(sortedFor('en', us?.states.map((state) => state.name) ?? []));
    expect(byCode.get('FR')).toEqual({
      code: 'FR',
      name: 'France',
      needsZipCode: true,
      zipCodeFormat: '^\\d{5}$',
      zipCodeExample: '75008',
      states: [],
    });
    expect(new RegExp(byCode.get('FR')?.zipCodeFormat ?? '').test('75008')).toBe(true);
    expect(byCode.get('HK')).toEqual({
      code: 'HK',
      name: 'Hong Kong',
      needsZipCode: false,
      zipCodeFormat: null,
      zipCodeExample: null,
      states: [],
    });
    expect(byCode.get('DE')?.states).toEqual([]);
  });

  it.each([
    ['fr', { DE: 'Allemagne', US: 'États-Unis', JP: 'Japon' }, 'Californie'],
    ['ja', { DE: 'ドイツ', US: 'アメリカ合衆国', JP: '日本' }, 'カリフォルニア州'],
    ['tw', { DE: '德國', US: '美國', JP: '日本' }, '加利福尼亞州'],
  ] as const)('names countries and states in %s and sorts them for that language', async (locale, names, california) => {
    const countries = await getAvailableCountries(newShopper({ locale }).client);
    const byCode = new Map(countries.map((country) => [country.code, country]));
    for (const [code, name] of Object.entries(names)) expect(byCode.get(code)?.name, code).toBe(name);
    expect(byCode.get('US')?.states.find((state) => state.code === 'CA')?.name).toBe(california);
    expect(countries.map((country) => country.name)).toEqual(
      sortedFor(
        locale,
        countries.map((country) => country.name),
      ),
    );
  });
});

describe('getCheckout', () => {
  it('a new session has the empty cart and no email or address yet', async () => {
    expect(await getCheckout(newShopper().client)).toEqual({ cart: emptyCart('EUR'), email: null, billingAddress: null });
  });

  it('a cart without a billing step yet is the cart, VAT 0, no email or address', async () => {
    const { client, cart } = await shopperWithCart();
    expect(await getCheckout(client)).toEqual({ cart, email: null, billingAddress: null });
    expect(cart.taxSubtotal.amount).toBe(0);
  });
});

describe('advanceOrder: VAT by billing country', () => {
  it('France: 20% VAT on the net total, the email and the address on the order', async () => {
    const { client, cart } = await shopperWithCart();
    const checkout = await advanceOrder(client, { email: ' Jean.Dupont@Example.fr ', address: address.paris });
    expect(checkout.email).toBe('jean.dupont@example.fr');
    expect(checkout.billingAddress).toEqual(address.paris);
    expect(checkout.cart.lines.map((line) => [line.sku, line.quantity, line.linePrice])).toEqual(
      cart.lines.map((line) => [line.sku, line.quantity, line.linePrice]),
    );
    expect(checkout.cart.subtotal).toEqual(cart.subtotal);
    expect(checkout.cart.taxSubtotal.amount).toBeGreaterThan(0);
    expectVat(checkout.cart, 0.2);
    // The cart operations see the same VAT: the summary's VAT line.
    expect(await getCartItems(client)).toEqual(checkout.cart);
  });

  it('Germany: 19%', async () => {
    const { client } = await shopperWithCart();
    expectVat((await advanceOrder(client, { email: 'anna@example.de', address: address.berlin })).cart, 0.19);
  });

  it('Finland: 25.5%, rounded to the cent', async () => {
    const { client } = await shopperWithCart();
    const { cart } = await advanceOrder(client, { email: 'aino@example.fi', address: address.helsinki });
    expectVat(cart, 0.255);
    expect(Number.isInteger(cart.taxSubtotal.amount)).toBe(true);
  });

  it('United States (California, 94103) and Japan: no VAT', async () => {
    const { client, cart } = await shopperWithCart();
    const us = await advanceOrder(client, { email: 'ann@example.com', address: address.sanFrancisco });
    expect(us.cart.taxSubtotal.amount).toBe(0);
    expect(us.cart.totalIncludingTax).toEqual(cart.totalExcludingTax);
    expect(us.billingAddress).toEqual(address.sanFrancisco);
    const japan = await advanceOrder(client, { email: 'taro@example.jp', address: address.tokyo });
    expect(japan.cart.taxSubtotal.amount).toBe(0);
    expect(japan.billingAddress).toEqual(address.tokyo);
  });

  it('moving the billing country recalculates: France, then the US, then France again', async () => {
    const { client } = await shopperWithCart();
    const inFrance = await advanceOrder(client, { email: 'x@example.com', address: address.paris });
    expect((await advanceOrder(client, { email: 'x@example.com', address: address.sanFrancisco })).cart.taxSubtotal.amount).toBe(0);
    expect((await advanceOrder(client, { email: 'x@example.com', address: address.paris })).cart).toEqual(inFrance.cart);
  });

  it('a coupon and VAT: VAT is charged on the discounted amount', async () => {
    const { client, cart } = await shopperWithCart();
    const discounted = await applyCoupon(client, { couponCode: 'WELCOME10' });
    const { cart: billed } = await advanceOrder(client, { email: 'jean@example.fr', address: address.paris });
    expect(billed.couponCodes).toEqual(['WELCOME10']);
    expect(billed.totalExcludingTax).toEqual(discounted.totalExcludingTax);
    expect(billed.totalExcludingTax.amount).toBeLessThan(cart.subtotal.amount);
    expectVat(billed, 0.2);
    // The discount row stays net; the summary adds up: subtotal + discounts = total excl. VAT.
    const discounts = billed.discounts.reduce((sum, discount) => sum + discount.amount.amount, 0);
    expect(billed.subtotal.amount + discounts).toBe(billed.totalExcludingTax.amount);
  });
});

describe('advanceOrder: a coupon used up by the email', () => {
  it('FIRSTTRIP on a second order of the same email: COUPON_CODE_LIMIT_ERROR in the shopper language, nothing changes; without it the step passes', async () => {
    const email = `first-trip-${Date.now()}@example.com`;
    const first = await shopperWithCart();
    await applyCoupon(first.client, { couponCode: 'FIRSTTRIP' });
    await advanceOrder(first.client, { email, address: address.paris });
    const config = await getCardPaymentConfig(first.client);
    const paid = await debitCard(first.client, { token: await tokenFor(config, TEST_CARDS.frictionless), browser: BROWSER });
    expect(paid.status).toBe('succeeded');

    const second = await shopperWithCart('fr');
    const withCoupon = await applyCoupon(second.client, { couponCode: 'FIRSTTRIP' });
    const refused = await refusal(advanceOrder(second.client, { email, address: address.paris }));
    expect(refused).toMatchObject({ status: 400, code: 'COUPON_CODE_LIMIT_ERROR' });
    expect(refused.message).toBe('Le code coupon ne peut pas être utilisé plus de une fois par client');
    expect(await getCheckout(second.client)).toEqual({ cart: withCoupon, email: null, billingAddress: null });

    // Another email may still use it; this one goes on without the coupon.
    await removeCoupon(second.client, { couponCode: 'FIRSTTRIP' });
    const billed = await advanceOrder(second.client, { email, address: address.paris });
    expect(billed.cart.couponCodes).toEqual([]);
    expect(billed.email).toBe(email);
  });
});

describe('advanceOrder: the checkout resumes', () => {
  it('a reloaded checkout (a new tab on the same session) shows the email and the address', async () => {
    const shopper = await shopperWithCart();
    const advanced = await advanceOrder(shopper.client, {
      email: 'ann@example.com',
      address: { ...address.sanFrancisco, vatNumber: 'us 123 456' },
    });
    const resumed = await getCheckout(shopper.newTab());
    expect(resumed).toEqual(advanced);
    expect(resumed.email).toBe('ann@example.com');
    expect(resumed.billingAddress).toEqual({ ...address.sanFrancisco, vatNumber: 'US 123 456' });
    // Another session sees nothing of it.
    expect(await getCheckout(newShopper().client)).toEqual({ cart: emptyCart('EUR'), email: null, billingAddress: null });
  });

  it("a guest may use the email of a registered account; the account's name stays its own", async () => {
    const email = `registered-${Date.now()}@example.com`;
    const registered = await newShopper().client.request(
      'register',
      'mutation ($input: RegisterCustomerInput!) { registerCustomerAccount(input: $input) { __typename } }',
      { input: { emailAddress: email, firstName: 'Rita', lastName: 'Registered', password: 'a-long-password-1' } },
      z.object({ registerCustomerAccount: z.object({ __typename: z.string() }) }),
    );
    expect(registered.registerCustomerAccount.__typename).toBe('Success');
    const { client } = await shopperWithCart();
    const checkout = await advanceOrder(client, { email, address: address.paris });
    expect(checkout.email).toBe(email);
    expect(checkout.billingAddress?.firstName).toBe('Jean');
    const customer = await client.request(
      'orderCustomer',
      '{ activeOrder { customer { firstName lastName } } }',
      {},
      z.object({ activeOrder: z.object({ customer: z.object({ firstName: z.string(), lastName: z.string() }) }) }),
      { fresh: true },
    );
    expect(customer.activeOrder.customer).toEqual({ firstName: 'Rita', lastName: 'Registered' });
  });
});

describe('advanceOrder: refusals', () => {
  it('a French postcode that is not one: CHECKOUT_ADDRESS_ERROR, the server message then the field line; nothing changes', async () => {
    const { client } = await shopperWithCart();
    const before = await getCheckout(client);
    expect(await refusal(advanceOrder(client, { email: 'jean@example.fr', address: { ...address.paris, postcode: '7500' } }))).toEqual({
      status: 400,
      code: 'CHECKOUT_ADDRESS_ERROR',
      message: 'The billing details are not valid\nZip code: Is not a valid zip code',
      fields: { postcode: 'Is not a valid zip code' },
    });
    expect(await getCheckout(client)).toEqual(before);
  });

  it('a US address without a state, an invalid email: one line per field', async () => {
    const { client } = await shopperWithCart();
    const { state: _state, ...withoutState } = address.sanFrancisco;
    expect(await refusal(advanceOrder(client, { email: 'ann@example', address: withoutState }))).toEqual({
      status: 400,
      code: 'CHECKOUT_ADDRESS_ERROR',
      message: 'The billing details are not valid\nEmail: Is not a valid email address\nState: This field is required',
      fields: { email: 'Is not a valid email address', state: 'This field is required' },
    });
    expect(
      (await refusal(advanceOrder(client, { email: 'ann@example.com', address: { ...address.sanFrancisco, state: 'QC' } }))).fields,
    ).toEqual({
      state: 'Is not a valid state',
    });
  });

  it('speaks the shopper language', async () => {
    const { client } = await shopperWithCart('fr');
    expect(await refusal(advanceOrder(client, { email: '', address: { ...address.paris, postcode: '' } }))).toMatchObject({
      message:
        'Les informations de facturation ne sont pas valides\nE-mail: Ce champ est obligatoire\nCode postal: Ce champ est obligatoire',
      fields: { email: 'Ce champ est obligatoire', postcode: 'Ce champ est obligatoire' },
    });
    const japanese = await shopperWithCart('ja');
    expect(
      (await refusal(advanceOrder(japanese.client, { email: 'a@b.jp', address: { ...address.paris, postcode: 'x' } }))).fields,
    ).toEqual({
      postcode: '有効な郵便番号ではありません',
    });
  });

  it('tampered input gets field errors, never a server error: a 10,000-character name, markup, an unknown country', async () => {
    const { client } = await shopperWithCart();
    const huge = 'x'.repeat(10_000);
    expect((await refusal(advanceOrder(client, { email: 'a@b.co', address: { ...address.paris, firstName: huge } }))).fields).toEqual({
      firstName: 'Field exceeded characters limit',
    });
    expect(
      (
        await refusal(
          advanceOrder(client, {
            email: 'a@b.co',
            address: { ...address.paris, lastName: '<script>alert(1)</script>', city: '<img src=x onerror=alert(1)>' },
          }),
        )
      ).fields,
    ).toEqual({ lastName: 'Contains characters that are not allowed', city: 'Contains characters that are not allowed' });
    expect(await refusal(advanceOrder(client, { email: 'a@b.co', address: { ...address.paris, countryCode: 'ZZ' } }))).toMatchObject({
      status: 400,
      code: 'CHECKOUT_ADDRESS_ERROR',
      fields: { countryCode: 'Is not a valid country' },
    });
    expect(await getCheckout(client)).toMatchObject({ email: null, billingAddress: null });
  });

  it('no cart, or an emptied one: NO_ACTIVE_ORDER', async () => {
    expect(await refusal(advanceOrder(newShopper().client, { email: 'a@b.co', address: address.paris }))).toMatchObject({
      status: 409,
      code: 'NO_ACTIVE_ORDER',
    });
    const { client, cart } = await shopperWithCart();
    for (const line of cart.lines) await removeFromCart(client, { lineId: line.id });
    expect(await refusal(advanceOrder(client, { email: 'a@b.co', address: address.paris }))).toMatchObject({
      status: 409,
      code: 'NO_ACTIVE_ORDER',
    });
  });

  it('an argument of the wrong shape is refused before sending', async () => {
    const wrongAlias = { ...address.paris, alias: 'home' } as unknown as CheckoutAddress;
    expect(await refusal(advanceOrder(newShopper().client, { email: 'a@b.co', address: wrongAlias }))).toMatchObject({
      status: 400,
      code: 'BAD_USER_INPUT',
    });
  });
});
