import { randomInt, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { simpleParser, type ParsedMail } from 'mailparser';
import { describe, expect, inject, it } from 'vitest';
import { z } from '../../zod';

import type { ShopClient, ShopClientOptions } from '../../client';
import { ShopError } from '../../errors';
import type { ShopLocale } from '../../locale';
import type { ProfileUpdate, Registration } from './account-input';
import { BROWSER, TEST_CARDS, cartReadyToPay, tokenFor } from '../../test-support/card-sandbox';
import { realShopClient } from '../../test-support/clients';
import { newShopper, type Shopper } from '../../test-support/shopper';
import {
  confirmEmailChange,
  deleteAddress,
  getSavedAddresses,
  loadCustomer,
  login,
  logout,
  register,
  resetPassword,
  saveAddress,
  setNewPassword,
  setNewsletter,
  updateCustomer,
  verifyEmail,
} from './account';
import { debitCard, getCardPaymentConfig } from '../payment/card-payment';
import { addToCart, getCartItems } from '../cart/cart';
import { getProduct } from '../catalog/product';

/*
 * The account operations against the real backend: registration with the verification link read
 * from the backend's outbox, login and logout sessions, password reset, the profile, newsletter
 * and saved addresses, every error code, the rate limits and hostile input. Each test comes from
 * an address of its own (`X-Forwarded-For`, as the storefront's proxy sets it), so the per-address
 * limits of one test do not touch the others.
 */

const PASSWORD = 'Blue-Lagoon-4821';

function mailboxDir(): string {
  const dir = inject('mailboxDir');
  if (!dir) throw new Error('The integration setup named no mailbox (MAILBOX_DIR)');
  return dir;
}

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const uniqueEmail = (label: string) => `acct-${label}-${randomUUID().slice(0, 8)}@example.com`;

/** A shopper calling from `ip` through the storefront's proxy. */
function shopperAt(ip = randomIp(), options: Partial<ShopClientOptions> = {}): Shopper {
  const viaProxy: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    request.headers.set('x-forwarded-for', ip);
    return fetch(request);
  };
  return newShopper({ ...options, fetch: viaProxy });
}

async function refusal(
  call: Promise<unknown>,
): Promise<{ status: number; code: string | undefined; message: string; fields: Record<string, string> | undefined }> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ShopError) || error.detail.kind !== 'http') throw new Error(`expected a ShopError, got ${String(error)}`);
  return { status: error.status, code: error.detail.code, message: error.message, fields: error.detail.fields };
}

/** Every mail in the outbox to `recipient`, oldest first. */
async function mailsTo(recipient: string): Promise<ParsedMail[]> {
  const names = (await readdir(mailboxDir()).catch(() => [] as string[]))
    .filter((name) => name.includes(`_${recipient}_`) && name.endsWith('.eml'))
    .sort();
  return Promise.all(names.map(async (name) => simpleParser(await readFile(path.join(mailboxDir(), name)))));
}

/** Waits for the `nth` (1-based) mail to `recipient` whose subject is `subject`. */
async function waitForMail(recipient: string, subject: string, nth = 1): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(recipient)).filter((mail) => mail.subject === subject)[nth - 1];
        return found !== undefined;
      },
      { timeout: 10_000, interval: 100 },
    )
    .toBe(true);
  if (!found) throw new Error('no mail');
  return found;
}

