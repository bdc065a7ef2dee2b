import { expect, test, type Page } from '@playwright/test';

import { waitForHydration, watchPageHealth } from './support/page-health';

const cardNames = (page: Page) =>
  page.locator('section[aria-labelledby="category-results"]').getByRole('heading', { level: 3 }).allTextContents();
const resultCount = (page: Page) => page.locator('p[aria-live="polite"]');

test('a category lists its plans; sort and filters live in the URL and survive back and forward', async ({ page }) => {
  const health = watchPageHealth(page);
  await page.goto('/en/c/regional-esims?sort=name-asc');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Regional eSIMs' })).toBeVisible();
  await expect(resultCount(page)).toHaveText('8 plans');
  await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: /Regional eSIMs/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect.poll(() => cardNames(page)).toHaveLength(8);
  expect((await cardNames(page))[0]).toBe('Africa eSIM');

  await page.getByLabel('Sort by').selectOption('name-desc');
  await expect(page).toHaveURL(/\/en\/c\/regional-esims\?sort=name-desc$/);
  await expect.poll(async () => (await cardNames(page))[0]).toBe('South America eSIM');

  const asia = page.getByRole('checkbox', { name: /^Asia/ });
  await asia.click();
  await expect(page).toHaveURL(/region=asia/);
  await expect(asia).toBeChecked();
  await expect.poll(() => cardNames(page)).toEqual(['Asia eSIM']);
  await expect(resultCount(page)).toHaveText('1 plan');

  await page.goBack();
  await expect(page).toHaveURL(/\?sort=name-desc$/);
  await expect.poll(() => cardNames(page)).toHaveLength(8);
  await page.goForward();
  await expect.poll(() => cardNames(page)).toEqual(['Asia eSIM']);
  expect(health.problems).toEqual([]);
});

test('a region category holds its local plans and its regional plan', async ({ page }) => {
  await page.goto('/en/c/europe?itemsPerPage=100&sort=name-asc');
  await expect(page.getByRole('heading', { level: 1, name: 'Europe' })).toBeVisible();
  const names = await cardNames(page);
  expect(names).toEqual(expect.arrayContaining(['Europe eSIM', 'France eSIM', 'Germany eSIM']));
  expect(names).not.toContain('Japan eSIM');
  expect((await page.goto('/es/c/europa'))?.status()).toBe(200);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/c\/europe$/);
});

test('pages of a listing are real links, and a page past the end shows the last page', async ({ page }) => {
  await page.goto('/en/c/regional-esims?itemsPerPage=3&sort=name-asc');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('link', { name: /Page 2|^2$/ }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => cardNames(page)).toEqual(['Europe eSIM', 'Middle East eSIM', 'North America eSIM']);
  const response = await page.goto('/en/c/regional-esims?itemsPerPage=3&sort=name-asc&page=999');
  expect(response?.status()).toBe(200);
  await expect.poll(() => cardNames(page)).toEqual(['Oceania eSIM', 'South America eSIM']);
});

test('bad listing input gives a valid listing, never an error', async ({ page }) => {
  for (const query of [
    'page=-4',
    'itemsPerPage=100000',
    'sort=cheapest',
    'region=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    `term=${'x'.repeat(1000)}`,
    'page=abc&itemsPerPage=-1',
  ]) {
    const response = await page.goto(`/en/Category?${query}`);
    expect(response?.status(), query).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'All destinations' })).toBeVisible();
  }
  expect((await page.goto('/en/c/atlantis'))?.status()).toBe(404);
});

test('a listing searched in any script lists what the search bar finds; a term that finds nothing offers the closest', async ({ page }) => {
  const health = watchPageHealth(page);
  await page.goto(`/ja/Category?term=${encodeURIComponent('日本')}`);
  await waitForHydration(page);
  await expect(resultCount(page)).toHaveText('「日本」のプラン 1 件');
  await expect.poll(() => cardNames(page)).toEqual(['日本 eSIM']);
  await page.goto(`/tw/Category?term=${encodeURIComponent('タイ')}`);
  await expect.poll(() => cardNames(page)).toEqual(['泰國 eSIM']);
  await page.goto('/en/Category?term=guinea&sort=name-desc');
  await expect
    .poll(() => cardNames(page))
    .toEqual(['Papua New Guinea eSIM', 'Guinea-Bissau eSIM', 'Guinea eSIM', 'Equatorial Guinea eSIM']);

  await page.goto('/en/Category?term=frnace');
  await waitForHydration(page);
  await expect(resultCount(page)).toHaveText('0 plans for “frnace”');
  await expect(page.getByRole('heading', { level: 3, name: 'No plan matches “frnace”' })).toBeVisible();
  await expect(page.getByLabel('Sort by')).toBeVisible();
  const closest = page.getByRole('list', { name: 'Did you mean' });
  await expect(closest.getByRole('link', { name: 'France eSIM' })).toHaveAttribute('href', '/en/esim-france.html');
  await page.getByRole('link', { name: 'Show all plans' }).click();
  await expect(page).toHaveURL(/\/en\/Category$/);
  await expect.poll(async () => (await cardNames(page)).length).toBe(12);

  await page.goto('/en/Category?term=qqqqzzzz');
  await expect(page.getByRole('list', { name: 'Popular destinations' }).getByRole('link')).not.toHaveCount(0);
  expect(health.problems).toEqual([]);
});
