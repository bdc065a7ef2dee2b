import { Inject, Injectable } from '@nestjs/common';
import { Logger, type RequestContext } from '@vendure/core';

import { failureOf, unresolvedDebitKey } from '../attempt-failures';
import type { CardPaymentSettings } from '../card-payment-settings';
import { CARD_GATEWAY, CARD_PAYMENT_SETTINGS } from '../constants';
import { fateOf } from '../debit-fate';
import { DebitSettlement } from '../debit-settlement.service';
import type { CardGateway, ChallengeReturn, GatewayPayment } from '../gateway/card-gateway';
import { OperationClaims, type Attempt, type StoredOutcome } from '../operation-claims';
import { UnresolvedDebits, type UnresolvedEntry } from '../unresolved-debits';
import { shopMetrics } from '../../../metrics/shop-metrics';

/** Entries looked at per tick, oldest first: bounded work; the rest wait for the next tick. */
const ENTRIES_PER_TICK = 20;
/** No entry is started after this much of a tick: Vendure's scheduler fails a task after 60 s. */
const TICK_BUDGET_MS = 20_000;
/** Locked carts looked at per tick for a debit without its entry: all of them over successive ticks. */
const LOCKED_CARTS_PER_TICK = 20;

const LOG_CONTEXT = 'CardReconciliation';

/** What one tick did with an entry (the task's result counts them). */
type ReconcileAction =
  'adopted' | 'busy' | 'tooRecent' | 'settledAlready' | 'processing' | 'nothingTaken' | 'failed' | `payment ${StoredOutcome['status']}`;

/**
 * Settles the card debits whose answer was lost (a timeout, a server killed between the gateway's
 * charge and the recording) without waiting for the shopper, who may never come back: the money
 * taken becomes the order's payment (the order is placed and its eSIM delivered), or is refunded
 * when the order can no longer take it; a debit that took nothing gives the cart back.
 *
 * It acts as a shopper's retry would: it claims the order's next attempt (operation-claims.ts),
 * so it and a shopper's debit never both act on the order, and answers that shopper, who waits
 * on the attempt, with what it found. It leaves alone what is too recent: the shopper who just
 * got a timeout is likely to try again and settle it.
 *
 * It finds the debits by their unresolved entries (unresolved-debits.ts), and each tick also walks
 * a few of the carts locked for payment: one whose latest attempt is a debit abandoned without its
 * entry (its process died between claiming the attempt and registering the debit, which before
 * issue 30 came after the cart was locked) gets the entry it lacks, and is settled like the others.
 * So does a 3-D Secure finish that did not end (issue 30: its process died, or the gateway's answer
 * was lost), whose cart stays locked by the payment awaiting its challenge: the gateway may have
 * taken the money when it verified the challenge. Its debit is settled as a lost one, after the
 * shopper's result the finish kept is verified in their stead (`paymentOf`); what the gateway then
 * says is what the order takes (DebitSettlement.finishChallenge), a challenge still open included.
 */
@Injectable()
export class CardDebitReconciler {
  constructor(
    private readonly unresolved: UnresolvedDebits,
    private readonly claims: OperationClaims,
    private readonly settlement: DebitSettlement,
    @Inject(CARD_GATEWAY) private readonly gateway: CardGateway,
    @Inject(CARD_PAYMENT_SETTINGS) private readonly settings: CardPaymentSettings,
  ) {}

  /** Where the walk over the locked carts goes on from at the next tick (an order id). */
  private lockedCartsAfter = 0;

  /** The scheduled task's work: the oldest entries, one after the other, within the tick's budget. */
  async reconcileDue(ctx: RequestContext): Promise<Partial<Record<ReconcileAction, number>>> {
    const started = Date.now();
    const counts: Partial<Record<ReconcileAction, number>> = {};
    const adopted = await this.adoptAbandonedDebits(ctx);
    if (adopted > 0) counts.adopted = adopted;
    for (const entry of await this.unresolved.oldest(ENTRIES_PER_TICK)) {
      if (Date.now() - started > TICK_BUDGET_MS) break;
      const action = await this.reconcile(ctx, entry);
      counts[action] = (counts[action] ?? 0) + 1;
    }
    shopMetrics.cardDebitsUnresolved.set(await this.unresolved.count());
    return counts;
  }

