import type { OrderService, Payment, RequestContext, TransactionalConnection } from '@vendure/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { EarlierDebitStillProcessing } from '../src/plugins/payment/card/attempt-failures';
import type { CardOrderSteps } from '../src/plugins/payment/card/card-order-steps';
import { DebitSettlement } from '../src/plugins/payment/card/debit-settlement.service';
import type { CardGateway, GatewayPayment } from '../src/plugins/payment/card/gateway/card-gateway';
import { verifiedDebitOf } from '../src/plugins/payment/card/verified-debits';
import { gatewayPayment } from './support/gateway-payment';

/*
 * What becomes of a payment the gateway made for a debit whose answer was lost, shared by the
 * shopper's next debit and the reconciliation: Vendure's services and the gateway faked at the
 * methods it calls (the integration tests run them for real).
 */

const ctx = {} as RequestContext;
const DEBIT = { orderId: '7', key: 'debit_lost', sessionId: '41' };

type RecordedPayment = Pick<Payment, 'state' | 'transactionId' | 'metadata' | 'errorMessage'>;

class World {
  orderState = 'AddingItems';
  orderTotal = 1200;
  recorded: RecordedPayment | undefined;
  paymentsAdded: unknown[] = [];
  refunds: Array<{ paymentId: string; idempotencyKey: string }> = [];
  placed = false;
  lookup: GatewayPayment | undefined;
  declined: string[] = [];
  returnedToCart = 0;

  readonly connection = {
    withTransaction: <T>(c: RequestContext, work: (tx: RequestContext) => Promise<T>) => work(c),
  };
  readonly orderService = {
    findOne: () =>
      Promise.resolve({
        id: '7',
        code: 'ORDER7',
        state: this.orderState,
        active: !['PaymentSettled', 'Cancelled'].includes(this.orderState),
        totalWithTax: this.orderTotal,
        currencyCode: 'EUR',
      }),
    addPaymentToOrder: (_c: RequestContext, _orderId: string, input: { metadata: object }) => {
      this.paymentsAdded.push(verifiedDebitOf(input.metadata));
      return Promise.resolve({ id: '7', state: 'PaymentSettled' });
    },
    // Vendure's: the handler asks the gateway again, which here says taken.
    settlePayment: () => {
      if (this.recorded) this.recorded = { ...this.recorded, state: 'Settled' };
      this.orderState = 'PaymentSettled';
      return Promise.resolve({ state: 'Settled' });
    },
  };
  readonly steps = {
    toArrangingPayment: (_c: RequestContext, order: { state: string }) => {
      if (order.state === 'ArrangingPayment') return Promise.resolve(undefined);
      if (order.state !== 'AddingItems') return Promise.resolve(`The order is ${order.state}`);
      this.orderState = 'ArrangingPayment';
      return Promise.resolve(undefined);
    },
    backToCart: () => {
      this.returnedToCart += 1;
      if (this.orderState === 'ArrangingPayment' && this.recorded?.state !== 'AwaitingChallenge') this.orderState = 'AddingItems';
      return Promise.resolve();
    },
    afterPlaced: () => {
      this.placed = true;
      return Promise.resolve(undefined);
    },
    findCardPayment: () => Promise.resolve(this.recordedPayment()),
    reloadPayment: () => Promise.resolve(this.recordedPayment()),
    decline: (_c: RequestContext, _payment: unknown, reason: string) => {
      this.declined.push(reason);
      if (this.recorded) this.recorded = { ...this.recorded, state: 'Declined', metadata: { declineReason: reason } };
      return Promise.resolve();
    },
  };

  /** The recorded payment as CardOrderSteps loads it, with its order. */
  private recordedPayment() {
    return this.recorded ? { id: '3', amount: 1200, ...this.recorded, order: { id: '7', code: 'ORDER7' } } : undefined;
  }
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
    world.lookup = { ...gatewayPayment('requires_challenge'), challenge: { id: 'ch_1' } };
    expect(await settlement.settleEarlierDebit(ctx, DEBIT)).toBeUndefined();
    expect(world.paymentsAdded).toEqual([]);
    world.lookup = gatewayPayment('succeeded');
    expect(await settlement.settleEarlierDebit(ctx, DEBIT)).toMatchObject({ status: 'succeeded', orderCode: 'ORDER7' });
  });
});

