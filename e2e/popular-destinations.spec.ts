import { expect, test, type Page } from '@playwright/test';

/*
 * Issue 17: the home page leads with the popular destinations, a collection staff arrange in
 * Vendure's dashboard (backend/seed/collections.json seeds it; the catalog plugin's "Products
 * in the order listed" filter keeps their order). Staff remove one, add one and move it to the top
 * in the dashboard's own collection page; the home page shows the change once the collection's
 * job and the search index have it (and any page cache has let it through): polled, bounded.
 */

const SEEDED_LOCAL = [
  'United States eSIM',
  'Japan eSIM',
  'France eSIM',
  'Spain eSIM',
  'Italy eSIM',
  'United Kingdom eSIM',
  'Thailand eSIM',
  'Türkiye eSIM',
  'Mexico eSIM',
  'South Korea eSIM',
  'Greece eSIM',
  'United Arab Emirates eSIM',
];
const EDITED_LOCAL = ['Portugal eSIM', ...SEEDED_LOCAL.filter((name) => name !== 'Mexico eSIM')];
/** The collection job, the search index and a page cache between the edit and the page: generous, never assumed instant. */
const VISIBLE_WITHIN_MS = 90_000;

/** One Admin API call as the superadmin (the journeys' shop runs with the development credentials). */
async function admin<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const url = `${process.env['BACKEND_URL']}/admin-api`;
  const login = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { login(username: "superadmin", password: "superadmin") { __typename } }' }),
  });
  const token = login.headers.get('vendure-auth-token') ?? '';
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors || !body.data) throw new Error(`Admin API: ${JSON.stringify(body.errors)}`);
  return body.data;
}

interface PopularCollection {
  id: string;
  filters: Array<{ code: string; args: Array<{ name: string; value: string }> }>;
}

async function popularCollection(): Promise<PopularCollection> {
  const { collection } = await admin<{ collection: PopularCollection | null }>(
    'query { collection(slug: "popular") { id filters { code args { name value } } } }',
  );
  if (!collection) throw new Error('the popular collection is seeded');
  return collection;
}

/** The local cards of the home page's popular destinations, in the order shown. */
async function popularLocalCards(page: Page): Promise<string[]> {
  await page.goto('/en');
  const panel = page.getByRole('region', { name: 'Popular destinations' }).getByRole('tabpanel');
  return panel.getByRole('heading', { level: 3 }).allTextContents();
}

test('staff remove, add and reorder the popular destinations in the dashboard, and the home page follows', async ({ page, browser }) => {
  test.setTimeout(4 * 60_000);
  expect(await popularLocalCards(page)).toEqual(SEEDED_LOCAL);
  const seeded = await popularCollection();

  const staff = await browser.newContext({ baseURL: process.env['BACKEND_URL'] });
  try {
    const dashboard = await staff.newPage();
    await dashboard.goto('/dashboard/collections');
    await dashboard.locator('#field-username').fill('superadmin');
    await dashboard.locator('#field-password').fill('superadmin');
    await dashboard.getByRole('button', { name: 'Sign in' }).click();
    await dashboard.getByRole('textbox', { name: 'Filter...' }).fill('Popular');
    await dashboard.getByRole('button', { name: 'Popular destinations' }).click();
    await expect(dashboard.getByRole('heading', { level: 1, name: 'Popular destinations' })).toBeVisible();

    const order = dashboard.getByRole('list', { name: 'Products in order' });
    await expect(order.getByRole('listitem')).toHaveCount(15);
    await order.getByRole('button', { name: 'Remove Mexico eSIM' }).click();

    await dashboard.getByRole('button', { name: 'Add or remove products' }).click();
    const picker = dashboard.getByRole('dialog', { name: 'Select Products' });
    await picker.getByPlaceholder('Search products...').fill('Portugal');
    await picker.getByRole('checkbox', { name: /Portugal eSIM/ }).click();
    await picker.getByRole('button', { name: 'Select 15 Items' }).click();
    await expect(order.getByRole('listitem').last()).toHaveAccessibleName('Portugal eSIM');

    for (let position = 15; position > 1; position -= 1) {
      await order.getByRole('button', { name: 'Move Portugal eSIM up' }).click();
    }
    await expect(order.getByRole('listitem').first()).toHaveAccessibleName('Portugal eSIM');
    await expect(order.getByRole('listitem')).toHaveCount(15);
    const update = dashboard.getByRole('button', { name: 'Update' });
    await update.click();
    await expect(update).toBeDisabled();

    await expect.poll(() => popularLocalCards(page), { timeout: VISIBLE_WITHIN_MS, intervals: [1_000] }).toEqual(EDITED_LOCAL);
    const { collection } = await admin<{ collection: PopularCollection }>('query { collection(slug: "popular") { filters { code } } }');
    expect(collection.filters.map((filter) => filter.code)).toEqual(['ordered-products-filter']);
  } finally {
    await staff.close();
    // Put the seeded list back for the other journeys, and wait until the home page has it again.
    await admin('mutation ($input: UpdateCollectionInput!) { updateCollection(input: $input) { id } }', {
      input: {
        id: seeded.id,
        filters: seeded.filters.map((filter) => ({ code: filter.code, arguments: filter.args })),
      },
    });
    await expect.poll(() => popularLocalCards(page), { timeout: VISIBLE_WITHIN_MS, intervals: [1_000] }).toEqual(SEEDED_LOCAL);
  }
});
