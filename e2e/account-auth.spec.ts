import { expect, test } from '@playwright/test';

import {
  PASSWORD,
  addPlanAsGuest,
  createAccount,
  openLoginPanel,
  pathOf,
  profileButton,
  saveDefaultAddress,
  submitLogin,
  waitForAccountLinks,
} from './support/account';
import { waitForHydration, watchPageHealth } from './support/page-health';
import { PARIS, addPlanAndCheckout, cartButton, uniqueEmail } from './support/purchase';

/*
 * Issue 5 "Register, log in, log out" and "Password reset" in the browser: the side panels, the
 * emailed links read from the sandbox outbox, the app-style login page, and the protected panel
 * that waits for login.
 */

test('register in the side panel, follow the emailed link, logged in with the guest cart, log out empties the cart', async ({ page }) => {
  const health = watchPageHealth(page);
  const email = uniqueEmail('register');
  await addPlanAsGuest(page);
  await expect(profileButton(page)).toHaveAttribute('aria-label', 'Account');

  await profileButton(page).click();
  const panel = page.getByRole('dialog');
  await panel.getByRole('button', { name: 'Create an account' }).click();
  await expect(panel.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await panel.getByRole('button', { name: 'Create my account' }).click();
  // Nothing sent with an empty form: every rule of spec §5 shows.
  await expect(panel.getByText('This field is required').first()).toBeVisible();

  await panel.getByRole('radio', { name: 'Mrs' }).check();
  await panel.getByRole('textbox', { name: 'First name', exact: true }).fill('Grace');
  await panel.getByRole('textbox', { name: 'Last name', exact: true }).fill('Hopper');
  await panel.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await panel.getByRole('textbox', { name: 'Confirm email', exact: true }).fill(email);
  await panel.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await panel.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
  await panel.getByRole('button', { name: 'Create my account' }).click();
  await expect(panel.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(panel.getByText(email)).toBeVisible();
  // Registering opens no session: the link does.
  await expect(profileButton(page)).toHaveAttribute('aria-label', 'Account');

  const [link] = await waitForAccountLinks(email, 'verify-email.html');
  await page.goto(pathOf(link ?? ''));
  await waitForHydration(page);
  // The link asks for the registration's password: a wrong one keeps the form (and the link).
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Not-The-Chosen-1');
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await expect(page.getByText('Password Incorrect')).toBeVisible();
  await expect(profileButton(page)).toHaveAttribute('aria-label', 'Account');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await expect(page.getByText('Your account is active. Welcome!')).toBeVisible();
  await expect(profileButton(page)).toHaveAttribute('aria-label', 'Account, logged in as Grace Hopper');
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Hello Grace' })).toBeVisible();
  await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 1 item');

  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(profileButton(page)).toHaveAttribute('aria-label', 'Account');
  await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, empty');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();

  // The session ended on the shop too: a reload still shows a visitor.
  await page.reload();
  await waitForHydration(page);
  await expect(profileButton(page)).toHaveAttribute('aria-label', 'Account');
  await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, empty');
  expect(health.problems).toEqual([]);
});

test('a wrong password is refused with the spec message and nothing else changes', async ({ page, request }) => {
  const account = await createAccount(request, 'wrong-password');
  await page.goto('/en');
  await waitForHydration(page);
  const panel = await openLoginPanel(page);
  await submitLogin(panel, account.email, 'not-the-password-1');
  await expect(panel.getByRole('alert').filter({ hasText: 'The provided credentials are invalid' })).toBeVisible();
  await expect(profileButton(page)).toHaveAttribute('aria-label', 'Account');

  // The right one afterwards logs in, and the account panel greets the customer.
  await panel.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await panel.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(panel.getByRole('heading', { name: 'Hello Ada' })).toBeVisible();
  await expect(profileButton(page)).toHaveAttribute('aria-label', 'Account, logged in as Ada Lovelace');

  // Logging out on an account page leaves it for the home page.
  await page.goto('/en/MyAccount/OrderHistory');
  await waitForHydration(page);
  await expect(profileButton(page)).toHaveAttribute('aria-label', 'Account, logged in as Ada Lovelace');
  await profileButton(page).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(profileButton(page)).toHaveAttribute('aria-label', 'Account');
});

test('a verification link that does not work says so and offers to log in or register again', async ({ page }) => {
  await page.goto('/en/verify-email.html?token=not-a-real-token');
  await waitForHydration(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Any-Password-12');
  await page.getByRole('button', { name: 'Activate my account' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'This link is not valid any more. Please ask for a new one.' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(profileButton(page)).toHaveAttribute('aria-label', 'Account');
});

test('reset the password from the emailed link, go home, log in with the new one; the link works once', async ({
  page,
  request,
  browser,
}) => {
  const account = await createAccount(request, 'reset');
  const newPassword = 'Quiet-Harbour-Lights-77';
  await page.goto('/en');
  await waitForHydration(page);
  const panel = await openLoginPanel(page);
  await panel.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(panel.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await panel.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await panel.getByRole('button', { name: 'Send me a link' }).click();
  await expect(panel.getByText(`If an account exists for ${account.email}, we sent it a link to reset the password.`)).toBeVisible();

  const [link] = await waitForAccountLinks(account.email, 'reset-password.html');
  await page.goto(pathOf(link ?? ''));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Something-Else-123');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password successfully changed')).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/en$/);

  // Another browser: the new password logs in, the old one no longer does.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/en');
  await waitForHydration(otherPage);
  const otherPanel = await openLoginPanel(otherPage);
  await submitLogin(otherPanel, account.email, account.password);
  await expect(otherPanel.getByText('The provided credentials are invalid')).toBeVisible();
  await otherPanel.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await otherPanel.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(profileButton(otherPage)).toHaveAttribute('aria-label', 'Account, logged in as Ada Lovelace');

  // The same link a second time is refused, with the way to a new one.
  await otherPage.goto(pathOf(link ?? ''));
  await waitForHydration(otherPage);
  await otherPage.getByRole('textbox', { name: 'New password', exact: true }).fill('Another-Fresh-Pass-55');
  await otherPage.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Another-Fresh-Pass-55');
  await otherPage.getByRole('button', { name: 'Change password' }).click();
  await expect(otherPage.getByText('This link is no longer valid.')).toBeVisible();
  await otherPage.getByRole('button', { name: 'Request a new link' }).click();
  await expect(otherPage.getByRole('button', { name: 'Send me a link' })).toBeVisible();
  await other.close();
});

test('a protected panel asked for while logged out shows login first, then itself; the guest cart is kept', async ({ page, request }) => {
  const account = await createAccount(request, 'protected');
  await addPlanAsGuest(page, 'japan');

  await page.goto('/en?panel=orders');
  await waitForHydration(page);
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await submitLogin(panel, account.email, account.password);
  await expect(panel.getByRole('heading', { name: 'My eSIMs' }).first()).toBeVisible();
  await expect(profileButton(page)).toHaveAttribute('aria-label', 'Account, logged in as Ada Lovelace');
  await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 1 item');
});

test('the app-style login page shows the login form alone and logs in', async ({ page, request }) => {
  const health = watchPageHealth(page);
  const account = await createAccount(request, 'app-login');
  await page.goto('/en/apple-login');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  await submitLogin(page, account.email, account.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello Ada' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My eSIMs' })).toHaveAttribute('href', '/en/MyAccount/OrderHistory');

  // The named route is the same page; the session is the shop's, so it greets at once.
  await page.goto('/en/AppleLogin');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello Ada' })).toBeVisible();
  expect(health.problems).toEqual([]);
});

test('at checkout a guest logs in through the login modal: the cart is kept and the billing form takes the saved address', async ({
  page,
  request,
}) => {
  const health = watchPageHealth(page);
  const account = await createAccount(request, 'checkout-login');
  await saveDefaultAddress(request, {
    firstName: account.firstName,
    lastName: account.lastName,
    address1: PARIS.street,
    city: PARIS.city,
    postcode: PARIS.zip,
    countryCode: PARIS.country,
  });
  await addPlanAndCheckout(page, 'italy');
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await expect(email).toHaveValue('');

  // The modal opens over the checkout, closes by Escape, and opens again.
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Log in' });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();

  await submitLogin(modal, account.email, 'not-the-password-1');
  await expect(modal.getByRole('alert').filter({ hasText: 'The provided credentials are invalid' })).toBeVisible();
  await modal.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await modal.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(modal).toHaveCount(0);

  await expect(email).toHaveValue(account.email);
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue(account.firstName);
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue(PARIS.street);
  await expect(page.getByRole('textbox', { name: 'Zip code', exact: true })).toHaveValue(PARIS.zip);
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/en\/checkout\.html$/);
  expect(health.problems).toEqual([]);
});
