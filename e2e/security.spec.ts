import { expect, test, type Page } from '@playwright/test';

import { waitForHydration, watchPageHealth } from './support/page-health';

function expectStrictPolicy(headers: Record<string, string>) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  return csp;
}

/** Every inline script the server wrote, and how many carry a nonce (the browser hides the attribute's value). */
async function inlineScripts(page: Page) {
  await page.waitForLoadState('load');
  return page.evaluate(() => {
    const scripts = ([...document.querySelectorAll('script:not([src])')] as HTMLScriptElement[]).filter(
      (script) => script.type !== 'application/ld+json',
    );
    return { total: scripts.length, withNonce: scripts.filter((script) => script.nonce !== '' || script.hasAttribute('nonce')).length };
  });
}

test('a private page streams under a nonce of its own; every inline script carries it', async ({ page }) => {
  const health = watchPageHealth(page);
  const nonces = new Set<string>();
  for (const path of ['/en/no-such-page', '/fr/no-such-page', '/en/no-such-page']) {
    const response = await page.goto(path);
    const csp = expectStrictPolicy(response?.headers() ?? {});
    expect(response?.headers()['cache-control']).toBe('private, no-cache');
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce, `${path} has a script nonce`).toBeTruthy();
    nonces.add(nonce ?? '');
    const inline = await inlineScripts(page);
    expect(inline.total).toBeGreaterThan(0);
    expect(inline.withNonce).toBe(inline.total);
  }
  expect(nonces.size).toBe(3);
  expect(health.problems.filter((problem) => /Content Security Policy/.test(problem))).toEqual([]);
});

test('a page a shared cache keeps carries no nonce: its policy lists the hashes of its inline scripts, and they run', async ({
  browser,
}) => {
  for (const path of ['/en', '/en/esim-france.html', '/en/Offers']) {
    // A first visit (a language cookie changes nothing on a /{lang} page): no cookie set, shared.
    // (Once the page has run, the cart's session cookie makes the next pages this visitor's own.)
    const context = await browser.newContext();
    await context.addCookies([{ name: 'locale', value: 'en', url: process.env['SHOP_URL'] ?? 'http://127.0.0.1' }]);
    const page = await context.newPage();
    const health = watchPageHealth(page);
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    expect(headers['cache-control'], path).toMatch(/^public, /);
    const csp = expectStrictPolicy(headers);
    expect(csp, `${path}: no nonce for every visitor of a cached copy`).not.toContain("'nonce-");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+/);
    expect(await response?.text(), 'no nonce attribute in the cached HTML').not.toMatch(/\snonce="[^"]+"/);
    const inline = await inlineScripts(page);
    expect(inline.total).toBeGreaterThan(0);
    expect(inline.withNonce).toBe(0);
    // The page hydrates (React Router's inline scripts ran; they wait for its first paint): the link
    // then navigates without a new document.
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'Destinations' }).first().click();
    await expect(page).toHaveURL(/\/en\/Offers$/);
    expect(await page.evaluate(() => 'sameDocument' in window), path).toBe(true);
    expect(
      health.problems.filter((problem) => /Content Security Policy/.test(problem)),
      path,
    ).toEqual([]);
    await context.close();
  }
});

test('the Shop API is served on the shop origin; its session cookies are HttpOnly, its marker readable, all SameSite=Lax', async ({
  request,
}) => {
  const read = await request.post('/shop-api', { data: { query: '{ activeChannel { defaultCurrencyCode } }' } });
  expect(read.status()).toBe(200);
  expect((await read.json()).data.activeChannel.defaultCurrencyCode).toBe('EUR');

  // Anything that starts a session (here: putting a plan in the cart) makes Vendure set its cookies through the proxy.
  const variant = await request.post('/shop-api', { data: { query: '{ product(slug: "france") { variants { id } } }' } });
  const variantId = (await variant.json()).data.product.variants[0].id as string;
  const add = await request.post('/shop-api', {
    data: { query: `mutation { addItemToOrder(productVariantId: "${variantId}", quantity: 1) { __typename } }` },
  });
  const setCookies = add
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value);
  expect(setCookies.length).toBeGreaterThan(0);
  // The session's readable marker says only that there is one (storefront/app/lib/shop-api/session-marker.ts).
  const isMarker = (cookie: string) => cookie.startsWith('esim_shop_has_session=');
  const sessionCookies = setCookies.filter((cookie) => !isMarker(cookie));
  expect(setCookies.filter(isMarker)).toEqual([expect.stringMatching(/^esim_shop_has_session=1;(?!.*HttpOnly)/i)]);
  expect(sessionCookies.map((cookie) => cookie.slice(0, cookie.indexOf('=')))).toContain('esim_shop_session');
  for (const cookie of sessionCookies) expect(cookie).toMatch(/HttpOnly/i);
  for (const cookie of setCookies) {
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Domain=/i);
  }
});

test('static assets are immutable, compressed and never sniffed', async ({ request }) => {
  const html = await (await request.get('/en/esim-france.html')).text();
  // The page imports its route modules after its first paint (storefront/app/lib/http/after-first-paint.server.ts).
  const scriptSrc = /import\("([^"]+\.js)"\)/.exec(html)?.[1];
  expect(scriptSrc).toMatch(/^\/assets\//);
  const asset = await request.get(scriptSrc ?? '', { headers: { 'accept-encoding': 'br' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toContain('immutable');
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  const flag = await request.get('/flags/4x3/fr.svg');
  expect(flag.status()).toBe(200);
  expect(flag.headers()['content-type']).toBe('image/svg+xml');
});

test('catalogue pages are cacheable per locale; personal or failed pages are not', async ({ browser }) => {
  // A visitor with a language cookie: it changes nothing on a /{lang} page.
  const context = await browser.newContext();
  await context.addCookies([{ name: 'locale', value: 'de', url: process.env['SHOP_URL'] ?? 'http://127.0.0.1' }]);
  // Only the answers' headers matter here: no need to render the pages.
  const { request } = context;
  for (const path of ['/de', '/de/Offers', '/de/c/europa', '/de/esim-frankreich.html']) {
    const headers = (await request.get(path)).headers();
    expect(headers['cache-control'], path).toContain('stale-while-revalidate');
    expect(headers['cache-control'], path).toContain('public');
    expect(headers['vary'], path).toContain('Cookie');
  }
  expect((await request.get('/de/no-such-page')).headers()['cache-control']).toBe('private, no-cache');
  // Spec §3 (issue 17): the language is detected on `/` only and no page writes the language cookie
  // (the switcher does), so the first visit to another language is shared like any other.
  const french = (await request.get('/fr')).headers();
  expect(french['cache-control']).toContain('public');
  expect(french['set-cookie']).toBeUndefined();
  await context.close();
});

test('a path whose percent-encoding does not decode is a 400, never a 500 (issue 15 fuzzing)', async ({ request }) => {
  for (const path of ['/media/%2e%2e/%', '/en/%', '/assets/%E0%A4%A', '/shop-api/%']) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(400);
  }
});
