import { expect, test } from '@playwright/test';

import { waitForHydration, watchPageHealth } from './support/page-health';

const cardNames = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: /Local eSIMs|All destinations|Regional eSIMs/ }).getByRole('heading', { level: 3 }).allTextContents();

test('a category lists its plans; sort and filters live in the URL and survive back and forward', async ({ page }) => {
  const health = watchPageHealth(page);
  await page.goto('/en/c/local-esims');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Local eSIMs' })).toBeVisible();
  await expect(page.locator('p[aria-live="polite"]').filter({ hasText: /^3 plans$/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: /Local eSIMs/ })).toHaveAttribute('aria-current', 'page');

  await page.getByLabel('Sort by').selectOption('name-desc');
  await expect(page).toHaveURL(/\/en\/c\/local-esims\?sort=name-desc$/);
  await expect.poll(() => cardNames(page)).toEqual(['United States eSIM', 'Japan eSIM', 'France eSIM']);

  const asia = page.getByRole('checkbox', { name: /Asia/ });
  await asia.click();
  await expect(page).toHaveURL(/region=asia/);
  await expect(asia).toBeChecked();
  await expect.poll(() => cardNames(page)).toEqual(['Japan eSIM']);
  await expect(page.locator('p[aria-live="polite"]').filter({ hasText: /^1 plan$/ })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\?sort=name-desc$/);
  await expect.poll(() => cardNames(page)).toEqual(['United States eSIM', 'Japan eSIM', 'France eSIM']);
  await page.goForward();
  await expect.poll(() => cardNames(page)).toEqual(['Japan eSIM']);
  expect(health.problems).toEqual([]);
});

test('pages of a listing are real links, and a page past the end shows the last page', async ({ page }) => {
  await page.goto('/en/Category?itemsPerPage=3&sort=name-asc');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('link', { name: /Page 2|^2$/ }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => cardNames(page)).toEqual(['United States eSIM']);
  const response = await page.goto('/en/Category?itemsPerPage=3&sort=name-asc&page=999');
  expect(response?.status()).toBe(200);
  await expect.poll(() => cardNames(page)).toEqual(['United States eSIM']);
});

test('bad listing input gives a valid listing, never an error', async ({ page }) => {
  for (const query of ['page=-4', 'itemsPerPage=100000', 'sort=cheapest', 'region=%3Cscript%3Ealert(1)%3C%2Fscript%3E', `term=${'x'.repeat(1000)}`, 'page=abc&itemsPerPage=-1']) {
    const response = await page.goto(`/en/Category?${query}`);
    expect(response?.status(), query).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'All destinations' })).toBeVisible();
  }
  expect((await page.goto('/en/c/atlantis'))?.status()).toBe(404);
});
