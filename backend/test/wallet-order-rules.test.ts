import { describe, expect, it } from 'vitest';

import { readOrderRequest } from '../sandbox/paypal/order-request';
import { PayPalGateway } from '../src/plugins/payment/wallet/gateway/paypal-gateway';
import {
  WalletGatewayError,
  type CreateWalletOrderInput,
  type WalletCapture,
  type WalletOrder,
} from '../src/plugins/payment/wallet/gateway/wallet-gateway';
import {
  captureRequestIdOf,
  createRequestIdOf,
  refundRequestIdOf,
  verifyApprovedOrder,
  verifyCapture,
  walletLocaleOf,
  walletOrderInputOf,
  type WalletOrderLineSnapshot,
  type WalletOrderSnapshot,
} from '../src/plugins/payment/wallet/wallet-order-rules';

/*
 * The wallet order built from a cart (every figure adding up as PayPal demands, checked by the
 * simulator's own validation of the body the adapter sends), its request ids, and the checks of
 * what PayPal answers before and after the capture.
 */

const PAGE = { returnUrl: 'http://127.0.0.1:3000/ja/payment/paypal.html', cancelUrl: 'http://127.0.0.1:3000/ja/payment/paypal-error.html' };

function line(name: string, quantity: number, unitPrice: number, sku?: string): WalletOrderLineSnapshot {
  return { productVariant: { name, ...(sku ? { sku } : {}) }, quantity, unitPrice };
}

function order(
  overrides: Partial<WalletOrderSnapshot> & Pick<WalletOrderSnapshot, 'lines' | 'total' | 'totalWithTax'>,
): WalletOrderSnapshot {
  return { code: 'K7QH2XJ9', currencyCode: 'EUR', shipping: 0, ...overrides };
}

/**
 * What PayPal says of the create-order body the adapter would send for `input`: 'accepted', or
 * the issue it refuses with. The body goes through the simulator's validation, PayPal's rules.
 */
async function paypalVerdict(input: CreateWalletOrderInput): Promise<string> {
  let verdict = 'not sent';
  const fake: typeof fetch = async (request, init) => {
    if ((request instanceof Request ? request.url : request.toString()).endsWith('/v1/oauth2/token'))
      return Response.json({ access_token: 'A21AAtest', token_type: 'Bearer', expires_in: 3600 });
    const checked = readOrderRequest(JSON.parse(typeof init?.body === 'string' ? init.body : '') as Record<string, unknown>);
    if ('unit' in checked) {
      verdict = 'accepted';
      return Response.json({ id: 'WALLET1', status: 'CREATED' }, { status: 201 });
    }
    const details = (checked.body as { details?: { issue: string }[] }).details;
    verdict = details?.[0]?.issue ?? String(checked.status);
    return Response.json(checked.body, { status: checked.status });
  };
  await new PayPalGateway({ baseUrl: 'http://paypal.invalid', clientId: 'a', clientSecret: 'b', fetch: fake })
    .createOrder(input)
    .catch(() => undefined);
  return verdict;
}

function adds(input: CreateWalletOrderInput): number {
  return input.itemTotal + input.taxTotal + (input.shippingTotal ?? 0) - (input.discountTotal ?? 0);
}