describe('a payment awaiting its challenge, whose finish did not end (issue 30)', () => {
  const awaiting: RecordedPayment = {
    state: 'AwaitingChallenge',
    transactionId: 'pay_1',
    metadata: { challengeId: 'ch_1' },
    errorMessage: '',
  };

  beforeEach(() => {
    world.recorded = awaiting;
    world.orderState = 'ArrangingPayment';
  });

  it('money taken: the payment settled and the order placed, as the finish would have, nothing refunded', async () => {
    expect(await world.settlement().settle(ctx, DEBIT, gatewayPayment('succeeded'))).toEqual({
      status: 'succeeded',
      orderCode: 'ORDER7',
      transactionRef: 'pay_1',
    });
    expect(world.recorded?.state).toBe('Settled');
    expect(world.placed).toBe(true);
    expect(world.refunds).toEqual([]);
    expect(world.paymentsAdded).toEqual([]);
  });

  it('money taken for a cart that changed since: refunded, the payment declined, the cart freed', async () => {
    world.orderTotal = 2400;
    expect(await world.settlement().settle(ctx, DEBIT, gatewayPayment('succeeded'))).toEqual({
      status: 'declined',
      transactionRef: 'pay_1',
      reason: 'order_changed',
    });
    expect(world.refunds.map((refund) => refund.paymentId)).toEqual(['pay_1']);
    expect(world.declined).toEqual(['order_changed']);
    expect(world.orderState).toBe('AddingItems');
    expect(world.placed).toBe(false);
  });

  it('money taken and given back already (the finish refunded before it died): not refunded twice', async () => {
    const refunded = gatewayPayment('succeeded', { refundedAmount: 1200 });
    expect(await world.settlement().settle(ctx, DEBIT, refunded)).toMatchObject({ status: 'declined', reason: 'verification_failed' });
    expect(world.refunds).toEqual([]);
    expect(world.orderState).toBe('AddingItems');
  });

  it('the challenge declined: the payment declined with the gateway’s reason, the cart freed', async () => {
    const declined = gatewayPayment('declined', { declineReason: 'authentication_failed' });
    expect(await world.settlement().nothingTaken(ctx, '7', declined)).toEqual({
      status: 'declined',
      transactionRef: 'pay_1',
      reason: 'authentication_failed',
    });
    expect(world.declined).toEqual(['authentication_failed']);
    expect(world.orderState).toBe('AddingItems');
    expect(world.refunds).toEqual([]);
  });

  it('the challenge still open: nothing moves, its shopper may still finish it', async () => {
    const open = gatewayPayment('requires_challenge', { challenge: { id: 'ch_1' } });
    expect(await world.settlement().settle(ctx, DEBIT, open)).toEqual({
      status: 'challenge',
      transactionRef: 'pay_1',
      challengeId: 'ch_1',
    });
    expect(world.recorded?.state).toBe('AwaitingChallenge');
    expect(world.orderState).toBe('ArrangingPayment');
    expect(world.declined).toEqual([]);
  });

  it('nothing taken and no payment to decline: only the cart is freed', async () => {
    world.recorded = undefined;
    expect(await world.settlement().nothingTaken(ctx, '7', undefined)).toBeUndefined();
    expect(world.orderState).toBe('AddingItems');
  });
});

describe('money taken, recorded as a payment that does not count', () => {
  it('is refunded once: not again when the gateway says it was given back', async () => {
    world.recorded = { state: 'Declined', transactionId: 'pay_1', metadata: {}, errorMessage: 'order_changed' };
    await world.settlement().settle(ctx, DEBIT, gatewayPayment('succeeded', { refundedAmount: 1200 }));
    expect(world.refunds).toEqual([]);
  });
});
