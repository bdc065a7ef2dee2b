import { beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from '../../zod';

import type { ShopClient } from '../../client';
import type { ShopLocale } from '../../locale';
import type { CardPaymentConfig } from '../payment/card-payment';
import type { CheckoutAddress } from './checkout-address';
import { refusal, rejection } from '../../test-support/answering-client';
import { BROWSER, TEST_CARDS, activeOrder, sandboxStats, sandboxUrl, tokenFor } from '../../test-support/card-sandbox';
import { approveAsBuyer, capturesOf } from '../../test-support/paypal-sandbox';
import { newShopper, type Shopper } from '../../test-support/shopper';
import { debitCard, getApplePayMerchantSession, getCardPaymentConfig, payWithApplePay } from '../payment/card-payment';
import { addToCart } from '../cart/cart';
import { advanceOrder, getCheckout } from './checkout';
import { getProduct } from '../catalog/product';
import { finishWalletPayment, startWalletPayment } from '../payment/wallet-payment';

/*
 * Issue 15, item 3: one set of checkout rules on every path. Vendure's own Shop API mutations
 * that wrote the order's email, customer or addresses around the billing step are closed, and
 * every payment start (card debit, Apple Pay, PayPal's start and finish, Vendure's
 * addPaymentToOrder and transition to ArrangingPayment) checks the order again before charging:
 * what staff write through the Admin API on a shopper's cart (the one way left around the billing
 * step) stands for anything that ever gets there. Nothing is charged and the cart stays as it was.
 */

/** The issue's payload: markup in a 10 KB value. */
const HOSTILE = `<script>alert(document.cookie)</script>${'A'.repeat(10_240)}`;

const PARIS: CheckoutAddress = {
  alias: 'checkout',
  firstName: 'Camille',
  lastName: 'Martin',
  address1: '12 rue de la Paix',
  city: 'Paris',
  postcode: '75002',
  countryCode: 'FR',
};

let config: CardPaymentConfig;
let gateway: string;

beforeAll(async () => {
  config = await getCardPaymentConfig(newShopper().client);
  gateway = sandboxUrl(config);
});

/** A shopper with one French plan in the cart and no billing step yet. */
async function shopperWithCart(locale?: ShopLocale): Promise<Shopper> {
  const shopper = newShopper(locale ? { locale } : {});
  const variant = (await getProduct(shopper.client, { slug: 'france' })).variants.find((candidate) => candidate.sku === 'FR-5GB-30D');
  if (!variant) throw new Error('FR-5GB-30D is not seeded');
  await addToCart(shopper.client, { variantId: variant.id, quantity: 1 });
  return shopper;
}

async function billingStep(client: ShopClient, email: string): Promise<void> {
  await advanceOrder(client, { email, address: PARIS });
}

function payByCard(client: ShopClient) {
  return tokenFor(config, TEST_CARDS.frictionless).then((token) => debitCard(client, { token, browser: BROWSER }));
}

/** What Apple's sheet hands the page once the buyer authorised (the sandbox plays Apple). */
async function applePayToken(client: ShopClient): Promise<Record<string, unknown>> {
  const merchantSession = await getApplePayMerchantSession(client, { validationUrl: `${config.tokenizationUrl}/apple-pay/validate` });
  const response = await fetch(`${gateway}/apple-pay/test/payment-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ merchantSession, cardNumber: TEST_CARDS.frictionless.replace(/\s/g, '') }),
  });
  if (!response.ok) throw new Error(`the sandbox's Apple side answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** One of Vendure's mutations as any client could send it. */
function vendureMutation(client: ShopClient, path: VendurePath) {
  return client.request(path.mutation, path.document, path.variables, z.unknown(), { fresh: true });
}

const cartSchema = z.object({
  activeOrder: z
    .object({
      id: z.string(),
      code: z.string(),
      state: z.string(),
      totalWithTax: z.number(),
      customer: z.object({ id: z.string() }).nullable(),
    })
    .nullable(),
});

async function cartOf(client: ShopClient) {
  const { activeOrder: order } = await client.request(
    'cart',
    '{ activeOrder { id code state totalWithTax customer { id } } }',
    {},
    cartSchema,
    { fresh: true },
  );
  if (!order) throw new Error('no cart');
  return order;
}

/** The Admin API as staff use it (the dashboard), for writes the Shop API no longer allows. */
let adminToken = '';
async function admin(query: string, variables: Record<string, unknown>): Promise<unknown> {
  const url = inject('shopApiUrl').replace(/\/shop-api\/?$/, '/admin-api');
  if (!adminToken) {
    const login = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }',
        variables: { u: process.env['SUPERADMIN_USERNAME'] ?? 'superadmin', p: process.env['SUPERADMIN_PASSWORD'] ?? 'superadmin' },
      }),
    });
    adminToken = login.headers.get('vendure-auth-token') ?? '';
  }
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown };
  if (body.errors) throw new Error(`Admin API: ${JSON.stringify(body.errors)}`);
  return body.data;
}

