import { createHash } from 'node:crypto';

import type { Order } from '@vendure/core';

import { currencyDigits } from './gateway/paypal-money';
import { WalletGatewayError, type CreateWalletOrderInput, type WalletCapture, type WalletOrder } from './gateway/wallet-gateway';

/*
 * What the shop asks of the wallet and what it accepts back, as pure functions of the order. The
 * plugin passes Vendure's Order (it has every field below); nothing here reads the database or the
 * network, so each rule is tested on its own (backend/test/wallet-order-rules.test.ts).
 *
 * Amounts are the shop's integers (2 decimals for every currency, wallet-gateway.ts).
 */

/** Vendure's default money strategy: every currency is stored with 2 decimals (JPY 1000 is 100000). */
const SHOP_SCALE = 2;

export interface WalletOrderLineSnapshot {
  productVariant: { name: string; sku?: string };
  quantity: number;
  /** Price of one, excluding tax and before any discount (Vendure's `unitPrice`). */
  unitPrice: number;
}

/** The part of Vendure's Order the wallet rules read. */
export interface WalletOrderSnapshot {
  code: string;
  currencyCode: string;
  lines: readonly WalletOrderLineSnapshot[];
  /** Net shipping after its discounts. */
  shipping: number;
  /** Net total: lines after every discount, plus shipping (Vendure's `total`). */
  total: number;
  /** What the shopper pays: the amount the wallet must charge, to the cent. */
  totalWithTax: number;
}

type Assert<T extends true> = T;
/** Compile-time only: stops compiling when Vendure's Order can no longer be passed as a snapshot. */
type _VendureOrderFitsSnapshot = Assert<Order extends WalletOrderSnapshot ? true : false>;

export interface WalletPageOptions {
  /** `/{lang}/payment/paypal.html` on the storefront. */
  returnUrl: string;
  /** `/{lang}/payment/paypal-error.html` on the storefront. */
  cancelUrl: string;
  /** The wallet page's language: see walletLocaleOf. */
  locale?: string;
  brandName?: string;
  /**
   * Put before the order code in the wallet's invoice id, which must be unique across everything
   * the merchant account was ever paid for: a second shop, or a database started afresh, on the same
   * account needs its own prefix or its first orders are refused as DUPLICATE_INVOICE_ID.
   */
  invoicePrefix?: string;
}

/** Shop languages (storefront and Vendure spellings) → the wallet page's locale. */
const WALLET_LOCALES: Readonly<Record<string, string>> = {
  // The shop prices in euros with VAT: British English suits its buyers better than American.
  en: 'en-GB',
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
  de: 'de-DE',
  nl: 'nl-NL',
  ja: 'ja-JP',
  tw: 'zh-TW',
  zh_Hant: 'zh-TW',
};

/** The wallet page's locale for a shop language; undefined (the wallet chooses) for any other. */
export function walletLocaleOf(language: string): string | undefined {
  return Object.hasOwn(WALLET_LOCALES, language) ? WALLET_LOCALES[language] : undefined;
}

/** Shop units per smallest unit of the currency at the wallet: 1 for EUR, 100 for JPY. */
function stepOf(currencyCode: string): number {
  const digits = currencyDigits(currencyCode, 'createOrder');
  return digits >= SHOP_SCALE ? 1 : 10 ** (SHOP_SCALE - digits);
}

/** To the nearest amount the currency can carry, halves up (prices are never negative). */
function toStep(amount: number, step: number): number {
  return Math.floor((amount + step / 2) / step) * step;
}

function refuse(message: string, issue: string): never {
  throw new WalletGatewayError('invalidRequest', 'createOrder', message, { issue });
}

/**
 * The wallet order for a cart. Items carry their net list price (rounded to what the currency can
 * carry: a tax-inclusive ¥1,000 is ¥909.09 net, sent as ¥909); a coupon is the breakdown's discount;
 * the tax is what is left of the total. So item_total + tax_total + shipping − discount equals
 * totalWithTax exactly, as the wallet requires, and no part is ever negative.
 *
 * Throws WalletGatewayError `invalidRequest` (nothing sent) for an order the wallet cannot take:
 * an unknown currency, a total of zero or one the currency cannot carry, a line without a quantity.
 */
