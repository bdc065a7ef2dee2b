import { expect, test } from '@playwright/test';

import { waitForHydration } from './support/page-health';

test('below 1024 px the menu opens in the side panel, closes with Escape and on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 900 });
  await page.goto('/en');
  await waitForHydration(page);
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.click();
  const panel = page.getByRole('dialog', { name: 'Menu' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Home' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  await menuButton.click();
  await expect(panel).toBeVisible();
  await panel.getByRole('link', { name: 'Regional eSIMs' }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/en\/c\/regional-esims$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Regional eSIMs' })).toBeVisible();
});

test('navigation starts at the top, and going back returns to the saved position', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 480 });
  await page.goto('/en');
  await waitForHydration(page);
  const card = page.getByRole('link', { name: /United States eSIM/ });
  await card.scrollIntoViewIfNeeded();
  const savedY = await page.evaluate(() => window.scrollY);
  expect(savedY).toBeGreaterThan(100);
  await card.click();
  await expect(page).toHaveURL(/esim-united-states\.html$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/en$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(savedY);
});

test('on a desktop the header shows the navigation instead of the menu button', async ({ page }) => {
  await page.goto('/en');
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link', { name: 'Destinations' })).toHaveAttribute('href', '/en/Offers');
  // Spec §2's header links, in its order, after the destinations.
  await expect(navigation.getByRole('link')).toHaveText(['Destinations', 'Installation', 'Reviews', 'FAQ', 'Contact', 'Blog']);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
});