interface VendurePath {
  mutation: string;
  document: string;
  variables: Record<string, unknown>;
}

// Two 10 KB values at most per request, so the bodies stay well under any request-size limit.
const hostileAddress = {
  fullName: HOSTILE,
  streetLine1: HOSTILE,
  streetLine2: '<img src=x onerror=alert(1)>',
  city: '<b>Paris</b>',
  postalCode: '75002',
  countryCode: 'FR',
  phoneNumber: '<script>',
};

/** Vendure's Shop API mutations that wrote the order's address, customer, email or custom fields around the billing step. */
const VENDURE_PATHS: VendurePath[] = [
  {
    mutation: 'setOrderBillingAddress',
    document: 'mutation ($input: CreateAddressInput!) { setOrderBillingAddress(input: $input) { __typename } }',
    variables: { input: hostileAddress },
  },
  {
    mutation: 'setOrderShippingAddress',
    document: 'mutation ($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { __typename } }',
    variables: { input: hostileAddress },
  },
  { mutation: 'unsetOrderBillingAddress', document: 'mutation { unsetOrderBillingAddress { __typename } }', variables: {} },
  { mutation: 'unsetOrderShippingAddress', document: 'mutation { unsetOrderShippingAddress { __typename } }', variables: {} },
  {
    mutation: 'setCustomerForOrder',
    document: 'mutation ($input: CreateCustomerInput!) { setCustomerForOrder(input: $input) { __typename } }',
    variables: { input: { emailAddress: 'bypass@example.com', firstName: HOSTILE, lastName: HOSTILE } },
  },
  {
    mutation: 'setOrderCustomFields',
    document: 'mutation ($input: UpdateOrderInput!) { setOrderCustomFields(input: $input) { __typename } }',
    variables: { input: { customFields: { note: HOSTILE } } },
  },
  {
    mutation: 'setOrderShippingMethod',
    document: 'mutation ($ids: [ID!]!) { setOrderShippingMethod(shippingMethodId: $ids) { __typename } }',
    variables: { ids: ['1'] },
  },
  {
    mutation: 'updateCustomer',
    document: 'mutation ($input: UpdateCustomerInput!) { updateCustomer(input: $input) { id } }',
    variables: { input: { firstName: HOSTILE, lastName: HOSTILE } },
  },
  {
    mutation: 'requestUpdateCustomerEmailAddress',
    document:
      'mutation ($password: String!, $email: String!) { requestUpdateCustomerEmailAddress(password: $password, newEmailAddress: $email) { __typename } }',
    variables: { password: 'whatever-it-is', email: `<script>${'a'.repeat(300)}@example.com` },
  },
];

