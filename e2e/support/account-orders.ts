import { readFile } from 'node:fs/promises';

import { expect, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

import { waitForMail } from './mailbox';
import { mailboxDir, uniqueEmail } from './purchase';
import { waitForHydration } from './page-health';

/*
 * The account journeys' steps (e2e/account-orders.spec.ts): a verified customer made quickly
 * through the Shop API from the page (registration, the token read from the outbox, verification:
 * the browser ends up logged in), the shop's own GraphQL asked from the page, and the invoice PDF's text.
 */

/** How long the verification email may take to reach the outbox. */
const MAIL_WITHIN_MS = 15_000;

export interface AccountCustomer {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** One Shop API call from the page, through the storefront's same-origin `/shop-api` (the page's cookies). */
async function shopApi<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/shop-api', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data?: unknown; errors?: unknown };
    },
    { query, variables },
  );
  if (body.errors || !body.data) throw new Error(`Shop API: ${JSON.stringify(body.errors)}`);
  return body.data as T;
}

/**
 * Registers a customer with the shop's registration mutation (its password policy and emails),
 * reads the verification link's token from the outbox and verifies it from the page: the
 * browser is then logged in as that customer. The page must be on the shop (any page).
 */
export async function registerVerifiedCustomer(page: Page, prefix: string, names: Partial<AccountCustomer> = {}): Promise<AccountCustomer> {
  const customer: AccountCustomer = {
    email: uniqueEmail(prefix),
    password: 'Tr4vel-eSIM-journey',
    firstName: names.firstName ?? 'Camille',
    lastName: names.lastName ?? 'Martin',
  };
  const registered = await shopApi<{ result: { __typename: string } }>(
    page,
    'mutation ($input: RegisterAccountInput!) { result: registerAccount(input: $input) { __typename } }',
    {
      input: {
        title: 'mrs',
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        password: customer.password,
        newsletter: false,
      },
    },
  );
  expect(registered.result.__typename).toBe('Success');

  const { mail } = await waitForMail(mailboxDir(), customer.email, performance.now() + MAIL_WITHIN_MS);
  const token = tokenOfLink(typeof mail.html === 'string' ? mail.html : '', 'verify-email.html');

  const verified = await shopApi<{ result: { __typename: string } }>(
    page,
    'mutation ($token: String!, $password: String!) { result: verifyCustomerAccount(token: $token, password: $password) { __typename } }',
    { token, password: customer.password },
  );
  expect(verified.result.__typename).toBe('CurrentUser');
  return customer;
}

/** Undoes the HTML escaping of an attribute value (Handlebars writes `=` as `&#x3D;`). */
function unescapeHtml(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** The `token` of the email's link to a storefront page (its HTML's `href`). */
function tokenOfLink(html: string, pageName: string): string {
  const href = [...html.matchAll(/href="([^"]+)"/g)].map((match) => unescapeHtml(match[1] ?? '')).find((value) => value.includes(pageName));
  const token = href ? new URL(href).searchParams.get('token') : null;
  if (!token) throw new Error(`No link to ${pageName} with a token in the email`);
  return token;
}

/** Logs out through the header's account panel (spec §2) and waits until the shop has ended the session. */
export async function logOutFromPanel(page: Page): Promise<void> {
  await page.locator('header [data-slot="site-header-profile"]').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out', exact: true }).click();
  await expect
    .poll(async () => (await shopApi<{ activeCustomer: { id: string } | null }>(page, '{ activeCustomer { id } }')).activeCustomer)
    .toBeNull();
}

/** Opens a page of the account and waits for it to be interactive. */
export async function openAccountPage(page: Page, path: string): Promise<void> {
  await page.goto(`/en/MyAccount/${path}`);
  await waitForHydration(page);
}

/** The text of a PDF file, pages joined, runs of white space made one. */
export async function pdfTextOf(file: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(await readFile(file)), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}