describe('walletOrderInputOf', () => {
  it('EU VAT, 3 lines: net unit prices as items, the tax what is left, adding up to the cent', async () => {
    // Prices include 21 % VAT: 9.99, 14.99 and 4.99 gross; Vendure keeps the net unit prices.
    const cart = order({
      lines: [
        line('Japan 5 GB · 30 days', 2, 826, 'JP-5GB-30D'),
        line('Europe 10 GB · 30 days', 1, 1239, 'EU-10GB-30D'),
        line('USA 1 GB · 7 days', 3, 412, 'US-1GB-7D'),
      ],
      total: 4127,
      totalWithTax: 4994,
    });
    const input = walletOrderInputOf(cart, { ...PAGE, locale: 'fr-FR', brandName: 'eSIM Shop', invoicePrefix: 'esim-' });
    expect(input).toEqual({
      orderCode: 'K7QH2XJ9',
      invoiceId: 'esim-K7QH2XJ9',
      currencyCode: 'EUR',
      items: [
        { name: 'Japan 5 GB · 30 days', quantity: 2, unitAmount: 826, sku: 'JP-5GB-30D' },
        { name: 'Europe 10 GB · 30 days', quantity: 1, unitAmount: 1239, sku: 'EU-10GB-30D' },
        { name: 'USA 1 GB · 7 days', quantity: 3, unitAmount: 412, sku: 'US-1GB-7D' },
      ],
      itemTotal: 4127,
      taxTotal: 867,
      total: 4994,
      ...PAGE,
      locale: 'fr-FR',
      brandName: 'eSIM Shop',
    });
    expect(await paypalVerdict(input)).toBe('accepted');
  });

  it('a tax that does not divide evenly over the lines still adds up exactly (the cent goes to the tax)', async () => {
    // 3 × 3.33 net at 19 %: Vendure rounds the tax per line (3 × 0.63 = 1.89), not on the sum (1.8981 → 1.90).
    const input = walletOrderInputOf(
      order({ lines: [line('A', 1, 333), line('B', 1, 333), line('C', 1, 333)], total: 999, totalWithTax: 1188 }),
      PAGE,
    );
    expect(input).toMatchObject({ itemTotal: 999, taxTotal: 189, total: 1188 });
    expect(adds(input)).toBe(1188);
    expect(await paypalVerdict(input)).toBe('accepted');
  });

  it('JPY: a tax-inclusive ¥1,000 is ¥909.09 net, sent as ¥909; the tax takes the rest; no fraction of a yen anywhere', async () => {
    const input = walletOrderInputOf(
      order({ currencyCode: 'JPY', lines: [line('Japan 3 GB · 15 days', 3, 90_909)], total: 272_727, totalWithTax: 300_000 }),
      PAGE,
    );
    expect(input.items).toEqual([{ name: 'Japan 3 GB · 15 days', quantity: 3, unitAmount: 90_900 }]);
    expect(input).toMatchObject({ itemTotal: 272_700, taxTotal: 27_300, total: 300_000 });
    expect(input.discountTotal).toBeUndefined();
    expect(await paypalVerdict(input)).toBe('accepted');
  });

  it('JPY: an item rounded up is not shown as a discount; the tax is smaller by the rounding', async () => {
    const input = walletOrderInputOf(
      order({ currencyCode: 'JPY', lines: [line('Japan 1 GB', 3, 90_959)], total: 272_877, totalWithTax: 300_100 }),
      PAGE,
    );
    expect(input).toMatchObject({ itemTotal: 273_000, taxTotal: 27_100, total: 300_100 });
    expect(input.discountTotal).toBeUndefined();
    expect(await paypalVerdict(input)).toBe('accepted');
  });

  it('zero tax (a buyer outside the tax zones): tax_total 0, item_total the whole total', async () => {
    const input = walletOrderInputOf(
      order({ lines: [line('Asia 20 GB', 1, 1500), line('Thailand 5 GB', 2, 999)], total: 3498, totalWithTax: 3498 }),
      PAGE,
    );
    expect(input).toMatchObject({ itemTotal: 3498, taxTotal: 0, total: 3498 });
    expect(await paypalVerdict(input)).toBe('accepted');
  });

  it('a coupon: the naive tax (total − items) would be negative; the discount carries the coupon and the tax stays the tax', async () => {
    // 2 × 10.00 net, 25 % off the order: 15.00 net, 3.15 VAT at 21 %.
    const input = walletOrderInputOf(order({ lines: [line('Japan 5 GB', 2, 1000)], total: 1500, totalWithTax: 1815 }), PAGE);
    expect(input).toMatchObject({ itemTotal: 2000, discountTotal: 500, taxTotal: 315, total: 1815 });
    expect(await paypalVerdict(input)).toBe('accepted');
  });

  it('negative-tax guard: an order whose net exceeds what is paid still gives no negative part', async () => {
    const input = walletOrderInputOf(order({ lines: [line('Japan 5 GB', 1, 1000)], total: 1000, totalWithTax: 990 }), PAGE);
    expect(input).toMatchObject({ itemTotal: 1000, taxTotal: 0, discountTotal: 10, total: 990 });
    expect(await paypalVerdict(input)).toBe('accepted');
  });

  it('shipping, if any, is its own part of the breakdown', async () => {
    const input = walletOrderInputOf(order({ lines: [line('SIM card', 1, 1000)], shipping: 300, total: 1300, totalWithTax: 1573 }), PAGE);
    expect(input).toMatchObject({ itemTotal: 1000, shippingTotal: 300, taxTotal: 273, total: 1573 });
    expect(await paypalVerdict(input)).toBe('accepted');
  });

  it('refuses, as `invalidRequest` before anything is sent, what the wallet cannot take', () => {
    const refusal = (snapshot: WalletOrderSnapshot) => {
      try {
        walletOrderInputOf(snapshot, PAGE);
      } catch (error) {
        expect(error).toBeInstanceOf(WalletGatewayError);
        expect((error as WalletGatewayError).kind).toBe('invalidRequest');
        return (error as WalletGatewayError).issue;
      }
      return 'accepted';
    };
    expect(refusal(order({ lines: [line('Free', 1, 0)], total: 0, totalWithTax: 0 }))).toBe('CANNOT_BE_ZERO_OR_NEGATIVE');
    expect(refusal(order({ currencyCode: 'JPY', lines: [line('x', 1, 100_050)], total: 100_050, totalWithTax: 100_050 }))).toBe(
      'DECIMALS_NOT_SUPPORTED',
    );
    expect(refusal(order({ currencyCode: 'EURO', lines: [line('x', 1, 100)], total: 100, totalWithTax: 100 }))).toBe(
      'CURRENCY_NOT_SUPPORTED',
    );
    expect(refusal(order({ lines: [line('x', 0, 100)], total: 100, totalWithTax: 100 }))).toBe('INVALID_PARAMETER_VALUE');
    expect(refusal(order({ lines: [], total: 100, totalWithTax: 100 }))).toBe('MISSING_REQUIRED_PARAMETER');
  });
});