export function walletOrderInputOf(order: WalletOrderSnapshot, options: WalletPageOptions): CreateWalletOrderInput {
  const step = stepOf(order.currencyCode);
  const total = order.totalWithTax;
  if (!Number.isSafeInteger(total) || total <= 0) refuse(`Order ${order.code} has nothing to pay (${total})`, 'CANNOT_BE_ZERO_OR_NEGATIVE');
  if (total % step !== 0)
    refuse(`Order ${order.code}: ${total} cannot be charged in ${order.currencyCode} without rounding`, 'DECIMALS_NOT_SUPPORTED');
  if (order.lines.length === 0) refuse(`Order ${order.code} has no lines`, 'MISSING_REQUIRED_PARAMETER');

  const items = order.lines.map((line) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
      refuse(`Order ${order.code}: quantity ${line.quantity} of "${line.productVariant.name}"`, 'INVALID_PARAMETER_VALUE');
    return {
      name: line.productVariant.name,
      quantity: line.quantity,
      unitAmount: toStep(Math.max(0, line.unitPrice), step),
      ...(line.productVariant.sku ? { sku: line.productVariant.sku } : {}),
    };
  });
  const itemTotal = items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  const shippingTotal = toStep(Math.max(0, order.shipping), step);
  // From the unrounded figures: rounding the items is not a discount, it only moves the tax.
  const listTotal = order.lines.reduce((sum, line) => sum + Math.max(0, line.unitPrice) * line.quantity, 0);
  let discountTotal = toStep(Math.max(0, listTotal + Math.max(0, order.shipping) - order.total), step);
  let taxTotal = total - (itemTotal + shippingTotal - discountTotal);
  if (taxTotal < 0) {
    // Only when the net figures exceed what is paid (items rounded up with next to no tax, or an
    // order whose net total exceeds its gross): the wallet takes no negative tax, so the excess
    // is shown as a discount instead.
    discountTotal += -taxTotal;
    taxTotal = 0;
  }
  return {
    orderCode: order.code,
    invoiceId: `${options.invoicePrefix ?? ''}${order.code}`,
    currencyCode: order.currencyCode,
    items,
    itemTotal,
    taxTotal,
    ...(shippingTotal > 0 ? { shippingTotal } : {}),
    ...(discountTotal > 0 ? { discountTotal } : {}),
    total,
    returnUrl: options.returnUrl,
    cancelUrl: options.cancelUrl,
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.brandName ? { brandName: options.brandName } : {}),
  };
}

function digest(parts: readonly string[]): string {
  // NUL between the parts: no shifting of characters from one part to the next gives the same text.
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}

/**
 * The PayPal-Request-Id of creating the wallet order of a cart: the same cart (code, currency,
 * total, lines) gives the same id, so a double click or a retried request gets the order already
 * created; a changed cart gets a new wallet order. `attempt` starts another wallet order for the
 * same cart, for when the earlier one can no longer be paid (declined, voided). 71 characters.
 */
export function createRequestIdOf(order: WalletOrderSnapshot, attempt = 0): string {
  const lines = order.lines.map(
    (line) => `${line.productVariant.sku ?? line.productVariant.name}\u0001${line.quantity}\u0001${line.unitPrice}`,
  );
  return `create_${digest(['create', order.code, order.currencyCode, String(order.totalWithTax), String(attempt), ...lines])}`;
}

/** The PayPal-Request-Id of capturing a wallet order: every replay of a return captures once. 72 characters. */
export function captureRequestIdOf(orderCode: string, walletOrderId: string): string {
  return `capture_${digest(['capture', orderCode, walletOrderId])}`;
}

/**
 * The PayPal-Request-Id of a refund, keyed like the card's (payment/card/idempotency-key.ts): the
 * capture, the amount (undefined: all that is left) and what it is for (e.g. the Vendure refund's
 * id or reason). Retried, it refunds once; a second, deliberate refund names another purpose.
 */
export function refundRequestIdOf(captureId: string, amount: number | undefined, purpose = ''): string {
  return `refund_${digest(['refund', captureId, String(amount ?? 'all'), purpose])}`;
}

/** What the shop's order says the wallet must have: its code, currency and totalWithTax. */
export interface ExpectedWalletPayment {
  orderCode: string;
  currencyCode: string;
  total: number;
  /** The return URL's PayerID, when checked against the buyer who approved. */
  payerId?: string;
}

export type ApprovedOrderCheck =
  | {
      ok: true;
      /** COMPLETED already (a replayed return): verifyCapture the order instead of capturing again. */
      alreadyCaptured: boolean;
    }
  | {
      ok: false;
      /**
       * - `otherOrder`: the wallet order was made for another shop order (a token from elsewhere).
       * - `currencyChanged`, `amountChanged`: the cart changed after the wallet order was made; the
       *   shopper must start the payment again (a new wallet order for the new total).
       * - `notApproved`: not approved by the buyer (yet), or voided.
       * - `otherPayer`: approved by someone other than the PayerID of the return.
       */
      reason: 'otherOrder' | 'currencyChanged' | 'amountChanged' | 'notApproved' | 'otherPayer';
    };