/** An attribute's text as a mail client reads it: Handlebars escapes `=`, `&` and quotes in the href. */
function unescapeHtml(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_match, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_match, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** The link of an account email to the given storefront page, and its token. */
function linkIn(mail: ParsedMail, page: string): { url: URL; token: string } {
  const html = typeof mail.html === 'string' ? mail.html : '';
  const href = [...html.matchAll(/href="([^"]+)"/g)].map((match) => unescapeHtml(match[1] ?? '')).find((value) => value.includes(page));
  if (!href) throw new Error(`no link to ${page} in "${mail.subject ?? ''}"`);
  const url = new URL(href);
  const token = url.searchParams.get('token');
  if (!token) throw new Error(`no token in ${href}`);
  return { url, token };
}

function registration(email: string, overrides: Partial<Registration> = {}): Registration {
  return { title: 'mrs', firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD, newsletter: true, ...overrides };
}

/** Registers `email` and opens the emailed link: a verified, logged-in customer. */
async function verifiedCustomer(shopper: Shopper, email: string, overrides: Partial<Registration> = {}) {
  await register(shopper.client, registration(email, overrides));
  const mail = await waitForMail(email, 'Confirm your email address');
  return verifyEmail(shopper.client, { token: linkIn(mail, 'verify-email.html').token, password: overrides.password ?? PASSWORD });
}

function profile(email: string, overrides: Partial<ProfileUpdate> = {}): ProfileUpdate {
  return {
    title: 'mr',
    firstName: 'Alan',
    lastName: 'Turing',
    email,
    currentPassword: PASSWORD,
    newPassword: '',
    company: 'Bletchley Park Ltd',
    vatNumber: 'GB123456789',
    address: { street: 'Sherwood Drive', streetNumber: '12', postcode: '75005', city: 'Paris', countryCode: 'FR' },
    newsletter: false,
    ...overrides,
  };
}

const ordersSchema = z.object({
  activeCustomer: z.object({ orders: z.object({ items: z.array(z.object({ code: z.string() })) }) }).nullable(),
});
const ORDERS_DOCUMENT = 'query { activeCustomer { orders { items { code } } } }';
const customerOrders = (client: ShopClient) => client.request('orders', ORDERS_DOCUMENT, {}, ordersSchema, { fresh: true });

describe('registration and email verification', () => {
  it('the account exists only after the emailed link (in the shop language) is opened, which logs the customer in', async () => {
    const shopper = shopperAt(randomIp(), { locale: 'fr' });
    const email = uniqueEmail('verify');
    await register(shopper.client, registration(email));
    expect(await loadCustomer(shopper.client)).toBeNull();
    expect(await refusal(login(shopper.client, { email, password: PASSWORD }))).toMatchObject({ status: 403, code: 'NOT_VERIFIED_ERROR' });

    const mail = await waitForMail(email, 'Confirmez votre adresse e-mail');
    const { url, token } = linkIn(mail, 'verify-email.html');
    expect(url.pathname).toBe('/fr/verify-email.html');
    expect(mail.html).toContain('Merci d');

    const customer = await verifyEmail(shopper.client, { token, password: PASSWORD });
    expect(customer).toMatchObject({
      title: 'mrs',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      newsletter: true,
      company: null,
      address: null,
    });
    expect(await loadCustomer(shopper.client)).toEqual(customer);

    const reused = await refusal(verifyEmail(shopperAt().client, { token, password: PASSWORD }));
    expect(reused).toMatchObject({ status: 400, code: 'VERIFICATION_TOKEN_INVALID_ERROR' });
    expect(await refusal(verifyEmail(shopperAt().client, { token: `${token}x`, password: PASSWORD }))).toMatchObject({
      code: 'VERIFICATION_TOKEN_INVALID_ERROR',
    });
  });

  it('the link needs the password chosen at registration: whoever registers an address cannot have its owner verify an account they can enter', async () => {
    const email = uniqueEmail('intruder');
    const intruderPassword = 'Intruder-Chosen-42';
    await register(shopperAt().client, registration(email, { password: intruderPassword }));
    const { token } = linkIn(await waitForMail(email, 'Confirm your email address'), 'verify-email.html');

    const owner = shopperAt();
    expect(await refusal(verifyEmail(owner.client, { token, password: 'Owner-Guess-2026' }))).toMatchObject({
      status: 403,
      code: 'PASSWORD_INCORRECT',
    });
    expect(await loadCustomer(owner.client)).toBeNull();
    expect(await refusal(login(shopperAt().client, { email, password: intruderPassword }))).toMatchObject({ code: 'NOT_VERIFIED_ERROR' });

    // The same link still opens with the right password: a typo does not burn it.
    expect(await verifyEmail(shopperAt().client, { token, password: intruderPassword })).toMatchObject({ email });
  });

  it("Vendure's own verification cannot skip the password", async () => {
    const email = uniqueEmail('no-password');
    await register(shopperAt().client, registration(email));
    const { token } = linkIn(await waitForMail(email, 'Confirm your email address'), 'verify-email.html');
    const bare = await shopperAt().client.request(
      'verifyWithoutPassword',
      'mutation ($token: String!) { verifyCustomerAccount(token: $token) { __typename } }',
      { token },
      z.object({ verifyCustomerAccount: z.object({ __typename: z.string() }) }),
      { fresh: true },
    );
    expect(bare.verifyCustomerAccount.__typename).toBe('PasswordIncorrectError');
    expect(await refusal(login(shopperAt().client, { email, password: PASSWORD }))).toMatchObject({ code: 'NOT_VERIFIED_ERROR' });
  });

  it('registering an email that has an account answers like a success, changes nothing, and tells only the owner', async () => {
    const email = uniqueEmail('taken');
    await verifiedCustomer(shopperAt(), email);
    const attacker = shopperAt();
    await expect(
      register(attacker.client, registration(email, { password: 'Attacker-Password-77', firstName: 'Mallory' })),
    ).resolves.toBeUndefined();
    const notice = await waitForMail(email, 'Someone tried to register with your email address');
    expect(notice.text).not.toContain('Mallory');
    expect(await loadCustomer(attacker.client)).toBeNull();
    expect(await refusal(login(shopperAt().client, { email, password: 'Attacker-Password-77' }))).toMatchObject({
      code: 'INVALID_CREDENTIALS_ERROR',
    });
    expect(await login(shopperAt().client, { email, password: PASSWORD })).toMatchObject({ email, firstName: 'Ada' });
  });

  it('a second registration before verification replaces the pending password and the first link stops working', async () => {
    const email = uniqueEmail('pending');
    await register(shopperAt().client, registration(email, { password: 'First-Password-11' }));
    const first = linkIn(await waitForMail(email, 'Confirm your email address'), 'verify-email.html').token;
    await register(shopperAt().client, registration(email, { password: PASSWORD, firstName: 'Grace' }));
    const second = linkIn(await waitForMail(email, 'Confirm your email address', 2), 'verify-email.html').token;
    expect(await refusal(verifyEmail(shopperAt().client, { token: first, password: 'First-Password-11' }))).toMatchObject({
      code: 'VERIFICATION_TOKEN_INVALID_ERROR',
    });
    expect(await verifyEmail(shopperAt().client, { token: second, password: PASSWORD })).toMatchObject({ firstName: 'Grace' });
    expect(await refusal(login(shopperAt().client, { email, password: 'First-Password-11' }))).toMatchObject({
      code: 'INVALID_CREDENTIALS_ERROR',
    });
  });

  it('common, short and too long passwords are refused with the field message in the request language', async () => {
    const email = uniqueEmail('weak');
    const common = await refusal(register(shopperAt().client, registration(email, { password: 'Password123' })));
    expect(common).toMatchObject({
      status: 400,
      code: 'PASSWORD_VALIDATION_ERROR',
      fields: { password: 'This password is too common: choose another one' },
    });
    const short = await refusal(register(shopperAt().client, registration(email, { password: 'Ab1!x' })));
    expect(short.fields).toEqual({ password: 'Must be at least 8 characters' });
    const long = await refusal(register(shopperAt().client, registration(email, { password: 'x'.repeat(129) })));
    expect(long.fields).toEqual({ password: 'Must be at most 128 characters' });
    const german = await refusal(register(shopperAt(randomIp(), { locale: 'de' }).client, registration(email, { password: 'iloveyou1' })));
    expect(german.fields).toEqual({ password: 'Dieses Passwort ist zu verbreitet: Wählen Sie ein anderes' });
    expect(await mailsTo(email)).toEqual([]);
  });

  it('bad input: every field in error is named; 10 KB names are refused; script and SQL are kept verbatim as text', async () => {
    const bad = await refusal(register(shopperAt().client, registration('not-an-email', { firstName: 'x'.repeat(10_240), lastName: '' })));
    expect(bad).toMatchObject({ status: 400, code: 'BAD_USER_INPUT' });
    expect(bad.fields).toEqual({
      firstName: 'Field exceeded characters limit',
      lastName: 'This field is required',
      email: 'Is not a valid email address',
    });

    const email = uniqueEmail('hostile');
    const firstName = '<script>alert("x")</script>';
    const lastName = "Robert'); DROP TABLE customer;--";
    const customer = await verifiedCustomer(shopperAt(), email, { firstName, lastName });
    expect(customer).toMatchObject({ firstName, lastName });
    const mail = await waitForMail(email, 'Confirm your email address');
    expect(mail.html).not.toContain('<script>');
  });

  it('guest orders of the email appear in the account only after verification', async () => {
    const email = uniqueEmail('guest');
    const guest = shopperAt();
    const config = await getCardPaymentConfig(guest.client);
    const cart = await cartReadyToPay(guest.client, { email });
    const paid = await debitCard(guest.client, { token: await tokenFor(config, TEST_CARDS.frictionless), browser: BROWSER });
    expect(paid.status).toBe('succeeded');

    const registrant = shopperAt();
    await register(registrant.client, registration(email));
    expect(await refusal(login(registrant.client, { email, password: PASSWORD }))).toMatchObject({ code: 'NOT_VERIFIED_ERROR' });
    expect((await customerOrders(registrant.client)).activeCustomer).toBeNull();

    const mail = await waitForMail(email, 'Confirm your email address');
    await verifyEmail(registrant.client, { token: linkIn(mail, 'verify-email.html').token, password: PASSWORD });
    const orders = (await customerOrders(registrant.client)).activeCustomer?.orders.items.map((order) => order.code);
    expect(orders).toContain(cart.code);
  });
});

describe('login and logout', () => {
  it('wrong password and unknown email are the same INVALID_CREDENTIALS_ERROR (spec 306)', async () => {
    const email = uniqueEmail('login');
    await verifiedCustomer(shopperAt(), email);
    const wrong = await refusal(login(shopperAt().client, { email, password: 'Not-The-Password-1' }));
    expect(wrong).toEqual({
      status: 401,
      code: 'INVALID_CREDENTIALS_ERROR',
      message: 'The provided credentials are invalid',
      fields: undefined,
    });
    const unknown = await refusal(login(shopperAt().client, { email: uniqueEmail('nobody'), password: PASSWORD }));
    expect(unknown).toEqual(wrong);
    const french = await refusal(login(shopperAt(randomIp(), { locale: 'fr' }).client, { email, password: 'Not-The-Password-1' }));
    expect(french.message).toBe('Les identifiants fournis ne sont pas valides');
  });

  it('logging in keeps the guest cart; logout ends the session on the server', async () => {
    const email = uniqueEmail('cart');
    await verifiedCustomer(shopperAt(), email);
    const shopper = shopperAt();
    const variant = (await getProduct(shopper.client, { slug: 'france' })).variants.find((candidate) => candidate.sku === 'FR-5GB-30D');
    if (!variant) throw new Error('FR-5GB-30D is not seeded');
    await addToCart(shopper.client, { variantId: variant.id, quantity: 2 });
    const guestCookie = shopper.cookieHeader();

    const customer = await login(shopper.client, { email, password: PASSWORD });
    expect(customer.email).toBe(email);
    expect(shopper.cookieHeader()).not.toBe(guestCookie);
    const cart = await getCartItems(shopper.client);
    expect(cart.lines.map((line) => [line.sku, line.quantity])).toEqual([['FR-5GB-30D', 2]]);

    const session = shopper.cookieHeader();
    // The session cookies are out of page scripts' reach and not sent by cross-site requests.
    const response = await fetch(inject('shopApiUrl'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
      body: JSON.stringify({
        query: 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }',
        variables: { u: email, p: PASSWORD },
      }),
    });
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie.toLowerCase()).toContain('httponly');
      expect(cookie.toLowerCase()).toContain('samesite=lax');
    }

    await logout(shopper.client);
    expect(await loadCustomer(shopper.client)).toBeNull();
    // The old cookie, replayed, is no longer a session.
    expect(await loadCustomer(realShopClient({ cookie: session }))).toBeNull();
    expect((await getCartItems(realShopClient({ cookie: session }))).lines).toEqual([]);
  });
});

