import { expect, test, type Response } from '@playwright/test';

import { waitForHydration } from './support/page-health';

test('the language switcher moves the page to another locale and remembers it for 365 days', async ({ page, context }) => {
  await page.goto('/en');
  await waitForHydration(page);
  await page.getByRole('button', { name: /Language: English/ }).click();
  const french = page.getByRole('link', { name: 'Français' });
  await expect(french).toHaveAttribute('href', '/fr');
  await expect(french).toHaveAttribute('hreflang', 'fr');
  await french.click();
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Forfaits eSIM data pour voyager' })).toBeVisible();

  const cookie = (await context.cookies()).find((entry) => entry.name === 'locale');
  expect(cookie?.value).toBe('fr');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);
  expect(cookie?.sameSite).toBe('Lax');

  // The root path now answers in French directly, without a redirect hop.
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.request().redirectedFrom()).toBeNull();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Forfaits eSIM data pour voyager' })).toBeVisible();
});

test.describe('a first visit to / follows the browser language', () => {
  test.use({ locale: 'ja-JP' });
  test('Japanese browser', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1, name: '旅行用 eSIM データプラン' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ja$/);
  });
});

test.describe('an unsupported browser language falls back to English', () => {
  test.use({ locale: 'pt-BR' });
  test('Portuguese browser', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('on a product page the switcher leads to the product under its translated slug', async ({ page }) => {
  await page.goto('/en/esim-france.html');
  await waitForHydration(page);
  await page.getByRole('button', { name: /Language: English/ }).click();
  await expect(page.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es/esim-francia.html');
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/esim-frankreich\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Frankreich eSIM');
  await expect(page.locator('link[rel="alternate"][hreflang="zh-Hant"]')).toHaveAttribute('href', /\/tw\/esim-france\.html$/);
});

test('only the active locale’s messages reach the browser; another language’s arrive when asked for', async ({ page }) => {
  // Scripts and the page's texts, a static file per language (storefront/app/lib/i18n/catalog.ts).
  // Each body is read as it comes and all are awaited before the check: a read still pending when
  // the test ends would fail it ("Test ended"), and a body not read yet would escape the check. A
  // body that cannot be read fails the test rather than pass as one without French in it.
  const bodies: Array<Promise<string>> = [];
  const keepBody = (response: Response) => {
    if (['script', 'fetch'].includes(response.request().resourceType())) bodies.push(response.text());
  };
  page.on('response', keepBody);
  const englishCatalog = page.waitForResponse((response) => /\/i18n\/en\.[\w-]{12}\.json$/.test(response.url()));
  const englishHtml = await (await page.goto('/en'))?.text();
  await waitForHydration(page);
  expect(await (await englishCatalog).json()).toMatchObject({ 'home.heading': 'Travel eSIM data plans' });
  const frenchHeading = 'Forfaits eSIM data pour voyager';
  page.off('response', keepBody);
  expect((await Promise.all(bodies)).join('\n')).not.toContain(frenchHeading);
  expect(englishHtml).not.toContain(frenchHeading);
  expect(englishHtml).toContain('Travel eSIM data plans');

  const frenchCatalog = page.waitForResponse((response) => /\/i18n\/fr\.[\w-]{12}\.json$/.test(response.url()));
  await page.getByRole('button', { name: /Language: English/ }).click();
  await page.getByRole('link', { name: 'Français' }).click();
  const french = await frenchCatalog;
  expect(french.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await french.text()).toContain(frenchHeading);
  await expect(page.getByRole('heading', { level: 1, name: frenchHeading })).toBeVisible();
});
