import { expect, test } from '@playwright/test';

import { waitForHydration, watchPageHealth } from './support/page-health';

test('the English home leads with the popular plans in Local and Regional tabs, prices excluding VAT, each tab leading to all of its type', async ({
  page,
}) => {
  const health = watchPageHealth(page);
  const response = await page.goto('/en');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Prepaid travel eSIM data plans/);
  await expect(page.getByRole('heading', { level: 1, name: 'Travel eSIM data plans' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Popular destinations' })).toBeVisible();
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
  // The popular ones only: the whole catalogue is one link away, on the offers page.
  await expect(localPanel.getByRole('link', { name: /Afghanistan eSIM/ })).toHaveCount(0);
  await expect(localPanel.getByRole('link', { name: /^See all \d{3} local eSIMs$/ })).toHaveAttribute('href', '/en/Offers');

  await page.getByRole('tab', { name: 'Regional eSIMs' }).click();
  await expect(page).toHaveURL(/\?tab=regional$/);
  const regionalPanel = page.getByRole('tabpanel');
  await expect(regionalPanel.getByRole('link', { name: /Europe eSIM/ })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Regional eSIMs' })).toHaveAttribute('aria-selected', 'true');
  await waitForHydration(page);
  await page.getByRole('tabpanel').getByRole('link', { name: 'See all 8 regional eSIMs' }).click();
  await expect(page).toHaveURL(/\/en\/Offers\?tab=regional$/);
  await expect(page.getByRole('tab', { name: 'Regional eSIMs' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: /Central America & Caribbean eSIM/ })).toBeVisible();
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

test('the offers page lists every local destination as a row with its price, and typing narrows the list', async ({ page }) => {
  const health = watchPageHealth(page);
  await page.goto('/en/Offers');
  const list = page.getByRole('tabpanel').getByRole('list', { name: 'Local eSIMs' });
  await expect(list.getByRole('link')).toHaveCount(236);
  await expect(list.getByRole('link', { name: 'Afghanistan eSIM €3.99' })).toHaveAttribute('href', '/en/esim-afghanistan.html');
  await expect(page.getByRole('tabpanel').getByText('Starting prices, VAT excl.')).toBeVisible();
  await waitForHydration(page);

  await page.getByRole('searchbox', { name: 'Find a destination' }).fill('reunion');
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: '1 destination' })).toBeVisible();
  await list.getByRole('link', { name: /Réunion eSIM/ }).click();
  await expect(page).toHaveURL(/\/en\/esim-reunion\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: /Réunion/ })).toBeVisible();
  expect(health.problems).toEqual([]);
});
