import { devices, expect, test, type Page } from '@playwright/test';

import { waitForHydration } from '../support/page-health';
import {
  CARDS,
  PARIS,
  SAN_FRANCISCO,
  TEXT,
  addPlanAndCheckout,
  answerChallenge,
  expectDelivered,
  fillBillingAndContinue,
  payByCard,
  uniqueEmail,
} from '../support/purchase';

/*
 * Issue 4's purchase on a phone: most travellers buy on the phone they will install the eSIM on.
 * Every page of the way fits the screen, and the thank-you page leads with what works on that
 * phone: the one-tap link on an iPhone, the codes to type on Android.
 */

/** How far the page is wider than the screen (0: it fits, nothing scrolls sideways). */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test('on an Android phone a guest buys with the 3-D Secure challenge card; every step fits the screen and the codes to type come first', async ({
  page,
}) => {
  const email = uniqueEmail('android');
  await addPlanAndCheckout(page, 'france');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await fillBillingAndContinue(page, { email, ...PARIS });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await payByCard(page, { number: CARDS.challenge });
  await answerChallenge(page, 'approve');
  await expectDelivered(page, email);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  const esim = page.locator('[data-slot="thank-you-panel-esim"]').first();
  const manual = esim.getByRole('group', { name: TEXT.en.manualEntry });
  await expect(manual).toBeVisible();
  await expect(esim.getByRole('link', { name: 'Install on this iPhone' })).toHaveCount(0);
  // The QR code is folded away below: on the phone that installs the eSIM it cannot be scanned.
  const qrDisclosure = esim.locator('[data-slot="esim-install-card-qr-disclosure"]');
  await expect(qrDisclosure).not.toHaveAttribute('open');
  const [manualBox, qrBox] = await Promise.all([manual.boundingBox(), qrDisclosure.boundingBox()]);
  expect(manualBox && qrBox && manualBox.y < qrBox.y).toBe(true);
});

test.describe('on an iPhone', () => {
  const iPhone = devices['iPhone 13'];
  test.use({
    userAgent: iPhone.userAgent,
    viewport: iPhone.viewport,
    deviceScaleFactor: iPhone.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });

  test('the thank-you page leads with the one-tap install link carrying the LPA string', async ({ page }) => {
    const email = uniqueEmail('iphone');
    await addPlanAndCheckout(page, 'japan');
    await fillBillingAndContinue(page, { email, ...SAN_FRANCISCO });
    await payByCard(page, { number: CARDS.frictionless });
    await expectDelivered(page, email);
    await waitForHydration(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    const install = page.getByRole('link', { name: 'Install on this iPhone' }).first();
    await expect(install).toBeVisible();
    const href = (await install.getAttribute('href')) ?? '';
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe('https://esimsetup.apple.com/esim_qrcode_provisioning');
    expect(url.searchParams.get('carddata')).toMatch(/^LPA:1\$[a-z0-9.-]+\$[A-Z0-9-]+$/i);
  });
});
