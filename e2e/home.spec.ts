import { expect, test } from '@playwright/test';

import { waitForHydration, watchPageHealth } from './support/page-health';

test('the English home lists local and regional plans from the engine, with prices excluding VAT', async ({ page }) => {
  const health = watchPageHealth(page);
  const response = await page.goto('/en');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Prepaid travel eSIM data plans/);
  await expect(page.getByRole('heading', { level: 1, name: 'Travel eSIM data plans' })).toBeVisible();
  await waitForHydration(page);

  const localTab = page.getByRole('tab', { name: 'Local eSIMs' });
  await expect(localTab).toHaveAttribute('aria-selected', 'true');
  const localPanel = page.getByRole('tabpanel');
  for (const destination of ['France eSIM', 'Japan eSIM', 'United States eSIM']) {
    await expect(localPanel.getByRole('link', { name: new RegExp(destination) })).toBeVisible();
  }
  await expect(localPanel.getByText('VAT excl.').first()).toBeVisible();
  await expect(localPanel.getByText(/€/).first()).toBeVisible();
  await expect(localPanel.getByRole('link', { name: /Europe eSIM/ })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Regional eSIMs' }).click();
  await expect(page).toHaveURL(/\?tab=regional$/);
  await expect(page.getByRole('tabpanel').getByRole('link', { name: /Europe eSIM/ })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Regional eSIMs' })).toHaveAttribute('aria-selected', 'true');
  expect(health.problems).toEqual([]);
});

test('/en/Home is the same home page', async ({ page }) => {
  const response = await page.goto('/en/Home');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Travel eSIM data plans' })).toBeVisible();
});

const translatedHomes = [
  { path: '/fr', lang: 'fr', heading: 'Forfaits eSIM data pour voyager', tab: 'eSIM locales', product: 'France eSIM' },
  { path: '/de', lang: 'de', heading: 'eSIM-Datentarife für Reisen', tab: 'Lokale eSIMs', product: 'Frankreich eSIM' },
  { path: '/es', lang: 'es', heading: 'Planes de datos eSIM para viajar', tab: 'eSIM locales', product: 'Francia eSIM' },
  { path: '/it', lang: 'it', heading: 'Piani dati eSIM per viaggiare', tab: 'eSIM locali', product: 'Francia eSIM' },
  { path: '/nl', lang: 'nl', heading: 'eSIM-databundels voor op reis', tab: "Lokale eSIM's", product: 'Frankrijk eSIM' },
  { path: '/ja', lang: 'ja', heading: '旅行用 eSIM データプラン', tab: 'ローカル eSIM', product: 'フランス eSIM' },
  { path: '/tw', lang: 'zh-Hant', heading: '旅遊 eSIM 數據方案', tab: '當地 eSIM', product: '法國 eSIM' },
];

for (const expected of translatedHomes) {
  test(`${expected.path} renders its own translated home, names from the engine included`, async ({ page }) => {
    await page.goto(expected.path);
    await expect(page.locator('html')).toHaveAttribute('lang', expected.lang);
    await expect(page.getByRole('heading', { level: 1, name: expected.heading })).toBeVisible();
    await expect(page.getByRole('tab', { name: expected.tab })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(expected.product) })).toBeVisible();
  });
}

for (const path of ['/en/Offers', '/en/esims.html', '/en/esim-offers.html']) {
  test(`${path} is the offers page with every destination in Local and Regional tabs`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'eSIM destinations' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/Offers$/);
    await expect(page.getByRole('tabpanel').getByRole('link', { name: /France eSIM/ })).toBeVisible();
    await page.getByRole('tab', { name: 'Regional eSIMs' }).click();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: /Europe eSIM/ })).toBeVisible();
  });
}
