import { Inject, Injectable } from '@nestjs/common';
import { ActiveOrderService, OrderService, TransactionalConnection, type RequestContext } from '@vendure/core';

import { PaymentReadinessService } from '../../checkout/payment-readiness.service';
import { errorOfUnsettled, failureOf, shopperError, unresolvedDebitKey } from './attempt-failures';
import { debitAnswer, paymentReturnUrl, type CardDebitAnswer } from './card-answers';
import { CardOrderSteps } from './card-order-steps';
import { noActiveOrder, notReady } from './card-payment-errors';
import type { CardPaymentSettings } from './card-payment-settings';
import { CARD_GATEWAY, CARD_PAYMENT_SETTINGS } from './constants';
import { DebitSettlement } from './debit-settlement.service';
import { DeclineGuard, type DeclineAdmission } from './decline-guard.service';
import {
  CardGatewayRequestError,
  CardGatewayTimeoutError,
  type BrowserInfo,
  type CardGateway,
  type GatewayPayment,
  type PayerDetails,
} from './gateway/card-gateway';
import { debitIdempotencyKey, tokenFingerprint } from './idempotency-key';
import { OperationClaims, type Attempt, type StoredOutcome } from './operation-claims';
import { payerOf } from './payer-details';
import { outcomeOfPayment } from './payment-outcome';
import { UnresolvedDebits } from './unresolved-debits';

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

/** How far an attempt got: whether its debit was sent, and its place in the decline counters. */
interface AttemptProgress {
  debitSent: boolean;
  declines?: DeclineAdmission;
}

/** What a debit refused by the decline limits answers: nothing was sent to the gateway. */
const TOO_MANY_DECLINES: StoredOutcome = { status: 'declined', transactionRef: null, reason: 'too_many_declines' };

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
    private readonly settlement: DebitSettlement,
    private readonly unresolved: UnresolvedDebits,
    private readonly checkout: PaymentReadinessService,
    private readonly declineGuard: DeclineGuard,
    @Inject(CARD_GATEWAY) private readonly gateway: CardGateway,
    @Inject(CARD_PAYMENT_SETTINGS) private readonly settings: CardPaymentSettings,
  ) {}

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
      const stale = latest ? this.claims.isStale(latest.value, this.settings.staleAfterMs) : false;
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
    const progress: AttemptProgress = { debitSent: false };
    let outcome: StoredOutcome;
    try {
      outcome = await this.attempt(ctx, attempt, plan, progress);
      await this.claims.complete(attempt, { state: 'done', outcome });
      await progress.declines?.settle(outcome);
    } catch (error) {
      await progress.declines?.settle(undefined);
      const unresolvedKey = progress.debitSent ? plan.key : plan.unresolvedKey;
      await this.claims.complete(attempt, { state: 'unknown', failure: failureOf(error), ...(unresolvedKey ? { unresolvedKey } : {}) });
      // An unresolved debit keeps its entry: the reconciliation settles it if the shopper does not come back.
      if (!unresolvedKey) await this.releaseUnresolved(plan, attempt);
      throw shopperError(error);
    }
    await this.releaseUnresolved(plan, attempt);
    return debitAnswer(ctx, outcome, this.settings.storefrontOrigin);
  }

  /** The outcome is known: the order's debits up to this attempt are no longer the reconciliation's. */
  private async releaseUnresolved(plan: DebitPlan, attempt: Attempt): Promise<void> {
    // Never fails the answer: an entry left behind is released by the reconciliation, which finds the attempt settled.
    await this.unresolved.release(plan.order.id, attempt.value.attempt).catch(() => undefined);
  }

  private async attempt(ctx: RequestContext, attempt: Attempt, plan: DebitPlan, progress: AttemptProgress): Promise<StoredOutcome> {
    if (plan.unresolvedKey) {
      const earlier = await this.settlement.settleEarlierDebit(ctx, {
        orderId: plan.order.id,
        key: plan.unresolvedKey,
        sessionId: plan.sessionId,
      });
      // The earlier debit's payment is the order's now: it answers, and nothing more is charged.
      if (earlier && earlier.status !== 'declined') return earlier;
    }
    // Card testing (decline-limits.ts): counted once this attempt is the order's, before anything is charged.
    progress.declines = await this.declineGuard.admit(ctx, { orderId: plan.order.id, sessionId: plan.sessionId, token: plan.input.token });
    if (progress.declines.refused) return TOO_MANY_DECLINES;
    // Before the cart is locked and the gateway asked: a process that dies anywhere after this
    // leaves the reconciliation an entry to find the debit by, and so the cart it locked.
    await this.unresolved.register({
      orderId: plan.order.id,
      orderCode: plan.order.code,
      attempt: attempt.value.attempt,
      idempotencyKey: plan.key,
      sessionId: plan.sessionId,
    });
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
          returnUrl: paymentReturnUrl(this.settings.storefrontOrigin, ctx.languageCode, this.settings.provider),
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
    return this.settlement.record(ctx, { orderId: plan.order.id, key: plan.key, sessionId: plan.sessionId }, payment);
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
    const { attempt } = earlier;
    if (attempt.value.state === 'running') return this.answerOfRunning(ctx, attempt);
    if (attempt.value.state === 'unknown') {
      // Its answer was lost; a later attempt (a retry, the reconciliation) may have paid the order with it since.
      const latest = await this.claims.latest(earlier.token.orderId);
      if (latest?.value.outcome?.status === 'succeeded') return this.answerOfSettled(ctx, latest);
    }
    return this.answerOfSettled(ctx, attempt);
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
