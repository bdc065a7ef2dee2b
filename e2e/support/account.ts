import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';

import { waitForHydration } from './page-health';
import { cartButton, mailboxDir, uniqueEmail } from './purchase';

/*
 * The repeated steps of the account journeys (e2e/account-auth.spec.ts): customers made the
 * shop's way (register, then the emailed link), the links read from the sandbox outbox, and the
 * login side panel.
 */

/** A password the shop's policy accepts (8+ characters, not a common one). */
export const PASSWORD = 'Blue-Lagoon-Trip-2041';

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** The profile button of the header: read from its label, the open side panel hides the header from assistive technology. */
export const profileButton = (page: Page) => page.locator('header [data-slot="site-header-profile"]');

type AccountPage = 'verify-email.html' | 'reset-password.html';

/**
 * The account links mailed to `recipient` for `page`, oldest first (the outbox names files
 * `<time>_<recipient>_<id>.eml`). Waits until at least `count` exist.
 */
export async function waitForAccountLinks(recipient: string, page: AccountPage, count = 1, timeoutMs = 30_000): Promise<string[]> {
  const deadline = performance.now() + timeoutMs;
  const dir = mailboxDir();
  for (;;) {
    const files = (await readdir(dir).catch(() => [])).filter((name) => name.includes(`_${recipient}_`) && name.endsWith('.eml')).sort();
    const links: string[] = [];
    for (const file of files) {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      // The plain-text part: its links stand alone or in brackets (the HTML escapes `=` as `&#x3D;`).
      const found = (mail.text ?? '').match(
        new RegExp(`https?://[^\\s"'<>\\[\\]()]+/${page.replace('.', '\\.')}\\?token=[^\\s"'<>\\[\\]()]+`),
      );
      if (found) links.push(found[0]);
    }
    if (links.length >= count) return links;
    if (performance.now() > deadline) throw new Error(`No ${page} link for ${recipient} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The path and query of a mailed link: the test's shop may answer on another origin than the mail's. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** One Shop API call through the storefront's `/shop-api` proxy, as the browser makes it. */
async function shopApi(request: APIRequestContext, query: string, variables: Record<string, unknown>): Promise<unknown> {
  const response = await request.post('/shop-api?languageCode=en', { data: { query, variables } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data?: { result?: { __typename?: string } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data?.result?.__typename;
}

/** A verified customer, made the shop's way: registered, then the emailed link followed. */
export async function createAccount(request: APIRequestContext, prefix: string): Promise<Account> {
  const account = { email: uniqueEmail(prefix), password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' };
  const registered = await shopApi(
    request,
    'mutation ($input: RegisterAccountInput!) { result: registerAccount(input: $input) { __typename } }',
    {
      input: {
        title: 'mrs',
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        password: account.password,
        newsletter: false,
      },
    },
  );
  expect(registered).toBe('Success');
  const [link] = await waitForAccountLinks(account.email, 'verify-email.html');
  const token = new URL(link ?? '').searchParams.get('token');
  const verified = await shopApi(
    request,
    'mutation ($token: String!, $password: String!) { result: verifyCustomerAccount(token: $token, password: $password) { __typename } }',
    { token, password: account.password },
  );
  expect(verified).toBe('CurrentUser');
  return account;
}

/** A default billing address saved on the account `request` is logged in as (after `createAccount`). */
export async function saveDefaultAddress(
  request: APIRequestContext,
  address: { firstName: string; lastName: string; address1: string; city: string; postcode: string; countryCode: string },
): Promise<void> {
  const saved = await shopApi(
    request,
    'mutation ($input: AccountSavedAddressInput!) { result: saveAccountAddress(input: $input) { __typename } }',
    { input: { ...address, defaultBilling: true } },
  );
  expect(saved).toBe('AccountSavedAddress');
}

/** Fills the login form shown in `scope` (the login side panel or the app-style page) and submits it. */
export async function submitLogin(scope: Page | ReturnType<Page['getByRole']>, email: string, password: string): Promise<void> {
  await scope.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await scope.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await scope.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Opens the account panel from the header and its login panel. */
export async function openLoginPanel(page: Page) {
  await profileButton(page).click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('heading', { name: 'My account' })).toBeVisible();
  await panel.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(panel.getByRole('heading', { name: 'Log in' })).toBeVisible();
  return panel;
}

/** A plan in the guest's cart (the cart panel opens on its own); closes the panel again. */
export async function addPlanAsGuest(page: Page, slug = 'france'): Promise<void> {
  await page.goto(`/en/esim-${slug}.html`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 1 item');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}