describe('walletLocaleOf', () => {
  it("maps the shop's languages (storefront and Vendure spellings) to the wallet page's locales", () => {
    expect(['en', 'fr', 'es', 'it', 'de', 'nl', 'ja', 'tw', 'zh_Hant'].map(walletLocaleOf)).toEqual([
      'en-GB',
      'fr-FR',
      'es-ES',
      'it-IT',
      'de-DE',
      'nl-NL',
      'ja-JP',
      'zh-TW',
      'zh-TW',
    ]);
    expect(walletLocaleOf('pt')).toBeUndefined();
    expect(walletLocaleOf('toString')).toBeUndefined();
  });
});

describe('request ids', () => {
  const cart = order({ lines: [line('Japan 5 GB', 2, 1000, 'JP-5GB')], total: 2000, totalWithTax: 2420 });

  it('create: the same cart (a double click) gives the same id; a changed cart, currency or attempt a new one', () => {
    const id = createRequestIdOf(cart);
    expect(createRequestIdOf({ ...cart, lines: [line('Japan 5 GB', 2, 1000, 'JP-5GB')] })).toBe(id);
    const others = [
      createRequestIdOf({ ...cart, totalWithTax: 2421 }),
      createRequestIdOf({ ...cart, currencyCode: 'USD' }),
      createRequestIdOf({ ...cart, code: 'OTHER' }),
      // Same total, another plan: the wallet page must show the new item.
      createRequestIdOf({ ...cart, lines: [line('Korea 5 GB', 2, 1000, 'KR-5GB')] }),
      createRequestIdOf(cart, 1),
    ];
    expect(new Set([id, ...others]).size).toBe(6);
  });

  it('fit PayPal-Request-Id (1 to 108 visible ASCII characters) and do not show the order code', () => {
    const create = createRequestIdOf(cart);
    const capture = captureRequestIdOf('K7QH2XJ9', '5O190127TN364715T');
    for (const id of [create, capture]) {
      expect(id.length).toBeLessThanOrEqual(108);
      expect(id).toMatch(/^[\x21-\x7e]+$/);
      expect(id).not.toContain('K7QH2XJ9');
    }
  });

  it('capture: the same for every replay of one return, another for another wallet order or shop order', () => {
    expect(captureRequestIdOf('K7QH2XJ9', '5O190127TN364715T')).toBe(captureRequestIdOf('K7QH2XJ9', '5O190127TN364715T'));
    expect(captureRequestIdOf('K7QH2XJ9', '5O190127TN364715U')).not.toBe(captureRequestIdOf('K7QH2XJ9', '5O190127TN364715T'));
    expect(captureRequestIdOf('K7QH2XJA', '5O190127TN364715T')).not.toBe(captureRequestIdOf('K7QH2XJ9', '5O190127TN364715T'));
    expect(captureRequestIdOf('K7QH2XJ9', '5O190127TN364715T')).not.toBe(createRequestIdOf(cart));
  });

  it('refund: the same for a retried refund, another for another amount, purpose or capture', () => {
    const id = refundRequestIdOf('3C679366HH908993F', 500, 'refund 12');
    expect(refundRequestIdOf('3C679366HH908993F', 500, 'refund 12')).toBe(id);
    const others = [
      refundRequestIdOf('3C679366HH908993F', 400, 'refund 12'),
      refundRequestIdOf('3C679366HH908993F', 500, 'refund 13'),
      refundRequestIdOf('3C679366HH908993G', 500, 'refund 12'),
      refundRequestIdOf('3C679366HH908993F', undefined, 'refund 12'),
    ];
    expect(new Set([id, ...others]).size).toBe(5);
    expect(id).toMatch(/^refund_[0-9a-f]{64}$/);
  });
});

