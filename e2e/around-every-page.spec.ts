import { expect, test, type Page } from '@playwright/test';

import { waitForMail } from './support/mailbox';
import { waitForHydration, watchPageHealth } from './support/page-health';

/*
 * Issue 7 "Around every page": the cookie notice and what it lets load, the support chat, the
 * offline banner and the newsletter's double opt-in. The journeys' third parties live on the
 * reserved `.test` domain (E2E_STOREFRONT_ENV); the browser's requests to them are answered here.
 */

/** Every request the page makes to another host than the shop's. */
function thirdPartyRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(hostname) && !request.url().startsWith('data:')) seen.push(request.url());
  });
  return seen;
}

async function answerTrackers(page: Page) {
  await page.route(/^https:\/\/(www\.googletagmanager\.com|pixel\.shop-e2e\.test)\//, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__loadedTrackers = (window.__loadedTrackers || 0) + 1;' }),
  );
}

const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'event' && entry[1] === 'page_view')
      .map((entry) => (entry[2] as { page_path: string }).page_path),
  );

test('nothing third-party loads before “Got it”; then consent is granted, the tags load and every route change is a page view', async ({
  page,
}) => {
  const health = watchPageHealth(page);
  const requests = thirdPartyRequests(page);
  await answerTrackers(page);
  await page.goto('/en');
  await waitForHydration(page);
  const notice = page.getByRole('region', { name: 'Cookies' });
  await expect(notice).toBeVisible();
  await page.getByRole('link', { name: 'FAQ', exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/Faq$/);
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  expect(await pageViews(page)).toEqual([]);

  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toBeHidden();
  await expect.poll(() => requests.some((url) => url.startsWith('https://www.googletagmanager.com/gtag/js?id=G-E2ETEST1'))).toBe(true);
  await expect.poll(() => requests.includes('https://pixel.shop-e2e.test/pixel.js')).toBe(true);
  const consent = await page.evaluate(() =>
    ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'consent'),
  );
  expect(consent).toEqual([
    ['consent', 'default', { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }],
    ['consent', 'update', { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }],
  ]);
  expect(await pageViews(page)).toEqual(['/en/Faq']);
  await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/Blog$/);
  await expect.poll(() => pageViews(page)).toEqual(['/en/Faq', '/en/Blog']);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Cookies' })).toBeHidden();
  expect(health.problems).toEqual([]);
});

const FAKE_WIDGET = `
(() => {
  let closed = () => {};
  let ready = false;
  setTimeout(() => { ready = true; }, 150);
  window.__widgetLoads = (window.__widgetLoads || 0) + 1;
  window.ShopChat = {
    isReady: () => ready,
    onClose: (listener) => { closed = listener; },
    open: () => {
      const chat = document.createElement('div');
      chat.setAttribute('role', 'dialog');
      chat.setAttribute('aria-label', 'Support chat');
      const close = document.createElement('button');
      close.textContent = 'Close the chat';
      close.onclick = () => { chat.remove(); closed(); };
      chat.append(close);
      document.body.append(chat);
    },
  };
})();`;

test('the chat button loads the widget once, hides while the chat is open and reopens it without loading again', async ({ page }) => {
  const requests = thirdPartyRequests(page);
  await page.route('https://chat.shop-e2e.test/widget.js', (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_WIDGET }));
  await page.goto('/en/Contact');
  await waitForHydration(page);
  expect(requests).toEqual([]);
  const button = page.getByRole('button', { name: 'Chat with us' });
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Support chat' })).toBeVisible();
  await expect(button).toBeHidden();
  await page.getByRole('button', { name: 'Close the chat' }).click();
  await expect(button).toBeVisible();
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Support chat' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __widgetLoads: number }).__widgetLoads)).toBe(1);
  expect(requests).toEqual(['https://chat.shop-e2e.test/widget.js']);
});

test('a chat widget that cannot load leaves the button offering to try again', async ({ page }) => {
  await page.route('https://chat.shop-e2e.test/widget.js', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/en/Faq');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await expect(page.getByRole('button', { name: /The chat could not load/ })).toBeVisible();
});

test('an offline banner shows while the network is gone, and what was typed stays', async ({ page, context }) => {
  await page.goto('/en/Contact');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Message' }).fill('My eSIM does not connect in Lisbon');
  await context.setOffline(true);
  await expect(page.getByText('You are offline.')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('You are offline.')).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('My eSIM does not connect in Lisbon');
});

test('the newsletter modal signs up with a double opt-in: the emailed link confirms', async ({ page }) => {
  const mailbox = process.env['SHOP_MAILBOX_DIR'];
  if (!mailbox) throw new Error('The shop’s outbox (SHOP_MAILBOX_DIR) is not known');
  const email = `newsletter-${Date.now()}@example.com`;
  await page.goto('/de');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Unseren Newsletter abonnieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unser Newsletter' });
  await dialog.getByLabel('E-Mail').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(dialog.getByText('Ist keine gültige E-Mail-Adresse')).toBeVisible();
  await dialog.getByLabel('E-Mail').fill(email);
  await dialog.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(dialog.getByText(`Fast geschafft: Wir haben einen Bestätigungslink an ${email} gesendet.`, { exact: false })).toBeVisible();

  const { mail } = await waitForMail(mailbox, email, performance.now() + 30_000);
  const link = /https?:\/\/[^\s"<>]+\/de\/newsletter\/confirm\?token=[\w-]+/.exec(`${mail.text ?? ''} ${mail.html || ''}`)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await page.getByRole('button', { name: 'Mein Abonnement bestätigen' }).click();
  await expect(page.getByText('Danke: Ihr Abonnement ist bestätigt.')).toBeVisible();
});

test('a press on a part whose code is still loading is answered once it has loaded, not lost', async ({ page }) => {
  // The footer hydrates after the page; its code is held back so the press surely comes first.
  let releaseFooter = () => {};
  const footerHeld = new Promise<void>((resolve) => (releaseFooter = resolve));
  await page.route(/\/assets\/site-footer-content-[\w-]+\.js$/, async (route) => {
    await footerHeld;
    await route.continue();
  });
  await page.goto('/en/Faq');
  // The page itself, not waitForHydration (which also waits for the footer).
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const button = page.getByRole('button', { name: 'Subscribe to our newsletter' });
  await expect(page.locator('[data-later-part="waiting"]').filter({ has: button })).toHaveCount(1);
  await button.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  releaseFooter();
  await expect(page.getByRole('dialog', { name: 'Our newsletter' })).toBeVisible();
});

test('a press before any of the page’s code has loaded is held by the document itself, then answered', async ({ page }) => {
  const health = watchPageHealth(page);
  // Every script file is held back: only the document's own inline script can hear the press.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/en/Offers', { waitUntil: 'commit' });
  const regional = page.getByRole('tab', { name: 'Regional eSIMs' });
  await regional.click();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await expect(regional).toHaveAttribute('aria-selected', 'false');
  releaseScripts();
  await expect(regional).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: /Europe eSIM/ })).toBeVisible();
  // The inline holder ran under the page's policy (its hash or nonce), with no error of its own.
  expect(health.problems).toEqual([]);
});
