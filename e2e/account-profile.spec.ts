import { expect, test, type Page } from '@playwright/test';

import { openLoginPanel, profileButton, submitLogin } from './support/account';
import { logOutFromPanel, openAccountPage, registerVerifiedCustomer } from './support/account-orders';
import { waitForHydration, watchPageHealth } from './support/page-health';
import { PARIS } from './support/purchase';

/*
 * Issue 5's profile and preferences against the running shop: the personal information saved
 * (name, newsletter, a new password that then logs in), the newsletter page, and the saved
 * billing addresses (add, refuse an empty one, make default, delete after the inline question).
 */

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const BERLIN = { street: 'Invalidenstraße 117', city: 'Berlin', country: 'DE', zip: '10115' } as const;

test('a customer saves the personal information: a new first name, the newsletter and a new password, which then logs in', async ({
  page,
}) => {
  const health = watchPageHealth(page);
  await page.goto('/en');
  await waitForHydration(page);
  const customer = await registerVerifiedCustomer(page, 'acct-save');
  await openAccountPage(page, 'MyProfile');

  // No postal address needed: an eSIM is not shipped.
  await textbox(page, 'First name').fill('Camila');
  await page.getByRole('checkbox', { name: 'Send me travel tips and offers by email' }).check();
  const newPassword = 'Northern-Lights-Route-88';
  await textbox(page, 'New password (optional)').fill(newPassword);
  await textbox(page, 'Confirm new password').fill(newPassword);
  await textbox(page, 'Current password').fill(customer.password);
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page.getByText('Your information was saved.')).toBeVisible();
  await expect(profileButton(page)).toHaveAttribute('aria-label', `Account, logged in as Camila ${customer.lastName}`);
  await expect(textbox(page, 'Current password')).toHaveValue('');
  await expect(textbox(page, 'New password (optional)')).toHaveValue('');

  // Saved on the shop: a reload shows it, and the newsletter page agrees.
  await page.reload();
  await waitForHydration(page);
  await expect(textbox(page, 'First name')).toHaveValue('Camila');
  await expect(page.getByRole('checkbox', { name: 'Send me travel tips and offers by email' })).toBeChecked();
  await openAccountPage(page, 'MyNewsletter');
  await expect(page.getByText('You receive our newsletter.')).toBeVisible();

  // The new password is the one that logs in now.
  await page.goto('/en');
  await waitForHydration(page);
  await logOutFromPanel(page);
  await page.keyboard.press('Escape');
  const panel = await openLoginPanel(page);
  await submitLogin(panel, customer.email, customer.password);
  await expect(panel.getByRole('alert').filter({ hasText: 'The provided credentials are invalid' })).toBeVisible();
  await panel.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await panel.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(panel.getByRole('heading', { name: 'Hello Camila' })).toBeVisible();
  expect(health.problems).toEqual([]);
});

test('the newsletter page subscribes and unsubscribes, and the choice survives a reload', async ({ page }) => {
  const health = watchPageHealth(page);
  await page.goto('/en');
  await waitForHydration(page);
  await registerVerifiedCustomer(page, 'acct-newsletter');
  await openAccountPage(page, 'MyNewsletter');

  await expect(page.getByText('You do not receive our newsletter.')).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(page.getByText('You receive our newsletter.')).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('You receive our newsletter.')).toBeVisible();

  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(page.getByText('You do not receive our newsletter.')).toBeVisible();
  await openAccountPage(page, 'MyProfile');
  await expect(page.getByRole('checkbox', { name: 'Send me travel tips and offers by email' })).not.toBeChecked();
  expect(health.problems).toEqual([]);
});

/** Fills the saved-address form with `place` under the given names and saves it. */
async function addAddress(page: Page, names: { firstName: string; lastName: string }, place: typeof PARIS | typeof BERLIN) {
  await page.getByRole('button', { name: 'Add an address', exact: true }).click();
  await textbox(page, 'First name').fill(names.firstName);
  await textbox(page, 'Last name').fill(names.lastName);
  await textbox(page, 'Address').fill(place.street);
  await textbox(page, 'City').fill(place.city);
  await page.getByRole('combobox', { name: 'Country', exact: true }).selectOption(place.country);
  await textbox(page, 'Zip code').fill(place.zip);
  await page.getByRole('button', { name: 'Save the address', exact: true }).click();
}

test('saved billing addresses: an empty one is refused, two are added, the second made default, the first deleted after the question', async ({
  page,
}) => {
  const health = watchPageHealth(page);
  await page.goto('/en');
  await waitForHydration(page);
  await registerVerifiedCustomer(page, 'acct-addresses');
  await openAccountPage(page, 'BillingDetails');
  await expect(page.getByText('No saved address yet.')).toBeVisible();

  // Nothing typed: every required field says so, and Cancel goes back with nothing saved.
  await page.getByRole('button', { name: 'Add an address', exact: true }).click();
  await page.getByRole('button', { name: 'Save the address', exact: true }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expect(textbox(page, 'First name')).toBeFocused();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByText('No saved address yet.')).toBeVisible();

  await addAddress(page, { firstName: 'Paula', lastName: 'Paris' }, PARIS);
  const paris = page.getByRole('group', { name: 'Paula Paris' });
  await expect(paris).toContainText(PARIS.street);
  await expect(paris).toContainText('Default');

  await addAddress(page, { firstName: 'Bernd', lastName: 'Berlin' }, BERLIN);
  const berlin = page.getByRole('group', { name: 'Bernd Berlin' });
  await expect(berlin).toContainText(BERLIN.street);
  await expect(berlin).not.toContainText('Default');

  await berlin.getByRole('button', { name: 'Use by default', exact: true }).click();
  await expect(berlin).toContainText('Default');
  await expect(paris).not.toContainText('Default');

  // Delete asks first; "Keep it" keeps it.
  await paris.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(paris.getByText('Delete this address?')).toBeVisible();
  await paris.getByRole('button', { name: 'Keep it', exact: true }).click();
  await expect(paris).toContainText(PARIS.street);
  await paris.getByRole('button', { name: 'Delete', exact: true }).click();
  await paris.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(paris).toHaveCount(0);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('group', { name: 'Paula Paris' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Bernd Berlin' })).toContainText('Default');
  expect(health.problems).toEqual([]);
});
