import { expect, test } from '@playwright/test';

import { readdir } from 'node:fs/promises';

import { waitForMail } from './support/mailbox';
import { waitForHydration, watchPageHealth } from './support/page-health';
import {
  approveOnPayPal,
  cancelOnPayPal,
  capturesAtPayPal,
  leaveCapturePending,
  payPalOrderOnPage,
  payWithPayPal,
  returnedFromPayPal,
  settleCaptureAtPayPal,
} from './support/paypal';
import {
  activeOrder,
  addPlanAndCheckout,
  expectDelivered,
  fillBillingAndContinue,
  mailboxDir,
  openPaymentStep,
  orderCodeShown,
  PARIS,
  paymentError,
  summary,
  TEXT,
  uniqueEmail,
} from './support/purchase';

/*
 * Issue 6's PayPal journeys: the payment step's PayPal choice → the PayPal simulator's approval
 * page (its own origin, as PayPal's would be) → the shop's return page → thank-you and the
 * delivery email; cancelling there; and a return replayed, counted at the simulator.
 */

const TOKYO = { city: '千代田区', country: 'JP', zip: '100-0001', street: '千代田1-1' } as const;

test('a guest in Japanese pays with PayPal through the approval page and receives the eSIM by email', async ({ page, request }) => {
  test.setTimeout(90_000);
  const health = watchPageHealth(page);
  const email = uniqueEmail('ja-paypal');
  await addPlanAndCheckout(page, 'japan', 'ja');
  await fillBillingAndContinue(page, { email, firstName: '花子', lastName: '山田', ...TOKYO }, 'ja');
  await waitForHydration(page);

  const clicked = performance.now();
  await payWithPayPal(page, 'ja');
  const paypal = await approveOnPayPal(page);
  const back = await returnedFromPayPal(page, 'ja');
  const orderCode = await expectDelivered(page, email, 'ja');
  const elapsed = performance.now() - clicked;
  console.log(
    `PayPal journey: click on "PayPalで支払う" → thank-you page in ${elapsed.toFixed(0)} ms (includes the test buyer's login and approval on the simulator page)`,
  );

  const token = back.searchParams.get('token') ?? '';
  expect(await capturesAtPayPal(request, paypal, token)).toBe(1);
  const { mail } = await waitForMail(mailboxDir(), email, performance.now() + 15_000);
  expect(mail.subject).toContain(orderCode);
  expect(mail.attachments.some((part) => part.contentType === 'image/png')).toBe(true);
  expect(health.problems).toEqual([]);
});

test('cancelling on PayPal’s page lands on the error route with "Try again", and the cart is intact', async ({ page, request }) => {
  const email = uniqueEmail('paypal-cancel');
  await openPaymentStep(page, 'italy', { email, ...PARIS });
  await waitForHydration(page);
  const before = await activeOrder(page);

  await payWithPayPal(page);
  const paypal = await cancelOnPayPal(page);
  await page.waitForURL(/\/en\/payment\/paypal-error\.html\?token=/);
  const token = new URL(page.url()).searchParams.get('token') ?? '';
  await expect(paymentError(page)).toContainText('The payment was cancelled. Your cart is unchanged.');

  await waitForHydration(page);
  await page.getByRole('button', { name: TEXT.en.retry, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/Checkout\/Payment$/);
  await expect(summary(page).getByText('Italy eSIM', { exact: true })).toBeVisible();
  expect(await activeOrder(page)).toEqual({ ...before, state: 'AddingItems' });
  expect(await capturesAtPayPal(request, paypal, token)).toBe(0);

  // The cart still pays: PayPal again, approved this time.
  await payWithPayPal(page);
  await approveOnPayPal(page);
  await returnedFromPayPal(page);
  await expectDelivered(page, email);
});

test('a replayed return URL (reloaded, opened again in other tabs) does not capture twice', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('paypal-replay');
  await openPaymentStep(page, 'spain', { email, ...PARIS });
  await waitForHydration(page);
  await payWithPayPal(page);
  const paypal = await approveOnPayPal(page);
  const back = await returnedFromPayPal(page);
  const orderCode = await expectDelivered(page, email);
  const token = back.searchParams.get('token') ?? '';

  // The same return, three times at once in the same browser: each ends on the same order's thank-you page.
  const tabs = await Promise.all([1, 2, 3].map(() => context.newPage()));
  await Promise.all(tabs.map((tab) => tab.goto(back.toString())));
  for (const tab of tabs) await expect(tab).toHaveURL(/\/en\/thank-you\.html$/, { timeout: 30_000 });
  // And the first tab goes back to it and reloads it (the thank-you page replaced it in history).
  await page.goto(back.toString());
  await page.reload();
  await expect(page).toHaveURL(/\/en\/thank-you\.html$/, { timeout: 30_000 });
  expect(await capturesAtPayPal(request, paypal, token)).toBe(1);
  for (const tab of tabs) {
    await expect(tab.locator('[data-slot="thank-you-panel-order-code"] dd')).toHaveText(orderCode);
    await tab.close();
  }
});