const expected = { orderCode: 'K7QH2XJ9', currencyCode: 'EUR', total: 2420 };

function walletOrder(overrides: Partial<WalletOrder> = {}): WalletOrder {
  return {
    id: '5O190127TN364715T',
    status: 'APPROVED',
    orderCode: 'K7QH2XJ9',
    customId: 'K7QH2XJ9',
    invoiceId: 'K7QH2XJ9',
    amount: { currencyCode: 'EUR', total: 2420, itemTotal: 2000, taxTotal: 420 },
    payer: { payerId: 'QYR5Z8XDVJNXQ', email: 'buyer@example.com' },
    captures: [],
    refunds: [],
    ...overrides,
  };
}

describe('verifyApprovedOrder', () => {
  it('accepts the order approved for this cart, and says when it was captured already (a replayed return)', () => {
    expect(verifyApprovedOrder(walletOrder(), { ...expected, payerId: 'QYR5Z8XDVJNXQ' })).toEqual({ ok: true, alreadyCaptured: false });
    expect(verifyApprovedOrder(walletOrder({ status: 'COMPLETED' }), expected)).toEqual({ ok: true, alreadyCaptured: true });
  });

  it("another order's token is otherOrder, whatever else matches", () => {
    expect(verifyApprovedOrder(walletOrder({ orderCode: 'OTHER123', customId: 'OTHER123' }), expected)).toEqual({
      ok: false,
      reason: 'otherOrder',
    });
    expect(verifyApprovedOrder(walletOrder({ customId: 'OTHER123' }), expected)).toEqual({ ok: false, reason: 'otherOrder' });
    const { orderCode: _dropped, ...withoutCode } = walletOrder();
    expect(verifyApprovedOrder(withoutCode, expected)).toEqual({ ok: false, reason: 'otherOrder' });
  });

  it('a cart changed since the wallet order was made: amountChanged or currencyChanged', () => {
    expect(verifyApprovedOrder(walletOrder(), { ...expected, total: 2421 })).toEqual({ ok: false, reason: 'amountChanged' });
    expect(verifyApprovedOrder(walletOrder(), { ...expected, currencyCode: 'USD' })).toEqual({ ok: false, reason: 'currencyChanged' });
    const { amount: _dropped, ...withoutAmount } = walletOrder();
    expect(verifyApprovedOrder(withoutAmount, expected)).toEqual({ ok: false, reason: 'amountChanged' });
  });

  it("not approved (yet), or voided: notApproved; approved by another payer than the return's: otherPayer", () => {
    for (const status of ['CREATED', 'SAVED', 'PAYER_ACTION_REQUIRED', 'VOIDED'] as const) {
      expect(verifyApprovedOrder(walletOrder({ status }), expected)).toEqual({ ok: false, reason: 'notApproved' });
    }
    expect(verifyApprovedOrder(walletOrder(), { ...expected, payerId: 'FORGEDPAYER01' })).toEqual({ ok: false, reason: 'otherPayer' });
    const { payer: _dropped, ...withoutPayer } = walletOrder();
    expect(verifyApprovedOrder(withoutPayer, { ...expected, payerId: 'QYR5Z8XDVJNXQ' })).toEqual({ ok: false, reason: 'otherPayer' });
  });
});