function isForOrder(walletOrder: WalletOrder, orderCode: string): boolean {
  // The adapter sends the code as both; a wallet order missing either was not made by this shop.
  return walletOrder.orderCode === orderCode && (walletOrder.customId === undefined || walletOrder.customId === orderCode);
}

/** Whether a wallet order (read from the wallet, never from the browser) may be captured for this shop order. */
export function verifyApprovedOrder(walletOrder: WalletOrder, expected: ExpectedWalletPayment): ApprovedOrderCheck {
  if (!isForOrder(walletOrder, expected.orderCode)) return { ok: false, reason: 'otherOrder' };
  if (walletOrder.amount?.currencyCode !== expected.currencyCode) {
    // No amount in the answer proves nothing: counted as changed, never as matching.
    return { ok: false, reason: walletOrder.amount ? 'currencyChanged' : 'amountChanged' };
  }
  if (walletOrder.amount.total !== expected.total) return { ok: false, reason: 'amountChanged' };
  if (walletOrder.status !== 'APPROVED' && walletOrder.status !== 'COMPLETED') return { ok: false, reason: 'notApproved' };
  if (expected.payerId !== undefined && walletOrder.payer?.payerId !== expected.payerId) return { ok: false, reason: 'otherPayer' };
  return { ok: true, alreadyCaptured: walletOrder.status === 'COMPLETED' };
}

export type CaptureCheck =
  | { ok: true; capture: WalletCapture }
  | {
      ok: false;
      /**
       * - `otherOrder`: the wallet order is not this shop order's.
       * - `notCompleted`: no money taken yet: no capture, or one PENDING (the wallet may still
       *   complete or deny it), or the order not COMPLETED.
       * - `declined`: the capture was DECLINED or FAILED: nothing was taken.
       * - `refunded`: taken and given back (in part or in full) before the shop counted it.
       * - `currencyMismatch`, `amountMismatch`: the money taken is not the order's total.
       */
      reason: 'otherOrder' | 'notCompleted' | 'declined' | 'refunded' | 'currencyMismatch' | 'amountMismatch';
    };

/**
 * Whether the wallet order shows this shop order paid: one COMPLETED capture of exactly its total,
 * in its currency. The capture's id is what a refund needs (keep it as the payment's transaction id).
 */
export function verifyCapture(walletOrder: WalletOrder, expected: ExpectedWalletPayment): CaptureCheck {
  if (!isForOrder(walletOrder, expected.orderCode)) return { ok: false, reason: 'otherOrder' };
  // Intent CAPTURE takes the money in one capture; more than one is not a payment this shop made.
  const [capture, ...others] = walletOrder.captures;
  if (!capture) return { ok: false, reason: 'notCompleted' };
  if (others.length > 0) return { ok: false, reason: 'amountMismatch' };
  if (capture.status === 'DECLINED' || capture.status === 'FAILED') return { ok: false, reason: 'declined' };
  if (capture.status === 'REFUNDED' || capture.status === 'PARTIALLY_REFUNDED') return { ok: false, reason: 'refunded' };
  if (capture.status !== 'COMPLETED' || walletOrder.status !== 'COMPLETED') return { ok: false, reason: 'notCompleted' };
  if (capture.currencyCode !== expected.currencyCode) return { ok: false, reason: 'currencyMismatch' };
  if (capture.amount !== expected.total) return { ok: false, reason: 'amountMismatch' };
  return { ok: true, capture };
}

export type CapturedCheck = { ok: true; capture: WalletCapture; pending: boolean } | Extract<CaptureCheck, { ok: false }>;

/**
 * What the finish records after capturing: a COMPLETED capture as verifyCapture checks it (paid),
 * or one PayPal left PENDING (an eCheck, a review…) of exactly the order's total, in its currency:
 * the money is on its way, so the order is placed and waits for PayPal's outcome (a webhook, or the
 * reconciliation's schedule) before any eSIM is delivered.
 */
export function verifyCapturedOrPending(walletOrder: WalletOrder, expected: ExpectedWalletPayment): CapturedCheck {
  const [capture, ...others] = walletOrder.captures;
  if (
    capture?.status === 'PENDING' &&
    others.length === 0 &&
    walletOrder.status === 'COMPLETED' &&
    isForOrder(walletOrder, expected.orderCode)
  ) {
    if (capture.currencyCode !== expected.currencyCode) return { ok: false, reason: 'currencyMismatch' };
    if (capture.amount !== expected.total) return { ok: false, reason: 'amountMismatch' };
    return { ok: true, capture, pending: true };
  }
  const check = verifyCapture(walletOrder, expected);
  return check.ok ? { ...check, pending: false } : check;
}