describe('password reset', () => {
  it('answers the same for an unknown email; the emailed link (in the asked locale) sets the password once', async () => {
    const email = uniqueEmail('reset');
    const earlier = shopperAt();
    await verifiedCustomer(earlier, email);
    const shopper = shopperAt();
    await expect(resetPassword(shopper.client, { email: uniqueEmail('nobody'), locale: 'de' })).resolves.toBeUndefined();
    await expect(resetPassword(shopper.client, { email, locale: 'de' })).resolves.toBeUndefined();

    const mail = await waitForMail(email, 'Setzen Sie Ihr Passwort zurück');
    const { url, token } = linkIn(mail, 'reset-password.html');
    expect(url.pathname).toBe('/de/reset-password.html');

    const weak = await refusal(setNewPassword(shopper.client, { token, newPassword: 'qwertyuiop' }));
    expect(weak).toMatchObject({
      status: 400,
      code: 'PASSWORD_VALIDATION_ERROR',
      fields: { newPassword: 'This password is too common: choose another one' },
    });
    expect(await refusal(setNewPassword(shopper.client, { token: `${token}-forged`, newPassword: 'Another-Lagoon-93' }))).toMatchObject({
      code: 'PASSWORD_RESET_TOKEN_INVALID_ERROR',
    });

    expect(await loadCustomer(earlier.client)).toMatchObject({ email });
    await setNewPassword(shopper.client, { token, newPassword: 'Another-Lagoon-93' });
    expect(await loadCustomer(shopper.client)).toMatchObject({ email });
    // Whoever was logged in with the old password is out.
    expect(await loadCustomer(earlier.client)).toBeNull();
    expect(await refusal(setNewPassword(shopperAt().client, { token, newPassword: 'Third-Lagoon-55' }))).toMatchObject({
      status: 400,
      code: 'PASSWORD_RESET_TOKEN_INVALID_ERROR',
    });
    expect(await refusal(login(shopperAt().client, { email, password: PASSWORD }))).toMatchObject({ code: 'INVALID_CREDENTIALS_ERROR' });
    expect(await login(shopperAt().client, { email, password: 'Another-Lagoon-93' })).toMatchObject({ email });
  });

  it('takes the same time whether or not the account exists', async () => {
    const email = uniqueEmail('timing');
    await verifiedCustomer(shopperAt(), email);
    const unknown = uniqueEmail('timing-nobody');
    const timed = async (target: string) => {
      const started = performance.now();
      await resetPassword(shopperAt().client, { email: target, locale: 'en' });
      return performance.now() - started;
    };
    const existing: number[] = [];
    const missing: number[] = [];
    // Interleaved, so a slower moment of the machine weighs on both alike; 10 each keeps the account under its limit.
    for (let round = 0; round < 10; round += 1) {
      existing.push(await timed(email));
      missing.push(await timed(unknown));
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    console.log(
      `password reset request: existing account ${mean(existing).toFixed(1)} ms, unknown email ${mean(missing).toFixed(1)} ms (mean of 10)`,
    );
    expect(Math.abs(mean(existing) - mean(missing))).toBeLessThan(Math.max(15, 0.5 * mean(missing)));
  });
});

describe('profile, newsletter and saved addresses', () => {
  it('the profile is saved only with the right current password (spec 350), with its fields and address', async () => {
    const email = uniqueEmail('profile');
    const shopper = shopperAt();
    await verifiedCustomer(shopper, email);

    expect(await refusal(updateCustomer(shopper.client, profile(email, { currentPassword: 'wrong-password-1' })))).toEqual({
      status: 403,
      code: 'PASSWORD_INCORRECT',
      message: 'Password Incorrect',
      fields: undefined,
    });
    const french = shopper.newTab({ locale: 'fr' });
    await expect(updateCustomer(french, profile(email, { currentPassword: '' }))).rejects.toThrow('Mot de passe incorrect');

    const updated = await updateCustomer(shopper.client, profile(email));
    expect(updated).toEqual({
      id: updated.id,
      title: 'mr',
      firstName: 'Alan',
      lastName: 'Turing',
      email,
      company: 'Bletchley Park Ltd',
      vatNumber: 'GB123456789',
      address: { street: 'Sherwood Drive', streetNumber: '12', postcode: '75005', city: 'Paris', countryCode: 'FR' },
      newsletter: false,
    });
    expect(await loadCustomer(shopper.client)).toEqual(updated);

    const bad = await refusal(
      updateCustomer(
        shopper.client,
        profile(email, { address: { street: 'Sherwood Drive', streetNumber: '', postcode: '123', city: '', countryCode: 'FR' } }),
      ),
    );
    expect(bad).toMatchObject({
      status: 400,
      code: 'BAD_USER_INPUT',
      fields: { 'address.postcode': 'Is not a valid zip code', 'address.city': 'This field is required' },
    });

    const weak = await refusal(updateCustomer(shopper.client, profile(email, { newPassword: 'password1' })));
    expect(weak).toMatchObject({
      code: 'PASSWORD_VALIDATION_ERROR',
      fields: { newPassword: 'This password is too common: choose another one' },
    });

    const elsewhere = shopperAt();
    await login(elsewhere.client, { email, password: PASSWORD });
    await updateCustomer(
      shopper.client,
      profile(email, {
        newPassword: 'Fresh-Lagoon-2024',
        address: { street: '', streetNumber: '', postcode: '', city: '', countryCode: '' },
      }),
    );
    expect(await loadCustomer(shopper.client)).toMatchObject({ address: null });
    // The new password ends the sessions opened with the old one elsewhere; this one goes on.
    expect(await loadCustomer(elsewhere.client)).toBeNull();
    expect(await login(shopperAt().client, { email, password: 'Fresh-Lagoon-2024' })).toMatchObject({ email });
  });

  it('a new email address takes effect when the link sent to it is opened', async () => {
    const email = uniqueEmail('change');
    const shopper = shopperAt();
    await verifiedCustomer(shopper, email);
    const newEmail = uniqueEmail('changed');
    const answer = await updateCustomer(shopper.client, profile(newEmail));
    expect(answer.email).toBe(email);

    const mail = await waitForMail(newEmail, 'Confirm your new email address');
    const { url, token } = linkIn(mail, 'verify-email.html');
    expect(url.searchParams.get('change')).toBe('email');
    expect(await loadCustomer(shopper.client)).toMatchObject({ email });
    expect(await confirmEmailChange(shopper.client, { token })).toMatchObject({ email: newEmail });
    expect(await refusal(confirmEmailChange(shopperAt().client, { token }))).toMatchObject({
      status: 400,
      code: 'VERIFICATION_TOKEN_INVALID_ERROR',
    });
    expect(await login(shopperAt().client, { email: newEmail, password: PASSWORD })).toMatchObject({ email: newEmail });
    expect(await refusal(login(shopperAt().client, { email, password: PASSWORD }))).toMatchObject({ code: 'INVALID_CREDENTIALS_ERROR' });

    // Opened in another browser (no session): the change is made all the same, the answer is null.
    const third = uniqueEmail('changed-again');
    await updateCustomer(shopper.client, profile(third));
    const again = linkIn(await waitForMail(third, 'Confirm your new email address'), 'verify-email.html');
    expect(await confirmEmailChange(shopperAt().client, { token: again.token })).toBeNull();
    expect(await loadCustomer(shopper.client)).toMatchObject({ email: third });
  });

  it('newsletter subscribe and unsubscribe', async () => {
    const shopper = shopperAt();
    await verifiedCustomer(shopper, uniqueEmail('news'), { newsletter: false });
    expect((await setNewsletter(shopper.client, { subscribed: true })).newsletter).toBe(true);
    expect((await loadCustomer(shopper.client))?.newsletter).toBe(true);
    expect((await setNewsletter(shopper.client, { subscribed: false })).newsletter).toBe(false);
  });

  it('saved billing addresses: create, list, update, default, delete; the checkout rules apply; another customer’s is not found', async () => {
    const shopper = shopperAt();
    await verifiedCustomer(shopper, uniqueEmail('addresses'));
    expect(await getSavedAddresses(shopper.client)).toEqual([]);

    const home = await saveAddress(shopper.client, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      address1: '1 rue de Rivoli',
      city: 'Paris',
      postcode: '75001',
      countryCode: 'FR',
      defaultBilling: true,
    });
    expect(home).toEqual({
      id: home.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      address1: '1 rue de Rivoli',
      city: 'Paris',
      postcode: '75001',
      countryCode: 'FR',
      defaultBilling: true,
    });
    const office = await saveAddress(shopper.client, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Analytical Engines',
      vatNumber: 'us123',
      address1: '1 Market St',
      city: 'San Francisco',
      state: 'CA',
      postcode: '94103',
      countryCode: 'US',
      defaultBilling: true,
    });
    expect(office).toMatchObject({ vatNumber: 'US123', state: 'CA', defaultBilling: true });
    expect((await getSavedAddresses(shopper.client)).map((address) => [address.id, address.defaultBilling])).toEqual([
      [home.id, false],
      [office.id, true],
    ]);

    const moved = await saveAddress(shopper.client, { ...home, address1: '2 rue de Rivoli', defaultBilling: true });
    expect(moved).toMatchObject({ id: home.id, address1: '2 rue de Rivoli', defaultBilling: true });

    const bad = await refusal(saveAddress(shopper.client, { ...home, postcode: 'ABC', city: '' }));
    expect(bad).toMatchObject({
      status: 400,
      code: 'BAD_USER_INPUT',
      fields: { postcode: 'Is not a valid zip code', city: 'This field is required' },
    });

    const other = shopperAt();
    await verifiedCustomer(other, uniqueEmail('other'));
    expect(await refusal(deleteAddress(other.client, { id: home.id }))).toMatchObject({ status: 404 });
    expect(await refusal(saveAddress(other.client, { ...home }))).toMatchObject({ status: 404 });

    await deleteAddress(shopper.client, { id: office.id });
    expect((await getSavedAddresses(shopper.client)).map((address) => address.id)).toEqual([home.id]);

    await logout(shopper.client);
    expect(await refusal(getSavedAddresses(shopper.client))).toMatchObject({ status: 401, code: 'NOT_LOGGED_IN' });
    expect(await refusal(updateCustomer(shopper.client, profile('x@example.com')))).toMatchObject({ status: 401, code: 'NOT_LOGGED_IN' });
  });
});

