import { Inject, Injectable } from '@nestjs/common';
import {
  isGraphQlErrorResult,
  Logger,
  Order,
  OrderService,
  TransactionalConnection,
  type Payment,
  type RequestContext,
} from '@vendure/core';
import { MoreThan } from 'typeorm';

import { EarlierDebitStillProcessing } from './attempt-failures';
import { CardOrderSteps } from './card-order-steps';
import { declineReasonOf, type DeclineReason } from './card-payment-messages';
import { AWAITING_CHALLENGE, CARD_GATEWAY, CARD_PAYMENT_METHOD_CODE } from './constants';
import { fateOf } from './debit-fate';
import type { CardGateway, GatewayPayment } from './gateway/card-gateway';
import { refundIdempotencyKey } from './idempotency-key';
import type { StoredOutcome } from './operation-claims';
import { outcomeOfPayment } from './payment-outcome';
import { metadataForDebit } from './verified-debits';
import { settleVerified } from './verified-settlements';

/** A debit sent to the gateway: its order, its idempotency key and the session it was made in. */
export interface SentDebit {
  orderId: string;
  key: string;
  sessionId: string;
}

/** The states of a recorded card payment that account for money the gateway took (or may take). */
const ACCOUNTED_STATES: readonly string[] = ['Settled', AWAITING_CHALLENGE];

const LOG_CONTEXT = 'CardPayment';

/**
 * What turns a gateway payment into the order's, shared by the shopper's debit (its own answer, or
 * an earlier debit's whose answer was lost) and the scheduled reconciliation of lost answers, so
 * that both record, place and refund alike.
 */
