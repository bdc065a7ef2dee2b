import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { PNG } from 'pngjs';

import { createAccount } from './support/account';
import { dashboardAt, newStaffMember } from './support/dashboard';
import { waitForHydration } from './support/page-health';

/*
 * Issue 7's reviews and contact messages through the pages, as a shopper sends them: a review with
 * its picture waits for moderation and shows once staff approve it (Admin API, or the dashboard's
 * Reviews list and page, where the contact messages and their attachments are too); a contact message
 * with a PDF reaches the shop's inbox with its attachment; a program renamed `.jpg` is refused.
 */

const SHOP_INBOX = 'support@esim-shop.localhost';

/** A small real PNG (a blue rectangle), as a phone's photo would be. */
function photo(width = 64, height = 48): Buffer {
  const png = new PNG({ width, height });
  for (let index = 0; index < width * height; index += 1) png.data.set([42, 122, 226, 255], index * 4);
  return PNG.sync.write(png);
}

/** The smallest PDF a reader opens: one empty page. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A Windows program's first bytes ("MZ" and the DOS stub's message): what a renamed `.exe` starts with. */
const PROGRAM = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.from('This program cannot be run in DOS mode.\r\n'),
  Buffer.alloc(512),
]);

async function adminToken(): Promise<string> {
  const response = await fetch(`${process.env['BACKEND_URL']}/admin-api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { login(username: "superadmin", password: "superadmin") { __typename } }' }),
  });
  const token = response.headers.get('vendure-auth-token');
  if (!token) throw new Error('no admin token');
  return token;
}

async function admin<Data>(query: string, variables: Record<string, unknown> = {}): Promise<Data> {
  const response = await fetch(`${process.env['BACKEND_URL']}/admin-api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken()}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Data; errors?: unknown };
  if (!body.data) throw new Error(`Admin API: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The shop inbox's mail whose text holds `token` (each journey writes its own). */
async function inboxMail(token: string): Promise<ParsedMail> {
  const mailbox = process.env['SHOP_MAILBOX_DIR'] ?? '';
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        // A message being written is `.eml.partial` until it is renamed whole.
        for (const name of (await readdir(mailbox).catch(() => [] as string[])).filter(
          (file) => file.includes(`_${SHOP_INBOX}_`) && file.endsWith('.eml'),
        )) {
          const raw = await readFile(path.join(mailbox, name), 'utf8');
          if (raw.replace(/=\r?\n/g, '').includes(token)) {
            found = await simpleParser(raw);
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

async function fillReview(page: Page, token: string) {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send my review' }) });
  await form.getByLabel('Name').fill('Keiko T.');
  await form.getByLabel('Email').fill(`keiko-${token}@example.com`);
  await form.getByLabel('Destination').selectOption({ label: 'Japan eSIM' });
  // Five stars are chosen by default (spec §9); the keyboard moves to four, as on any radio group.
  await form.getByRole('radio', { name: '5 stars' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await form.getByRole('textbox', { name: 'Your review' }).fill(`Connected as soon as I landed in Narita. ${token}`);
  return form;
}

test('a review with a picture waits for moderation, then shows with its picture once approved', async ({ page }) => {
  const token = `r${Date.now()}`;
  await page.goto('/en/Reviews');
  await waitForHydration(page);
  const form = await fillReview(page, token);
  await form.locator('input[type="file"]').setInputFiles({ name: 'narita.png', mimeType: 'image/png', buffer: photo() });
  await expect(form.getByText('narita.png')).toBeVisible();
  await form.getByRole('button', { name: 'Send my review' }).click();
  await expect(page.getByText('Thank you for your review! It will appear once our team has read it.')).toBeVisible();

  const staff = await inboxMail(token);
  expect(staff.attachments).toHaveLength(1);
  const { shopReviews } = await admin<{ shopReviews: { items: Array<{ id: string; message: string }> } }>(
    'query { shopReviews(options: { filter: { state: { eq: "pending" } }, take: 100 }) { items { id message } } }',
  );
  const pending = shopReviews.items.find((review) => review.message.includes(token));
  expect(pending).toBeTruthy();
  await page.reload();
  await expect(page.getByText(token)).toHaveCount(0);

  await admin('mutation ($id: ID!) { approveShopReview(id: $id) { state } }', { id: pending?.id });
  await page.reload();
  const review = page.getByRole('article').filter({ hasText: token });
  await expect(review).toBeVisible();
  await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  const picture = review.getByRole('img', { name: 'Photo shared by Keiko T.' });
  await expect(picture).toBeVisible();
  const served = await page.request.get((await picture.getAttribute('src')) ?? '');
  expect(served.status()).toBe(200);
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect(served.headers()['content-type']).toBe('image/png');
});

test('staff moderate in the dashboard: the pending list, a bulk reject then approve, the review’s page, a contact attachment', async ({
  page,
  browser,
}) => {
  const token = `d${Date.now()}`;
  await page.goto('/en/Reviews');
  await waitForHydration(page);
  const form = await fillReview(page, token);
  await form.locator('input[type="file"]').setInputFiles({ name: 'narita.png', mimeType: 'image/png', buffer: photo() });
  await form.getByRole('button', { name: 'Send my review' }).click();
  await expect(page.getByText('Thank you for your review! It will appear once our team has read it.')).toBeVisible();
  const sent = await page.request.post('/contact/submit?languageCode=en', {
    multipart: {
      contactId: '1',
      email: `staff-${token}@example.com`,
      message: `Invoice attached ${token}`,
      file: { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(sent.ok()).toBe(true);

  // The dashboard is the backend's own page, with its session cookie; a staff member of its own
  // keeps the list's filters to this journey.
  const { context: staff, page: dashboard } = await dashboardAt(browser, '/shop-reviews', await newStaffMember());
  await expect(dashboard.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  // The list's filter by moderation state, then its search for this journey's review.
  await dashboard.getByRole('button', { name: /^Moderation/ }).click();
  await dashboard.getByRole('option', { name: 'Awaiting moderation' }).click();
  await dashboard.keyboard.press('Escape');
  await dashboard.getByPlaceholder('Filter...').fill(token);
  const row = dashboard.getByRole('row').filter({ hasText: token });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('img', { name: '4 out of 5' })).toBeVisible();
  await expect(row.getByText('Awaiting moderation')).toBeVisible();
  const picture = row.getByRole('img', { name: 'Sent by Keiko T.' });
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // Bulk actions: the selected review rejected, so it leaves the list of those awaiting moderation.
  await row.getByRole('checkbox').click();
  await dashboard.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Actions' }).click();
  await dashboard.getByRole('menuitem', { name: 'Reject 1 review' }).click();
  await expect(dashboard.getByText('Review rejected: it stays off the shop')).toBeVisible();
  await expect(row).toHaveCount(0);

  // Among the rejected ones, approved in bulk too: the shop shows it.
  await dashboard.getByRole('button', { name: /^Moderation/ }).click();
  await dashboard.getByRole('option', { name: 'Awaiting moderation' }).click();
  await dashboard.getByRole('option', { name: 'Rejected' }).click();
  await dashboard.keyboard.press('Escape');
  await expect(row.getByText('Rejected')).toBeVisible();
  await row.getByRole('checkbox').click();
  await dashboard.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Actions' }).click();
  await dashboard.getByRole('menuitem', { name: 'Approve 1 review' }).click();
  await expect(dashboard.getByText('Review approved: it shows on the shop')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article').filter({ hasText: token })).toBeVisible();

  // The review's own page: its text, its picture, its state; rejected from there.
  await dashboard.getByRole('button', { name: /^Moderation/ }).click();
  await dashboard.getByRole('option', { name: 'Rejected' }).click();
  await dashboard.getByRole('option', { name: 'Approved' }).click();
  await dashboard.keyboard.press('Escape');
  await row.getByRole('button', { name: 'Keiko T.' }).click();
  await expect(dashboard).toHaveURL(/\/shop-reviews\/\d+$/);
  await expect(dashboard.getByRole('heading', { level: 1, name: 'Connected as soon as I landed in Narita.' })).toBeVisible();
  await expect(dashboard.getByText(`Connected as soon as I landed in Narita. ${token}`)).toBeVisible();
  await expect(dashboard.getByRole('img', { name: 'Sent by Keiko T.' })).toBeVisible();
  await expect(dashboard.getByText('Approved', { exact: true })).toBeVisible();
  await dashboard.getByRole('button', { name: 'Reject' }).click();
  await expect(dashboard.getByText('Rejected', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article').filter({ hasText: token })).toHaveCount(0);

  // The contact messages: the list, searched; the message's page with its attachment.
  await dashboard.goto('/dashboard/shop-contact-messages');
  await dashboard.getByPlaceholder('Filter...').fill(token);
  const message = dashboard.getByRole('row').filter({ hasText: token });
  await expect(message).toHaveCount(1);
  await expect(message.getByText('Customer service', { exact: true })).toBeVisible();
  await message.getByRole('button', { name: `staff-${token}@example.com` }).click();
  await expect(dashboard).toHaveURL(/\/shop-contact-messages\/\d+$/);
  await expect(dashboard.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible();
  await expect(dashboard.getByText(`Invoice attached ${token}`)).toBeVisible();
  const [download] = await Promise.all([dashboard.waitForEvent('download'), dashboard.getByRole('link', { name: /invoice\.pdf/ }).click()]);
  expect(download.suggestedFilename()).toBe('invoice.pdf');
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await staff.close();
});

test('a program renamed .jpg is refused as a review picture, and nothing typed is lost', async ({ page }) => {
  const token = `x${Date.now()}`;
  await page.goto('/en/Reviews');
  await waitForHydration(page);
  const form = await fillReview(page, token);
  await form.locator('input[type="file"]').setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: PROGRAM });
  await form.getByRole('button', { name: 'Send my review' }).click();
  await expect(form.getByText(/JPEG, PNG (or|ou) WebP/).first()).toBeVisible();
  await expect(page.getByText('Thank you for your review!')).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Your review' })).toHaveValue(`Connected as soon as I landed in Narita. ${token}`);
  const { shopReviews } = await admin<{ shopReviews: { items: Array<{ message: string }> } }>(
    'query { shopReviews(options: { take: 100 }) { items { message } } }',
  );
  expect(shopReviews.items.some((review) => review.message.includes(token))).toBe(false);
});

test('a contact message with a PDF arrives in the shop’s inbox with its attachment', async ({ page }) => {
  const token = `c${Date.now()}`;
  await page.goto('/fr/contact.html');
  await waitForHydration(page);
  await page.getByRole('radio', { name: 'Service client' }).check();
  await page.getByLabel('E-mail').fill(`client-${token}@example.com`);
  await page.getByRole('textbox', { name: 'Message' }).fill(`Ma facture pour la commande, merci. ${token}`);
  await page.locator('input[type="file"]').setInputFiles({ name: 'facture.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(page.getByText('Merci : nous vous répondrons dans les 15 minutes.')).toBeVisible();

  const mail = await inboxMail(token);
  expect(mail.replyTo?.text).toContain(`client-${token}@example.com`);
  expect(mail.attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([['facture.pdf', 'application/pdf']]);
  expect(mail.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
});

test('a contact message with script in every field is refused or stored as text, never run', async ({ page }) => {
  const token = `s${Date.now()}`;
  const script = '<script>window.__pwned = true</script>';
  await page.goto('/en/Contact');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(script);
  await page.getByRole('textbox', { name: 'Message' }).fill(`${script} ${token}`);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Is not a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(`someone-${token}@example.com`);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Thank you: we will answer within 15 minutes.')).toBeVisible();
  const mail = await inboxMail(token);
  expect(mail.text).toContain(script);
  expect(mail.html || '').not.toContain('<script>');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
});

test('a logged-in customer writes to customer service from the account, with their names and email prefilled', async ({ page }) => {
  const token = `a${Date.now()}`;
  const account = await createAccount(page.request, 'account-contact');
  await page.goto('/en/MyAccount/OrderHistory');
  await waitForHydration(page);
  const section = page.getByRole('region', { name: 'Need help with an eSIM?' });
  await expect(section.getByLabel('Email')).toHaveValue(account.email);
  await expect(section.getByLabel('First name')).toHaveValue('Ada');
  await expect(section.getByLabel('Last name')).toHaveValue('Lovelace');
  await section.getByRole('textbox', { name: 'Message' }).fill(`My eSIM for Peru shows no signal. ${token}`);
  await section.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(section.getByText('Thank you: we will answer within 15 minutes.')).toBeVisible();
  const mail = await inboxMail(token);
  expect(mail.text).toContain('Ada');
  expect(mail.text).toContain('Lovelace');
  expect(mail.replyTo?.text).toContain(account.email);
});
