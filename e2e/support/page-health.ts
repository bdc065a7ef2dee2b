import type { Page } from '@playwright/test';

/** Collects what a shopper would never see but must not happen: script errors, CSP refusals, console errors. */
export function watchPageHealth(page: Page): { problems: string[] } {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  return { problems };
}

/** React Router marks the document once hydration has run; interactions before that would test the server HTML only. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
  await page.waitForLoadState('networkidle');
}
