import { expect, test } from '@playwright/test';

import { decodeQr, LPA, pngOfDataUrl, waitForMail } from './support/mailbox';
import { waitForHydration, watchPageHealth } from './support/page-health';
import {
  CARDS,
  FUTURE_EXPIRY,
  PARIS,
  SAN_FRANCISCO,
  TEXT,
  activeOrder,
  addPlanAndCheckout,
  answerChallenge,
  applyCouponInSummary,
  cartButton,
  cardBox,
  cardForm,
  cardGatewayUrl,
  carriesCardNumber,
  expectDelivered,
  fillBilling,
  fillBillingAndContinue,
  hostedFieldsReady,
  openPaymentStep,
  mailboxDir,
  manualEntryShown,
  orderCodeShown,
  payByCard,
  paymentError,
  recordRequests,
  sandboxStats,
  summary,
  uniqueEmail,
} from './support/purchase';

/*
 * Issue 4's purchase journeys against the running shop: cart → billing → card (tokenized at the
 * sandbox acquirer's own origin) → 3-D Secure test simulator → thank-you page → the delivery email
 * in the shop's outbox. The shop's backend refuses Tuvalu's plans (E2E_BACKEND_ENV in
 * scripts/lib/shop.mjs), for the provisioning-failure journey only.
 */

/** How long the delivery email may take to reach the outbox (spec: within 1 minute; budget a few seconds). */
const MAIL_WITHIN_MS = 15_000;

test('a guest in French buys a regional plan with the challenge card, approves it, and gets the eSIM on the page and by email; the card never reaches the shop', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const health = watchPageHealth(page);
  const gateway = new URL(await cardGatewayUrl(request)).origin;
  const network = recordRequests(page);
  const email = uniqueEmail('fr-europe');

  await addPlanAndCheckout(page, 'europe', 'fr');
  await fillBillingAndContinue(page, { email, firstName: 'Léa', lastName: 'Dubois', ...PARIS }, 'fr');
  await payByCard(page, { number: CARDS.challenge }, 'fr');
  await answerChallenge(page, 'approve', 'fr');
  await expect(page).toHaveURL(/\/fr\/payment\/sandbox\.html\?.*md=.*paRes=.*cres=/);

  const orderCode = await expectDelivered(page, email, 'fr');
  const qrImage = page.getByRole('img', { name: TEXT.fr.qrAlt });
  await expect(qrImage).toBeVisible();
  const pageLpa = decodeQr(pngOfDataUrl((await qrImage.getAttribute('src')) ?? ''));
  const shown = await manualEntryShown(page, 'fr');

  // The delivery email: French subject, the QR code inline and attached, decodable to the same profile.
  const { mail } = await waitForMail(mailboxDir(), email, performance.now() + MAIL_WITHIN_MS);
  expect(mail.subject).toBe(`Votre eSIM est prête – commande ${orderCode}`);
  const inline = mail.attachments.filter((part) => part.contentDisposition === 'inline');
  const attached = mail.attachments.filter((part) => part.contentDisposition === 'attachment');
  expect(inline).toHaveLength(1);
  expect(attached).toHaveLength(1);
  expect(inline[0]?.contentType).toBe('image/png');
  expect(mail.html || '').toContain(`cid:${inline[0]?.cid}`);
  const lpa = decodeQr(attached[0]?.content ?? Buffer.alloc(0)) ?? '';
  expect(lpa).toMatch(LPA);
  expect(decodeQr(inline[0]?.content ?? Buffer.alloc(0))).toBe(lpa);
  const [, smdpAddress, matchingId] = LPA.exec(lpa) ?? [];
  expect(shown).toEqual({ smdpAddress, activationCode: matchingId });
  expect(pageLpa).toBe(lpa);
  expect(mail.html || '').toContain(matchingId);

  // The network log of the whole journey: the card number went to the gateway's /v1/tokens only.
  const carrying = network.filter((entry) => carriesCardNumber(entry, CARDS.challenge));
  expect(carrying.length).toBeGreaterThan(0);
  expect(carrying.map((entry) => `${entry.method} ${entry.origin}${new URL(entry.url).pathname}`)).toEqual(
    carrying.map(() => `POST ${gateway}/v1/tokens`),
  );
  const shopOrigins = new Set(
    [new URL(page.url()).origin, process.env['BACKEND_URL'] && new URL(process.env['BACKEND_URL']).origin].filter(Boolean),
  );
  expect(network.some((entry) => shopOrigins.has(entry.origin))).toBe(true);
  expect(network.filter((entry) => entry.origin !== gateway && carriesCardNumber(entry, CARDS.challenge))).toEqual([]);
  expect(health.problems).toEqual([]);
});

