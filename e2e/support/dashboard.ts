import { randomUUID } from 'node:crypto';

import type { Browser, BrowserContext, Page } from '@playwright/test';

import { adminApi } from './admin-api';

/*
 * Vendure's dashboard as staff use it: a staff member of its own for a journey (the dashboard keeps
 * each one's display language and list filters in the settings store, so journeys that change
 * them do not meet), signed in at the dashboard's own page, on the backend's origin.
 */

interface StaffMember {
  username: string;
  password: string;
}

type AdminRequest = <Data>(query: string, variables?: Record<string, unknown>) => Promise<Data>;

/** A staff member with the superadmin's role, made through the Admin API (the shared shop's unless another's `request`). */
export async function newStaffMember(request: AdminRequest = adminApi): Promise<StaffMember> {
  const { roles } = await request<{ roles: { items: Array<{ id: string; code: string }> } }>(
    '{ roles(options: { take: 100 }) { items { id code } } }',
  );
  const superadmin = roles.items.find((role) => role.code === '__super_admin_role__');
  if (!superadmin) throw new Error('no superadmin role');
  const username = `staff-${randomUUID().slice(0, 8)}@example.com`;
  const password = `dashboard-${randomUUID()}`;
  await request('mutation ($input: CreateAdministratorInput!) { createAdministrator(input: $input) { id } }', {
    input: { firstName: 'Journey', lastName: 'Staff', emailAddress: username, password, roleIds: [superadmin.id] },
  });
  return { username, password };
}

/** A browser context on the backend's origin (the shared shop's unless `backendUrl`), signed in to the dashboard at `path`. */
export async function dashboardAt(
  browser: Browser,
  path: string,
  staff: StaffMember,
  backendUrl = process.env['BACKEND_URL'],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: backendUrl });
  const page = await context.newPage();
  await page.goto(`/dashboard${path}`);
  await page.locator('#field-username').fill(staff.username);
  await page.locator('#field-password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return { context, page };
}

/**
 * The dashboard's display language, set as its Language dialog sets it: in Vendure's settings
 * store (kept for the staff member) and in local storage; the page is then reloaded.
 */
export async function setDashboardLanguage(page: Page, language: string): Promise<void> {
  await page.evaluate(async (displayLanguage) => {
    const key = 'vendure-user-settings';
    const settings = { ...(JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>), displayLanguage };
    localStorage.setItem(key, JSON.stringify(settings));
    const response = await fetch('/admin-api', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($input: SettingsStoreInput!) { setSettingsStoreValue(input: $input) { result error } }',
        variables: { input: { key: 'vendure.dashboard.userSettings', value: settings } },
      }),
    });
    if (!response.ok) throw new Error(`setSettingsStoreValue answered ${response.status}`);
  }, language);
  await page.reload();
}
