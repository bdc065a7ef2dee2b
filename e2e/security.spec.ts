import { expect, test } from '@playwright/test';

import { watchPageHealth } from './support/page-health';

test('every HTML page carries a nonce-based CSP and the other security headers', async ({ page }) => {
  const health = watchPageHealth(page);
  const nonces = new Set<string>();
  for (const path of ['/en', '/en/esim-france.html', '/en/no-such-page']) {
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce, `${path} has a script nonce`).toBeTruthy();
    nonces.add(nonce ?? '');
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    // Every inline script the server wrote carries this response's nonce (the browser hides the attribute value).
    await page.waitForLoadState('load');
    const inline = await page.evaluate(() => {
      const scripts = [...document.querySelectorAll('script:not([src])')] as HTMLScriptElement[];
      return { total: scripts.length, withNonce: scripts.filter((script) => script.nonce !== '').length };
    });
    expect(inline.total).toBeGreaterThan(0);
    expect(inline.withNonce).toBe(inline.total);
  }
  expect(nonces.size).toBe(3);
  // A refused inline script would surface as a console error.
  expect(health.problems.filter((problem) => /Content Security Policy/.test(problem))).toEqual([]);
});

test('the Shop API is served on the shop origin and its session cookie is HttpOnly and SameSite=Lax', async ({ request }) => {
  const read = await request.post('/shop-api', { data: { query: '{ activeChannel { defaultCurrencyCode } }' } });
  expect(read.status()).toBe(200);
  expect((await read.json()).data.activeChannel.defaultCurrencyCode).toBe('EUR');

  // Anything that starts a session (here: putting a plan in the cart) makes Vendure set its cookies through the proxy.
  const variant = await request.post('/shop-api', { data: { query: '{ product(slug: "france") { variants { id } } }' } });
  const variantId = (await variant.json()).data.product.variants[0].id as string;
  const add = await request.post('/shop-api', {
    data: { query: `mutation { addItemToOrder(productVariantId: "${variantId}", quantity: 1) { __typename } }` },
  });
  const setCookies = add.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie').map((header) => header.value);
  expect(setCookies.length).toBeGreaterThan(0);
  for (const cookie of setCookies) {
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Domain=/i);
  }
});

test('static assets are immutable, compressed and never sniffed', async ({ request }) => {
  const html = await (await request.get('/en/esim-france.html')).text();
  const scriptSrc = /<link rel="modulepreload" href="([^"]+)"/.exec(html)?.[1];
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
  // A visitor who already has their language cookie, so the page sets none.
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
  // The first visit to another language sets the language cookie: that answer is this visitor's.
  expect((await request.get('/fr')).headers()['cache-control']).toBe('private, no-cache');
  await context.close();
});
