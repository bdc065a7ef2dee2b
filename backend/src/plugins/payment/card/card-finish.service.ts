import { Inject, Injectable } from '@nestjs/common';
import {
  idsAreEqual,
  isGraphQlErrorResult,
  Logger,
  OrderService,
  TransactionalConnection,
  type Payment,
  type RequestContext,
} from '@vendure/core';

import { errorOfUnsettled, failureOf, shopperError, unresolvedDebitKey } from './attempt-failures';
import { finishAnswer, type CardFinishAnswer } from './card-answers';
import { CardOrderSteps } from './card-order-steps';
import { notYours } from './card-payment-errors';
import { declineReasonOf, type DeclineReason } from './card-payment-messages';
import type { CardPaymentSettings } from './card-payment-settings';
import { AWAITING_CHALLENGE, CARD_GATEWAY, CARD_PAYMENT_SETTINGS } from './constants';
import type { CardGateway, ChallengeReturn, GatewayPayment } from './gateway/card-gateway';
import { refundIdempotencyKey } from './idempotency-key';
import { finishVerifying, OperationClaims, type Attempt, type StoredOutcome } from './operation-claims';
import { outcomeOfPayment } from './payment-outcome';
import { settleVerified } from './verified-settlements';

export interface FinishInput {
  transactionRef: string;
  /** What the browser came back to the return page with (the provider's parameters). */
  returned: ChallengeReturn;
}

const LOG_CONTEXT = 'CardPayment';

/**
 * Spec §4 "finish 3-D Secure with md, paRes and cres": the values come from the shopper's browser,
 * so they only ever travel on to the gateway; the order moves on the gateway's own verdict. A
 * result the gateway does not confirm (it answers the payment still awaiting its challenge) leaves
 * the payment and the order as they were, so a forged return cannot spoil the genuine one. A
 * payment finishes once: a repeated finish answers from the payment as it now is.
 */
