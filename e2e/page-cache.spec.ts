import { randomUUID } from 'node:crypto';

import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';

import { addPlanAsGuest, createAccount } from './support/account';
import { cartButton } from './support/purchase';
import { adminApi } from './support/admin-api';

/*
 * Issue 17, pages a cache can answer: an anonymous visitor's catalogue and content pages are the
 * same bytes for everyone with the same language and currency, and the storefront's page cache
 * answers them (X-Shop-Cache). Issue 36: so does a shopper with a session (a cart, a login), whose
 * personal parts the browser fills in; their account and checkout stay private. A staff change
 * reaches shoppers within the configured time: the journeys' shop polls the backend's published
 * version every second (E2E_STOREFRONT_ENV), the backend publishes once its search index followed.
 */

const CATALOGUE_PAGES = {
  home: '/en',
  offers: '/en/Offers',
  category: '/en/c/local-esims',
  product: '/en/esim-france.html',
  content: '/en/Faq',
};
/** Poll interval (1 s) + the backend's settling (≈ 0.3 s and its index jobs) + one background render, with room for a busy machine. */
const STAFF_CHANGE_DEADLINE_MS = 25_000;

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** An anonymous GET (no cookie jar: `fetch` through Playwright's request context with cookies left out). */
async function anonymousGet(request: APIRequestContext, path: string, cookie?: string): Promise<APIResponse> {
  return request.fetch(path, { headers: { ...BROWSER, ...(cookie ? { cookie } : {}) }, maxRedirects: 0 });
}

test('an anonymous second request to each catalogue page is answered by the cache, with no cookie and shared caching headers', async ({
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: process.env['SHOP_URL'] });
  for (const [name, path] of Object.entries(CATALOGUE_PAGES)) {
    const first = await anonymousGet(request, path);
    expect(first.status(), name).toBe(200);
    // The second (or, right after a staff change elsewhere, a later one) comes from the cache.
    let second = first;
    await expect
      .poll(
        async () => {
          second = await anonymousGet(request, path);
          return second.headers()['x-shop-cache'];
        },
        { message: `${name} from the cache`, timeout: 15_000 },
      )
      .toBe('hit');
    for (const response of [first, second]) {
      const headers = response.headers();
      expect(headers['set-cookie'], `${name} sets no cookie`).toBeUndefined();
      expect(headers['cache-control'], name).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=86400');
      expect(headers['vary'], name).toBe('Cookie, Accept-Encoding');
      expect(headers['content-security-policy'], `${name}: hashes, no nonce shared by every visitor`).toMatch(/script-src 'self' 'sha256-/);
      expect(headers['content-security-policy'], name).not.toContain("'nonce-");
    }
    expect(Number(second.headers()['age']), name).toBeGreaterThanOrEqual(0);
    // The same bytes for every anonymous visitor of this language and currency.
    expect((await second.body()).equals(await (await anonymousGet(request, path)).body()), name).toBe(true);
  }
  await request.dispose();
});

test('the currency cookie chooses its own copy; other cookies do not', async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env['SHOP_URL'] });
  const path = CATALOGUE_PAGES.product;
  /** The currency of the page's offers (its structured data). */
  const currencyOf = async (cookie?: string) =>
    /"priceCurrency":"([A-Z]{3})"/.exec(await (await anonymousGet(request, path, cookie)).text())?.[1];
  await expect.poll(async () => (await anonymousGet(request, path, 'currency=USD')).headers()['x-shop-cache']).toBe('hit');
  expect(await currencyOf('currency=USD')).toBe('USD');
  await expect.poll(async () => (await anonymousGet(request, path)).headers()['x-shop-cache']).toBe('hit');
  expect(await currencyOf()).toBe('EUR');
  const withOtherCookies = await anonymousGet(request, path, 'consent=granted; _ga=GA1.2.3');
  expect(withOtherCookies.headers()['x-shop-cache']).toBe('hit');
  expect(await currencyOf('consent=granted; _ga=GA1.2.3')).toBe('EUR');
  await request.dispose();
});

/** The page's canonical link (its `href`). */
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

