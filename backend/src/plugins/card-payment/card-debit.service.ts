import { Inject, Injectable } from '@nestjs/common';
import {
  ActiveOrderService,
  isGraphQlErrorResult,
  Logger,
  OrderService,
  TransactionalConnection,
  type RequestContext,
} from '@vendure/core';

import { PaymentReadinessService } from '../checkout/payment-readiness.service';
import { EarlierDebitStillProcessing, errorOfUnsettled, failureOf, shopperError, unresolvedDebitKey } from './attempt-failures';
import { debitAnswer, paymentReturnUrl, type CardDebitAnswer } from './card-answers';
import { CardOrderSteps } from './card-order-steps';
import { noActiveOrder, notReady } from './card-payment-errors';
import { declineReasonOf } from './card-payment-messages';
import type { CardPaymentSettings } from './card-payment-settings';
import { CARD_GATEWAY, CARD_PAYMENT_METHOD_CODE, CARD_PAYMENT_SETTINGS } from './constants';
import {
  CardGatewayRequestError,
  CardGatewayTimeoutError,
  type BrowserInfo,
  type CardGateway,
  type GatewayPayment,
  type PayerDetails,
} from './gateway/card-gateway';
import { debitIdempotencyKey, refundIdempotencyKey, tokenFingerprint } from './idempotency-key';
import { OperationClaims, type Attempt, type StoredOutcome } from './operation-claims';
import { payerOf } from './payer-details';
import { outcomeOfPayment } from './payment-outcome';
import { metadataForDebit } from './verified-debits';

export interface DebitInput {
  token: string;
  browser: BrowserInfo;
  customer?: { phone?: string | null } | null;
}

interface OrderSnapshot {
  id: string;
  code: string;
  totalWithTax: number;
  currencyCode: string;
}

interface DebitPlan {
  order: OrderSnapshot;
  key: string;
  input: DebitInput;
  payer: PayerDetails;
  sessionId: string;
  /** An earlier debit's key whose fate the gateway must tell first. */
  unresolvedKey: string | undefined;
}

const LOG_CONTEXT = 'CardPayment';

/**
 * Spec §4 card payment, "submit a debit (ignored while one is already running)": a debit of the
 * session's order for its own total, computed here. One attempt per order runs at a time
 * (operation-claims.ts); callers who arrive meanwhile get its answer. The order only moves on a
 * gateway answer obtained here, server to server.
 */