@Injectable()
export class CardFinishService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly orderService: OrderService,
    private readonly claims: OperationClaims,
    private readonly steps: CardOrderSteps,
    @Inject(CARD_GATEWAY) private readonly gateway: CardGateway,
    @Inject(CARD_PAYMENT_SETTINGS) private readonly settings: CardPaymentSettings,
  ) {}

  async finish(ctx: RequestContext, input: FinishInput): Promise<CardFinishAnswer> {
    const found = await this.steps.findCardPayment(ctx, input.transactionRef);
    if (!ctx.session || !found || !this.belongsToSession(ctx, found)) throw notYours();
    return this.finishPayment(ctx, found, input.returned, String(ctx.session.id));
  }

  /**
   * The provider says a payment changed (its webhook, issue 33): a payment still awaiting its
   * challenge is finished in the shopper's stead, as their own return would finish it, so a shopper
   * who closed the tab after the challenge still gets the order. The provider's verdict is read
   * from the provider again; the event itself is not believed. Undefined: not a payment of the shop.
   */
  async finishOnProviderEvent(ctx: RequestContext, transactionRef: string): Promise<CardFinishAnswer | undefined> {
    const found = await this.steps.findCardPayment(ctx, transactionRef);
    if (!found) return undefined;
    const sessionId = (found.metadata as Record<string, unknown> | null | undefined)?.['sessionId'];
    return this.finishPayment(ctx, found, {}, typeof sessionId === 'string' ? sessionId : 'provider-event');
  }

  private async finishPayment(
    ctx: RequestContext,
    found: Payment,
    returned: ChallengeReturn,
    sessionId: string,
  ): Promise<CardFinishAnswer> {
    const orderId = String(found.order.id);

    for (let round = 0; round < 3; round += 1) {
      const payment = await this.steps.reloadPayment(ctx, found.id);
      if (payment.state !== AWAITING_CHALLENGE) return finishAnswer(ctx, outcomeOfPayment(payment, payment.order.code));
      const latest = await this.claims.latest(orderId);
      const stale = latest ? this.claims.isStale(latest.value, this.settings.staleAfterMs) : false;
      if (latest?.value.state === 'running' && !stale) {
        // Another debit or finish of this order runs: its end decides what this payment is now.
        const settled = await this.claims.waitUntilSettled(latest, this.settings.timeoutMs * 2 + 5_000);
        if (settled?.state === 'running') throw errorOfUnsettled(settled);
        continue;
      }
      const unresolvedKey = latest ? unresolvedDebitKey(latest.value, stale) : undefined;
      const attempt = await this.claims.claim({
        orderId,
        attempt: (latest?.value.attempt ?? 0) + 1,
        operation: 'finish',
        requestKey: payment.transactionId,
        sessionId,
        ...(unresolvedKey ? { unresolvedKey } : {}),
        // Kept while it runs: if this process dies, the reconciliation verifies it instead (issue 30).
        ...finishVerifying(payment, returned),
      });
      if (attempt) return this.run(ctx, attempt, payment, returned);
    }
    throw errorOfUnsettled(undefined);
  }

  /** The session that debited, or the logged-in customer whose order it is. */
  private belongsToSession(ctx: RequestContext, payment: Payment): boolean {
    if (!payment.order.channels.some((channel) => idsAreEqual(channel.id, ctx.channelId))) return false;
    const metadata = (payment.metadata ?? {}) as Record<string, unknown>;
    if (ctx.session && metadata['sessionId'] === String(ctx.session.id)) return true;
    const ownerId = payment.order.customer?.user?.id;
    return ctx.activeUserId !== undefined && ownerId !== undefined && idsAreEqual(ownerId, ctx.activeUserId);
  }

  private async run(ctx: RequestContext, attempt: Attempt, payment: Payment, returned: ChallengeReturn): Promise<CardFinishAnswer> {
    try {
      const outcome = await this.verifyAndSettle(ctx, payment, returned);
      await this.claims.complete(attempt, { state: 'done', outcome });
      return finishAnswer(ctx, outcome);
    } catch (error) {
      await this.claims.complete(attempt, { state: 'unknown', failure: failureOf(error) });
      throw shopperError(error);
    }
  }

  private async verifyAndSettle(ctx: RequestContext, payment: Payment, returned: ChallengeReturn): Promise<StoredOutcome> {
    const order = await this.orderService.findOne(ctx, payment.order.id);
    if (!order) throw notYours();
    // Checked before the gateway is asked: a changed cart is never charged the old amount.
    if (order.totalWithTax !== payment.amount || !order.active) return this.decline(ctx, payment, 'order_changed');

    const verified = await this.gateway.verifyChallenge(payment.transactionId, returned);
    // Still open, or still processing at the provider: its webhook, or the shopper's next return, finishes it.
    if (verified.id === payment.transactionId && (verified.status === 'requires_challenge' || verified.status === 'processing')) {
      // Not the gateway's result (made up in the browser, issue 30): nothing moves, and the genuine one still finishes.
      Logger.verbose(`A 3-D Secure result the gateway did not confirm for ${payment.transactionId}: nothing changed`, LOG_CONTEXT);
      return outcomeOfPayment(payment, order.code);
    }
    const matches =
      verified.id === payment.transactionId &&
      verified.orderCode === order.code &&
      verified.amount === payment.amount &&
      verified.currency === String(order.currencyCode);
    if (verified.status !== 'succeeded' || !matches) {
      if (verified.status === 'succeeded') await this.refund(verified, 'mismatch');
      return this.decline(
        ctx,
        payment,
        verified.status === 'declined' && matches ? declineReasonOf(verified.declineReason) : 'verification_failed',
      );
    }

    const settled = await this.connection.withTransaction(ctx, async (tx) => {
      const current = await this.orderService.findOne(tx, order.id);
      if (!current || (await this.steps.toArrangingPayment(tx, current))) return false;
      const result = await settleVerified(verified, () => this.orderService.settlePayment(tx, payment.id));
      if (isGraphQlErrorResult(result) || result.state !== 'Settled') return false;
      await this.steps.afterPlaced(tx, order.id);
      return true;
    });
    if (!settled) {
      await this.refund(verified, 'unsettled');
      return this.decline(ctx, payment, 'verification_failed');
    }
    return { status: 'succeeded', orderCode: order.code, transactionRef: payment.transactionId };
  }

  private async decline(ctx: RequestContext, payment: Payment, reason: DeclineReason): Promise<StoredOutcome> {
    await this.connection.withTransaction(ctx, async (tx) => {
      const current = await this.steps.reloadPayment(tx, payment.id);
      if (current.state === AWAITING_CHALLENGE) await this.steps.decline(tx, current, reason);
      await this.steps.backToCart(tx, payment.order.id);
    });
    return { status: 'declined', transactionRef: payment.transactionId, reason };
  }

  private async refund(payment: GatewayPayment, purpose: string): Promise<void> {
    Logger.warn(
      `Refunding gateway payment ${payment.id} of order ${payment.orderCode}: verified but not recordable (${purpose})`,
      LOG_CONTEXT,
    );
    await this.gateway.refund(payment.id, { idempotencyKey: refundIdempotencyKey(payment.id, undefined, purpose) });
  }
}
