import { expect, test } from '@playwright/test';

import { waitForHydration } from '../support/page-health';

test('on a phone the shop fits the screen and a plan can be chosen by touch', async ({ page }) => {
  await page.goto('/en');
  await waitForHydration(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Menu' }).tap();
  const panel = page.getByRole('dialog', { name: 'Menu' });
  await expect(panel).toBeVisible();
  const panelBox = await panel.boundingBox();
  expect(panelBox?.width).toBeGreaterThanOrEqual((page.viewportSize()?.width ?? 0) - 1);
  await panel.getByRole('button', { name: 'Close' }).tap();
  await expect(panel).toBeHidden();

  await page.getByRole('link', { name: /Japan eSIM/ }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Best eSIM for Japan');
  const duration = page.getByRole('group', { name: 'Duration' });
  await duration.locator('label').filter({ hasNotText: /^$/ }).last().tap();
  await expect(page).toHaveURL(/duration=/);
});

test('on a phone the menu leads to every content page, privacy and terms included; the content pages fit the screen', async ({ page }) => {
  await page.goto('/es');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Menú' }).tap();
  const panel = page.getByRole('dialog', { name: 'Menú' });
  for (const [name, path] of [
    ['Instalación', '/es/Installation'],
    ['Opiniones', '/es/Reviews'],
    ['Preguntas frecuentes', '/es/Faq'],
    ['Contacto', '/es/Contact'],
    ['Blog', '/es/Blog'],
    ['Política de privacidad', '/es/Privacy'],
    ['Condiciones de venta', '/es/Terms'],
  ] as const) {
    await expect(panel.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
  await panel.getByRole('link', { name: 'Condiciones de venta', exact: true }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Condiciones generales de venta' })).toBeVisible();
  for (const path of ['/es/Terms', '/es/Faq', '/es/Installation', '/es/Reviews', '/es/Contact', '/es/Blog']) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
  }
});