test('a declined card says why, "Try again" brings the form back with the cart intact, and another card then pays', async ({ page }) => {
  const email = uniqueEmail('declined');
  await openPaymentStep(page, 'italy', { email, ...SAN_FRANCISCO });

  await payByCard(page, { number: CARDS.declined });
  await expect(paymentError(page)).toBeVisible();
  await expect(paymentError(page)).toContainText('Your card was declined. Please use another card.');
  await page.getByRole('button', { name: TEXT.en.retry, exact: true }).click();
  await expect(cardForm(page).number).toBeVisible();
  await expect(cardForm(page).pay).toBeVisible();
  // The cart is intact: the summary still lists the plan, and Vendure's cart takes items again.
  await expect(summary(page).getByText('Italy eSIM', { exact: true })).toBeVisible();
  expect(await activeOrder(page)).toMatchObject({
    state: 'AddingItems',
    lines: [{ quantity: 1, productVariant: { sku: expect.stringMatching(/^IT-/) } }],
  });

  // A second refusal of another kind: its own message, the cart still there.
  await payByCard(page, { number: CARDS.insufficientFunds });
  await expect(paymentError(page)).toContainText('Your card has insufficient funds.');
  await page.getByRole('button', { name: TEXT.en.retry, exact: true }).click();
  await expect(summary(page).getByText('Italy eSIM', { exact: true })).toBeVisible();

  await payByCard(page, { number: CARDS.frictionless });
  const orderCode = await expectDelivered(page, email);
  await expect(cartButton(page)).toHaveAttribute('aria-label', TEXT.en.cart(0));
  // The order's lines (the eSIM usage cards below name the plan too).
  await expect(page.locator('[data-slot="thank-you-panel-lines"]').getByRole('listitem').filter({ hasText: 'Italy eSIM' })).toBeVisible();
  expect(orderCode).toMatch(/^[A-Z0-9]+$/);
});

