import { randomUUID } from 'node:crypto';

import { inject } from 'vitest';

import { admin } from './account-customer';

/*
 * Test-only: Admin API calls whose errors a test reads (admin() throws on any), and staff
 * accounts whose role has only the permissions a test names, for the permission checks of the
 * staff screens' operations. Not exported from api/index.ts.
 */

export interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** The Admin API next to the Shop API the integration project uses. */
const adminApiUrl = (): string => inject('shopApiUrl').replace(/\/shop-api\/?$/, '/admin-api');

/** An Admin API call with the given bearer token (none: anonymous) and language. */
export async function adminCall<T>(
  token: string | undefined,
  query: string,
  variables: Record<string, unknown> = {},
  languageCode?: string,
): Promise<GraphQLAnswer<T>> {
  const url = languageCode ? `${adminApiUrl()}?languageCode=${languageCode}` : adminApiUrl();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLAnswer<T>;
}

/** Logs in at `url` (the Admin or the Shop API) and answers the bearer token. */
export async function tokenOf(url: string, username: string, password: string): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }',
      variables: { u: username, p: password },
    }),
  });
  const token = response.headers.get('vendure-auth-token');
  if (!token) throw new Error(`${username} could not log in`);
  return token;
}

/** The superadmin's token (development credentials unless the environment names others). */
export function superadminToken(): Promise<string> {
  return tokenOf(adminApiUrl(), process.env['SUPERADMIN_USERNAME'] ?? 'superadmin', process.env['SUPERADMIN_PASSWORD'] ?? 'superadmin');
}

/** A staff member whose role has only the given permissions: answers its token. */
export async function staffWith(permissions: string[]): Promise<string> {
  const code = `staff-${randomUUID().slice(0, 8)}`;
  const { createRole } = await admin<{ createRole: { id: string } }>(
    'mutation ($input: CreateRoleInput!) { createRole(input: $input) { id } }',
    { input: { code, description: code, permissions } },
  );
  const password = 'staff-test-secret-1';
  await admin('mutation ($input: CreateAdministratorInput!) { createAdministrator(input: $input) { id } }', {
    input: { firstName: 'Test', lastName: 'Staff', emailAddress: `${code}@example.com`, password, roleIds: [createRole.id] },
  });
  return tokenOf(adminApiUrl(), `${code}@example.com`, password);
}
