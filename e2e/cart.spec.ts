import { expect, test, type Page } from '@playwright/test';

import { waitForHydration, watchPageHealth } from './support/page-health';

/** Opens a plan, picks its first data amount, and adds it to the cart; the cart panel opens on its own. */
async function addPlan(page: Page, slug: string, language = 'en') {
  await page.goto(`/${language}/esim-${slug}.html`);
  await waitForHydration(page);
  await page.getByRole('button', { name: /^(Add to cart|Ajouter au panier)$/ }).click();
  return page.getByRole('dialog');
}

// The open cart panel is a modal dialog that hides the page (header included) from assistive
// technology, so the button's name is read from its label rather than the accessibility tree.
const cartButton = (page: Page) => page.locator('header [data-slot="site-header-cart"]');

test('a guest adds a plan, sees it in the cart panel and the badge, and keeps it across reloads and tabs', async ({ page, context }) => {
  const health = watchPageHealth(page);
  await expect(async () => {
    await page.goto('/en/esim-france.html');
  }).toPass();
  await waitForHydration(page);
  await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, empty');

  const panel = await addPlan(page, 'france');
  await expect(panel.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await expect(panel.getByRole('link', { name: /France eSIM/ })).toBeVisible();
  await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 1 item');
  await expect(cartButton(page).getByText('1', { exact: true })).toBeVisible();
  await expect(panel.getByText('Taxes will be calculated upon entering valid address')).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 1 item');

  const secondTab = await context.newPage();
  await secondTab.goto('/en/Offers');
  await waitForHydration(secondTab);
  await expect(cartButton(secondTab)).toHaveAttribute('aria-label', 'Cart, 1 item');
  await secondTab.close();
  expect(health.problems).toEqual([]);
});

test('quantity goes up and down, removal asks first, and clearing empties the cart', async ({ page }) => {
  const panel = await addPlan(page, 'japan');
  const line = panel.getByRole('listitem').filter({ hasText: 'Japan eSIM' });
  const subtotal = panel.locator('dd').first();
  const oneItem = await subtotal.textContent();

  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 2 items');
  await expect(subtotal).not.toHaveText(oneItem ?? '');
  await line.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 1 item');
  await expect(subtotal).toHaveText(oneItem ?? '');

  await line.getByRole('button', { name: /^Remove Japan eSIM/ }).click();
  await expect(panel.getByText(/Remove Japan eSIM .* from your cart\?/)).toBeVisible();
  await panel.getByRole('button', { name: 'Keep it' }).click();
  await expect(line).toBeVisible();
  await line.getByRole('button', { name: /^Remove Japan eSIM/ }).click();
  await panel.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(panel.getByText('Your cart is empty.')).toBeVisible();
  await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, empty');

  await page.keyboard.press('Escape');
  await addPlan(page, 'italy');
  await addPlan(page, 'spain');
  await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 2 items');
  await panel.getByRole('button', { name: 'Clear cart' }).click();
  await expect(panel.getByText('Remove every plan from your cart?')).toBeVisible();
  await panel.getByRole('button', { name: 'Clear cart' }).last().click();
  await expect(panel.getByText('Your cart is empty.')).toBeVisible();
  await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, empty');
});

test('coupons: a valid code takes 10% off, unknown and expired codes say why, and the cart stays', async ({ page }) => {
  const panel = await addPlan(page, 'germany');
  const couponInput = panel.getByRole('textbox', { name: 'Coupon code' });

  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel.getByText('This field is required')).toBeVisible();

  await couponInput.fill('NOPE-NOT-A-CODE');
  await couponInput.press('Enter');
  await expect(panel.getByText('Coupon code "NOPE-NOT-A-CODE" is not valid')).toBeVisible();
  await expect(couponInput).toHaveValue('NOPE-NOT-A-CODE');

  await couponInput.fill('SUMMER2020');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel.getByText('Coupon code "SUMMER2020" has expired')).toBeVisible();

  await couponInput.fill('welcome10');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel.getByRole('button', { name: 'Remove coupon WELCOME10' })).toBeVisible();
  await expect(panel.getByRole('definition').filter({ hasText: '-' }).first()).toBeVisible();
  await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 1 item');

  await panel.getByRole('button', { name: 'Remove coupon WELCOME10' }).click();
  await expect(panel.getByRole('button', { name: 'Remove coupon WELCOME10' })).toBeHidden();
});

test('the cart speaks French on the French shop', async ({ page }) => {
  const panel = await addPlan(page, 'france', 'fr');
  await expect(panel.getByRole('heading', { name: 'Votre panier' })).toBeVisible();
  await expect(cartButton(page)).toHaveAttribute('aria-label', 'Panier, 1 article');
  await expect(panel.getByRole('link', { name: /Commander/ })).toBeVisible();
});