test('a frictionless card in English with a Californian address: no VAT, straight to the thank-you page', async ({ page }) => {
  const health = watchPageHealth(page);
  const email = uniqueEmail('frictionless');
  await addPlanAndCheckout(page, 'japan');
  await fillBillingAndContinue(page, { email, ...SAN_FRANCISCO });

  // Subtotal, VAT, total excluding VAT, total including VAT.
  const amounts = async () =>
    (await summary(page).getByRole('definition').allTextContents()).map((value) => Number.parseFloat(value.replace(/[^0-9.]/g, '')));
  // The VAT says 'calculating...' until the cart machine has reloaded the cart the shop just taxed.
  await expect
    .poll(async () => {
      const values = await amounts();
      return values.length >= 4 && values.every((value) => Number.isFinite(value));
    })
    .toBe(true);
  const [subtotal = 0, vat = -1, , total = 0] = await amounts();
  expect(vat).toBe(0);
  expect(subtotal).toBeGreaterThan(0);
  expect(total).toBe(subtotal);

  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await payByCard(page, { number: CARDS.frictionless });
  await expectDelivered(page, email);
  // No 3-D Secure challenge and no return page on the way: paid at once.
  expect(visited.filter((pathname) => /test-simulator|\/payment\//.test(pathname))).toEqual([]);
  await expect(page.getByRole('img', { name: TEXT.en.qrAlt })).toBeVisible();
  expect(health.problems).toEqual([]);
});

test('FIRSTTRIP once per customer: a second order with the same email is told the coupon was already used, and goes on without it', async ({
  page,
}) => {
  // Two whole purchases: under a loaded machine this took a minute, the default limit.
  test.setTimeout(120_000);
  const health = watchPageHealth(page);
  const email = uniqueEmail('first-trip');
  await addPlanAndCheckout(page, 'japan');
  await applyCouponInSummary(page, 'FIRSTTRIP');
  await fillBillingAndContinue(page, { email, ...SAN_FRANCISCO });
  await payByCard(page, { number: CARDS.frictionless });
  await expectDelivered(page, email);

  await addPlanAndCheckout(page, 'japan');
  await applyCouponInSummary(page, 'FIRSTTRIP');
  await fillBilling(page, { email, ...SAN_FRANCISCO });
  await expect(page.getByRole('alert').filter({ hasText: 'Coupon code "FIRSTTRIP" has already been used' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/checkout\.html$/);
  await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('San Francisco');

  await summary(page).getByRole('button', { name: 'Remove coupon FIRSTTRIP', exact: true }).click();
  await expect(summary(page).getByRole('button', { name: 'Remove coupon FIRSTTRIP', exact: true })).toBeHidden();
  await page.getByRole('button', { name: TEXT.en.continue, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/Checkout\/Payment$/);
  expect(health.problems).toEqual([]);
});

test('card fields are checked before anything is sent: Luhn, past expiry, 2-digit CVV; a message waits for the release of Pay', async ({
  page,
  request,
}) => {
  const gateway = new URL(await cardGatewayUrl(request)).origin;
  await openPaymentStep(page, 'spain', { email: uniqueEmail('card-fields'), ...SAN_FRANCISCO });
  const network = recordRequests(page);
  const form = cardForm(page);
  await expect(form.pay).toBeEnabled();
  await hostedFieldsReady(page);
  await form.number.fill('4242 4242 4242 4241');
  await form.expiry.fill('01/20');
  // The fields left so far say what is wrong with them.
  await expect(page.getByText('Is not a valid credit card number', { exact: true })).toBeVisible();
  await form.cvv.fill('12');
  await expect(page.getByText('Is not a valid expiry date', { exact: true })).toBeVisible();
  await expect(cardBox(page, 'cvv')).toHaveAttribute('data-focused', 'true');

  // Pay pressed and held: the CVV is left, but its message waits for the release. Shown at once, it
  // slid Pay down under the pointer, and the release landed beside it: no press, nothing focused.
  const payBefore = await form.pay.boundingBox();
  if (!payBefore) throw new Error('Pay is not laid out');
  await page.mouse.move(payBefore.x + payBefore.width / 2, payBefore.y + payBefore.height / 2);
  await page.mouse.down();
  await expect(cardBox(page, 'cvv')).not.toHaveAttribute('data-focused');
  await expect(page.getByText('Needs to be 3 digits', { exact: true })).toBeHidden();
  expect(await form.pay.boundingBox()).toEqual(payBefore);
  await page.mouse.up();

  await expect(page.getByText('Is not a valid credit card number', { exact: true })).toBeVisible();
  await expect(page.getByText('Is not a valid expiry date', { exact: true })).toBeVisible();
  await expect(page.getByText('Needs to be 3 digits', { exact: true })).toBeVisible();
  await expect(form.number).toBeFocused();

  // One field at a time: each message goes once its field is right.
  await form.number.fill(CARDS.frictionless);
  await form.number.blur();
  await expect(page.getByText('Is not a valid credit card number', { exact: true })).toBeHidden();
  await form.expiry.fill(FUTURE_EXPIRY);
  await form.expiry.blur();
  await expect(page.getByText('Is not a valid expiry date', { exact: true })).toBeHidden();
  await expect(page.getByText('Needs to be 3 digits', { exact: true })).toBeVisible();
  await form.pay.click();
  await expect(page.getByText('Needs to be 3 digits', { exact: true })).toBeVisible();
  await expect(form.cvv).toBeFocused();

  // Nothing was tokenized (the hosted fields themselves come from the gateway, so its pages load).
  expect(network.filter((entry) => entry.origin === gateway && entry.method === 'POST')).toEqual([]);
  expect(network.filter((entry) => carriesCardNumber(entry, CARDS.frictionless))).toEqual([]);
});

/** The box of the card form that holds a hosted field (`data-focused` while the field has the focus). */
test('the thank-you page survives a reload', async ({ page }) => {
  const email = uniqueEmail('reload');
  await openPaymentStep(page, 'germany', { email, ...SAN_FRANCISCO });
  await payByCard(page, { number: CARDS.frictionless });
  const orderCode = await expectDelivered(page, email);
  const before = await manualEntryShown(page);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: TEXT.en.delivered(email) })).toBeVisible();
  expect(await orderCodeShown(page)).toBe(orderCode);
  expect(await manualEntryShown(page)).toEqual(before);
  await expect(page.getByRole('img', { name: TEXT.en.qrAlt })).toBeVisible();
});

test('when the provider cannot supply the eSIM, the thank-you page says the order was cancelled and refunded, and so does an email', async ({
  page,
  request,
}) => {
  const gateway = await cardGatewayUrl(request);
  const email = uniqueEmail('provisioning-fails');
  // Tuvalu's plans are refused by the e2e shop's sandbox provider (ESIM_SANDBOX_FAIL_SKUS=TV-*).
  await openPaymentStep(page, 'tuvalu', { email, ...SAN_FRANCISCO });
  await payByCard(page, { number: CARDS.frictionless });

  await expect(page).toHaveURL(/\/en\/thank-you\.html$/);

  // The failure email (checked first: it does not depend on the page).
  const { mail } = await waitForMail(mailboxDir(), email, performance.now() + MAIL_WITHIN_MS);
  const [, orderCode = ''] = /^Order (\S+) cancelled and refunded: we could not supply your eSIM$/.exec(mail.subject ?? '') ?? [];
  expect(mail.subject).toBe(`Order ${orderCode} cancelled and refunded: we could not supply your eSIM`);
  expect(mail.attachments).toHaveLength(0);
  // Refunded at the gateway, in full.
  await expect.poll(async () => (await sandboxStats(request, gateway, orderCode))?.refunds).toBe(1);
  const stats = await sandboxStats(request, gateway, orderCode);
  expect(stats).toMatchObject({ charges: 1, refundedAmount: stats?.chargedAmount });

  // The thank-you page tells the shopper the same.
  await expect(page.getByRole('heading', { level: 1, name: TEXT.en.cancelled })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'cancelled and refunded automatically' })).toBeVisible();
  await expect(page.getByRole('img', { name: TEXT.en.qrAlt })).toHaveCount(0);
  expect(await orderCodeShown(page)).toBe(orderCode);
});

