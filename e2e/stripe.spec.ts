import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

import { adminClient } from '../backend/test/support/admin-orders.mjs';
import { startShop } from '../scripts/lib/shop.mjs';
import { dashboardAt, newStaffMember } from './support/dashboard';
import { decodeQr, LPA, waitForMail } from './support/mailbox';
import { waitForHydration } from './support/page-health';
import {
  expectDelivered,
  openPaymentStep,
  orderCodeShown,
  PARIS,
  paymentError,
  recordRequests,
  carriesCardNumber,
  uniqueEmail,
} from './support/purchase';

/*
 * Issue 33's journeys through the storefront with CARD_PROVIDER=stripe: Stripe's simulator answers
 * the backend's `stripe` package, and its Stripe.js stand-in mounts the card Elements as frames of
 * its own origin in the payment step. A shop of its own (the other journeys keep the sandbox).
 */

let shop: Awaited<ReturnType<typeof startShop>>;
let associationDir: string | undefined;
const APPLE_ASSOCIATION = '7B227073704964223A2245394337.stand-in';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // The file Stripe's dashboard gives for the shop's domain, as an operator would put it on disk.
  associationDir = await mkdtemp(path.join(os.tmpdir(), 'apple-pay-'));
  const associationFile = path.join(associationDir, 'apple-developer-merchantid-domain-association');
  await writeFile(associationFile, APPLE_ASSOCIATION);
  shop = await startShop({
    log: false,
    backendEnv: { CARD_PROVIDER: 'stripe' },
    storefrontEnv: { APPLE_PAY_DOMAIN_ASSOCIATION_FILE: associationFile },
    providerTestControls: true,
  });
});

test.afterAll(async () => {
  await shop?.stop();
  if (associationDir) await rm(associationDir, { recursive: true, force: true });
});

test('the storefront serves Apple Pay’s domain association file from its setting', async ({ request }) => {
  const response = await request.get(`${shop.shopUrl}/.well-known/apple-developer-merchantid-domain-association`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await response.text()).toBe(APPLE_ASSOCIATION);
});

async function shopper(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: shop.shopUrl });
  return { context, page: await context.newPage() };
}

/** Stripe's card Elements: frames of the simulator's origin, titled as Stripe titles them. */
function elements(page: Page) {
  const input = (title: string) => page.frameLocator(`iframe[title="${title}"]`).locator('input');
  return {
    number: input('Secure card number input frame'),
    expiry: input('Secure expiration date input frame'),
    cvc: input('Secure CVC input frame'),
    pay: page.getByRole('button', { name: /^Pay / }),
  };
}

async function payWithStripe(page: Page, number: string, cvc = '123'): Promise<void> {
  const form = elements(page);
  await expect(form.number).toBeVisible();
  await form.number.pressSequentially(number.replace(/\s/g, ''));
  await form.expiry.pressSequentially(`12${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`);
  await form.cvc.pressSequentially(cvc);
  await expect(form.pay).toBeEnabled();
  await form.pay.click();
}

test('a Visa pays without a challenge; the card number goes to Stripe only', async ({ browser }) => {
  const { context, page } = await shopper(browser);
  const started = Date.now();
  const email = uniqueEmail('stripe-visa');
  const requests = recordRequests(page);
  await openPaymentStep(page, 'france', { ...PARIS, email });
  await payWithStripe(page, '4242 4242 4242 4242');
  await expectDelivered(page, email);
  const shopOrigin = new URL(shop.shopUrl).origin;
  expect(
    requests.filter((request) => new URL(request.url).origin === shopOrigin && carriesCardNumber(request, '4242424242424242')),
  ).toEqual([]);
  console.log(`Stripe journey, frictionless Visa: ${Date.now() - started} ms`);
  await context.close();
});

