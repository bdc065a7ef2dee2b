import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';

import { createAccount } from './support/account';
import { dashboardAt, newStaffMember } from './support/dashboard';
import { waitForHydration } from './support/page-health';
import { shopInboxMail } from './support/shop-inbox';

/*
 * Issue 7's contact messages through the pages, as a shopper sends them: a message with a PDF
 * reaches the shop's inbox with its attachment and staff read it in the dashboard; script typed in
 * a field stays text; the account page's form writes to customer service.
 */

/** The smallest PDF a reader opens: one empty page. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('staff read a contact message in the dashboard: the list, searched, and its page with the attachment', async ({ page, browser }) => {
  const token = `d${Date.now()}`;
  const sent = await page.request.post('/contact/submit?languageCode=en', {
    multipart: {
      contactId: '1',
      email: `staff-${token}@example.com`,
      message: `Invoice attached ${token}`,
      file: { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(sent.ok()).toBe(true);

  const { context: staff, page: dashboard } = await dashboardAt(browser, '/shop-contact-messages', await newStaffMember());
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

  const mail = await shopInboxMail(token);
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
  const mail = await shopInboxMail(token);
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
  const mail = await shopInboxMail(token);
  expect(mail.text).toContain('Ada');
  expect(mail.text).toContain('Lovelace');
  expect(mail.replyTo?.text).toContain(account.email);
});
