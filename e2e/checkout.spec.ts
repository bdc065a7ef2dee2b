import { expect, test, type Page } from '@playwright/test';

import { waitForHydration, watchPageHealth } from './support/page-health';

async function addPlanAndOpenCheckout(page: Page, slug = 'france', language = 'en') {
  await page.goto(`/${language}/esim-${slug}.html`);
  await waitForHydration(page);
  await page.getByRole('button', { name: /^(Add to cart|Ajouter au panier)$/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /^(Checkout|Commander)$/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${language}/checkout\\.html$`));
  await waitForHydration(page);
}

async function fillBilling(page: Page, address: { country: string; state?: string; zip?: string; city: string }) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('traveller@example.com');
  await page.getByRole('textbox', { name: 'Confirm email', exact: true }).fill('traveller@example.com');
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Anna');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Martin');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Main Street');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill(address.city);
  await page.getByRole('combobox', { name: 'Country', exact: true }).selectOption(address.country);
  if (address.state) await page.getByRole('combobox', { name: 'State', exact: true }).selectOption(address.state);
  if (address.zip !== undefined) await page.getByRole('textbox', { name: 'Zip code', exact: true }).fill(address.zip);
}

const summary = (page: Page) => page.getByRole('complementary');

test('with an empty cart the checkout sends the shopper home', async ({ page }) => {
  await page.goto('/en/checkout.html');
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/fr/Checkout/Payment');
  await expect(page).toHaveURL(/\/fr$/);
});

test('a guest fills the billing step: required fields first, then a US address with no VAT', async ({ page }) => {
  const health = watchPageHealth(page);
  await addPlanAndOpenCheckout(page);
  // The route is the step, and its guard holds: no payment step before a billing address.
  await page.goto('/en/Checkout/Payment');
  await expect(page).toHaveURL(/\/en\/Checkout\/Billing$/);
  await waitForHydration(page);
  await expect(summary(page).getByText('Taxes will be calculated upon entering valid address')).toBeVisible();

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Please fill all the required fields before continuing')).toBeVisible();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();

  await fillBilling(page, { country: 'US', state: 'CA', zip: '94103', city: 'San Francisco' });
  await page.getByRole('textbox', { name: 'Confirm email', exact: true }).fill('someone-else@example.com');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Emails must match')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm email', exact: true }).fill('traveller@example.com');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Please confirm that your device is eSIM compatible and unlocked')).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page).toHaveURL(/\/en\/Checkout\/Payment$/);
  await expect(page.getByRole('region', { name: 'Billed to' })).toContainText('San Francisco');
  await expect(
    summary(page)
      .getByRole('definition')
      .filter({ hasText: '$0.00' })
      .or(summary(page).getByRole('definition').filter({ hasText: '€0.00' }))
      .first(),
  ).toBeVisible();
  expect(health.problems).toEqual([]);
});

test('a French address pays French VAT, a wrong zip code says so, and the step survives a reload', async ({ page }) => {
  await addPlanAndOpenCheckout(page, 'japan');
  await fillBilling(page, { country: 'FR', zip: '7500', city: 'Paris' });
  await expect(page.getByRole('combobox', { name: 'State', exact: true })).toBeHidden();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Is not a valid zip code')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('12 Main Street');

  await page.getByRole('textbox', { name: 'Zip code', exact: true }).fill('75004');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/en\/Checkout\/Payment$/);

  const amounts = async () => {
    const values = await summary(page).getByRole('definition').allTextContents();
    return values.map((text) => Number.parseFloat(text.replace(/[^0-9.]/g, '')));
  };
  // Subtotal, VAT, total excluding VAT, total including VAT.
  // The VAT says 'calculating...' until the cart machine has reloaded the cart the shop just taxed.
  await expect
    .poll(async () => {
      const values = await amounts();
      return values.length >= 4 && values.every((value) => Number.isFinite(value));
    })
    .toBe(true);
  const [subtotal = 0, vat = 0, , total = 0] = await amounts();
  expect(vat).toBeCloseTo(subtotal * 0.2, 1);
  expect(total).toBeCloseTo(subtotal + vat, 2);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Billed to' })).toContainText('75004 Paris');

  await page.getByRole('button', { name: 'Edit billing details' }).click();
  await expect(page).toHaveURL(/\/en\/Checkout\/Billing$/);
  await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Paris');

  // Each step replaces its history entry: Back leaves the checkout, Forward returns to the same step.
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/esim-japan\.html$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/en\/Checkout\/Billing$/);
  await waitForHydration(page);
  await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Paris');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/en\/Checkout\/Payment$/);
  await expect(page.getByRole('region', { name: 'Billed to' })).toContainText('75004 Paris');

  await page.goto('/en/Checkout/Shipping');
  await expect(page).toHaveURL(/\/en\/Checkout\/Payment$/);
});
