import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { waitForHydration } from './page-health';
import type { Language } from './purchase';

/*
 * The PayPal steps of a purchase journey (e2e/paypal.spec.ts): the payment step's PayPal choice,
 * the simulator's approval page (backend/sandbox/paypal) as the test buyer sees it, and the
 * simulator's capture count (its test controls are on for the journeys' shop).
 */

/** The simulator's one test buyer (README "PayPal simulator"). */
const PAYPAL_BUYER = { email: 'buyer@example.com', password: 'sandbox-buyer-password' } as const;

const PAY_WITH_PAYPAL: Record<Language, string> = { en: 'Pay with PayPal', fr: 'Payer avec PayPal', ja: 'PayPalで支払う' };

/** Chooses PayPal on the payment step and presses its button; the page leaves for the simulator. */
export async function payWithPayPal(page: Page, language: Language = 'en'): Promise<void> {
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByRole('button', { name: PAY_WITH_PAYPAL[language], exact: true }).click();
}

/** On the simulator's approval page: logs in as the test buyer and approves; answers the simulator's origin. */
export async function approveOnPayPal(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/checkoutnow\?token=/);
  const origin = new URL(page.url()).origin;
  await page.getByLabel('Email').fill(PAYPAL_BUYER.email);
  await page.getByLabel('Password').fill(PAYPAL_BUYER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: /^Approve payment of / }).click();
  return origin;
}

/** On the simulator's approval page: cancels; answers the simulator's origin. */
export async function cancelOnPayPal(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/checkoutnow\?token=/);
  const origin = new URL(page.url()).origin;
  await page.getByRole('button', { name: /^Cancel and return to / }).click();
  return origin;
}

/** Waits for the shop's return page (`/{lang}/payment/paypal.html?token=…&PayerID=…`) and answers its URL. */
export async function returnedFromPayPal(page: Page, language: Language = 'en'): Promise<URL> {
  await page.waitForURL(new RegExp(`/${language}/payment/paypal\\.html\\?token=[^&]+&PayerID=`));
  const url = new URL(page.url());
  await waitForHydration(page);
  return url;
}

/** Captures the simulator made of one PayPal order (the return's `token`). */
export async function capturesAtPayPal(request: APIRequestContext, paypalOrigin: string, walletOrderId: string): Promise<number> {
  const response = await request.get(`${paypalOrigin}/__sandbox/stats`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { capturesByOrder: Record<string, number> };
  return body.capturesByOrder[walletOrderId] ?? 0;
}

/** On the simulator's approval page: the PayPal order id (its `token`). */
export function payPalOrderOnPage(page: Page): string {
  return new URL(page.url()).searchParams.get('token') ?? '';
}

/** Has the simulator leave this PayPal order's capture PENDING (issue 15): an eCheck, a review. */
export async function leaveCapturePending(request: APIRequestContext, paypalOrigin: string, walletOrderId: string): Promise<void> {
  const response = await request.post(`${paypalOrigin}/__sandbox/captures`, {
    data: { outcome: 'PENDING', orderId: walletOrderId, reason: 'ECHECK' },
  });
  expect(response.ok()).toBe(true);
}

/** What PayPal does later with that capture: completes it or denies it (and sends the webhook). */
export async function settleCaptureAtPayPal(
  request: APIRequestContext,
  paypalOrigin: string,
  walletOrderId: string,
  command: 'complete' | 'deny',
): Promise<void> {
  const response = await request.post(`${paypalOrigin}/__sandbox/orders/${walletOrderId}/${command}`);
  expect(response.ok()).toBe(true);
}
