import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildAll } from '../../scripts/lib/build.mjs';
import { startBackend, startCardSandbox, temporaryDataDir } from '../../scripts/lib/shop.mjs';
import { adminClient, placePaidOrder, variantIdBySku, type AdminClient } from './support/admin-orders.mjs';

/*
 * Who may read an order by its code through the Shop API (src/plugins/order-access/), against a
 * backend and card sandbox of its own (fresh SQLite in a temporary folder; ports 3701 and 3702
 * unless ORDER_ACCESS_TEST_BACKEND_PORT / ORDER_ACCESS_TEST_SANDBOX_PORT say otherwise).
 * Guest orders go the storefront's way through the Shop API: cart, setCheckoutAddress, a card
 * tokenized at the sandbox, debitCard (frictionless card) — so the paying session is a real
 * cookie session. The staff case uses the Admin API's manual payment (no shop session). The end
 * of the 2-hour window is covered by the unit test (test/order-access.test.ts).
 * The shop client here is a few lines of fetch with a cookie jar: the API client in api/ needs
 * the DOM library, which the backend's test type-check does not load.
 */

const BACKEND_PORT = Number(process.env['ORDER_ACCESS_TEST_BACKEND_PORT'] ?? 3701);
const SANDBOX_PORT = Number(process.env['ORDER_ACCESS_TEST_SANDBOX_PORT'] ?? 3702);
const STOREFRONT_ORIGIN = 'http://127.0.0.1:1';
/** The README's frictionless test card. */
const FRICTIONLESS_CARD = '4242 4242 4242 4242';
const FUTURE_EXPIRY = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
const BROWSER = {
  language: 'en-GB',
  colorDepth: 24,
  screenHeight: 900,
  screenWidth: 1440,
  timezoneOffset: 0,
  userAgent: 'order-access-test',
};

let sandbox: Awaited<ReturnType<typeof startCardSandbox>> | undefined;
let backend: Awaited<ReturnType<typeof startBackend>> | undefined;
let data: Awaited<ReturnType<typeof temporaryDataDir>> | undefined;
let admin: AdminClient;
let planId: string;

beforeAll(async () => {
  if (!(await buildAll({ only: ['backend', 'cardSandbox'] }))) throw new Error('The backend did not build');
  data = await temporaryDataDir();
  sandbox = await startCardSandbox({ port: SANDBOX_PORT, storefrontOrigin: STOREFRONT_ORIGIN, log: false });
  backend = await startBackend({
    dir: data.dir,
    port: BACKEND_PORT,
    storefrontOrigin: STOREFRONT_ORIGIN,
    log: false,
    env: { CARD_GATEWAY_URL: sandbox.url },
  });
  admin = await adminClient(backend.url);
  planId = await variantIdBySku(admin, 'FR-5GB-30D');
}, 300_000);

afterAll(async () => {
  await backend?.stop();
  await sandbox?.stop();
  await data?.remove();
});

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: Array<{ message?: string; extensions?: { code?: string } }>;
}

/** One browser: the session cookies (`esim_shop_session` and its `.sig`) kept from every answer. */
class ShopSession {
  private readonly jar = new Map<string, string>();

  async request<T>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLAnswer<T>> {
    const cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${backend?.url ?? ''}/shop-api?languageCode=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const pair = setCookie.split(';', 1)[0] ?? '';
      const separator = pair.indexOf('=');
      if (separator > 0) this.jar.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    }
    return (await response.json()) as GraphQLAnswer<T>;
  }

  /** A mutation that must answer its Order (not an ErrorResult, not an error). */
  async mutate(name: string, query: string, variables: Record<string, unknown> = {}): Promise<void> {
    const answer = await this.request<Record<string, { __typename?: string; errorCode?: string; message?: string }>>(query, variables);
    const result = answer.data?.[name];
    if (answer.errors || !result || result.errorCode) throw new Error(`${name}: ${JSON.stringify(answer.errors ?? result)}`);
  }

  async logIn({ email, password }: { email: string; password: string }): Promise<void> {
    const answer = await this.request<{ login: { __typename: string } }>(
      'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }',
      {
        u: email,
        p: password,
      },
    );
    expect(answer.data?.login.__typename).toBe('CurrentUser');
  }
}

const ORDER_BY_CODE = 'query ($code: String!) { orderByCode(code: $code) { code state esims { matchingId } } }';
type OrderByCode = { orderByCode: { code: string; state: string; esims: Array<{ matchingId: string }> } };

/** What the session may see of the order: the order, or the error code it was refused with. */
async function readByCode(
  session: ShopSession,
  code: string,
): Promise<{ code: string; state: string; esims: number } | { refused: string }> {
  const answer = await session.request<OrderByCode>(ORDER_BY_CODE, { code });
  const order = answer.data?.orderByCode;
  if (order) return { code: order.code, state: order.state, esims: order.esims.length };
  return { refused: answer.errors?.[0]?.extensions?.code ?? 'no error code' };
}

const REFUSED = { refused: 'FORBIDDEN' };
const ORDER_RESULT = '__typename ... on Order { code } ... on ErrorResult { errorCode message }';

