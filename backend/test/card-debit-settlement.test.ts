import type { OrderService, Payment, RequestContext, TransactionalConnection } from '@vendure/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { EarlierDebitStillProcessing } from '../src/plugins/card-payment/attempt-failures';
import type { CardOrderSteps } from '../src/plugins/card-payment/card-order-steps';
import { DebitSettlement } from '../src/plugins/card-payment/debit-settlement.service';
import type { CardGateway, GatewayPayment } from '../src/plugins/card-payment/gateway/card-gateway';
import { verifiedDebitOf } from '../src/plugins/card-payment/verified-debits';

/*
 * What becomes of a payment the gateway made for a debit whose answer was lost, shared by the
 * shopper's next debit and the reconciliation: Vendure's services and the gateway faked at the
 * methods it calls (the integration tests run them for real).
 */

const ctx = {} as RequestContext;
const DEBIT = { orderId: '7', key: 'debit_lost', sessionId: '41' };

function gatewayPayment(status: GatewayPayment['status']): GatewayPayment {
  return { id: 'pay_1', status, orderCode: 'ORDER7', amount: 1200, currency: 'EUR', brand: 'visa', last4: '4242', refundedAmount: 0 };
}

class World {
  orderState = 'AddingItems';
  recorded: Pick<Payment, 'state' | 'transactionId' | 'metadata' | 'errorMessage'> | undefined;
  paymentsAdded: unknown[] = [];
  refunds: Array<{ paymentId: string; idempotencyKey: string }> = [];
  placed = false;
  lookup: GatewayPayment | undefined;

  readonly connection = {
    withTransaction: <T>(c: RequestContext, work: (tx: RequestContext) => Promise<T>) => work(c),
  };
  readonly orderService = {
    findOne: () => Promise.resolve({ id: '7', code: 'ORDER7', state: this.orderState }),
    addPaymentToOrder: (_c: RequestContext, _orderId: string, input: { metadata: object }) => {
      this.paymentsAdded.push(verifiedDebitOf(input.metadata));
      return Promise.resolve({ id: '7', state: 'PaymentSettled' });
    },
  };
  readonly steps = {
    toArrangingPayment: (_c: RequestContext, order: { state: string }) => {
      if (order.state === 'ArrangingPayment') return Promise.resolve(undefined);
      if (order.state !== 'AddingItems') return Promise.resolve(`The order is ${order.state}`);
      this.orderState = 'ArrangingPayment';
      return Promise.resolve(undefined);
    },
    backToCart: () => Promise.resolve(),
    afterPlaced: () => {
      this.placed = true;
      return Promise.resolve(undefined);
    },
    findCardPayment: () => Promise.resolve(this.recorded ? { ...this.recorded, order: { code: 'ORDER7' } } : undefined),
  };
  readonly gateway = {
    refund: (paymentId: string, options: { idempotencyKey: string }) => {
      this.refunds.push({ paymentId, idempotencyKey: options.idempotencyKey });
      return Promise.resolve({ id: 're_1', paymentId, amount: 1200 });
    },
    findPaymentByIdempotencyKey: () => Promise.resolve(this.lookup),
  };

  settlement(): DebitSettlement {
    // The fakes implement the methods DebitSettlement calls of Vendure's services and the gateway.
    return new DebitSettlement(
      this.connection as unknown as TransactionalConnection,
      this.orderService as unknown as OrderService,
      this.steps as unknown as CardOrderSteps,
      this.gateway as unknown as CardGateway,
    );
  }
}

let world: World;

beforeEach(() => {
  world = new World();
});

describe('settling a payment the gateway made for a lost debit', () => {
  it('records it on the cart it was made for, locking the cart again first, and places the order', async () => {
    expect(await world.settlement().settle(ctx, DEBIT, gatewayPayment('succeeded'))).toEqual({
      status: 'succeeded',
      orderCode: 'ORDER7',
      transactionRef: 'pay_1',
    });
    expect(world.orderState).toBe('ArrangingPayment');
    expect(world.paymentsAdded).toEqual([{ payment: gatewayPayment('succeeded'), idempotencyKey: 'debit_lost', sessionId: '41' }]);
    expect(world.placed).toBe(true);
    expect(world.refunds).toEqual([]);
  });

  it('refunds it when the order can no longer take it (placed or paid another way meanwhile)', async () => {
    world.orderState = 'PaymentSettled';
    expect(await world.settlement().settle(ctx, DEBIT, gatewayPayment('succeeded'))).toEqual({
      status: 'declined',
      transactionRef: 'pay_1',
      reason: 'order_changed',
    });
    expect(world.paymentsAdded).toEqual([]);
    expect(world.refunds).toEqual([{ paymentId: 'pay_1', idempotencyKey: expect.stringMatching(/^refund_/) }]);
  });

  it('answers from the payment already recorded, refunding only money recorded as not counting', async () => {
    world.recorded = { state: 'Settled', transactionId: 'pay_1', metadata: {}, errorMessage: undefined };
    expect(await world.settlement().settle(ctx, DEBIT, gatewayPayment('succeeded'))).toMatchObject({ status: 'succeeded' });
    expect(world.refunds).toEqual([]);

    world.recorded = { state: 'Error', transactionId: 'pay_1', metadata: {}, errorMessage: 'mismatch' };
    expect(await world.settlement().settle(ctx, DEBIT, gatewayPayment('succeeded'))).toMatchObject({ status: 'declined' });
    expect(world.refunds.map((refund) => refund.paymentId)).toEqual(['pay_1']);
    expect(world.paymentsAdded).toEqual([]);
  });

  it('before a shopper’s new debit: waits while processing, goes on when nothing was taken, answers with money taken', async () => {
    const settlement = world.settlement();
    world.lookup = gatewayPayment('processing');
    await expect(settlement.settleEarlierDebit(ctx, DEBIT)).rejects.toThrow(EarlierDebitStillProcessing);
    world.lookup = undefined;
    expect(await settlement.settleEarlierDebit(ctx, DEBIT)).toBeUndefined();
    world.lookup = gatewayPayment('declined');
    expect(await settlement.settleEarlierDebit(ctx, DEBIT)).toBeUndefined();
    world.lookup = { ...gatewayPayment('requires_challenge'), challenge: { id: 'ch_1', acsUrl: 'http://acs', md: 'md', creq: 'creq' } };
    expect(await settlement.settleEarlierDebit(ctx, DEBIT)).toBeUndefined();
    expect(world.paymentsAdded).toEqual([]);
    world.lookup = gatewayPayment('succeeded');
    expect(await settlement.settleEarlierDebit(ctx, DEBIT)).toMatchObject({ status: 'succeeded', orderCode: 'ORDER7' });
  });
});
