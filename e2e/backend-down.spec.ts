import { randomBytes } from 'node:crypto';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { freePort, startNodeProcess } from '../scripts/lib/processes.mjs';
import { repoRoot } from '../scripts/lib/shop.mjs';

// A storefront of its own whose backend address answers nothing: what a shopper sees while Vendure is down.
test.describe('while the commerce engine is down', () => {
  let origin = '';
  let stop: () => Promise<void> = async () => {};

  test.beforeAll(async () => {
    const [deadBackendPort, storefrontPort] = [await freePort(), await freePort()];
    const storefront = await startNodeProcess({
      name: 'storefront-without-backend',
      args: [path.join(repoRoot, 'storefront/server/index.mjs')],
      cwd: repoRoot,
      log: false,
      env: {
        NODE_ENV: 'production',
        BACKEND_URL: `http://127.0.0.1:${deadBackendPort}`,
        STOREFRONT_PORT: String(storefrontPort),
        STOREFRONT_ORIGIN: `http://127.0.0.1:${storefrontPort}`,
        // No backend signs any session here: any secret of the required length will do.
        COOKIE_SECRET: randomBytes(32).toString('base64url'),
      },
      readyPattern: /^STOREFRONT_READY (\S+)/,
    });
    origin = storefront.match[1] ?? '';
    stop = storefront.stop;
  });

  test.afterAll(async () => {
    await stop();
  });

  for (const pagePath of ['/en', '/fr/esim-france.html']) {
    test(`${pagePath} shows the error page, never a stack trace or a blank page`, async ({ page }) => {
      const response = await page.goto(`${origin}${pagePath}`);
      expect(response?.status()).toBe(503);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const expected = pagePath.startsWith('/fr') ? 'Une erreur est survenue' : 'An error occured';
      await expect(page.getByRole('heading', { level: 1, name: expected })).toBeVisible();
      await expect(page.locator('body')).not.toContainText('ECONNREFUSED');
      await expect(page.locator('body')).not.toContainText(/at .*\.(js|ts):\d+/);
    });
  }

  test('the Shop API proxy answers a GraphQL error instead of hanging', async ({ request }) => {
    const response = await request.post(`${origin}/shop-api`, { data: { query: '{ activeChannel { code } }' } });
    expect(response.status()).toBe(502);
    expect((await response.json()).errors[0].message).toBe('The shop could not be reached');
  });
});

test('a storefront with a blank currency refuses to start with a clear message', async () => {
  const storefrontPort = await freePort();
  const attempt = startNodeProcess({
    name: 'misconfigured-storefront',
    args: [path.join(repoRoot, 'storefront/server/index.mjs')],
    cwd: repoRoot,
    log: false,
    env: { NODE_ENV: 'production', SHOP_DEFAULT_CURRENCY: '', STOREFRONT_PORT: String(storefrontPort) },
    readyPattern: /^STOREFRONT_READY/,
    timeoutMs: 20_000,
  });
  await expect(attempt).rejects.toThrow(/SHOP_DEFAULT_CURRENCY must be one of EUR, USD/);
});
