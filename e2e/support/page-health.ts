import { expect, type Page } from '@playwright/test';

/** Collects what a shopper would never see but must not happen: script errors, CSP refusals, console errors. */
export function watchPageHealth(page: Page): { problems: string[] } {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  return { problems };
}

/**
 * The root layout marks the document once React has hydrated it (features/shell/mark-hydrated.ts),
 * and each part hydrated later (lib/react/lazy-part.ts) marks its wrapper once it has: interactions before
 * that would test the server HTML (or the held-click fallback of lib/react/early-clicks.ts, which has a
 * journey of its own). Not `networkidle`: a page whose card frame or a slow answer keeps a request
 * open never reaches it, and it costs 500 ms on every page.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await actAsTheShopperFirstDoes(page);
  await expect(page.locator('[data-later-part="waiting"]')).toHaveCount(0);
}

/**
 * The parts a page left alone never loads (the footer, the promises bar, the tabs, the chat
 * button: lib/react/lazy-part.ts `waitsFor: 'the shopper'`) load at the shopper's first press, key,
 * touch or click. A Shift key's press, sent to the window only: it moves no focus, presses no
 * control and is no input a layout shift would be forgiven for.
 */
export async function actAsTheShopperFirstDoes(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' })));
}