@Injectable()
export class CardDebitService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly activeOrderService: ActiveOrderService,
    private readonly orderService: OrderService,
    private readonly claims: OperationClaims,
    private readonly steps: CardOrderSteps,
    private readonly checkout: PaymentReadinessService,
    @Inject(CARD_GATEWAY) private readonly gateway: CardGateway,
    @Inject(CARD_PAYMENT_SETTINGS) private readonly settings: CardPaymentSettings,
  ) {}

  /** Longer than the slowest attempt (a look-up, a debit, two transactions): a dead process's claim. */
  private get staleAfterMs(): number {
    return this.settings.timeoutMs * 3 + 30_000;
  }

  async debit(ctx: RequestContext, input: DebitInput): Promise<CardDebitAnswer> {
    if (!ctx.authorizedAsOwnerOnly || !ctx.session) throw noActiveOrder();
    const sessionId = String(ctx.session.id);
    const active = await this.activeOrderService.getActiveOrder(ctx, undefined);
    if (!active) return this.answerForPlacedOrder(ctx, input.token, sessionId);
    const order = await this.orderService.findOne(ctx, active.id);
    if (!order || order.lines.length === 0) throw noActiveOrder();
    const payer = payerOf(order, input.customer?.phone);
    if (!payer) throw notReady();
    await this.checkout.assertOrderReadyForPayment(ctx, order);
    const snapshot = { id: String(order.id), code: order.code, totalWithTax: order.totalWithTax, currencyCode: order.currencyCode };
    const key = debitIdempotencyKey(snapshot, input.token);

    // Losing a claim means another attempt now runs: the next round waits for it.
    for (let round = 0; round < 3; round += 1) {
      const latest = await this.claims.latest(snapshot.id);
      const stale = latest ? this.claims.isStale(latest.value, this.staleAfterMs) : false;
      if (latest?.value.state === 'running' && !stale) return this.answerOfRunning(ctx, latest);
      const done = latest?.value.state === 'done' ? latest.value.outcome : undefined;
      // The same debit again, or any debit of an order already paid: the answer stands, nothing is charged.
      if (done && ((latest?.value.operation === 'debit' && latest.value.requestKey === key) || done.status === 'succeeded')) {
        return debitAnswer(ctx, await this.currentOutcome(ctx, done), this.settings.storefrontOrigin);
      }
      const unresolvedKey = latest ? unresolvedDebitKey(latest.value, stale) : undefined;
      const attempt = await this.claims.claim({
        orderId: snapshot.id,
        attempt: (latest?.value.attempt ?? 0) + 1,
        operation: 'debit',
        requestKey: key,
        sessionId,
      });
      if (!attempt) continue;
      await this.claims.rememberToken(tokenFingerprint(input.token), { orderId: snapshot.id, attempt: attempt.value.attempt, sessionId });
      return this.run(ctx, attempt, { order: snapshot, key, input, payer, sessionId, unresolvedKey });
    }
    throw errorOfUnsettled(undefined);
  }

  private async run(ctx: RequestContext, attempt: Attempt, plan: DebitPlan): Promise<CardDebitAnswer> {
    const progress = { debitSent: false };
    try {
      const outcome = await this.attempt(ctx, plan, progress);
      await this.claims.complete(attempt, { state: 'done', outcome });
      return debitAnswer(ctx, outcome, this.settings.storefrontOrigin);
    } catch (error) {
      const unresolvedKey = progress.debitSent ? plan.key : plan.unresolvedKey;
      await this.claims.complete(attempt, { state: 'unknown', failure: failureOf(error), ...(unresolvedKey ? { unresolvedKey } : {}) });
      throw shopperError(error);
    }
  }

  private async attempt(ctx: RequestContext, plan: DebitPlan, progress: { debitSent: boolean }): Promise<StoredOutcome> {
    if (plan.unresolvedKey) await this.settleEarlierDebit(ctx, plan.unresolvedKey, plan.key);
    const unchanged = await this.connection.withTransaction(ctx, async (tx) => {
      const order = await this.orderService.findOne(tx, plan.order.id);
      if (!order?.active || order.lines.length === 0) throw noActiveOrder();
      if (
        order.code !== plan.order.code ||
        order.totalWithTax !== plan.order.totalWithTax ||
        String(order.currencyCode) !== plan.order.currencyCode
      )
        return false;
      await this.steps.cancelOpenChallenges(tx, order.id);
      if (await this.steps.toArrangingPayment(tx, order)) throw notReady();
      return true;
    });
    if (!unchanged) return { status: 'declined', transactionRef: null, reason: 'order_changed' };

    let payment: GatewayPayment;
    try {
      progress.debitSent = true;
      payment = await this.gateway.createPayment(
        {
          token: plan.input.token,
          amount: plan.order.totalWithTax,
          currency: plan.order.currencyCode,
          orderCode: plan.order.code,
          browser: plan.input.browser,
          customer: plan.payer,
          returnUrl: paymentReturnUrl(this.settings.storefrontOrigin, ctx.languageCode),
        },
        plan.key,
      );
    } catch (error) {
      await this.connection.withTransaction(ctx, (tx) => this.steps.backToCart(tx, plan.order.id));
      // A refusal of the request itself took no money: the token is spent or unknown.
      if (error instanceof CardGatewayRequestError && error.status < 409) {
        progress.debitSent = false;
        return { status: 'declined', transactionRef: null, reason: 'invalid_token' };
      }
      throw error;
    }
    if (payment.status === 'processing' || (payment.status === 'requires_challenge' && !payment.challenge)) {
      await this.connection.withTransaction(ctx, (tx) => this.steps.backToCart(tx, plan.order.id));
      throw new CardGatewayTimeoutError(`The gateway answered ${payment.status} without an outcome`);
    }
    return this.record(ctx, plan, payment);
  }

  /** The gateway's answer becomes a Vendure payment; a charge the order cannot take is refunded. */
  private async record(ctx: RequestContext, plan: DebitPlan, payment: GatewayPayment): Promise<StoredOutcome> {
    const recorded = await this.connection.withTransaction(ctx, async (tx) => {
      const result = await this.orderService.addPaymentToOrder(tx, plan.order.id, {
        method: CARD_PAYMENT_METHOD_CODE,
        metadata: metadataForDebit({ payment, idempotencyKey: plan.key, sessionId: plan.sessionId }),
      });
      if (isGraphQlErrorResult(result)) {
        await this.steps.backToCart(tx, plan.order.id);
        return false;
      }
      await this.steps.afterPlaced(tx, plan.order.id);
      return true;
    });
    if (payment.status === 'declined')
      return { status: 'declined', transactionRef: payment.id, reason: declineReasonOf(payment.declineReason) };
    if (!recorded) {
      if (payment.status === 'succeeded') await this.refundUnrecorded(payment);
      return { status: 'declined', transactionRef: payment.id, reason: 'order_changed' };
    }
    if (payment.status === 'requires_challenge' && payment.challenge) {
      return { status: 'challenge', transactionRef: payment.id, challengeId: payment.challenge.id };
    }
    return { status: 'succeeded', orderCode: plan.order.code, transactionRef: payment.id };
  }

  /**
   * An earlier debit's answer never arrived. Still processing: the shopper must wait (a second
   * card now could charge twice). Taken with another key than this one: it can no longer be the
   * order's payment, so it is refunded. The same key: the gateway answers that very payment again.
   */
  private async settleEarlierDebit(ctx: RequestContext, unresolvedKey: string, key: string): Promise<void> {
    const earlier = await this.gateway.findPaymentByIdempotencyKey(unresolvedKey);
    if (earlier?.status === 'processing') throw new EarlierDebitStillProcessing('An earlier debit of the order is still processing');
    if (earlier?.status !== 'succeeded' || unresolvedKey === key) return;
    const recorded = await this.steps.findCardPayment(ctx, earlier.id);
    if (recorded?.state !== 'Settled') await this.refundUnrecorded(earlier);
  }

  private async refundUnrecorded(payment: GatewayPayment): Promise<void> {
    Logger.warn(
      `Refunding gateway payment ${payment.id} of order ${payment.orderCode}: it was taken but could not be recorded on the order`,
      LOG_CONTEXT,
    );
    await this.gateway.refund(payment.id, { idempotencyKey: refundIdempotencyKey(payment.id, undefined, 'unrecorded') });
  }

  private async answerOfRunning(ctx: RequestContext, running: Attempt): Promise<CardDebitAnswer> {
    const settled = await this.claims.waitUntilSettled(running, this.settings.timeoutMs * 2 + 5_000);
    if (settled?.state !== 'done' || !settled.outcome) throw errorOfUnsettled(settled);
    return debitAnswer(ctx, await this.currentOutcome(ctx, settled.outcome), this.settings.storefrontOrigin);
  }

  /** A debit repeated after its order was placed (no longer the session's cart) answers as the first did. */
  private async answerForPlacedOrder(ctx: RequestContext, token: string, sessionId: string): Promise<CardDebitAnswer> {
    const earlier = await this.claims.attemptOfToken(tokenFingerprint(token));
    if (!earlier || earlier.token.sessionId !== sessionId) throw noActiveOrder();
    return earlier.attempt.value.state === 'running'
      ? this.answerOfRunning(ctx, earlier.attempt)
      : this.answerOfSettled(ctx, earlier.attempt);
  }

  private async answerOfSettled(ctx: RequestContext, attempt: Attempt): Promise<CardDebitAnswer> {
    if (attempt.value.state !== 'done' || !attempt.value.outcome) throw errorOfUnsettled(attempt.value);
    return debitAnswer(ctx, await this.currentOutcome(ctx, attempt.value.outcome), this.settings.storefrontOrigin);
  }

  /** A stored outcome brought up to date with its payment (a challenge may have been finished since). */
  private async currentOutcome(ctx: RequestContext, outcome: StoredOutcome): Promise<StoredOutcome> {
    if (!outcome.transactionRef) return outcome;
    const payment = await this.steps.findCardPayment(ctx, outcome.transactionRef);
    return payment ? outcomeOfPayment(payment, payment.order.code) : outcome;
  }
}
