import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { waitForHydration } from './support/page-health';
import { addPlanAndCheckout, cardForm, hostedFieldsReady, openPaymentStep, PARIS, uniqueEmail } from './support/purchase';

/** Every axe violation on the page as it is now, one line each (empty: none). */
async function violationsOn(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const PAGES = [
  '/en',
  '/ja/esim-japan.html',
  '/fr/no-such-page',
  '/en/Offers',
  '/de/c/local-esims',
  '/en/apple-login',
  // The account links' pages: the activation asks for the password, the reset for a new one.
  '/en/verify-email.html?token=a-token-from-the-email',
  '/tw/reset-password.html?token=a-token-from-the-email',
  // PayPal's error route as the cancel button of its page leaves the shopper there.
  '/ja/payment/paypal-error.html?token=5O190127TN364715T',
  // Issue 7's content pages, the app variants in the blank layout included.
  '/en/Blog',
  '/fr/Faq',
  '/de/Installation',
  '/it/Terms',
  '/es/Privacy',
  '/nl/Reviews',
  '/tw/Contact',
  '/ja/FaqApp',
  '/en/newsletter/confirm?token=a-token-from-the-email',
];

for (const path of PAGES) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    expect(await violationsOn(page)).toEqual([]);
  });
}

test('the checkout with its login modal open has no axe violations', async ({ page }) => {
  await addPlanAndCheckout(page, 'spain');
  expect(await violationsOn(page)).toEqual([]);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  expect(await violationsOn(page)).toEqual([]);
});

test('the payment step has no axe violations with the card or PayPal chosen', async ({ page }) => {
  await openPaymentStep(page, 'portugal', { email: uniqueEmail('axe-payment'), ...PARIS });
  await waitForHydration(page);
  // The gateway's hosted card fields are loaded: axe checks inside their frames too.
  await hostedFieldsReady(page);
  expect(await violationsOn(page)).toEqual([]);
  // With the shop's errors on the fields (passed into the frames as their inputs' descriptions).
  await cardForm(page).pay.click();
  await expect(cardForm(page).number).toHaveAttribute('aria-invalid', 'true');
  await expect(cardForm(page).number).toHaveAccessibleDescription('This field is required');
  expect(await violationsOn(page)).toEqual([]);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await expect(page.getByRole('button', { name: 'Pay with PayPal', exact: true })).toBeVisible();
  expect(await violationsOn(page)).toEqual([]);
});

test('the cookie notice, the review modal and the FAQ with an answer open have no axe violations', async ({ page }) => {
  await page.goto('/en/Faq');
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Cookies' })).toBeVisible();
  await page.locator('[data-slot="accordion-trigger"]').first().click();
  expect(await violationsOn(page)).toEqual([]);
  await page.goto('/en/esim-japan.html');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Write a review' }).click();
  await expect(page.getByRole('dialog', { name: 'Write a review' }).getByLabel('Name')).toBeVisible();
  expect(await violationsOn(page)).toEqual([]);
});
