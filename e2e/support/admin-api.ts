/** The backend the journeys run against (playwright.config.ts sets BACKEND_URL). */
export function backendUrl(): string {
  const url = process.env['BACKEND_URL'];
  if (!url) throw new Error('BACKEND_URL is not set: run the journeys through playwright.config.ts');
  return url;
}

/** Vendure's Admin API as staff use it through the dashboard (superadmin), for journeys that change what shoppers see. */
async function adminToken(): Promise<string> {
  const response = await fetch(`${process.env['BACKEND_URL']}/admin-api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { login(username: "superadmin", password: "superadmin") { __typename } }' }),
  });
  const token = response.headers.get('vendure-auth-token');
  if (!token) throw new Error('no admin token');
  return token;
}

let token: Promise<string> | undefined;

export async function adminApi<Data>(query: string, variables: Record<string, unknown> = {}): Promise<Data> {
  token ??= adminToken();
  const response = await fetch(`${process.env['BACKEND_URL']}/admin-api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Data; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`Admin API: ${JSON.stringify(body.errors)}`);
  return body.data;
}