/*
 * Issue 15: PayPal answers the capture PENDING (an eCheck). The shopper is told, in their language,
 * that PayPal is confirming the payment and the eSIM will follow by email; the thank-you page says
 * so and keeps following the order; when PayPal completes the payment (its webhook reaches the
 * shop) the eSIM shows on that same page and arrives by email, once.
 */
test('PayPal pending → completed: the shopper is told PayPal is confirming, then gets the eSIM on the thank-you page and one email', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const health = watchPageHealth(page);
  const email = uniqueEmail('paypal-pending');
  await openPaymentStep(page, 'portugal', { email, ...PARIS });
  await waitForHydration(page);

  const clicked = performance.now();
  await payWithPayPal(page);
  await expect(page).toHaveURL(/\/checkoutnow\?token=/);
  const walletOrderId = payPalOrderOnPage(page);
  const paypal = new URL(page.url()).origin;
  await leaveCapturePending(request, paypal, walletOrderId);
  await approveOnPayPal(page);
  await returnedFromPayPal(page);

  // The return page: not 'Payment successful', but PayPal confirming.
  const notice = page.locator('[data-slot="payment-status-message"]');
  await expect(notice).toHaveText('PayPal is confirming your payment. Your order is placed and your eSIM will follow by email.', {
    timeout: 30_000,
  });
  await expect(page.getByText('Payment successful. Redirecting...')).toHaveCount(0);

  // Then the thank-you page, which says it again and waits.
  await expect(page).toHaveURL(/\/en\/thank-you\.html$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your order is placed: PayPal is confirming your payment' })).toBeVisible();
  await expect(page.locator('[data-slot="thank-you-panel-status"]')).toContainText(
    `Your eSIM will be sent to ${email} as soon as PayPal confirms the payment.`,
  );
  const pendingShown = performance.now();
  const orderCode = await orderCodeShown(page);
  expect(await readdir(mailboxDir()).then((names) => names.filter((name) => name.includes(`_${email}_`)))).toEqual([]);
  expect(await capturesAtPayPal(request, paypal, walletOrderId)).toBe(1);

  // PayPal completes it: the webhook settles the order, the page (polling) shows the eSIM.
  await settleCaptureAtPayPal(request, paypal, walletOrderId, 'complete');
  const completed = performance.now();
  await expect(page.getByRole('heading', { level: 1, name: TEXT.en.delivered(email) })).toBeVisible({ timeout: 30_000 });
  const delivered = performance.now();
  expect(await orderCodeShown(page)).toBe(orderCode);
  const { mail } = await waitForMail(mailboxDir(), email, performance.now() + 15_000);
  expect(mail.subject).toContain(orderCode);
  await page.waitForTimeout(2000);
  expect(await readdir(mailboxDir()).then((names) => names.filter((name) => name.includes(`_${email}_`)))).toHaveLength(1);
  expect(health.problems).toEqual([]);
  console.log(
    `PayPal pending → completed journey: click on "Pay with PayPal" → pending shown on thank-you ${(pendingShown - clicked).toFixed(0)} ms; ` +
      `PayPal completes → eSIM on the same page ${(delivered - completed).toFixed(0)} ms; whole journey ${(delivered - clicked).toFixed(0)} ms`,
  );
});
