import http from 'node:http';

import { expect, test, type Page } from '@playwright/test';

import { waitForHydration } from './support/page-health';
import { cartButton } from './support/purchase';

/*
 * Issue 17: the product page's largest element is in the shell the server flushes first, and no page
 * shifts its layout while it loads, hydrates and its later parts arrive (fonts, images, the
 * footer and the promises bar hydrated after the page). Issue 36: the HTML and its stylesheet alone
 * paint a catalogue page; its scripts and texts are asked for after that paint, and the machines'
 * code (XState, zod, the cart's and the session's) after the `load` event. Bytes, layout shifts
 * and the order of events, not timings.
 */

/** The document the server sends for `path`, with `cookie` if given (a session's page streams). */
async function documentOf(path: string, cookie?: string): Promise<{ status: number; html: string }> {
  const url = new URL(path, process.env['SHOP_URL']);
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, html: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * Where `pattern` first is in the shell: React writes the shell first, then each Suspense boundary
 * that was pending (or that it moved out of place) as a hidden segment revealed by a script.
 */
function inShell(html: string, pattern: RegExp): boolean {
  const at = html.search(pattern);
  const firstLateSegment = html.search(/<div hidden id="S:\d+">/);
  const firstPendingBoundary = html.indexOf('<!--$?-->');
  return at >= 0 && (firstLateSegment < 0 || at < firstLateSegment) && (firstPendingBoundary < 0 || at < firstPendingBoundary);
}

/** The page's cumulative layout shift so far, as Chromium's layout-shift entries add it up (without shifts after input). */
async function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // The buffered entries arrive in the observer's first task.
        setTimeout(() => resolve(total), 100);
      }),
  );
}

const PRODUCT_TITLE = /<h1[^>]*>Best eSIM for France: Data Plan France eSIM<\/h1>/;

test('the product page’s title is in the shell the server flushes first, for a visitor and for a session', async ({ page }) => {
  const anonymous = await documentOf('/en/esim-france.html');
  expect(anonymous.status).toBe(200);
  expect(inShell(anonymous.html, PRODUCT_TITLE)).toBe(true);

  // A shopper with a session gets the page streamed under its own nonce: the title is still in the first flush.
  await page.goto('/en/esim-france.html');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 1 item');
  const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  const withSession = await documentOf('/en/esim-france.html', cookie);
  expect(withSession.status).toBe(200);
  expect(inShell(withSession.html, PRODUCT_TITLE)).toBe(true);
});

for (const path of ['/en', '/en/esim-france.html', '/en/Offers', '/en/c/local-esims', '/en/blog/esim-vs-physical-sim.html']) {
  test(`${path} does not shift its layout while it loads and hydrates`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    // waitForHydration also waits for the parts hydrated after the page (footer, chat button, promises bar).
    expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(0.02);
  });
}

/** When the page painted first, when its `load` event came, and when each of its resources was asked for (ms since navigation). */
async function loadOrder(
  page: Page,
): Promise<{ firstContentfulPaint: number; load: number; resources: Array<{ path: string; startTime: number }> }> {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return {
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      load: navigation?.loadEventStart ?? Number.NaN,
      resources: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
    };
  });
}

/** The machines' code: loaded when the shopper first needs it or in idle time after `load`. */
const MACHINE_CODE = /\/assets\/(?:xstate\.esm|zod|cart-logic|session-logic|account\.actors)-[\w-]+\.js$/;

for (const path of ['/en', '/en/esim-france.html', '/en/Offers', '/en/c/local-esims', '/en/blog/esim-vs-physical-sim.html']) {
  test(`${path} paints before it asks for a script or its texts, and loads the machines after load`, async ({ page }) => {
    const { html } = await documentOf(path);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('rel="modulepreload"');
    expect(head).not.toContain('as="fetch"');

    await page.goto(path);
    await waitForHydration(page);
    // The machines start in idle time after load: wait until one has come.
    await expect.poll(async () => (await loadOrder(page)).resources.some((resource) => MACHINE_CODE.test(resource.path))).toBe(true);
    const order = await loadOrder(page);
    expect(order.firstContentfulPaint).toBeGreaterThan(0);
    const hydration = order.resources.filter((resource) => /^\/(?:assets\/[\w.-]+\.js|i18n\/)/.test(resource.path));
    expect(hydration.length).toBeGreaterThan(3);
    for (const resource of hydration) expect(resource.startTime, resource.path).toBeGreaterThanOrEqual(order.firstContentfulPaint);
    for (const resource of order.resources.filter((entry) => MACHINE_CODE.test(entry.path)))
      expect(resource.startTime, resource.path).toBeGreaterThanOrEqual(order.load);
  });
}