test('a query parameter the page does not read (utm_*, gclid, a made-up one) is answered from the cached canonical page', async ({
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: process.env['SHOP_URL'] });
  for (const path of [CATALOGUE_PAGES.home, CATALOGUE_PAGES.category, CATALOGUE_PAGES.product]) {
    await expect.poll(async () => (await anonymousGet(request, path)).headers()['x-shop-cache'], { message: path }).toBe('hit');
    const canonical = await (await anonymousGet(request, path)).body();
    // Each a new URL: before issue 30 every one was a render of its own, and kept, evicting real pages.
    for (const query of [`r=${randomUUID()}`, `utm_source=newsletter&utm_campaign=${randomUUID()}&gclid=${randomUUID()}`]) {
      const busting = await anonymousGet(request, `${path}?${query}`);
      expect(busting.status(), `${path}?${query}`).toBe(200);
      expect(busting.headers()['x-shop-cache'], `${path}?${query} is not rendered`).toBe('hit');
      expect(busting.headers()['set-cookie'], `${path}?${query}`).toBeUndefined();
      const body = await busting.body();
      expect(body.equals(canonical), `${path}?${query}: the canonical page's bytes`).toBe(true);
      expect(canonicalOf(body.toString('utf8')), `${path}?${query}: canonical link`).toBe(
        new URL(path, process.env['SHOP_URL']).toString(),
      );
    }
  }
  // A listing's filters are the catalogue's facets only: a made-up one filters nothing.
  const filtered = `${CATALOGUE_PAGES.category}?region=europe`;
  await expect.poll(async () => (await anonymousGet(request, filtered)).headers()['x-shop-cache']).toBe('hit');
  expect((await anonymousGet(request, `${filtered}&colour=${randomUUID().slice(0, 8)}`)).headers()['x-shop-cache']).toBe('hit');
  expect((await anonymousGet(request, `${CATALOGUE_PAGES.category}?region=${randomUUID().slice(0, 8)}`)).headers()['x-shop-cache']).toBe(
    'hit',
  );
  await request.dispose();
});

test('a session cookie Vendure would not accept (unsigned, forged) is answered from the shared cache', async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env['SHOP_URL'] });
  const path = CATALOGUE_PAGES.home;
  await expect.poll(async () => (await anonymousGet(request, path)).headers()['x-shop-cache']).toBe('hit');
  const shared = await (await anonymousGet(request, path)).body();
  for (const cookie of [
    `esim_shop_session=${randomUUID()}`,
    `esim_shop_session=${randomUUID()}; esim_shop_session.sig=${randomUUID()}`,
    `consent=granted; esim_shop_session=eyJ0b2tlbiI6ImZvcmdlZCJ9; esim_shop_session.sig=AAAAAAAAAAAAAAAAAAAAAAAAAAA`,
  ]) {
    const response = await anonymousGet(request, path, cookie);
    expect(response.headers()['x-shop-cache'], cookie).toBe('hit');
    expect(response.headers()['cache-control'], cookie).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=86400');
    expect(response.headers()['set-cookie'], cookie).toBeUndefined();
    expect((await response.body()).equals(shared), cookie).toBe(true);
  }
  await request.dispose();
});

test('a shopper holding a cart gets the shared page; the browser fills their cart in after it', async ({ page }) => {
  await addPlanAsGuest(page, 'france');
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'esim_shop_session')).toBe(true);
  for (const path of Object.values(CATALOGUE_PAGES)) {
    const response = await page.goto(path);
    expect(['hit', 'miss', 'stale'], path).toContain(response?.headers()['x-shop-cache']);
    expect(response?.headers()['cache-control'], path).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=86400');
    expect(response?.headers()['set-cookie'], path).toBeUndefined();
    await expect(cartButton(page), path).toHaveAttribute('aria-label', 'Cart, 1 item');
  }
});

