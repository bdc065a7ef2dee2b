import type { Injector, Order, Payment, PaymentMethod, RequestContext } from '@vendure/core';
import { describe, expect, it } from 'vitest';

import {
  WalletGatewayError,
  type WalletCapture,
  type WalletGateway,
  type WalletRefund,
} from '../src/plugins/payment/wallet/gateway/wallet-gateway';
import { metadataForCapture } from '../src/plugins/payment/wallet/verified-captures';
import { createWalletPaymentHandler } from '../src/plugins/payment/wallet/wallet-payment-handler';
import { WalletStore } from '../src/plugins/payment/wallet/wallet-store';
import { walletCapture, walletOrder } from './support/wallet-orders';

const ctx = {} as RequestContext;
const method = {} as PaymentMethod;
const order = { code: 'ORD1', currencyCode: 'EUR' } as Order;

const capture = walletCapture;

type FakeGateway = Pick<WalletGateway, 'getOrder' | 'refundCapture'>;

/** Refund ids the handler marked as the shop's own (WalletStore.rememberShopRefund). */
let marked: string[] = [];

async function handlerWith(gateway: Partial<FakeGateway> = {}) {
  const full: FakeGateway = {
    getOrder: async () => walletOrder(),
    refundCapture: async () => ({ id: 'REF1', status: 'COMPLETED', amount: 2420, currencyCode: 'EUR' }),
    ...gateway,
  };
  marked = [];
  const store = { rememberShopRefund: async (id: string) => void marked.push(id) };
  const handler = createWalletPaymentHandler();
  await handler.init({ get: (token: unknown) => (token === WalletStore ? store : full) } as unknown as Injector);
  return handler;
}

const verified = (overrides: Partial<WalletCapture> = {}) =>
  metadataForCapture({
    walletOrderId: 'PP1',
    capture: capture(overrides),
    payer: { payerId: 'PAYER1', email: 'buyer@example.com' },
    requestId: 'capture_x',
  });

