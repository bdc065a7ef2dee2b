import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';

import { waitForHydration } from './page-health';

/*
 * The repeated steps of a purchase journey (e2e/purchase.spec.ts): a plan into the cart, the
 * billing step, the card form, the test simulator, the thank-you page; plus what the journeys
 * check on the side (the network log, the sandbox acquirer's counts, the outbox).
 */

/** The README's "Test cards". */
export const CARDS = {
  frictionless: '4242 4242 4242 4242',
  /** American Express: 15 digits, grouped 4-6-5, with a 4-digit CID. */
  amex: '3782 822463 10005',
  challenge: '4000 0000 0000 3220',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

/** A future expiry whatever the day the tests run. */
export const FUTURE_EXPIRY = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

export type Language = 'en' | 'fr' | 'ja';

/** The storefront's texts the journeys find things by (storefront/app/i18n/messages). */
export const TEXT = {
  en: {
    addToCart: 'Add to cart',
    checkout: 'Checkout',
    email: 'Email',
    confirmEmail: 'Confirm email',
    firstName: 'First name',
    lastName: 'Last name',
    address: 'Address',
    city: 'City',
    country: 'Country',
    state: 'State',
    zip: 'Zip code',
    disclaimer: 'I confirm my device is eSIM compatible and unlocked. There is no refund otherwise.',
    continue: 'Continue to payment',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvv: 'CVV',
    pay: /^Pay /,
    approve: 'Approve',
    decline: 'Decline',
    paymentError: 'Could not verify your payment',
    retry: 'Try again',
    delivered: (email: string) => `Your eSIM was sent to ${email}`,
    cancelled: 'Your order was cancelled',
    manualEntry: 'Or enter it manually',
    qrAlt: /^QR code to install /,
    cart: (count: number) => (count === 0 ? 'Cart, empty' : `Cart, ${count} item${count === 1 ? '' : 's'}`),
  },
  fr: {
    addToCart: 'Ajouter au panier',
    checkout: 'Commander',
    email: 'E-mail',
    confirmEmail: 'Confirmez l’e-mail',
    firstName: 'Prénom',
    lastName: 'Nom',
    address: 'Adresse',
    city: 'Ville',
    country: 'Pays',
    state: 'État',
    zip: 'Code postal',
    disclaimer: 'Je confirme que mon appareil est compatible eSIM et désimlocké. Aucun remboursement n’est possible dans le cas contraire.',
    continue: 'Continuer vers le paiement',
    cardNumber: 'Numéro de carte',
    expiry: 'Date d’expiration (MM/AA)',
    cvv: 'Cryptogramme (CVV)',
    pay: /^Payer /,
    approve: 'Approuver',
    decline: 'Refuser',
    paymentError: 'Impossible de vérifier votre paiement',
    retry: 'Réessayer',
    delivered: (email: string) => `Votre eSIM a été envoyée à ${email}`,
    cancelled: 'Votre commande a été annulée',
    manualEntry: 'Ou saisissez-la manuellement',
    qrAlt: /^QR code pour installer /,
    cart: (count: number) => (count === 0 ? 'Panier, vide' : `Panier, ${count} article${count === 1 ? '' : 's'}`),
  },
  ja: {
    addToCart: 'カートに追加',
    checkout: 'ご購入手続きへ',
    email: 'メールアドレス',
    confirmEmail: 'メールアドレス（確認）',
    firstName: '名',
    lastName: '姓',
    address: '住所',
    city: '市区町村',
    country: '国',
    state: '州',
    zip: '郵便番号',
    disclaimer: 'お使いの端末がeSIM対応かつSIMロック解除済みであることを確認しました。そうでない場合、返金はできません。',
    continue: 'お支払いへ進む',
    cardNumber: 'カード番号',
    expiry: '有効期限（MM/YY）',
    cvv: 'セキュリティコード（CVV）',
    pay: /を支払う$/,
    approve: '承認する',
    decline: '拒否する',
    paymentError: 'お支払いを確認できませんでした',
    retry: '再試行',
    delivered: (email: string) => `eSIMを${email}に送信しました`,
    cancelled: 'ご注文はキャンセルされました',
    manualEntry: '手動で入力する場合',
    qrAlt: /をインストールするQRコード$/,
    cart: (count: number) => (count === 0 ? 'カート、空' : `カート、${count}点`),
  },
} as const;

/** An address for the billing step; `country` and `state` are option values (ISO codes). */
export interface BillingAddress {
  email: string;
  firstName?: string;
  lastName?: string;
  street?: string;
  city: string;
  country: string;
  state?: string;
  zip?: string;
}

export const PARIS = { city: 'Paris', country: 'FR', zip: '75004', street: '12 rue des Archives' } as const;
export const SAN_FRANCISCO = { city: 'San Francisco', country: 'US', state: 'CA', zip: '94103', street: '12 Main Street' } as const;

/** A recipient no other test uses, so its mail in the outbox is this test's (file-safe characters only). */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

// The open cart panel is a modal dialog that hides the header from assistive technology: the
// button's name is read from its label.
export const cartButton = (page: Page) => page.locator('header [data-slot="site-header-cart"]');

/** The checkout's order summary. */
export const summary = (page: Page) => page.getByRole('complementary');

/** Applies a coupon in the checkout's summary and waits for it to show as applied. */
export async function applyCouponInSummary(page: Page, code: string): Promise<void> {
  await summary(page).getByRole('textbox', { name: 'Coupon code', exact: true }).fill(code);
  await summary(page).getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(summary(page).getByRole('button', { name: `Remove coupon ${code}`, exact: true })).toBeVisible();
}

/** Opens a plan (`/{lang}/esim-{slug}.html`), adds it to the cart and follows the panel's checkout link. */
export async function addPlanAndCheckout(page: Page, slug: string, language: Language = 'en'): Promise<void> {
  const text = TEXT[language];
  await page.goto(`/${language}/esim-${slug}.html`);
  await waitForHydration(page);
  await page.getByRole('button', { name: text.addToCart, exact: true }).click();
  await page.getByRole('dialog').getByRole('link', { name: text.checkout, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${language}/checkout\\.html$`));
  await waitForHydration(page);
}

/**
 * A cart with one plan and its billing step done, set up through the shop's `/shop-api` with the
 * page's cookies (the same two calls the product page and the billing step make), then the payment
 * step opened. For journeys whose subject is paying: the way there through the pages is the
 * subject of checkout.spec.ts and of the first journeys of purchase.spec.ts, and walking it again
 * in every payment journey cost ~5 s each.
 */
export async function openPaymentStep(page: Page, slug: string, address: BillingAddress, language: Language = 'en'): Promise<void> {
  const call = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await page.request.post(`/shop-api?languageCode=${language}`, { data: { query, variables } });
    expect(response.ok(), `/shop-api answered ${response.status()}`).toBe(true);
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    if (body.errors || !body.data) throw new Error(`/shop-api: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  const { product } = await call<{ product: { variants: Array<{ id: string }> } | null }>(
    'query ($slug: String!) { product(slug: $slug) { variants { id } } }',
    { slug },
  );
  const variantId = product?.variants[0]?.id;
  if (!variantId) throw new Error(`No plan with the slug ${slug}`);
  const added = await call<{ addItemToOrder: { __typename: string } }>(
    'mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { __typename } }',
    { id: variantId },
  );
  expect(added.addItemToOrder.__typename).toBe('Order');
  const advanced = await call<{ setCheckoutAddress: { __typename: string } }>(
    'mutation ($input: CheckoutAddressInput!) { setCheckoutAddress(input: $input) { __typename } }',
    {
      input: {
        email: address.email,
        firstName: address.firstName ?? 'Camille',
        lastName: address.lastName ?? 'Martin',
        address1: address.street ?? '12 Main Street',
        city: address.city,
        countryCode: address.country,
        ...(address.state ? { state: address.state } : {}),
        ...(address.zip !== undefined ? { postcode: address.zip } : {}),
      },
    },
  );
  expect(advanced.setCheckoutAddress.__typename).toBe('Order');
  await page.goto(`/${language}/Checkout/Payment`);
  await waitForHydration(page);
}

/** Fills the billing step, accepts the disclaimer and continues to the payment step. */
export async function fillBillingAndContinue(page: Page, address: BillingAddress, language: Language = 'en'): Promise<void> {
  await fillBilling(page, address, language);
  await expect(page).toHaveURL(new RegExp(`/${language}/Checkout/Payment$`));
}

/** Fills the billing step, accepts the disclaimer and presses continue. */
export async function fillBilling(page: Page, address: BillingAddress, language: Language = 'en'): Promise<void> {
  const text = TEXT[language];
  const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
  await textbox(text.email).fill(address.email);
  await textbox(text.confirmEmail).fill(address.email);
  await textbox(text.firstName).fill(address.firstName ?? 'Camille');
  await textbox(text.lastName).fill(address.lastName ?? 'Martin');
  await textbox(text.address).fill(address.street ?? '12 Main Street');
  await textbox(text.city).fill(address.city);
  await page.getByRole('combobox', { name: text.country, exact: true }).selectOption(address.country);
  if (address.state) await page.getByRole('combobox', { name: text.state, exact: true }).selectOption(address.state);
  if (address.zip !== undefined) await textbox(text.zip).fill(address.zip);
  await page.getByRole('checkbox', { name: text.disclaimer }).check();
  await page.getByRole('button', { name: text.continue, exact: true }).click();
}

/**
 * A hosted card field: a frame of the card gateway's origin (found by its title, the field's label),
 * and the input inside it, named by the same label.
 */
function hostedField(page: Page, label: string) {
  const frame = page.frameLocator(`iframe[title="${label}"]`);
  return { frame, input: frame.getByRole('textbox', { name: label, exact: true }), ready: frame.locator('body[data-ready="true"]') };
}

/** The card form's fields (inside the gateway's frames) and its pay button (the shop's). */
export function cardForm(page: Page, language: Language = 'en') {
  const text = TEXT[language];
  return {
    number: hostedField(page, text.cardNumber).input,
    expiry: hostedField(page, text.expiry).input,
    cvv: hostedField(page, text.cvv).input,
    pay: page.getByRole('button', { name: text.pay }),
  };
}

/** The box the shop draws around a card field (its focus and error states), outside the gateway's frame. */
export function cardBox(page: Page, field: 'cardNumber' | 'expiry' | 'cvv') {
  return page.locator(`[data-slot="card-form-field"][data-field="${field}"] [data-slot="card-form-field-box"]`);
}

/** Waits until the three hosted fields listen (their script has run), so nothing typed is lost. */
export async function hostedFieldsReady(page: Page, language: Language = 'en'): Promise<void> {
  const text = TEXT[language];
  for (const label of [text.cardNumber, text.expiry, text.cvv]) await expect(hostedField(page, label).ready).toBeAttached();
}

/** Types a card into the gateway's hosted fields and presses Pay. */
export async function payByCard(
  page: Page,
  card: { number: string; expiry?: string; cvv?: string },
  language: Language = 'en',
): Promise<void> {
  const form = cardForm(page, language);
  await expect(form.pay).toBeEnabled();
  await hostedFieldsReady(page, language);
  await form.number.fill(card.number);
  await form.expiry.fill(card.expiry ?? FUTURE_EXPIRY);
  await form.cvv.fill(card.cvv ?? '123');
  await form.pay.click();
}

/** The payment display's error ('Could not verify your payment' and the detail under it). */
export function paymentError(page: Page, language: Language = 'en') {
  return page.getByRole('alert').filter({ hasText: TEXT[language].paymentError });
}

/** The session's cart as Vendure has it, asked from the page (its cookies) through the shop's `/shop-api`. */
export async function activeOrder(
  page: Page,
): Promise<{ code: string; state: string; lines: Array<{ quantity: number; productVariant: { sku: string } }> } | null> {
  return page.evaluate(async () => {
    const response = await fetch('/shop-api', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ activeOrder { code state lines { quantity productVariant { sku } } } }' }),
    });
    const body = (await response.json()) as {
      data: { activeOrder: { code: string; state: string; lines: Array<{ quantity: number; productVariant: { sku: string } }> } | null };
    };
    return body.data.activeOrder;
  });
}

/** On the sandbox's challenge page (`/{lang}/test-simulator?ref=…`), answers the challenge. */
export async function answerChallenge(page: Page, outcome: 'approve' | 'decline', language: Language = 'en'): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/${language}/test-simulator\\?ref=`));
  await waitForHydration(page);
  await page.getByRole('button', { name: TEXT[language][outcome], exact: true }).click();
}

/** Waits for the thank-you page with the eSIMs delivered; answers the order code it shows. */
export async function expectDelivered(page: Page, email: string, language: Language = 'en'): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`/${language}/thank-you\\.html$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: TEXT[language].delivered(email) })).toBeVisible();
  return orderCodeShown(page);
}