describe('verifyCapture', () => {
  const capture = (overrides: Partial<WalletCapture> = {}): WalletCapture => ({
    id: '3C679366HH908993F',
    status: 'COMPLETED',
    currencyCode: 'EUR',
    amount: 2420,
    ...overrides,
  });
  const capturedOrder = (captures: WalletCapture[], overrides: Partial<WalletOrder> = {}) =>
    walletOrder({ status: 'COMPLETED', captures, ...overrides });

  it("accepts one COMPLETED capture of exactly the order's total and hands back the capture (its id is the refund's handle)", () => {
    expect(verifyCapture(capturedOrder([capture()]), expected)).toEqual({ ok: true, capture: capture() });
  });

  it('a PENDING capture, no capture or an order not COMPLETED: notCompleted', () => {
    expect(verifyCapture(capturedOrder([capture({ status: 'PENDING' })]), expected)).toEqual({ ok: false, reason: 'notCompleted' });
    expect(verifyCapture(capturedOrder([]), expected)).toEqual({ ok: false, reason: 'notCompleted' });
    expect(verifyCapture(capturedOrder([capture()], { status: 'APPROVED' }), expected)).toEqual({ ok: false, reason: 'notCompleted' });
  });

  it('declined or failed: declined; given back: refunded', () => {
    expect(verifyCapture(capturedOrder([capture({ status: 'DECLINED' })]), expected)).toEqual({ ok: false, reason: 'declined' });
    expect(verifyCapture(capturedOrder([capture({ status: 'FAILED' })]), expected)).toEqual({ ok: false, reason: 'declined' });
    expect(verifyCapture(capturedOrder([capture({ status: 'PARTIALLY_REFUNDED' })]), expected)).toEqual({ ok: false, reason: 'refunded' });
  });

  it("money taken that is not the order's total, in its currency, in one capture: amountMismatch or currencyMismatch", () => {
    expect(verifyCapture(capturedOrder([capture({ amount: 2419 })]), expected)).toEqual({ ok: false, reason: 'amountMismatch' });
    expect(verifyCapture(capturedOrder([capture({ currencyCode: 'USD' })]), expected)).toEqual({ ok: false, reason: 'currencyMismatch' });
    expect(verifyCapture(capturedOrder([capture({ amount: 1210 }), capture({ id: 'SECOND', amount: 1210 })]), expected)).toEqual({
      ok: false,
      reason: 'amountMismatch',
    });
  });

  it("another order's capture: otherOrder", () => {
    expect(verifyCapture(capturedOrder([capture()], { orderCode: 'OTHER123', customId: 'OTHER123' }), expected)).toEqual({
      ok: false,
      reason: 'otherOrder',
    });
  });
});
