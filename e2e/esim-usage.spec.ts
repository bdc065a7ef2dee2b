import { expect, test, type Locator, type Page } from '@playwright/test';

import { pinEsimUsage, type PinnedUsage } from '../api/test-support/esim-sandbox';
import { pathOf } from './support/account';
import { registerVerifiedCustomer } from './support/account-orders';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { simpleParser, type ParsedMail } from 'mailparser';

import { waitForMail } from './support/mailbox';
import { waitForHydration } from './support/page-health';
import { CARDS, PARIS, SAN_FRANCISCO, expectDelivered, mailboxDir, openPaymentStep, payByCard, uniqueEmail } from './support/purchase';
import { backendUrl } from './support/admin-api';

/*
 * Issue 19's eSIM usage journeys against the running shop, the sandbox provider's test control on
 * (E2E_BACKEND_ENV): a guest buys a plan, sees it "not installed" on the thank-you page, opens the
 * guest link of the delivery email, and follows the eSIM through active and exhausted with the
 * refresh button, up to "buy a new eSIM for this destination"; a logged-in customer sees the same
 * in My eSIMs and in the order's details.
 */

const MAIL_WITHIN_MS = 30_000;
const USAGE_LINK = /https?:\/\/[^\s"'<>[\]()]+\/esim-status\?token=[^\s"'<>[\]()&]+/;
const ICCID = /\b89\d{17,18}\b/;

/** The usage card of the plan (the design system's EsimUsage: an article named by its plan). */
const usageCards = (scope: Page | Locator) => scope.locator('[data-slot="esim-usage"]');

/** The ICCID of the delivery email to a customer whose outbox also holds the account's emails. */
async function mailedIccid(recipient: string): Promise<string> {
  const deadline = performance.now() + MAIL_WITHIN_MS;
  for (;;) {
    const files = (await readdir(mailboxDir())).filter((name) => name.includes(`_${recipient}_`) && name.endsWith('.eml'));
    for (const file of files) {
      const mail = await simpleParser(await readFile(path.join(mailboxDir(), file)));
      const iccid = USAGE_LINK.test(bodyOf(mail)) ? ICCID.exec(bodyOf(mail))?.[0] : undefined;
      if (iccid) return iccid;
    }
    if (performance.now() > deadline) throw new Error(`No eSIM delivery email for ${recipient}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The delivery email is HTML only: its text with the entities Handlebars escapes (`=` as `&#x3D;`) read back. */
function bodyOf(mail: ParsedMail): string {
  const html = typeof mail.html === 'string' ? mail.html : '';
  return `${mail.text ?? ''}\n${html.replace(/&#x3D;/g, '=').replace(/&amp;/g, '&')}`;
}

async function pinAndRefresh(card: Locator, iccid: string, usage: PinnedUsage): Promise<void> {
  await pinEsimUsage(backendUrl(), iccid, usage);
  await card.getByRole('button', { name: 'Refresh', exact: true }).click();
}

test('a guest sees the eSIM not installed on the thank-you page, then follows it through the emailed link up to buying a new one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('esim-usage-guest');
  await openPaymentStep(page, 'france', { email, ...SAN_FRANCISCO });
  await payByCard(page, { number: CARDS.frictionless });
  await expectDelivered(page, email);

  // The thank-you page: the eSIM just delivered, not installed yet, and the guest link.
  const thanks = page.getByRole('region', { name: 'Status of your eSIMs' });
  await expect(usageCards(thanks).first()).toContainText('Not installed yet');
  await expect(thanks.getByRole('link', { name: 'open my eSIM status page' })).toHaveAttribute('href', /\/en\/esim-status\?token=/);

  // The delivery email carries the same link, and the ICCID.
  const { mail } = await waitForMail(mailboxDir(), email, performance.now() + MAIL_WITHIN_MS);
  const link = USAGE_LINK.exec(bodyOf(mail))?.[0];
  const iccid = ICCID.exec(bodyOf(mail))?.[0];
  if (!link || !iccid) throw new Error(`The delivery email has no usage link or ICCID:\n${bodyOf(mail)}`);

  // The guest page: no account, never cached, not indexed.
  const response = await page.goto(pathOf(link));
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await waitForHydration(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your eSIM status' })).toBeVisible();
  const card = usageCards(page).first();
  await expect(card).toContainText('Not installed yet');
  await expect(card).toContainText(`ICCID ending in ${iccid.slice(-4)}`);

  await pinAndRefresh(card, iccid, { state: 'active', dataUsedMb: 700, daysLeft: 20 });
  await expect(card).toContainText('Active');
  await expect(card.getByRole('progressbar')).toHaveCount(2);
  await expect(card.getByRole('link', { name: 'Buy a new eSIM for this destination' })).toHaveCount(0);

  await pinAndRefresh(card, iccid, { state: 'exhausted', daysLeft: 3 });
  await expect(card).toContainText('Data used up');
  await expect(card.getByRole('link', { name: 'Buy a new eSIM for this destination' })).toHaveAttribute('href', '/en/esim-france.html');

  // A tampered link is no page of the shop (404, issue 30), with a clear answer rather than an error page.
  const tampered = `${pathOf(link).slice(0, -3)}AAA`;
  expect((await page.goto(tampered))?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByText('This link is not valid.', { exact: false })).toBeVisible();
});

test('an invalid or missing eSIM status token answers 404 with the page’s own words, in the page’s language (issue 30)', async ({
  page,
}) => {
  for (const [address, words] of [
    ['/en/esim-status?token=bad', 'This link is not valid.'],
    ['/en/esim-status', 'This link is not valid.'],
    ['/fr/esim-status?token=ABC123.99999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'Ce lien n'],
  ] as const) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await waitForHydration(page);
    await expect(page.locator('[data-slot="esim-status-refusal"]')).toContainText(words);
  }
});

test('a logged-in customer sees each eSIM usage in My eSIMs and in the order details, refreshed on demand', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/en');
  await waitForHydration(page);
  const customer = await registerVerifiedCustomer(page, 'esim-usage');
  await openPaymentStep(page, 'france', { email: customer.email, ...PARIS });
  await payByCard(page, { number: CARDS.frictionless });
  const orderCode = await expectDelivered(page, customer.email);
  const iccid = await mailedIccid(customer.email);

  // My eSIMs (the side panel): the newest eSIM first, not installed, then active after a refresh.
  await page.goto('/en?panel=orders');
  await waitForHydration(page);
  const panel = page.getByRole('dialog');
  const panelCard = usageCards(panel).first();
  await expect(panelCard).toContainText('Not installed yet');
  await expect(panelCard).toContainText(iccid.slice(-4));
  await pinAndRefresh(panelCard, iccid, { state: 'active', dataUsedMb: 512, daysLeft: 10 });
  await expect(panelCard).toContainText('Active');

  // The order details show the same, expired after a refresh, with the way to a new eSIM.
  await panel.getByRole('link', { name: `View order ${orderCode}`, exact: true }).click();
  await expect(panel.getByRole('heading', { level: 3, name: `Order ${orderCode}` })).toBeVisible();
  const detailsCard = usageCards(panel).first();
  await expect(detailsCard).toContainText('Active');
  await pinAndRefresh(detailsCard, iccid, { state: 'expired' });
  await expect(detailsCard).toContainText('Expired');
  await expect(detailsCard.getByRole('link', { name: 'Buy a new eSIM for this destination' })).toHaveAttribute(
    'href',
    '/en/esim-france.html',
  );
});