@Injectable()
export class DebitSettlement {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly orderService: OrderService,
    private readonly steps: CardOrderSteps,
    @Inject(CARD_GATEWAY) private readonly gateway: CardGateway,
  ) {}

  /** The gateway's answer becomes a Vendure payment; a charge the order cannot take is refunded. */
  async record(ctx: RequestContext, debit: SentDebit, payment: GatewayPayment): Promise<StoredOutcome> {
    const recorded = await this.connection.withTransaction(ctx, async (tx) => {
      // A debit whose answer was lost put its order back to the cart: locked again to take the payment.
      const order = await this.orderService.findOne(tx, debit.orderId);
      if (!order || (await this.steps.toArrangingPayment(tx, order))) return false;
      const result = await this.orderService.addPaymentToOrder(tx, debit.orderId, {
        method: CARD_PAYMENT_METHOD_CODE,
        metadata: metadataForDebit({ payment, idempotencyKey: debit.key, sessionId: debit.sessionId }),
      });
      if (isGraphQlErrorResult(result)) {
        await this.steps.backToCart(tx, debit.orderId);
        return false;
      }
      await this.steps.afterPlaced(tx, debit.orderId);
      return true;
    });
    if (payment.status === 'declined')
      return { status: 'declined', transactionRef: payment.id, reason: declineReasonOf(payment.declineReason) };
    if (!recorded) {
      if (payment.status === 'succeeded') await this.refundUnrecorded(payment);
      return { status: 'declined', transactionRef: payment.id, reason: 'order_changed' };
    }
    if (payment.status === 'requires_challenge' && payment.challenge) {
      const { id, url } = payment.challenge;
      return { status: 'challenge', transactionRef: payment.id, challengeId: id, ...(url ? { challengeUrl: url } : {}) };
    }
    return { status: 'succeeded', orderCode: payment.orderCode, transactionRef: payment.id };
  }

  /**
   * A payment the gateway made for a debit whose answer was lost: the answer it would have
   * given, once the payment is the order's (recorded now if it is not yet, when the order is still
   * the cart it was made for; refunded otherwise).
   */
  async settle(ctx: RequestContext, debit: SentDebit, payment: GatewayPayment): Promise<StoredOutcome> {
    const recorded = await this.steps.findCardPayment(ctx, payment.id);
    if (!recorded) return this.record(ctx, debit, payment);
    // Its challenge verified (or declined) by a finish that did not end: the order takes the verdict now.
    if (recorded.state === AWAITING_CHALLENGE) return this.finishChallenge(ctx, recorded, payment);
    // Taken, but recorded as a payment that does not count (an Error, a declined or cancelled one).
    if (isKept(payment) && !ACCOUNTED_STATES.includes(recorded.state)) await this.refundUnrecorded(payment);
    return outcomeOfPayment(recorded, recorded.order.code);
  }

  /**
   * A payment the order holds awaiting its challenge, brought to the gateway's verdict when the
   * finish that verified the challenge did not end (issue 30: its process died, or the gateway's
   * answer was lost), as that finish would have: money taken settles the payment and places the
   * order, if the order is still the cart it was made for (else it is refunded); a challenge the
   * gateway declined declines the payment and frees the cart. A challenge still open stays open:
   * its shopper may still finish it.
   */
  async finishChallenge(ctx: RequestContext, recorded: Payment, payment: GatewayPayment): Promise<StoredOutcome> {
    const orderCode = recorded.order.code;
    if (payment.status === 'requires_challenge' || payment.status === 'processing') return outcomeOfPayment(recorded, orderCode);
    const kept = isKept(payment);
    const matches = payment.orderCode === orderCode && payment.amount === recorded.amount;
    if (kept && matches) {
      const settled = await this.connection.withTransaction(ctx, async (tx) => {
        const order = await this.orderService.findOne(tx, recorded.order.id);
        if (!order?.active || order.totalWithTax !== recorded.amount || String(order.currencyCode) !== payment.currency) return false;
        if (await this.steps.toArrangingPayment(tx, order)) return false;
        const result = await settleVerified(payment, () => this.orderService.settlePayment(tx, recorded.id));
        if (isGraphQlErrorResult(result) || result.state !== 'Settled') return false;
        await this.steps.afterPlaced(tx, order.id);
        return true;
      });
      if (settled) return { status: 'succeeded', orderCode, transactionRef: payment.id };
    }
    if (kept) await this.refundUnrecorded(payment);
    const reason: DeclineReason =
      payment.status === 'declined' ? declineReasonOf(payment.declineReason) : kept && matches ? 'order_changed' : 'verification_failed';
    await this.connection.withTransaction(ctx, async (tx) => {
      const current = await this.steps.reloadPayment(tx, recorded.id);
      if (current.state === AWAITING_CHALLENGE) await this.steps.decline(tx, current, reason);
      await this.steps.backToCart(tx, recorded.order.id);
    });
    return { status: 'declined', transactionRef: payment.id, reason };
  }

  /**
   * Before a shopper's new debit, an earlier one whose answer never arrived. Still processing: the
   * shopper must wait (a second card now could charge twice). Money taken: that payment is the
   * answer if the order can take it (nothing more is charged), else it is refunded and the new
   * debit goes on. Nothing taken, or a challenge left open: the new debit goes on.
   */
  async settleEarlierDebit(ctx: RequestContext, earlier: SentDebit): Promise<StoredOutcome | undefined> {
    const fate = fateOf(await this.gateway.findPaymentByIdempotencyKey(earlier.key));
    if (fate.kind === 'processing') throw new EarlierDebitStillProcessing('An earlier debit of the order is still processing');
    return fate.kind === 'taken' ? this.settle(ctx, earlier, fate.payment) : undefined;
  }

  async refundUnrecorded(payment: GatewayPayment): Promise<void> {
    Logger.warn(
      `Refunding gateway payment ${payment.id} of order ${payment.orderCode}: it was taken but could not be recorded on the order`,
      LOG_CONTEXT,
    );
    await this.gateway.refund(payment.id, { idempotencyKey: refundIdempotencyKey(payment.id, undefined, 'unrecorded') });
  }

  /**
   * Orders locked for payment (ArrangingPayment), by id after `afterId`, at most `limit`: where the
   * reconciliation looks for a debit attempt that died without registering its debit.
   */
  async lockedCarts(
    ctx: RequestContext,
    { afterId, limit }: { afterId: number; limit: number },
  ): Promise<Array<{ id: string; code: string }>> {
    const orders = await this.connection.getRepository(ctx, Order).find({
      select: { id: true, code: true },
      where: { state: 'ArrangingPayment', id: MoreThan(afterId) },
      order: { id: 'ASC' },
      take: limit,
    });
    return orders.map((order) => ({ id: String(order.id), code: order.code }));
  }

  /**
   * A debit that took nothing: the cart is a cart again. A payment the order holds awaiting the
   * challenge the gateway declined is declined first (an open payment keeps the cart locked): what
   * it answered then, else undefined.
   */
  async nothingTaken(ctx: RequestContext, orderId: string, declined: GatewayPayment | undefined): Promise<StoredOutcome | undefined> {
    const recorded = declined ? await this.steps.findCardPayment(ctx, declined.id) : undefined;
    if (declined && recorded?.state === AWAITING_CHALLENGE) return this.finishChallenge(ctx, recorded, declined);
    await this.connection.withTransaction(ctx, (tx) => this.steps.backToCart(tx, orderId));
    return undefined;
  }
}

/** The gateway took the money and has not given it all back. */
function isKept(payment: GatewayPayment): boolean {
  return payment.status === 'succeeded' && payment.refundedAmount < payment.amount;
}
