import { expect, test, type Page } from '@playwright/test';

import { profileButton } from '../support/account';
import { registerVerifiedCustomer } from '../support/account-orders';
import { waitForHydration } from '../support/page-health';

/*
 * Issue 5's account pages on a phone (Pixel 7): each fits the screen, the section navigation is
 * one row reached by touch, and the forms can be used there.
 */

/** How far the page is wider than the screen (0: it fits, nothing scrolls sideways). */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

const SECTIONS = [
  { path: 'OrderHistory', link: 'My eSIMs', heading: 'My eSIMs' },
  { path: 'MyProfile', link: 'Personal information', heading: 'Personal information' },
  { path: 'BillingDetails', link: 'Billing details', heading: 'Billing details' },
  { path: 'ShippingDetails', link: 'Shipping details', heading: 'Shipping details' },
  { path: 'MyNewsletter', link: 'Newsletter', heading: 'Newsletter' },
] as const;

test('on a phone every account page fits the screen and the sections are reached by tapping the navigation', async ({ page }) => {
  await page.goto('/en');
  await waitForHydration(page);
  const customer = await registerVerifiedCustomer(page, 'phone-account');
  await page.goto('/en/MyAccount/OrderHistory');
  await waitForHydration(page);
  await expect(profileButton(page)).toHaveAttribute('aria-label', `Account, logged in as ${customer.firstName} ${customer.lastName}`);

  const nav = page.getByRole('navigation', { name: 'My account sections' });
  for (const section of SECTIONS) {
    await nav.getByRole('link', { name: section.link, exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`/en/MyAccount/${section.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: section.heading })).toBeVisible();
    await expect(nav.getByRole('link', { name: section.link, exact: true })).toHaveAttribute('aria-current', 'page');
    expect(await horizontalOverflow(page), section.path).toBeLessThanOrEqual(0);
  }

  // The address form opens and closes by touch and fits too.
  await nav.getByRole('link', { name: 'Billing details', exact: true }).tap();
  await page.getByRole('button', { name: 'Add an address', exact: true }).tap();
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Cancel', exact: true }).tap();
  await expect(page.getByRole('button', { name: 'Add an address', exact: true })).toBeVisible();
});