describe("Vendure's own order mutations are closed", () => {
  it('the issue’s reproduction: a 10 KB <script> customer and billing address through Vendure’s mutations, then card and PayPal', async () => {
    const shopper = await shopperWithCart();
    const { code, totalWithTax } = await cartOf(shopper.client);
    const [customer, billing] = VENDURE_PATHS.filter(
      (path) => path.mutation === 'setCustomerForOrder' || path.mutation === 'setOrderBillingAddress',
    );
    if (!customer || !billing) throw new Error('paths missing');
    expect(await refusal(vendureMutation(shopper.client, customer))).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(await refusal(vendureMutation(shopper.client, billing))).toEqual({ status: 403, code: 'FORBIDDEN' });

    expect(await refusal(payByCard(shopper.client))).toEqual({ status: 409, code: 'CARD_PAYMENT_NOT_READY' });
    expect(await refusal(startWalletPayment(shopper.client, { method: 'paypal' }))).toEqual({
      status: 409,
      code: 'WALLET_PAYMENT_NOT_READY',
    });
    expect(await sandboxStats(gateway, code)).toMatchObject({ paymentRequests: 0, charges: 0 });
    expect(await getCheckout(shopper.client)).toMatchObject({ email: null, billingAddress: null });
    expect(await activeOrder(shopper.client)).toEqual({ code, state: 'AddingItems', totalWithTax });
  });

  it.each(VENDURE_PATHS.map((path) => [path.mutation, path] as const))(
    '%s: refused in the shopper’s language, nothing changes; card and PayPal refused before and after it, and after the billing step the card pays',
    async (mutation, path) => {
      const shopper = await shopperWithCart('fr');
      const { code } = await cartOf(shopper.client);
      expect(await refusal(payByCard(shopper.client))).toEqual({ status: 409, code: 'CARD_PAYMENT_NOT_READY' });

      const refused = await rejection(vendureMutation(shopper.client, path));
      expect(refused).toMatchObject({
        status: 403,
        message: `${mutation} n'est pas disponible dans cette boutique.`,
        detail: { code: 'FORBIDDEN' },
      });
      expect(await refusal(payByCard(shopper.client))).toEqual({ status: 409, code: 'CARD_PAYMENT_NOT_READY' });
      expect(await refusal(startWalletPayment(shopper.client, { method: 'paypal' }))).toEqual({
        status: 409,
        code: 'WALLET_PAYMENT_NOT_READY',
      });
      expect(await getCheckout(shopper.client)).toMatchObject({ email: null, billingAddress: null });

      // The billing step, then the same path again: still refused, the checked details stay.
      await billingStep(shopper.client, `closed.${mutation.toLowerCase()}@example.com`);
      const checked = await getCheckout(shopper.client);
      expect(await refusal(vendureMutation(shopper.client, path))).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect(await getCheckout(shopper.client)).toEqual(checked);
      const paid = await payByCard(shopper.client);
      expect(paid).toMatchObject({ status: 'succeeded', orderCode: code });
      expect(await sandboxStats(gateway, code)).toMatchObject({ charges: 1, chargedAmount: checked.cart.totalIncludingTax.amount });
    },
  );
});