/** Cart → billing step → card tokenized at the sandbox → debitCard, all in this session; answers the order code. */
async function payAsGuest(session: ShopSession, email: string): Promise<string> {
  await session.mutate('addItemToOrder', `mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 2) { ${ORDER_RESULT} } }`, {
    id: planId,
  });
  await session.mutate(
    'setCheckoutAddress',
    `mutation ($input: CheckoutAddressInput!) { setCheckoutAddress(input: $input) { ${ORDER_RESULT} } }`,
    {
      input: {
        email,
        firstName: 'Camille',
        lastName: 'Martin',
        address1: '12 rue de la Paix',
        city: 'Paris',
        postcode: '75002',
        countryCode: 'FR',
      },
    },
  );
  const config = await session.request<{ cardPaymentConfig: { tokenizationUrl: string; publicKey: string } }>(
    '{ cardPaymentConfig { tokenizationUrl publicKey } }',
  );
  const { tokenizationUrl = '', publicKey = '' } = config.data?.cardPaymentConfig ?? {};
  const tokenized = await fetch(`${tokenizationUrl.replace(/\/+$/, '')}/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ publicKey, cardNumber: FRICTIONLESS_CARD, expiry: FUTURE_EXPIRY, cvv: '123' }),
  });
  const { token } = (await tokenized.json()) as { token: string };
  const debit = await session.request<{ debitCard: { status: string; orderCode: string } }>(
    'mutation ($input: DebitCardInput!) { debitCard(input: $input) { status orderCode } }',
    { input: { token, browser: BROWSER } },
  );
  if (debit.data?.debitCard.status !== 'succeeded') throw new Error(`debitCard: ${JSON.stringify(debit)}`);
  return debit.data.debitCard.orderCode;
}

/** A customer account made by staff, with a password to log in with. */
async function registeredCustomer(prefix: string): Promise<{ email: string; password: string }> {
  const email = `${prefix}-${Date.now()}@example.com`;
  const password = 'order-access-secret-1';
  await admin.request(
    'mutation ($input: CreateCustomerInput!, $password: String!) { createCustomer(input: $input, password: $password) { __typename } }',
    {
      input: { emailAddress: email, firstName: 'Rita', lastName: 'Registered' },
      password,
    },
  );
  return { email, password };
}

describe('orderByCode access (Shop API)', () => {
  let buyer: ShopSession;
  let guestOrder: string;
  let otherCustomer: ShopSession;

  it('the session that paid a guest order reads it, with its eSIMs once delivered', async () => {
    buyer = new ShopSession();
    guestOrder = await payAsGuest(buyer, `guest-${Date.now()}@example.com`);
    const deadline = Date.now() + 10_000;
    let seen = await readByCode(buyer, guestOrder);
    while ('esims' in seen && seen.esims === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      seen = await readByCode(buyer, guestOrder);
    }
    expect(seen).toEqual({ code: guestOrder, state: 'PaymentSettled', esims: 2 });
  });

  it('another guest session holding the code is refused with FORBIDDEN, exactly like an unknown code', async () => {
    expect(await readByCode(new ShopSession(), guestOrder)).toEqual(REFUSED);
    expect(await readByCode(new ShopSession(), 'NO-SUCH-ORDER')).toEqual(REFUSED);
  });

  it('another logged-in customer is refused', async () => {
    otherCustomer = new ShopSession();
    await otherCustomer.logIn(await registeredCustomer('other'));
    expect(await readByCode(otherCustomer, guestOrder)).toEqual(REFUSED);
  });

  it('an order on a registered account’s email: the guest session that paid and the logged-in owner read it, nobody else', async () => {
    const account = await registeredCustomer('owner');
    const guest = new ShopSession();
    const code = await payAsGuest(guest, account.email);
    expect(await readByCode(guest, code)).toMatchObject({ code, state: 'PaymentSettled' });

    const owner = new ShopSession();
    expect(await readByCode(owner, code)).toEqual(REFUSED);
    await owner.logIn(account);
    expect(await readByCode(owner, code)).toMatchObject({ code, state: 'PaymentSettled' });

    expect(await readByCode(otherCustomer, code)).toEqual(REFUSED);
    expect(await readByCode(buyer, code)).toEqual(REFUSED);
  });

  it('an unpaid cart is not readable by code, not even by its own session (activeOrder is its way)', async () => {
    const session = new ShopSession();
    await session.mutate(
      'addItemToOrder',
      `mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ${ORDER_RESULT} } }`,
      { id: planId },
    );
    const cart = await session.request<{ activeOrder: { code: string } }>('{ activeOrder { code } }');
    const code = cart.data?.activeOrder.code ?? '';
    expect(code).not.toBe('');
    expect(await readByCode(session, code)).toEqual(REFUSED);
    expect(await readByCode(new ShopSession(), code)).toEqual(REFUSED);
  });

  it('an order staff placed (Admin API, manual payment, no shop session): refused to every shop session, still in the Admin API', async () => {
    const variantId = await variantIdBySku(admin, 'FR-1GB-7D');
    const order = await placePaidOrder(admin, { lines: [{ variantId, quantity: 1 }], email: `staff-${Date.now()}@example.com` });

    expect(await readByCode(new ShopSession(), order.code)).toEqual(REFUSED);
    expect(await readByCode(buyer, order.code)).toEqual(REFUSED);
    expect(await readByCode(otherCustomer, order.code)).toEqual(REFUSED);

    const { orders } = await admin.request<{ orders: { items: Array<{ id: string; state: string }> } }>(
      'query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { id state } } }',
      { code: order.code },
    );
    expect(orders.items).toEqual([{ id: order.id, state: 'PaymentSettled' }]);
  });
});
