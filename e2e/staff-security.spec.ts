import { expect, test, type Page } from '@playwright/test';

import { newStaffMember, setDashboardLanguage } from './support/dashboard';

/*
 * Issue 30 point 3 in Vendure's own dashboard: wrong passwords at its sign-in form stop being
 * checked past the limit, the form says why (the dashboard shows an ErrorResult's message), and
 * staff read every attempt in System › Security log, in the dashboard's language. The guesses name
 * a username of their own: the journeys' other staff sign-ins (superadmin, from the same address)
 * are not held back by them (5 failures per address and username, 20 per address).
 */

const LIMITED = 'Too many failed sign-ins. Sign-in is paused for this account or address: please try again in 15 minutes.';

/** One sign-in at the dashboard's form; answers once the Admin API has answered it. */
async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.locator('#field-username').fill(username);
  await page.locator('#field-password').fill(password);
  const answered = page.waitForResponse(
    (response) => response.url().includes('/admin-api') && (response.request().postData() ?? '').includes('Login'),
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  await answered;
}

test('the dashboard’s sign-in form shows the refusal past the limit; staff read every attempt in the security log', async ({ browser }) => {
  test.setTimeout(2 * 60_000);
  const intruder = `intruder-${Date.now()}`;
  const staff = await browser.newContext({ baseURL: process.env['BACKEND_URL'] });
  try {
    const dashboard = await staff.newPage();
    await dashboard.goto('/dashboard/login');
    for (let guess = 1; guess <= 5; guess += 1) await signIn(dashboard, intruder, `wrong-${guess}`);
    await expect(dashboard.getByText('The provided credentials are invalid').first()).toBeVisible();
    await signIn(dashboard, intruder, 'wrong-6');
    await expect(dashboard.getByText(LIMITED)).toBeVisible();
    await expect(dashboard).toHaveURL(/\/dashboard\/login/);

    // A staff member of its own: the French set below is kept with the staff member who set it.
    const staffMember = await newStaffMember();
    await signIn(dashboard, staffMember.username, staffMember.password);
    await dashboard.goto('/dashboard/security-log');
    await expect(dashboard.getByRole('heading', { level: 1, name: 'Security log' })).toBeVisible();
    // The list's search looks in usernames and addresses (other journeys sign in meanwhile).
    await dashboard.getByPlaceholder('Filter...').fill(intruder);
    const rows = dashboard.getByRole('row').filter({ hasText: intruder });
    await expect(rows).toHaveCount(6);
    await expect(rows.filter({ hasText: 'Refused by the limits' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'INVALID_CREDENTIALS_ERROR' })).toHaveCount(5);

    // In the dashboard's French: the page's own words come from its catalog (dashboard/i18n/fr.po).
    await setDashboardLanguage(dashboard, 'fr');
    await expect(dashboard.getByRole('heading', { level: 1, name: 'Journal de sécurité' })).toBeVisible();
    await dashboard.getByPlaceholder('Filtrer...').fill(intruder);
    await expect(rows.filter({ hasText: 'Refusée par les limites' })).toHaveCount(1);
  } finally {
    await staff.close();
  }
});