test('two logged-in customers get the same shared page, holding nothing of either; their account pages stay their own', async ({
  playwright,
}) => {
  // Issue 36: no personal data ever in a shared cache.
  const contexts = [
    await playwright.request.newContext({ baseURL: process.env['SHOP_URL'] }),
    await playwright.request.newContext({ baseURL: process.env['SHOP_URL'] }),
  ];
  const accounts = [await createAccount(contexts[0]!, 'page-cache-a'), await createAccount(contexts[1]!, 'page-cache-b')];
  for (const path of Object.values(CATALOGUE_PAGES)) {
    // Warm: the second of each is answered by the cache whatever the first found.
    for (const context of contexts) await context.get(path, { headers: BROWSER });
    const [first, second] = await Promise.all(contexts.map((context) => context.get(path, { headers: BROWSER })));
    for (const response of [first!, second!]) {
      expect(response.headers()['x-shop-cache'], path).toBe('hit');
      expect(response.headers()['set-cookie'], path).toBeUndefined();
    }
    const bodies = [await first!.body(), await second!.body()];
    expect(bodies[0]!.equals(bodies[1]!), `${path}: the same bytes for both`).toBe(true);
    for (const account of accounts) expect(bodies[0]!.toString('utf8'), path).not.toContain(account.email);
  }
  // What is personal is rendered for each, and kept by no shared cache.
  for (const [index, context] of contexts.entries()) {
    const response = await context.get('/en/MyAccount/MyProfile', { headers: BROWSER });
    expect(response.status()).toBe(200);
    expect(response.headers()['x-shop-cache']).toBe('bypass');
    expect(response.headers()['cache-control']).toMatch(/^private/);
    const body = await response.text();
    expect(body).toContain(accounts[index]!.email);
    expect(body).not.toContain(accounts[1 - index]!.email);
  }
  await Promise.all(contexts.map((context) => context.dispose()));
});

test('a product staff rename in the dashboard shows on its cached page and in the listing within the configured time', async ({
  playwright,
}) => {
  test.setTimeout(90_000);
  const request = await playwright.request.newContext({ baseURL: process.env['SHOP_URL'] });
  const productPath = '/en/esim-liechtenstein.html';
  const listingPath = '/en/c/local-esims?itemsPerPage=100&term=Liechtenstein';
  for (const path of [productPath, listingPath]) {
    await expect.poll(async () => (await anonymousGet(request, path)).headers()['x-shop-cache'], { message: path }).toBe('hit');
  }
  const { products } = await adminApi<{ products: { items: Array<{ id: string; name: string }> } }>(
    '{ products(options: { filter: { slug: { eq: "liechtenstein" } } }) { items { id name } } }',
  );
  const product = products.items[0];
  expect(product).toBeTruthy();
  const renamed = `Liechtenstein eSIM ${randomUUID().slice(0, 6)}`;
  const rename = (name: string | undefined) =>
    adminApi('mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { id } }', {
      input: { id: product?.id, translations: [{ languageCode: 'en', name }] },
    });
  await rename(renamed);
  try {
    for (const path of [productPath, listingPath]) {
      await expect
        .poll(async () => (await (await anonymousGet(request, path)).text()).includes(renamed), {
          message: `${path} shows the new name`,
          timeout: STAFF_CHANGE_DEADLINE_MS,
        })
        .toBe(true);
    }
  } finally {
    await rename(product?.name);
  }
  await request.dispose();
});

test('an FAQ staff add shows on the cached FAQ page within the configured time', async ({ playwright }) => {
  test.setTimeout(90_000);
  const request = await playwright.request.newContext({ baseURL: process.env['SHOP_URL'] });
  await expect.poll(async () => (await anonymousGet(request, CATALOGUE_PAGES.content)).headers()['x-shop-cache']).toBe('hit');
  const { faqCategories } = await adminApi<{ faqCategories: { items: Array<{ id: string }> } }>(
    '{ faqCategories(options: { take: 1 }) { items { id } } }',
  );
  const question = `Is this page cached? (${randomUUID().slice(0, 6)})`;
  const { createFaq } = await adminApi<{ createFaq: { id: string } }>(
    'mutation ($input: CreateFaqInput!) { createFaq(input: $input) { id } }',
    {
      input: {
        key: `page-cache-${randomUUID().slice(0, 8)}`,
        position: 999,
        categoryId: faqCategories.items[0]?.id,
        translations: [{ languageCode: 'en', question, answer: 'Yes, until staff change it.' }],
      },
    },
  );
  try {
    await expect
      .poll(async () => (await (await anonymousGet(request, CATALOGUE_PAGES.content)).text()).includes(question), {
        timeout: STAFF_CHANGE_DEADLINE_MS,
      })
      .toBe(true);
  } finally {
    await adminApi('mutation ($id: ID!) { deleteFaq(id: $id) { result } }', { id: createFaq.id });
  }
  await expect
    .poll(async () => (await (await anonymousGet(request, CATALOGUE_PAGES.content)).text()).includes(question), {
      timeout: STAFF_CHANGE_DEADLINE_MS,
    })
    .toBe(false);
  await request.dispose();
});