test('an Amex with its 4-digit CID pays', async ({ browser }) => {
  const { context, page } = await shopper(browser);
  const email = uniqueEmail('stripe-amex');
  await openPaymentStep(page, 'france', { ...PARIS, email });
  await payWithStripe(page, '3782 822463 10005', '1234');
  await expectDelivered(page, email);
  await context.close();
});

test('3-D Secure: Stripe’s page, then the return page, then thank-you', async ({ browser }) => {
  const { context, page } = await shopper(browser);
  const started = Date.now();
  const email = uniqueEmail('stripe-3ds');
  await openPaymentStep(page, 'france', { ...PARIS, email });
  await payWithStripe(page, '4000 0027 6000 3184');
  await expect(page).toHaveURL(new RegExp(`^${shop.cardProviderSimulatorUrl}/3ds/pi_`));
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  const code = await expectDelivered(page, email);
  expect(code).toMatch(/^[A-Z0-9]+$/);
  console.log(`Stripe journey, 3-D Secure challenge: ${Date.now() - started} ms`);
  await context.close();
});

test('a shopper who closes the tab after the challenge still gets the eSIM: Stripe’s webhook places the order', async ({ browser }) => {
  const { context, page } = await shopper(browser);
  const email = uniqueEmail('stripe-closed-tab');
  await openPaymentStep(page, 'france', { ...PARIS, email });
  await payWithStripe(page, '4000 0027 6000 3184');
  await expect(page).toHaveURL(new RegExp(`^${shop.cardProviderSimulatorUrl}/3ds/pi_`));
  const intent = new URL(page.url()).pathname.split('/').pop() ?? '';
  // The tab is closed on the bank's page: no return page will ever finish this payment.
  await context.close();
  const started = performance.now();
  // The cardholder's bank answers Stripe without the browser, as an app-based 3-D Secure does.
  const answered = await fetch(`${shop.cardProviderSimulatorUrl}/__sandbox/challenges/${intent}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'complete' }),
  });
  expect(answered.ok).toBe(true);
  const { mail, arrivedAt } = await waitForMail(shop.mailboxDir, email, performance.now() + 30_000);
  expect(mail.subject).toMatch(/ [A-Z0-9]{8,}$/);
  const attached = mail.attachments.find((part) => part.contentDisposition === 'attachment');
  expect(decodeQr(attached?.content ?? Buffer.alloc(0)) ?? '').toMatch(LPA);
  console.log(`Stripe journey, webhook-only completion: eSIM email ${Math.round(arrivedAt - started)} ms after the challenge`);
});

test('a failed 3-D Secure says so on the return page and the next card pays', async ({ browser }) => {
  const { context, page } = await shopper(browser);
  const email = uniqueEmail('stripe-3ds-failed');
  await openPaymentStep(page, 'france', { ...PARIS, email });
  await payWithStripe(page, '4000 0027 6000 3184');
  await page.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(page).toHaveURL(/\/en\/payment\/stripe\.html\?/);
  await expect(paymentError(page)).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await waitForHydration(page);
  await payWithStripe(page, '4242 4242 4242 4242');
  await expectDelivered(page, email);
  await context.close();
});

test('Google Pay through Stripe’s Payment Request button pays, its card debited like a typed one', async ({ browser }) => {
  const { context, page } = await shopper(browser);
  const email = uniqueEmail('stripe-wallet');
  await openPaymentStep(page, 'france', { ...PARIS, email });
  await page.getByRole('button', { name: 'Buy with Google Pay' }).click();
  await page.frameLocator('iframe[title="Payment sheet"]').getByRole('button', { name: 'Pay', exact: true }).click();
  await expectDelivered(page, email);
  await expect(page.locator('iframe[title="Payment sheet"]')).toHaveCount(0);
  await context.close();
});

test('a declined card is answered in the shopper’s words; the cart stays payable', async ({ browser }) => {
  const { context, page } = await shopper(browser);
  const email = uniqueEmail('stripe-declined');
  await openPaymentStep(page, 'france', { ...PARIS, email });
  await payWithStripe(page, '4000 0000 0000 0002');
  await expect(page.getByText('Your card was declined. Please use another card.')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await payWithStripe(page, '4242 4242 4242 4242');
  await expect(orderCodeShown(page)).resolves.toMatch(/^[A-Z0-9]+$/);
  await context.close();
});

interface RefundedOrder {
  id: string;
  state: string;
  payments: Array<{
    amount: number;
    transactionId: string;
    refunds: Array<{ state: string; total: number; transactionId: string | null }>;
  }>;
}

/** The simulator's secret key, the one the backend uses when no STRIPE_SECRET_KEY is set (backend/sandbox/stripe/settings.ts). */
const SIMULATOR_SECRET_KEY = 'sk_test_esim_shop_sandbox';

/** The amount Stripe has refunded of a PaymentIntent's charge, read from Stripe's API as the shop's staff would. */
async function refundedAtStripe(paymentIntent: string): Promise<number> {
  const response = await fetch(`${shop.cardProviderSimulatorUrl}/v1/payment_intents/${paymentIntent}?expand[]=latest_charge`, {
    headers: { authorization: `Bearer ${SIMULATOR_SECRET_KEY}` },
  });
  const intent = (await response.json()) as { latest_charge?: { amount_refunded?: number } };
  return intent.latest_charge?.amount_refunded ?? -1;
}

test('staff refund a Stripe payment from Vendure’s dashboard: Stripe refunds it, the order shows the refund', async ({ browser }) => {
  test.setTimeout(120_000);
  const buyer = await shopper(browser);
  const email = uniqueEmail('stripe-refund');
  await openPaymentStep(buyer.page, 'france', { ...PARIS, email });
  await payWithStripe(buyer.page, '4242 4242 4242 4242');
  const code = await expectDelivered(buyer.page, email);
  await buyer.context.close();

  const admin = await adminClient(shop.backendUrl);
  const orderOf = async () =>
    (
      await admin.request<{ orders: { items: RefundedOrder[] } }>(
        `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) {
           items { id state payments { amount transactionId refunds { state total transactionId } } } } }`,
        { code },
      )
    ).orders.items[0];
  const paid = await orderOf();
  const payment = paid?.payments[0];
  if (!paid || !payment) throw new Error(`Order ${code} has no payment`);
  expect(await refundedAtStripe(payment.transactionId)).toBe(0);

  const started = Date.now();
  const staff = await dashboardAt(browser, `/orders/${paid.id}`, await newStaffMember(admin.request), shop.backendUrl);
  try {
    const { page } = staff;
    // Vendure's own refund dialog: the order's action menu, the line to refund, a reason.
    await page.getByTestId('action-bar-dropdown-trigger').click();
    await page.getByRole('menuitem', { name: 'Refund & Cancel' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('refund-quantity').first().fill('1');
    await dialog.getByRole('combobox').click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: /^Refund / }).click();
    await expect(page.getByText('Refund processed successfully')).toBeVisible();

    // Stripe has refunded the whole charge; the order's payment shows the settled refund with Stripe's id.
    await expect.poll(() => refundedAtStripe(payment.transactionId)).toBe(payment.amount);
    const refunded = await orderOf();
    expect(refunded?.payments[0]?.refunds).toEqual([
      { state: 'Settled', total: payment.amount, transactionId: expect.stringMatching(/^re_/) },
    ]);
    // The payment's refunds, opened as staff open them: Stripe's refund id; the order is cancelled in its history.
    await page.getByRole('button', { name: 'Refunds (1)' }).click();
    await expect(page.getByText(refunded?.payments[0]?.refunds[0]?.transactionId ?? 're_')).toBeVisible();
    await expect(page.getByText('From PaymentSettled to Cancelled')).toBeVisible();
    expect(refunded?.state).toBe('Cancelled');
    console.log(`Stripe journey, refund from the dashboard: ${Date.now() - started} ms from opening the order`);
  } finally {
    await staff.context.close();
  }
});
