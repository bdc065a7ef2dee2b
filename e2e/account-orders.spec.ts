import { expect, test } from '@playwright/test';

import { adminApi } from './support/admin-api';
import { logOutFromPanel, openAccountPage, pdfTextOf, registerVerifiedCustomer } from './support/account-orders';
import { waitForHydration, watchPageHealth } from './support/page-health';
import { CARDS, PARIS, TEXT, activeOrder, addPlanAndCheckout, cartButton, expectDelivered, payByCard } from './support/purchase';

/*
 * Issue 5's "my eSIMs" journeys against the running shop: a verified customer (registered and
 * verified through the Shop API, the token read from the outbox) saves a billing address, buys a
 * plan by card, finds it in the account, reads its eSIM and invoice PDF, orders it again and logs
 * out; plus the profile's wrong current password (spec 350), the authenticated guard and another
 * customer's order id.
 */

const text = TEXT.en;

const textbox = (page: import('@playwright/test').Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('a customer buys a plan, finds it in My eSIMs with its eSIM and invoice, orders it again with the saved address, and logs out to an empty cart', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const health = watchPageHealth(page);
  await page.goto('/en');
  await waitForHydration(page);
  const customer = await registerVerifiedCustomer(page, 'acct-orders');

  // A default billing address, saved in the account.
  await openAccountPage(page, 'BillingDetails');
  await page.getByRole('button', { name: 'Add an address', exact: true }).click();
  await textbox(page, text.firstName).fill(customer.firstName);
  await textbox(page, text.lastName).fill(customer.lastName);
  await textbox(page, text.address).fill(PARIS.street);
  await textbox(page, text.city).fill(PARIS.city);
  await page.getByRole('combobox', { name: text.country, exact: true }).selectOption(PARIS.country);
  await textbox(page, text.zip).fill(PARIS.zip);
  await expect(page.getByRole('checkbox', { name: 'Use by default at checkout' })).toBeChecked();
  await page.getByRole('button', { name: 'Save the address', exact: true }).click();
  const saved = page.getByRole('group', { name: `${customer.firstName} ${customer.lastName}` });
  await expect(saved).toContainText(PARIS.street);
  await expect(saved).toContainText('Default');

  // The checkout starts from it.
  await addPlanAndCheckout(page, 'europe');
  await expect(textbox(page, text.email)).toHaveValue(customer.email);
  await expect(textbox(page, text.firstName)).toHaveValue(customer.firstName);
  await expect(textbox(page, text.city)).toHaveValue(PARIS.city);
  await expect(textbox(page, text.zip)).toHaveValue(PARIS.zip);
  await page.getByRole('checkbox', { name: text.disclaimer }).check();
  await page.getByRole('button', { name: text.continue, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/Checkout\/Payment$/);
  await payByCard(page, { number: CARDS.frictionless });
  const orderCode = await expectDelivered(page, customer.email);

  // The "my eSIMs" side panel lists it and opens its details in the panel.
  await page.goto('/en?panel=orders');
  await waitForHydration(page);
  const panel = page.getByRole('dialog');
  await panel.getByRole('link', { name: `View order ${orderCode}`, exact: true }).click();
  await expect(panel.getByRole('heading', { level: 3, name: `Order ${orderCode}` })).toBeVisible();
  await expect(panel.getByRole('img', { name: text.qrAlt })).toBeVisible();

  // My eSIMs lists it; its details show the eSIM's install card.
  const historyResponse = await page.goto('/en/MyAccount/OrderHistory');
  expect(historyResponse?.headers()['cache-control']).not.toContain('public');
  await waitForHydration(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('link', { name: `View order ${orderCode}`, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/MyAccount\/Order\/[A-Za-z0-9-]+$/);
  const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderCode}` })).toBeVisible();
  await expect(page.getByRole('img', { name: text.qrAlt })).toBeVisible();
  await expect(page.getByRole('group', { name: text.manualEntry }).first()).toBeVisible();

  // The invoice is a real PDF with its number, the buyer and the total.
  const total = ((await page.locator('[data-slot="order-details-totals"] dd').last().textContent()) ?? '').replace(/[^\d.,]/g, '');
  expect(total).toMatch(/\d/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the invoice', exact: true }).click(),
  ]);
  const pdf = await pdfTextOf(await download.path());
  // Numbered from the year's sequence when the order was paid (issue 35), named in the file's name.
  expect(pdf).toMatch(/INV-\d{4}-\d{6}/);
  expect(pdf).toContain(download.suggestedFilename().replace(/\.pdf$/, ''));
  expect(pdf).toContain(`${customer.firstName} ${customer.lastName}`);
  expect(pdf).toContain(total);
  const invoiceNumber = download.suggestedFilename().replace(/\.pdf$/, '');

  // Staff refund part of it (issue 35): the page then offers the refund's credit note, a PDF naming the invoice.
  const { orders } = await adminApi<{ orders: { items: Array<{ payments: Array<{ id: string }> }> } }>(
    'query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { payments { id } } } }',
    { code: orderCode },
  );
  const { refundOrder } = await adminApi<{ refundOrder: { state?: string } }>(
    'mutation ($input: RefundOrderInput!) { refundOrder(input: $input) { ... on Refund { state } ... on ErrorResult { errorCode } } }',
    { input: { paymentId: orders.items[0]?.payments[0]?.id, amount: 100, reason: 'goodwill' } },
  );
  expect(refundOrder.state).toBe('Settled');
  await page.reload();
  await waitForHydration(page);
  const creditNoteLink = page.getByRole('link', { name: /^Credit note CN-\d{4}-\d{6} \(€1\.00 refunded\)$/ });
  const [creditNoteDownload] = await Promise.all([page.waitForEvent('download'), creditNoteLink.click()]);
  const creditNote = await pdfTextOf(await creditNoteDownload.path());
  expect(creditNote).toContain('Credit note');
  expect(creditNote).toContain(creditNoteDownload.suggestedFilename().replace(/\.pdf$/, ''));
  expect(creditNote).toContain(invoiceNumber);

  // Another customer asking for this order id gets the 404 page.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto('/en');
  await waitForHydration(strangerPage);
  await registerVerifiedCustomer(strangerPage, 'acct-stranger', { firstName: 'Sam', lastName: 'Other' });
  const foreign = await strangerPage.goto(`/en/MyAccount/Order/${orderId}`);
  expect(foreign?.status()).toBe(404);
  await expect(strangerPage.getByText(orderCode)).toHaveCount(0);
  await stranger.close();

  // Order again fills the cart and goes to checkout, prefilled from the saved address.
  await page.getByRole('button', { name: 'Order again', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/checkout\.html$/);
  await waitForHydration(page);
  await expect(textbox(page, text.firstName)).toHaveValue(customer.firstName);
  await expect(textbox(page, text.address)).toHaveValue(PARIS.street);
  expect((await activeOrder(page))?.lines.length).toBe(1);

  // Logging out (from the shop's header: the checkout has none) empties the cart.
  await page.goto('/en');
  await waitForHydration(page);
  await expect(cartButton(page)).toHaveAccessibleName(text.cart(1));
  await logOutFromPanel(page);
  await expect.poll(async () => (await activeOrder(page))?.lines.length ?? 0).toBe(0);
  await page.keyboard.press('Escape');
  await expect(cartButton(page)).toHaveAccessibleName(text.cart(0));
  expect(health.problems).toEqual([]);
});

test('a wrong current password on MyProfile says Password Incorrect and keeps what was typed', async ({ page }) => {
  const health = watchPageHealth(page);
  await page.goto('/en');
  await waitForHydration(page);
  await registerVerifiedCustomer(page, 'acct-profile');
  await openAccountPage(page, 'MyProfile');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal information' })).toBeVisible();

  await textbox(page, 'First name').fill('Camilla');
  // A new account has no postal address yet; typed here, it must come back as typed after the refusal.
  await textbox(page, 'Street').fill('rue des Archives');
  await textbox(page, 'Number').fill('12');
  await textbox(page, 'Zip code').fill(PARIS.zip);
  await textbox(page, 'Town').fill(PARIS.city);
  await page.getByRole('combobox', { name: 'Country', exact: true }).selectOption(PARIS.country);
  await textbox(page, 'Current password').fill('not-my-password-1');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page.getByText('Password Incorrect', { exact: true })).toBeVisible();
  await expect(textbox(page, 'First name')).toHaveValue('Camilla');
  await expect(textbox(page, 'Street')).toHaveValue('rue des Archives');
  await expect(textbox(page, 'Current password')).toHaveValue('not-my-password-1');
  expect(health.problems).toEqual([]);
});

test('a logged-out visit to /en/MyAccount/OrderHistory lands on /, with or without a stale session cookie', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/en/MyAccount/OrderHistory');
  await expect(page).toHaveURL(new URL('/', baseURL).href);

  await context.addCookies([{ name: 'esim_shop_session', value: 'stale', url: new URL('/', baseURL).href }]);
  await page.goto('/en/MyAccount/MyProfile');
  await expect(page).toHaveURL(new URL('/', baseURL).href);
});
