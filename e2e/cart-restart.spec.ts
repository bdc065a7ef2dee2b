import { expect, test } from '@playwright/test';

import { freePort } from '../scripts/lib/processes.mjs';
import { startShop, temporaryDataDir } from '../scripts/lib/shop.mjs';
import { waitForHydration } from './support/page-health';

// The cart lives in the backend session (database + cookie), not in a server's memory:
// stopping both servers and starting them again on the same database keeps it.
test('the cart survives a restart of the storefront and the commerce engine', async ({ page }) => {
  test.setTimeout(300_000);
  const data = await temporaryDataDir();
  const ports = { backendPort: await freePort(), storefrontPort: await freePort() };
  let shop = await startShop({ dataDir: data.dir, ...ports, log: false });
  try {
    await page.goto(`${shop.shopUrl}/en/esim-portugal.html`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const cartButton = page.locator('header [data-slot="site-header-cart"]');
    await expect(cartButton).toHaveAttribute('aria-label', 'Cart, 1 item');

    await shop.stop();
    shop = await startShop({ dataDir: data.dir, ...ports, log: false });

    await page.goto(`${shop.shopUrl}/en/Offers`);
    await waitForHydration(page);
    await expect(cartButton).toHaveAttribute('aria-label', 'Cart, 1 item');
    await cartButton.click();
    await expect(page.getByRole('dialog').getByRole('link', { name: /Portugal eSIM/ })).toBeVisible();
  } finally {
    await shop.stop();
    await data.remove();
  }
});