describe('Vendure’s own address book mutations (issue 30)', () => {
  const ADDRESS = 'id fullName company streetLine1 streetLine2 city province postalCode phoneNumber country { code }';
  const addressSchema = z.object({
    id: z.string(),
    fullName: z.string().nullable(),
    company: z.string().nullable(),
    streetLine1: z.string(),
    streetLine2: z.string().nullable(),
    city: z.string().nullable(),
    province: z.string().nullable(),
    postalCode: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    country: z.object({ code: z.string() }),
  });
  type VendureAddressInput = Record<string, string | boolean>;

  const createAddress = (client: ShopClient, input: VendureAddressInput) =>
    client.request(
      'createCustomerAddress',
      `mutation ($input: CreateAddressInput!) { createCustomerAddress(input: $input) { ${ADDRESS} } }`,
      { input },
      z.object({ createCustomerAddress: addressSchema }),
      { fresh: true },
    );
  const updateAddress = (client: ShopClient, input: VendureAddressInput) =>
    client.request(
      'updateCustomerAddress',
      `mutation ($input: UpdateAddressInput!) { updateCustomerAddress(input: $input) { ${ADDRESS} } }`,
      { input },
      z.object({ updateCustomerAddress: addressSchema }),
      { fresh: true },
    );
  const paris = { fullName: 'Ada Lovelace', streetLine1: '1 rue de Rivoli', city: 'Paris', postalCode: '75001', countryCode: 'FR' };
  const tenKilobytes = 'A'.repeat(10 * 1024);

  it('refuses a 10 KB field and markup with the checkout’s words, through create and update, storing nothing', async () => {
    const shopper = shopperAt();
    await verifiedCustomer(shopper, uniqueEmail('vendure-address'));

    for (const [input, fields] of [
      [{ ...paris, streetLine1: tenKilobytes }, { address1: 'Field exceeded characters limit' }],
      [{ ...paris, city: '<img src=x onerror=alert(1)>' }, { city: 'Contains characters that are not allowed' }],
      [{ ...paris, fullName: `Ada ${tenKilobytes}` }, { lastName: 'Field exceeded characters limit' }],
      [{ ...paris, streetLine2: '<script>alert(1)</script>' }, { address1: 'Contains characters that are not allowed' }],
      [{ ...paris, postalCode: 'ABC' }, { postcode: 'Is not a valid zip code' }],
    ] as const) {
      expect(await refusal(createAddress(shopper.client, input))).toMatchObject({
        status: 400,
        code: 'CHECKOUT_ADDRESS_ERROR',
        message: expect.stringContaining('The billing details are not valid'),
        fields,
      });
    }
    expect(await getSavedAddresses(shopper.client)).toEqual([]);

    const created = (await createAddress(shopper.client, { ...paris, phoneNumber: tenKilobytes, streetLine2: 'Bâtiment B' }))
      .createCustomerAddress;
    expect(created).toMatchObject({
      fullName: 'Ada Lovelace',
      streetLine1: '1 rue de Rivoli, Bâtiment B',
      streetLine2: '',
      phoneNumber: '',
      postalCode: '75001',
      country: { code: 'FR' },
    });
    expect(await getSavedAddresses(shopper.client)).toEqual([
      expect.objectContaining({ id: created.id, firstName: 'Ada', lastName: 'Lovelace', address1: '1 rue de Rivoli, Bâtiment B' }),
    ]);

    const owner = shopperAt();
    await verifiedCustomer(owner, uniqueEmail('vendure-address-own'));
    const inGerman = owner.newTab({ locale: 'de' });
    const own = (await createAddress(owner.client, paris)).createCustomerAddress;
    expect(await refusal(updateAddress(inGerman, { id: own.id, streetLine1: tenKilobytes }))).toMatchObject({
      status: 400,
      code: 'CHECKOUT_ADDRESS_ERROR',
      message: 'Die Rechnungsangaben sind ungültig (Adresse: Das Feld überschreitet die Zeichenbegrenzung).',
      fields: { address1: 'Das Feld überschreitet die Zeichenbegrenzung' },
    });
    expect(await refusal(updateAddress(inGerman, { id: own.id, company: '<b>ACME</b>' }))).toMatchObject({
      code: 'CHECKOUT_ADDRESS_ERROR',
      fields: { company: 'Enthält unzulässige Zeichen' },
    });
    // Only the city sent: the rest stays as stored, and the whole is checked.
    expect((await updateAddress(owner.client, { id: own.id, city: 'Lyon', postalCode: '69001' })).updateCustomerAddress).toMatchObject({
      fullName: 'Ada Lovelace',
      streetLine1: '1 rue de Rivoli',
      city: 'Lyon',
      postalCode: '69001',
    });
    // Another customer's address is as good as absent.
    expect(await refusal(updateAddress(shopper.client, { id: own.id, city: 'Nice' }))).toMatchObject({ status: 404 });
  });
});

