import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';

import { adminApi } from './support/admin-api';
import { dashboardAt, newStaffMember } from './support/dashboard';
import { waitForHydration } from './support/page-health';
import { shopInboxMail } from './support/shop-inbox';

/*
 * Issue 7's reviews through the pages, as a shopper sends them: a review with its picture waits for
 * moderation and shows once staff approve it (Admin API, or the dashboard's Reviews list and page);
 * a program renamed `.jpg` is refused.
 */

/** A small real PNG (a blue rectangle), as a phone's photo would be. */
function photo(width = 64, height = 48): Buffer {
  const png = new PNG({ width, height });
  for (let index = 0; index < width * height; index += 1) png.data.set([42, 122, 226, 255], index * 4);
  return PNG.sync.write(png);
}

/** A Windows program's first bytes ("MZ" and the DOS stub's message): what a renamed `.exe` starts with. */
const PROGRAM = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.from('This program cannot be run in DOS mode.\r\n'),
  Buffer.alloc(512),
]);

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

/**
 * A moderation is a staff change: it reaches the shared page within the configured time, for the
 * reviewer as for any reader (a shopper with a session is served the shared page too, issue 36).
 */
async function reloadUntil(page: Page, shown: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.reload();
    await shown();
  }).toPass({ timeout: 25_000 });
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

  const staff = await shopInboxMail(token);
  expect(staff.attachments).toHaveLength(1);
  const { shopReviews } = await adminApi<{ shopReviews: { items: Array<{ id: string; message: string }> } }>(
    'query { shopReviews(options: { filter: { state: { eq: "pending" } }, take: 100 }) { items { id message } } }',
  );
  const pending = shopReviews.items.find((review) => review.message.includes(token));
  expect(pending).toBeTruthy();
  await page.reload();
  await expect(page.getByText(token)).toHaveCount(0);

  await adminApi('mutation ($id: ID!) { approveShopReview(id: $id) { state } }', { id: pending?.id });
  const review = page.getByRole('article').filter({ hasText: token });
  await reloadUntil(page, () => expect(review).toBeVisible({ timeout: 1_000 }));
  await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  const picture = review.getByRole('img', { name: 'Photo shared by Keiko T.' });
  await expect(picture).toBeVisible();
  const served = await page.request.get((await picture.getAttribute('src')) ?? '');
  expect(served.status()).toBe(200);
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect(served.headers()['content-type']).toBe('image/png');
});

test('staff moderate in the dashboard: the pending list, a bulk reject then approve, the review’s page', async ({ page, browser }) => {
  // Two apps and about 50 steps: 18 s alone here, 40 s beside two busy cores, and past 60 s twice
  // in one full run, where four browsers share the two cores with the shop.
  test.setTimeout(120_000);
  const token = `d${Date.now()}`;
  await page.goto('/en/Reviews');
  await waitForHydration(page);
  const form = await fillReview(page, token);
  await form.locator('input[type="file"]').setInputFiles({ name: 'narita.png', mimeType: 'image/png', buffer: photo() });
  await form.getByRole('button', { name: 'Send my review' }).click();
  await expect(page.getByText('Thank you for your review! It will appear once our team has read it.')).toBeVisible();

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
  const review = page.getByRole('article').filter({ hasText: token });
  await reloadUntil(page, () => expect(review).toBeVisible({ timeout: 1_000 }));

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
  await reloadUntil(page, () => expect(review).toHaveCount(0, { timeout: 1_000 }));

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
  const { shopReviews } = await adminApi<{ shopReviews: { items: Array<{ message: string }> } }>(
    'query { shopReviews(options: { take: 100 }) { items { message } } }',
  );
  expect(shopReviews.items.some((review) => review.message.includes(token))).toBe(false);
});
