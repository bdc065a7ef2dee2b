import { expect, test } from '@playwright/test';

import { installApplePayStandIn, standInRecord } from './support/apple-pay-stand-in';
import { waitForHydration } from './support/page-health';
import {
  activeOrder,
  cardGatewayUrl,
  CARDS,
  expectDelivered,
  openPaymentStep,
  PARIS,
  paymentError,
  summary,
  TEXT,
  uniqueEmail,
} from './support/purchase';

/*
 * Issue 6's Apple Pay journeys. Chromium has no ApplePaySession: without one the method is not
 * offered; with the scripted stand-in (e2e/support/apple-pay-stand-in.ts, injected by the test,
 * never shipped) the whole flow runs against the real backend and the sandbox acquirer, which
 * validates the merchant and seals the sheet's payment token.
 */

const applePayButton = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Pay with Apple Pay', exact: true });

test('Apple Pay is not offered where the browser has no Apple Pay', async ({ page }) => {
  await openPaymentStep(page, 'greece', { email: uniqueEmail('no-apple-pay'), ...PARIS });
  await waitForHydration(page);
  await expect(page.getByRole('radio', { name: 'PayPal' })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(2);
  await expect(page.getByRole('radio', { name: 'Apple Pay' })).toHaveCount(0);
});

test('a guest pays with Apple Pay: the merchant is validated, the sheet’s token paid without 3-D Secure, the eSIM delivered', async ({
  page,
  request,
}) => {
  await installApplePayStandIn(page, { gatewayUrl: await cardGatewayUrl(request), cardNumber: CARDS.challenge });
  const email = uniqueEmail('apple-pay');
  await openPaymentStep(page, 'portugal', { email, ...PARIS });
  await waitForHydration(page);

  await page.getByRole('radio', { name: 'Apple Pay' }).check();
  await applePayButton(page).click();
  await expectDelivered(page, email);
  const record = await standInRecord(page);
  expect(record.merchantSessions).toBe(1);
  expect(record.completions).toEqual([0]);
  expect(record.requests).toEqual([
    {
      total: { label: 'eSIM Shop', amount: expect.stringMatching(/^\d+\.\d{2}$/) },
      currencyCode: 'EUR',
      countryCode: 'FR',
      supportedNetworks: expect.any(Array),
      merchantCapabilities: ['supports3DS'],
    },
  ]);
});

test('a declined Apple Pay card says why and closes the sheet as failed; "Try again" keeps the cart', async ({ page, request }) => {
  await installApplePayStandIn(page, { gatewayUrl: await cardGatewayUrl(request), cardNumber: CARDS.declined });
  await openPaymentStep(page, 'croatia', { email: uniqueEmail('apple-pay-declined'), ...PARIS });
  await waitForHydration(page);

  await page.getByRole('radio', { name: 'Apple Pay' }).check();
  await applePayButton(page).click();
  await expect(paymentError(page)).toContainText('Your card was declined. Please use another card.');
  expect((await standInRecord(page)).completions).toEqual([1]);
  await page.getByRole('button', { name: TEXT.en.retry, exact: true }).click();
  await expect(summary(page).getByText('Croatia eSIM', { exact: true })).toBeVisible();
  // The order goes back to the cart once the shop has answered "Try again": polled, not read once.
  await expect.poll(() => activeOrder(page)).toMatchObject({ state: 'AddingItems' });
});

test('closing the Apple Pay sheet is not an error: the button is back and the cart unchanged', async ({ page, request }) => {
  await installApplePayStandIn(page, { gatewayUrl: await cardGatewayUrl(request), cardNumber: CARDS.frictionless, behaviour: 'cancel' });
  await openPaymentStep(page, 'malta', { email: uniqueEmail('apple-pay-cancel'), ...PARIS });
  await waitForHydration(page);

  await page.getByRole('radio', { name: 'Apple Pay' }).check();
  await applePayButton(page).click();
  await expect.poll(async () => (await standInRecord(page)).merchantSessions).toBe(1);
  await expect(applePayButton(page)).toBeEnabled();
  await expect(paymentError(page)).toHaveCount(0);
  expect((await standInRecord(page)).completions).toEqual([]);
  expect(await activeOrder(page)).toMatchObject({ state: 'AddingItems' });
});
