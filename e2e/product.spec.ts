import { expect, test } from '@playwright/test';

import { waitForHydration, watchPageHealth } from './support/page-health';

test('a shopper opens a plan from the home page and picks data and duration', async ({ page }) => {
  const health = watchPageHealth(page);
  await page.goto('/en');
  await waitForHydration(page);
  await page.getByRole('link', { name: /France eSIM/ }).click();
  await expect(page).toHaveURL(/\/en\/esim-france\.html$/);
  await expect(page).toHaveTitle(/France eSIM/);
  await expect(page.getByRole('heading', { level: 1, name: 'Best eSIM for France: Data Plan France eSIM' })).toBeVisible();

  const dataGroup = page.getByRole('group', { name: 'Data' });
  const durationGroup = page.getByRole('group', { name: 'Duration' });
  const dataLabels = await dataGroup
    .getByRole('radio')
    .evaluateAll((radios) =>
      radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? radio.getAttribute('aria-label') ?? ''),
    );
  const amounts = dataLabels.map((label) => Number.parseFloat(label));
  expect(amounts.length).toBeGreaterThan(1);
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

  await expect(page.getByText('VAT excl.').first()).toBeVisible();
  const priceBefore = await page.locator('[data-slot="variant-picker-price"], [data-slot="price"]').first().textContent();

  await dataGroup.locator('label').last().click();
  await expect(page).toHaveURL(/data=[a-z0-9]+&duration=[a-z0-9]+/);
  // The URL changes first; the price follows on the next render.
  await expect
    .poll(() => page.locator('[data-slot="variant-picker-price"], [data-slot="price"]').first().textContent())
    .not.toBe(priceBefore);
  await expect(durationGroup).toBeVisible();

  // The chosen plan survives a reload: the URL is the state.
  const url = page.url();
  await page.reload();
  await expect(dataGroup.getByRole('radio').last()).toBeChecked();
  expect(page.url()).toBe(url);

  for (const row of ['Speed', 'Calls & SMS', 'Roaming Network', 'Activation', 'Compatible devices list', 'Coverage list']) {
    await expect(page.getByRole('term').filter({ hasText: row })).toBeVisible();
  }
  await expect(page.getByText(/no calls, no SMS/i).first()).toBeVisible();
  expect(health.problems).toEqual([]);
});

test('/en/Product?id= and a slug of another language lead to the canonical product address', async ({ page }) => {
  await page.goto('/en/Product?id=france');
  await expect(page).toHaveURL(/\/en\/esim-france\.html$/);
  await page.goto('/en/esim-frankreich.html');
  await expect(page).toHaveURL(/\/en\/esim-france\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('France eSIM');
});

test('the product page is complete without JavaScript (server-rendered)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ja/esim-japan.html');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('日本 eSIM');
  await expect(page.getByRole('group', { name: 'データ容量' })).toBeVisible();
  await expect(page.getByText('税抜').first()).toBeVisible();
  await context.close();
});

test('a plan says VAT is added for EU customers and suggests the other plans of its region', async ({ page }) => {
  await page.goto('/en/esim-france.html');
  await expect(page.getByText('VAT is added for EU customers at checkout.')).toBeVisible();
  const related = page.getByRole('region', { name: 'Other plans for this region' });
  await expect(related.getByRole('link', { name: /Europe eSIM/ })).toBeVisible();
  await expect(related.getByRole('link', { name: /France eSIM/ })).toHaveCount(0);
});

test('a destination easily confused with another says which country it is and links the other', async ({ page }) => {
  await page.goto('/en/esim-austria.html');
  const guard = page.getByRole('complementary', { name: 'This plan is for Austria. Not the country you meant?' });
  await expect(guard).toBeVisible();
  await guard.getByRole('link', { name: 'See the Australia eSIM' }).click();
  await expect(page).toHaveURL(/\/en\/esim-australia\.html$/);
  await expect(page.getByRole('link', { name: 'See the Austria eSIM' })).toBeVisible();
});

test('a regional plan lists the destinations it covers, each linking to its own plan', async ({ page }) => {
  await page.goto('/fr/esim-europe.html');
  const coverage = page.getByRole('list', { name: 'Destinations couvertes' });
  await expect(coverage.getByRole('link', { name: /Allemagne/ })).toHaveAttribute('href', '/fr/esim-allemagne.html');
});

test('the cover image comes from the asset server presets with its size declared', async ({ page, request }) => {
  await page.goto('/en/esim-japan.html');
  const cover = page.locator('article img[srcset]').first();
  await expect(cover).toHaveAttribute('width', '160');
  await expect(cover).toHaveAttribute('height', '120');
  const src = await cover.getAttribute('src');
  expect(src).toMatch(/^\/media\/.+preset=small/);
  const image = await request.get(src ?? '');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);
});
