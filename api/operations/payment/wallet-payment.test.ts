import { describe, expect, it } from 'vitest';

import { ShopError } from '../../errors';
import { clientAnswering, rejection } from '../../test-support/answering-client';
import { finishWalletPayment, startWalletPayment } from './wallet-payment';

describe('startWalletPayment', () => {
  it('asks for the method only (the backend takes the cart’s total) and answers the approval page', async () => {
    const calls: Array<Record<string, unknown>> = [];
    const client = clientAnswering(
      { startWalletPayment: { approveUrl: 'http://127.0.0.1:3003/checkoutnow?token=5O1', walletOrderId: '5O1' } },
      calls,
    );
    expect(await startWalletPayment(client, { method: 'paypal' })).toEqual({
      approveUrl: 'http://127.0.0.1:3003/checkoutnow?token=5O1',
      walletOrderId: '5O1',
    });
    expect(calls).toEqual([{ input: { method: 'paypal' } }]);
  });

  it('refuses an approval page that is not a web address', async () => {
    const client = clientAnswering({ startWalletPayment: { approveUrl: 'javascript:alert(1)', walletOrderId: '5O1' } });
    expect((await rejection(startWalletPayment(client, { method: 'paypal' }))).detail.kind).toBe('schema');
  });

  it('gives each backend refusal its status', async () => {
    const refused = (code: string) =>
      clientAnswering(new ShopError('startWalletPayment', { kind: 'http', status: 500, code, message: code }));
    expect((await rejection(startWalletPayment(refused('WALLET_PAYMENT_NOT_READY'), { method: 'paypal' }))).status).toBe(409);
    expect((await rejection(startWalletPayment(refused('WALLET_GATEWAY_UNAVAILABLE'), { method: 'paypal' }))).status).toBe(503);
    expect((await rejection(startWalletPayment(refused('WALLET_GATEWAY_TIMEOUT'), { method: 'paypal' }))).status).toBe(504);
  });
});

describe('finishWalletPayment', () => {
  it('sends the return’s token and payer id, trimmed, and answers the order code and how its payment stands', async () => {
    const calls: Array<Record<string, unknown>> = [];
    const client = clientAnswering({ finishWalletPayment: { orderCode: 'ABC123', paymentStatus: 'PAID' } }, calls);
    expect(await finishWalletPayment(client, { token: ' 5O190127TN364715T ', payerId: 'QYR5Z8XDVJNXQ' })).toEqual({
      orderCode: 'ABC123',
      paymentStatus: 'PAID',
    });
    expect(calls).toEqual([{ input: { token: '5O190127TN364715T', payerId: 'QYR5Z8XDVJNXQ' } }]);
    const pending = clientAnswering({ finishWalletPayment: { orderCode: 'ABC123', paymentStatus: 'PENDING' } });
    expect(await finishWalletPayment(pending, { token: 'T', payerId: 'P' })).toEqual({ orderCode: 'ABC123', paymentStatus: 'PENDING' });
  });

  it('refuses a token or payer id the wallet cannot have written before anything is sent', async () => {
    const calls: Array<Record<string, unknown>> = [];
    const client = clientAnswering({ finishWalletPayment: { orderCode: 'ABC123', paymentStatus: 'PAID' } }, calls);
    for (const input of [
      { token: '', payerId: 'P' },
      { token: 'T', payerId: '   ' },
      { token: '<script>', payerId: 'P' },
      { token: 'T'.repeat(65), payerId: 'P' },
    ]) {
      const error = await rejection(finishWalletPayment(client, input));
      expect(error.detail).toMatchObject({ kind: 'http', code: 'WALLET_VERIFICATION_FAILED' });
    }
    expect(calls).toEqual([]);
  });

  it('gives a foreign order 403, a failed verification 402 and a changed cart 409', async () => {
    const refused = (code: string) =>
      clientAnswering(new ShopError('finishWalletPayment', { kind: 'http', status: 500, code, message: code }));
    const input = { token: 'T1', payerId: 'P1' };
    expect((await rejection(finishWalletPayment(refused('WALLET_FOREIGN_ORDER'), input))).status).toBe(403);
    expect((await rejection(finishWalletPayment(refused('WALLET_VERIFICATION_FAILED'), input))).status).toBe(402);
    expect((await rejection(finishWalletPayment(refused('WALLET_AMOUNT_CHANGED'), input))).status).toBe(409);
  });
});