describe('the PayPal payment handler', () => {
  it('records a capture the finish step verified as Settled, keyed by the capture id, without the payer’s email', async () => {
    const handler = await handlerWith();
    const settled = await handler.createPayment(ctx, order, 2420, [], verified(), method);
    expect(settled).toMatchObject({
      state: 'Settled',
      amount: 2420,
      transactionId: 'CAP1',
      metadata: { walletOrderId: 'PP1', payerId: 'PAYER1', public: { wallet: 'PayPal' } },
    });
    expect(JSON.stringify(settled.metadata)).not.toContain('buyer@example.com');
  });

  it('never takes the browser’s word: metadata from the public addPaymentToOrder is an Error, and a verified object works once', async () => {
    const handler = await handlerWith();
    const claimed = { walletOrderId: 'PP1', capture: capture(), requestId: 'x' };
    expect(await handler.createPayment(ctx, order, 2420, [], claimed, method)).toMatchObject({ state: 'Error' });
    const metadata = verified();
    await handler.createPayment(ctx, order, 2420, [], metadata, method);
    expect(await handler.createPayment(ctx, order, 2420, [], metadata, method)).toMatchObject({ state: 'Error' });
  });

  it('refuses a capture of another amount or currency, or declined', async () => {
    const handler = await handlerWith();
    for (const other of [
      { amount: 2419 },
      { currencyCode: 'USD' },
      { status: 'DECLINED' as const },
      { status: 'PENDING' as const, amount: 2419 },
    ]) {
      expect(await handler.createPayment(ctx, order, 2420, [], verified(other), method)).toMatchObject({
        state: 'Error',
        transactionId: 'CAP1',
      });
    }
  });

  // Issue 15: a capture PayPal answered PENDING was refused, and the money PayPal completed later reached no order.
  it('records a capture PayPal left PENDING as Authorized: the order is placed and waits for PayPal', async () => {
    const handler = await handlerWith();
    expect(
      await handler.createPayment(ctx, order, 2420, [], verified({ status: 'PENDING', statusReason: 'ECHECK' }), method),
    ).toMatchObject({
      state: 'Authorized',
      transactionId: 'CAP1',
      // Denied later, it still placed the order: its session may read it (order-access-rule.ts).
      metadata: { walletOrderId: 'PP1', placedWhilePending: true },
    });
    expect((await handler.createPayment(ctx, order, 2420, [], verified(), method)).metadata).not.toHaveProperty('placedWhilePending');
  });

  it('cancels an Authorized payment only once PayPal shows its capture denied; anything else cancels as before', async () => {
    const authorized = {
      state: 'Authorized',
      transactionId: 'CAP1',
      amount: 2420,
      metadata: { walletOrderId: 'PP1' },
    } as unknown as Payment;
    const pending = await handlerWith({ getOrder: async () => walletOrder({ captures: [capture({ status: 'PENDING' })] }) });
    expect(await pending.cancelPayment?.(ctx, order, authorized, [], method)).toMatchObject({
      success: false,
      errorMessage: expect.stringContaining('still confirming'),
    });
    const completed = await handlerWith();
    expect(await completed.cancelPayment?.(ctx, order, authorized, [], method)).toMatchObject({
      success: false,
      errorMessage: expect.stringContaining('settle it, then refund it'),
    });
    const denied = await handlerWith({ getOrder: async () => walletOrder({ captures: [capture({ status: 'DECLINED' })] }) });
    expect(await denied.cancelPayment?.(ctx, order, authorized, [], method)).toMatchObject({ success: true });
    const settled = { ...authorized, state: 'Settled' } as unknown as Payment;
    expect(await pending.cancelPayment?.(ctx, order, settled, [], method)).toMatchObject({ success: true });
  });

  it('settles from the dashboard only when PayPal, asked again, shows the money taken', async () => {
    const payment = { amount: 2420, metadata: { walletOrderId: 'PP1' } } as unknown as Payment;
    expect(await (await handlerWith()).settlePayment(ctx, order, payment, [], method)).toMatchObject({ success: true });
    const pending = await handlerWith({ getOrder: async () => walletOrder({ captures: [capture({ status: 'PENDING' })] }) });
    expect(await pending.settlePayment(ctx, order, payment, [], method)).toMatchObject({
      success: false,
      errorMessage: expect.stringContaining('notCompleted'),
    });
    const other = await handlerWith({ getOrder: async () => walletOrder({ orderCode: 'ORD2', customId: 'ORD2' }) });
    expect(await other.settlePayment(ctx, order, payment, [], method)).toMatchObject({ success: false });
    const noOrder = { amount: 2420, metadata: {} } as unknown as Payment;
    expect(await (await handlerWith()).settlePayment(ctx, order, noOrder, [], method)).toMatchObject({ success: false });
  });

  it('refunds through PayPal with a request id per capture, amount and reason, and reports what PayPal answered', async () => {
    const calls: { captureId: string; requestId: string; amount: number | undefined }[] = [];
    const answers: WalletRefund['status'][] = ['COMPLETED', 'PENDING', 'FAILED'];
    const handler = await handlerWith({
      refundCapture: async (captureId, options) => {
        calls.push({ captureId, requestId: options.requestId, amount: options.amount });
        return {
          id: `REF${calls.length}`,
          status: answers[calls.length - 1] ?? 'COMPLETED',
          amount: options.amount ?? 0,
          currencyCode: options.currencyCode,
        };
      },
    });
    const payment = { transactionId: 'CAP1', amount: 2420, metadata: {} } as unknown as Payment;
    const input = { reason: 'eSIM provider refused' } as Parameters<typeof handler.createRefund>[1];
    expect(await handler.createRefund(ctx, input, 2420, order, payment, [], method)).toMatchObject({
      state: 'Settled',
      transactionId: 'REF1',
    });
    expect(await handler.createRefund(ctx, input, 2420, order, payment, [], method)).toMatchObject({ state: 'Pending' });
    expect(await handler.createRefund(ctx, input, 2420, order, payment, [], method)).toMatchObject({ state: 'Failed' });
    expect(new Set(calls.map((call) => call.requestId)).size).toBe(1);
    expect(calls[0]).toMatchObject({ captureId: 'CAP1', amount: 2420 });
    // Each refund PayPal made is marked as the shop's, so its webhook records nothing more.
    expect(marked).toEqual(['REF1', 'REF2', 'REF3']);

    const failing = await handlerWith({
      refundCapture: async () => {
        throw new WalletGatewayError('unprocessable', 'refundCapture', 'too much', { status: 422, issue: 'REFUND_AMOUNT_EXCEEDED' });
      },
    });
    expect(await failing.createRefund(ctx, input, 2420, order, payment, [], method)).toMatchObject({
      state: 'Failed',
      metadata: { error: expect.stringContaining('REFUND_AMOUNT_EXCEEDED') },
    });
    const noCapture = { amount: 2420, metadata: {} } as unknown as Payment;
    expect(await failing.createRefund(ctx, input, 2420, order, noCapture, [], method)).toMatchObject({ state: 'Failed' });
  });
});
