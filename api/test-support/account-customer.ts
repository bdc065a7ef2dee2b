import { inject } from 'vitest';
import { z } from '../zod';

import type { ShopClient, ShopClientOptions } from '../client';
import { debitCard, getCardPaymentConfig } from '../operations/payment/card-payment';
import { addToCart } from '../operations/cart/cart';
import { advanceOrder } from '../operations/checkout/checkout';
import { getProduct } from '../operations/catalog/product';
import type { CheckoutAddress } from '../operations/checkout/checkout-address';
import { BROWSER, TEST_CARDS, tokenFor } from './card-sandbox';
import { newShopper, type Shopper } from './shopper';

/*
 * Test-only: registered customers for the account-order tests, made by staff through the Admin
 * API (a customer with a password, verified), logged in with Vendure's own `login` mutation, and
 * paid orders bought the storefront's way (cart, billing step, frictionless card). Independent of
 * the account operations being built alongside. Not exported from api/index.ts.
 */

/** The Admin API next to the Shop API the integration project uses. */
function adminApiUrl(): string {
  return inject('shopApiUrl').replace(/\/shop-api\/?$/, '/admin-api');
}

let adminToken: string | undefined;

/** Logs the superadmin in once (the token comes back in a header). */
async function adminLogIn(): Promise<void> {
  if (adminToken) return;
  const response = await fetch(adminApiUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }',
      variables: { u: process.env['SUPERADMIN_USERNAME'] ?? 'superadmin', p: process.env['SUPERADMIN_PASSWORD'] ?? 'superadmin' },
    }),
  });
  adminToken = response.headers.get('vendure-auth-token') ?? undefined;
  if (!adminToken) throw new Error('The superadmin could not log in to the Admin API');
}

/** The Admin API's answer to one call as the superadmin, errors included; `languageCode` asks for its messages in that language. */
export async function adminAnswer<T>(
  query: string,
  variables: Record<string, unknown> = {},
  languageCode?: string,
): Promise<{ data?: T; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }> {
  await adminLogIn();
  const url = languageCode ? `${adminApiUrl()}?languageCode=${languageCode}` : adminApiUrl();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken ?? ''}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
}

/** One Admin API call as the superadmin (development credentials; bearer token). */
export async function admin<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await adminAnswer<T>(query, variables);
  if (body.errors || !body.data) throw new Error(`Admin API: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Uploads a file as an Asset the way the dashboard does (GraphQL multipart); answers its id. */
export async function adminUploadAsset(file: File): Promise<string> {
  await adminLogIn();
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query:
        'mutation ($input: [CreateAssetInput!]!) { createAssets(input: $input) { ... on Asset { id } ... on ErrorResult { message } } }',
      variables: { input: [{ file: null }] },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.input.0.file'] }));
  form.set('0', file);
  const response = await fetch(adminApiUrl(), {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken ?? ''}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  const body = (await response.json()) as { data?: { createAssets: Array<{ id?: string; message?: string }> } };
  const id = body.data?.createAssets[0]?.id;
  if (!id) throw new Error(`The asset was not created: ${JSON.stringify(body)}`);
  return id;
}

export interface TestCustomer {
  /** The address its browser calls from (see browserAt). */
  address: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let customerCount = 0;

/** A registered, verified customer created by staff. */
export async function createCustomer(prefix: string, names: { firstName?: string; lastName?: string } = {}): Promise<TestCustomer> {
  customerCount += 1;
  const customer = {
    address: `203.0.113.${((process.pid + customerCount) % 250) + 1}`,
    email: `${prefix}-${Date.now()}-${customerCount}@example.com`,
    password: 'account-orders-secret-1',
    firstName: names.firstName ?? 'Camille',
    lastName: names.lastName ?? 'Martin',
  };
  const { createCustomer: created } = await admin<{ createCustomer: { __typename: string } }>(
    'mutation ($input: CreateCustomerInput!, $password: String!) { createCustomer(input: $input, password: $password) { __typename } }',
    { input: { emailAddress: customer.email, firstName: customer.firstName, lastName: customer.lastName }, password: customer.password },
  );
  if (created.__typename !== 'Customer') throw new Error(`createCustomer answered ${created.__typename}`);
  return customer;
}

const loginAnswer = z.object({ login: z.object({ __typename: z.string() }) });

/**
 * Each test customer's browser gets an address of its own (TEST-NET-3, in X-Forwarded-For as the
 * storefront's proxy sets it): logins are rate-limited per client address (10 a minute), and the
 * integration tests of several files log in from this one machine at the same time.
 */
function browserAt(address: string): typeof fetch {
  return (input, init) => {
    const request = new Request(input, init);
    request.headers.set('x-forwarded-for', address);
    return fetch(request);
  };
}

/** A new browser session logged in as the customer through Vendure's own `login` mutation. */
export async function loggedIn(customer: TestCustomer, options: Partial<ShopClientOptions> = {}): Promise<Shopper> {
  const shopper = newShopper({ fetch: browserAt(customer.address), ...options });
  const { login } = await shopper.client.request(
    'login',
    'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }',
    { u: customer.email, p: customer.password },
    loginAnswer,
    { fresh: true },
  );
  if (login.__typename !== 'CurrentUser') throw new Error(`login answered ${login.__typename}`);
  return shopper;
}

export const FRENCH_ADDRESS: CheckoutAddress = {
  alias: 'checkout',
  firstName: 'Camille',
  lastName: 'Martin',
  company: 'Voyages Martin',
  vatNumber: 'FR12345678901',
  address1: '12 rue de la Paix',
  city: 'Paris',
  postcode: '75002',
  countryCode: 'FR',
};

/** The variant id of a seeded plan, e.g. `('france', 'FR-5GB-30D')`. */
export async function variantId(client: ShopClient, slug: string, sku: string): Promise<string> {
  const variant = (await getProduct(client, { slug })).variants.find((candidate) => candidate.sku === sku);
  if (!variant) throw new Error(`${sku} is not seeded`);
  return variant.id;
}

/**
 * Buys the lines as the logged-in customer: cart, billing step (a French address: 20 % VAT),
 * frictionless card. Answers the order's code once paid.
 */
export async function buy(
  shopper: Shopper,
  customer: TestCustomer,
  lines: Array<{ variantId: string; quantity: number }>,
  address: CheckoutAddress = FRENCH_ADDRESS,
): Promise<string> {
  for (const line of lines) await addToCart(shopper.client, line);
  await advanceOrder(shopper.client, { email: customer.email, address });
  const config = await getCardPaymentConfig(shopper.client);
  const paid = await debitCard(shopper.client, { token: await tokenFor(config, TEST_CARDS.frictionless), browser: BROWSER });
  if (paid.status !== 'succeeded') throw new Error(`the frictionless card was not approved: ${paid.status}`);
  return paid.orderCode;
}