/** The backend's limit per minute: 10 by default; `npm test` runs the journeys' shop with a higher one (scripts/lib/shop.mjs). */
const RATE_LIMIT = Number(process.env['ACCOUNT_RATE_LIMIT_PER_MINUTE'] ?? 10);
/**
 * Each test sends RATE_LIMIT + 1 requests one after the other, each a password hash, and the
 * backend slows an account down after repeated failures on purpose: on two busy cores (the other
 * integration files run alongside) that exceeded the default 20 s.
 */
const RATE_LIMIT_TEST_TIMEOUT_MS = 90_000;

describe('rate limits', () => {
  it(
    `the login after ${RATE_LIMIT} in a minute from one address is refused (429); another address may still log in to the account`,
    async () => {
      const email = uniqueEmail('limit');
      await verifiedCustomer(shopperAt(), email);
      const attacker = shopperAt();
      for (let attempt = 1; attempt <= RATE_LIMIT; attempt += 1) {
        expect((await refusal(login(attacker.client, { email, password: `guess-number-${attempt}` }))).code).toBe(
          'INVALID_CREDENTIALS_ERROR',
        );
      }
      const eleventh = await refusal(login(attacker.client, { email, password: PASSWORD }));
      expect(eleventh).toMatchObject({
        status: 429,
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait a minute and try again.',
      });
      const inJapanese = await refusal(login(attacker.newTab({ locale: 'ja' }), { email, password: PASSWORD }));
      expect(inJapanese.message).toBe('試行回数が多すぎます。1分ほど待ってから、もう一度お試しください。');

      // The owner, elsewhere, is not locked out: one address cannot use up the account's own limit (twice its own).
      expect(await login(shopperAt().client, { email, password: PASSWORD })).toMatchObject({ email });
    },
    RATE_LIMIT_TEST_TIMEOUT_MS,
  );

  it(
    `registration and reset requests: the one after ${RATE_LIMIT} in a minute from one address is refused`,
    async () => {
      const registrant = shopperAt();
      for (let attempt = 1; attempt <= RATE_LIMIT; attempt += 1)
        await register(registrant.client, registration(uniqueEmail(`burst${attempt}`)));
      expect(await refusal(register(registrant.client, registration(uniqueEmail('burst11'))))).toMatchObject({
        status: 429,
        code: 'RATE_LIMITED',
      });

      const requester = shopperAt();
      for (let attempt = 1; attempt <= RATE_LIMIT; attempt += 1)
        await resetPassword(requester.client, { email: uniqueEmail(`reset${attempt}`), locale: 'en' as ShopLocale });
      expect(await refusal(resetPassword(requester.client, { email: uniqueEmail('reset11'), locale: 'en' }))).toMatchObject({
        status: 429,
        code: 'RATE_LIMITED',
      });
    },
    RATE_LIMIT_TEST_TIMEOUT_MS,
  );
});