  /**
   * The next few locked carts whose latest attempt left a debit to settle without an entry to find
   * it by: each gets one (never replacing an entry), so this tick's reconciliation settles it.
   */
  async adoptAbandonedDebits(ctx: RequestContext): Promise<number> {
    const carts = await this.settlement.lockedCarts(ctx, { afterId: this.lockedCartsAfter, limit: LOCKED_CARTS_PER_TICK });
    this.lockedCartsAfter = carts.length < LOCKED_CARTS_PER_TICK ? 0 : Number(carts[carts.length - 1]?.id ?? 0);
    let adopted = 0;
    for (const cart of carts) {
      const latest = await this.claims.latest(cart.id);
      if (!latest) continue;
      const key = unresolvedDebitKey(latest.value, this.claims.isStale(latest.value, this.settings.staleAfterMs));
      if (!key) continue;
      const debit = {
        orderId: cart.id,
        orderCode: cart.code,
        attempt: latest.value.attempt,
        idempotencyKey: key,
        sessionId: latest.value.sessionId,
      };
      if (!(await this.unresolved.adopt(debit))) continue;
      adopted += 1;
      const what = latest.value.operation === 'debit' ? 'card debit' : '3-D Secure finish';
      Logger.warn(`Order ${cart.code}: a ${what} left without an unresolved entry was found on the locked cart`, LOG_CONTEXT);
    }
    return adopted;
  }

  async reconcile(ctx: RequestContext, entry: UnresolvedEntry): Promise<ReconcileAction> {
    const { orderId, sessionId } = entry.value;
    const latest = await this.claims.latest(orderId);
    if (!latest) {
      // The order's attempts were forgotten (a month old): nothing is left to settle it by.
      await this.unresolved.releaseEntry(entry);
      return 'settledAlready';
    }
    const stale = this.claims.isStale(latest.value, this.settings.staleAfterMs);
    if (latest.value.state === 'running' && !stale) return 'busy';
    const key = unresolvedDebitKey(latest.value, stale);
    if (!key) {
      // Settled by a later attempt, whose process died before it released the entry.
      await this.unresolved.release(orderId, latest.value.attempt);
      return 'settledAlready';
    }
    if (Date.now() - latest.value.startedAt < this.settings.reconcileAfterMs) return 'tooRecent';
    // The shopper's 3-D Secure result a finish that did not end kept: carried on until it is verified.
    const verifying = latest.value.verifying?.debitKey === key ? latest.value.verifying : undefined;
    const attempt = await this.claims.claim({
      orderId,
      attempt: latest.value.attempt + 1,
      operation: 'debit',
      requestKey: key,
      sessionId,
      ...(verifying ? { verifying } : {}),
    });
    if (!attempt) return 'busy';
    let action: ReconcileAction;
    try {
      action = await this.settle(ctx, entry, attempt, key);
    } catch (error) {
      await this.claims.complete(attempt, { state: 'unknown', unresolvedKey: key, failure: failureOf(error) });
      Logger.warn(`Order ${entry.value.orderCode}: a lost card debit could not be settled yet (${failureOf(error)})`, LOG_CONTEXT);
      return 'failed';
    }
    // A failed release leaves an entry the next tick releases, finding the attempt settled.
    if (action !== 'processing') await this.unresolved.release(orderId, attempt.value.attempt).catch(() => undefined);
    return action;
  }

  private async settle(ctx: RequestContext, entry: UnresolvedEntry, attempt: Attempt, key: string): Promise<ReconcileAction> {
    const { orderId, orderCode, sessionId } = entry.value;
    const fate = fateOf(await this.paymentOf(key, attempt.value.verifying?.result));
    switch (fate.kind) {
      case 'processing':
        await this.unresolved.requeue(entry);
        // A shopper who waited on this attempt is told to wait, as for their own retry.
        await this.claims.complete(attempt, { state: 'unknown', unresolvedKey: key, failure: 'inProgress' });
        return 'processing';
      case 'nothingTaken': {
        const declined = await this.settlement.nothingTaken(ctx, orderId, fate.declined);
        // Without an unresolved key: the shopper's next debit starts afresh.
        await this.claims.complete(attempt, declined ? { state: 'done', outcome: declined } : { state: 'unknown', failure: 'timeout' });
        Logger.info(`Order ${orderCode}: a lost card debit took no money; the order is a cart again`, LOG_CONTEXT);
        return 'nothingTaken';
      }
      case 'challenge':
      case 'taken': {
        const outcome = await this.settlement.settle(ctx, { orderId, key, sessionId }, fate.payment);
        await this.claims.complete(attempt, { state: 'done', outcome });
        const why = outcome.status === 'declined' ? ` ${outcome.reason}` : '';
        Logger.info(`Order ${orderCode}: lost card debit ${fate.payment.id} settled: ${outcome.status}${why}`, LOG_CONTEXT);
        return `payment ${outcome.status}`;
      }
    }
  }

  /**
   * The gateway's payment of debit `key`. One still awaiting its challenge is first verified with
   * the result a finish kept, if it did not end: the shopper's own result, which only the gateway
   * judges (a made-up one takes nothing), verified in the shopper's stead as their repeated finish
   * would be. A challenge that result does not complete stays open for its shopper.
   */
  private async paymentOf(key: string, kept: ChallengeReturn | undefined): Promise<GatewayPayment | undefined> {
    const payment = await this.gateway.findPaymentByIdempotencyKey(key);
    if (payment?.status !== 'requires_challenge' || !kept) return payment;
    return this.gateway.verifyChallenge(payment.id, kept);
  }
}