describe('every payment start checks the order again', () => {
  /** A shopper past the billing step whose cart staff then rewrote with the issue's payload. */
  async function cartRewrittenAroundTheCheckout(email: string, locale?: ShopLocale) {
    const shopper = await shopperWithCart(locale);
    await billingStep(shopper.client, email);
    const cart = await cartOf(shopper.client);
    await admin(
      'mutation ($id: ID!, $input: CreateAddressInput!) { setDraftOrderBillingAddress(orderId: $id, input: $input) { __typename } }',
      {
        id: cart.id,
        input: { fullName: HOSTILE, streetLine1: HOSTILE, city: 'Paris', postalCode: '75002', countryCode: 'FR' },
      },
    );
    return { shopper, cart };
  }

  const REFUSED_FIELDS = {
    firstName: 'This field is required',
    lastName: 'This field is required',
    address1: 'Field exceeded characters limit',
  };

  it('card debit, Apple Pay, Vendure’s addPaymentToOrder and transition: CHECKOUT_ADDRESS_ERROR, nothing charged, the cart intact; the billing step again, then the card pays', async () => {
    const { shopper, cart } = await cartRewrittenAroundTheCheckout('recheck.card@example.com');

    const card = await rejection(payByCard(shopper.client));
    expect(card).toMatchObject({ status: 400, detail: { code: 'CHECKOUT_ADDRESS_ERROR', fields: REFUSED_FIELDS } });
    expect(card.message).toBe(
      'The billing details are not valid (First name: This field is required; Last name: This field is required; Address: Field exceeded characters limit). Please correct them at the billing step before paying.',
    );
    const applePay = await rejection(
      payWithApplePay(shopper.client, { paymentToken: await applePayToken(shopper.client), browser: BROWSER }),
    );
    expect(applePay).toMatchObject({ status: 400, detail: { code: 'CHECKOUT_ADDRESS_ERROR', fields: REFUSED_FIELDS } });
    for (const document of [
      'mutation { transitionOrderToState(state: "ArrangingPayment") { __typename } }',
      'mutation { addPaymentToOrder(input: { method: "card-sandbox", metadata: {} }) { __typename } }',
    ]) {
      expect(await refusal(shopper.client.request('vendure', document, {}, z.unknown(), { fresh: true }))).toEqual({
        status: 400,
        code: 'CHECKOUT_ADDRESS_ERROR',
      });
    }
    expect(await sandboxStats(gateway, cart.code)).toMatchObject({ paymentRequests: 0, charges: 0 });
    expect(await cartOf(shopper.client)).toEqual(cart);

    await billingStep(shopper.client, 'recheck.card@example.com');
    expect(await payByCard(shopper.client)).toMatchObject({ status: 'succeeded', orderCode: cart.code });
    expect(await sandboxStats(gateway, cart.code)).toMatchObject({ charges: 1, chargedAmount: cart.totalWithTax });
  });

  it('a guest customer’s 10 KB <script> name and a markup email: refused in the shopper’s language', async () => {
    const shopper = await shopperWithCart('fr');
    await billingStep(shopper.client, 'recheck.customer@example.com');
    const cart = await cartOf(shopper.client);
    await admin('mutation ($input: UpdateCustomerInput!) { updateCustomer(input: $input) { __typename } }', {
      input: { id: cart.customer?.id, firstName: HOSTILE, emailAddress: `recheck.customer.${Date.now()}<script>@example.com` },
    });

    const refused = await rejection(payByCard(shopper.client));
    expect(refused).toMatchObject({
      status: 400,
      detail: {
        code: 'CHECKOUT_ADDRESS_ERROR',
        fields: { email: "N'est pas une adresse e-mail valide", firstName: 'Le champ dépasse la limite de caractères' },
      },
    });
    expect(refused.message).toMatch(
      /^Les informations de facturation ne sont pas valides \(E-mail: N'est pas une adresse e-mail valide; Prénom: /,
    );
    expect(await refusal(startWalletPayment(shopper.client, { method: 'paypal' }))).toEqual({
      status: 400,
      code: 'CHECKOUT_ADDRESS_ERROR',
    });
    expect(shopper.cookieHeader()).not.toContain('esim_shop_wallet_trace=');
    expect(await sandboxStats(gateway, cart.code)).toMatchObject({ paymentRequests: 0 });
    expect(await cartOf(shopper.client)).toEqual(cart);
  });

  it('PayPal: approved at PayPal, then rewritten: the finish captures nothing and keeps the cart; after the billing step again it pays once', async () => {
    const shopper = await shopperWithCart();
    await billingStep(shopper.client, 'recheck.paypal@example.com');
    const start = await startWalletPayment(shopper.client, { method: 'paypal' });
    const back = await approveAsBuyer(start.approveUrl);
    const cart = await cartOf(shopper.client);
    await admin(
      'mutation ($id: ID!, $input: CreateAddressInput!) { setDraftOrderBillingAddress(orderId: $id, input: $input) { __typename } }',
      {
        id: cart.id,
        input: { fullName: HOSTILE, streetLine1: HOSTILE, city: 'Paris', postalCode: '75002', countryCode: 'FR' },
      },
    );

    const refused = await rejection(finishWalletPayment(shopper.client, { token: back.token, payerId: back.payerId }));
    expect(refused).toMatchObject({ status: 400, detail: { code: 'CHECKOUT_ADDRESS_ERROR', fields: REFUSED_FIELDS } });
    expect(await capturesOf(back.token)).toBe(0);
    expect(await cartOf(shopper.client)).toEqual(cart);
    expect(await refusal(startWalletPayment(shopper.client, { method: 'paypal' }))).toEqual({
      status: 400,
      code: 'CHECKOUT_ADDRESS_ERROR',
    });

    await billingStep(shopper.client, 'recheck.paypal@example.com');
    expect(await finishWalletPayment(shopper.client, { token: back.token, payerId: back.payerId })).toEqual({
      orderCode: cart.code,
      paymentStatus: 'PAID',
    });
    expect(await capturesOf(back.token)).toBe(1);
  });
});