test.describe('bad input on the 3-D Secure return', () => {
  test('the return URL replayed after success charges nothing more and shows a clear state', async ({ page, request }) => {
    const gateway = await cardGatewayUrl(request);
    const email = uniqueEmail('replay');
    await openPaymentStep(page, 'portugal', { email, ...SAN_FRANCISCO });
    await payByCard(page, { number: CARDS.challenge });
    await answerChallenge(page, 'approve');
    await expect(page).toHaveURL(/\/en\/payment\/sandbox\.html\?/);
    const returnUrl = page.url();
    const orderCode = await expectDelivered(page, email);
    const paid = await sandboxStats(request, gateway, orderCode);
    expect(paid).toMatchObject({ charges: 1 });

    // Same browser, nothing cleared: the shopper (or an attacker with the URL) opens it again.
    await page.goto(returnUrl);
    await waitForHydration(page);
    const failed = paymentError(page);
    const sameOrder = page.getByRole('heading', { level: 1, name: TEXT.en.delivered(email) });
    await expect(failed.or(sameOrder)).toBeVisible();
    if (await sameOrder.isVisible()) expect(await orderCodeShown(page)).toBe(orderCode);
    test
      .info()
      .annotations.push({ type: 'replayed return', description: (await failed.isVisible()) ? 'payment error shown' : 'same order shown' });
    expect(await sandboxStats(request, gateway, orderCode)).toMatchObject({
      charges: 1,
      chargedAmount: paid?.chargedAmount,
      payments: paid?.payments,
    });
  });

  test('a forged cres (declined, claimed approved) is refused with "Could not verify your payment", changes nothing, and the next card pays', async ({
    page,
    request,
  }) => {
    const gateway = await cardGatewayUrl(request);
    await openPaymentStep(page, 'greece', { email: uniqueEmail('forged'), ...SAN_FRANCISCO });
    await payByCard(page, { number: CARDS.challenge });

    // The shopper declines on the simulator; the browser comes back claiming an approval
    // (transStatus Y) with the ACS's signature reused.
    let forged: string | undefined;
    await page.route('**/payment/sandbox.html?*', async (route) => {
      if (forged) return route.continue();
      const url = new URL(route.request().url());
      const [body = '', signature = ''] = (url.searchParams.get('cres') ?? '').split('.');
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, string>;
      expect(claims['transStatus']).not.toBe('Y');
      url.searchParams.set('cres', `${Buffer.from(JSON.stringify({ ...claims, transStatus: 'Y' })).toString('base64url')}.${signature}`);
      forged = url.toString();
      return route.fulfill({ status: 302, headers: { location: forged } });
    });
    await answerChallenge(page, 'decline');

    await expect(paymentError(page)).toBeVisible();
    expect(forged).toBeDefined();
    expect(page.url()).toBe(forged);
    await expect(page).not.toHaveURL(/thank-you/);

    // The unsigned claim changed nothing (issue 30): the cart still awaits its challenge, unpaid.
    const cart = await activeOrder(page);
    expect(cart).toMatchObject({ state: 'ArrangingPayment', lines: [{ quantity: 1 }] });
    expect(await sandboxStats(request, gateway, cart?.code ?? '')).toMatchObject({ charges: 0 });

    // "Try again" leads back to the payment step, where the shopper's next card pays this cart.
    await page.getByRole('button', { name: TEXT.en.retry }).click();
    await expect(page).toHaveURL(/\/en\/Checkout\/Payment$/);
    await payByCard(page, { number: CARDS.frictionless });
    await expect(page).toHaveURL(/\/en\/thank-you\.html$/, { timeout: 30_000 });
    expect(await sandboxStats(request, gateway, cart?.code ?? '')).toMatchObject({ charges: 1 });
  });
});