/** The order code on the thank-you page. */
export async function orderCodeShown(page: Page): Promise<string> {
  const code = page.locator('[data-slot="thank-you-panel-order-code"] dd');
  await expect(code).not.toBeEmpty();
  return (await code.textContent())?.trim() ?? '';
}

/** The SM-DP+ address and activation code the thank-you page shows for its first eSIM. */
export async function manualEntryShown(page: Page, language: Language = 'en'): Promise<{ smdpAddress: string; activationCode: string }> {
  const values = page.getByRole('group', { name: TEXT[language].manualEntry }).first().getByRole('definition').locator('code');
  await expect(values).toHaveCount(2);
  const [smdpAddress = '', activationCode = ''] = (await values.allTextContents()).map((value) => value.trim());
  return { smdpAddress, activationCode };
}

/** One request the page made, as the network log keeps it. */
export interface LoggedRequest {
  url: string;
  origin: string;
  /** The address of the frame that made it (the page's, or a hosted field's on the gateway's origin). */
  frameUrl: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/** Records every request of the page from now on (`page.on('request')`), bodies and headers included. */
export function recordRequests(page: Page): LoggedRequest[] {
  const log: LoggedRequest[] = [];
  page.on('request', (request: Request) => {
    let frameUrl = '';
    try {
      frameUrl = request.frame().url();
    } catch {
      // A service worker's request has no frame.
    }
    log.push({
      url: request.url(),
      origin: new URL(request.url()).origin,
      frameUrl,
      method: request.method(),
      headers: request.headers(),
      body: request.postData() ?? '',
    });
  });
  return log;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** Whether a request carries the card number anywhere: URL, headers or body, spaced, dashed or URL-encoded. */
export function carriesCardNumber(request: LoggedRequest, cardNumber: string): boolean {
  const digits = cardNumber.replace(/\D/g, '');
  const texts = [request.url, request.body, ...Object.values(request.headers)];
  return texts.some((text) => [text, decoded(text)].some((candidate) => candidate.replace(/[\s+\-.]/g, '').includes(digits)));
}

/** The sandbox card acquirer's origin as browsers see it (the shop's `cardPaymentConfig`). */
export async function cardGatewayUrl(request: APIRequestContext): Promise<string> {
  const response = await request.post('/shop-api', { data: { query: '{ cardPaymentConfig { tokenizationUrl } }' } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { cardPaymentConfig: { tokenizationUrl: string } } };
  return body.data.cardPaymentConfig.tokenizationUrl.replace(/\/+$/, '');
}

/** The sandbox's development secret (its default and the backend's). */
const SANDBOX_SECRET_KEY = process.env['CARD_GATEWAY_SECRET_KEY'] ?? 'sk_sandbox_esim_shop';

export interface SandboxOrderStats {
  paymentRequests: number;
  payments: number;
  charges: number;
  chargedAmount: number;
  refunds: number;
  refundedAmount: number;
  verifications: number;
}

/** GET /v1/stats on the sandbox for one order (undefined: the sandbox never saw it). */
export async function sandboxStats(
  request: APIRequestContext,
  gatewayUrl: string,
  orderCode: string,
): Promise<SandboxOrderStats | undefined> {
  const response = await request.get(`${gatewayUrl}/v1/stats?orderCode=${encodeURIComponent(orderCode)}`, {
    headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}` },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { orders: Record<string, SandboxOrderStats> };
  return body.orders[orderCode];
}

/** The shop's sandbox outbox, given by `npm test` or the e2e global setup (SHOP_MAILBOX_DIR). */
export function mailboxDir(): string {
  const dir = process.env['SHOP_MAILBOX_DIR'];
  if (!dir)
    throw new Error(
      'SHOP_MAILBOX_DIR is not set: run the journeys through `npm test`, `npx playwright test` without SHOP_URL, or set it to the shop’s outbox',
    );
  return dir;
}
