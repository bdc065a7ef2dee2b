import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HistoryEntryType } from '@vendure/common/lib/generated-types';
import {
  EventBus,
  HistoryService,
  isGraphQlErrorResult,
  JobQueueService,
  LanguageCode,
  Logger,
  OrderService,
  Payment,
  Refund,
  RequestContextService,
  TransactionalConnection,
  type ID,
  type Job,
  type JobQueue,
  type Order,
  type RequestContext,
} from '@vendure/core';
import { Like } from 'typeorm';

import { deliveryLanguage } from '../../../esim-delivery/shopper-language';
import { WALLET_GATEWAY, WALLET_PAYMENT_METHOD_CODE, WALLET_PAYMENT_SETTINGS } from '../constants';
import { preparePaymentFailedMail } from '../email/payment-failed-mail';
import { WalletPaymentFailedEvent } from '../events';
import { FinishLocks } from '../finish-locks';
import { WalletGatewayError, type WalletGateway, type WalletRefund } from '../gateway/wallet-gateway';
import type { WalletPaymentSettings } from '../wallet-payment-settings';
import { WalletStore } from '../wallet-store';
import { isRefundEvent, type HandledEventType, type PaymentHint } from '../webhook/webhook-rules';
import { reconciliationOf, type DeclineReason, type Reconciliation } from './reconciliation-rules';

const RECONCILE_QUEUE = 'paypal-reconcile';

/** A job waiting on a finish (the PayPal order's lock) or on PayPal itself is tried again, 1 s apart. */
const RECONCILE_RETRIES = 10;

const LOG_CONTEXT = 'PayPalReconciliation';
const CANCEL_REASON = 'PayPal did not complete the payment';
const CANCELLED_WHILE_PENDING_REASON = 'Order cancelled while PayPal was confirming the payment';

/** Job data: ids only. */
interface ReconcileJobData {
  channelToken: string;
  trigger: 'webhook' | 'schedule' | 'finish';
  /** The webhook's event type (it names what is recorded: a refund or a reversal). */
  eventType?: HandledEventType;
  hint?: PaymentHint;
  paymentId?: ID;
}

export type ReconcileOutcome =
  { paymentId: ID; action: Reconciliation['action'] } | { paymentId?: ID; action: 'noPayment' | 'noPayPalOrder' };

/** Thrown to have the job tried again later (the queue's retries). */
class TryAgainLater extends Error {}

/**
 * Settles PayPal payments with PayPal: on each verified webhook event, on the schedule (every
 * payment still Authorized, i.e. a capture PayPal left PENDING) and after a finish that recorded
 * a pending capture, always through the job queue, so it runs wherever the worker runs. Each job
 * reads PayPal's order, decides with reconciliation-rules.ts and applies the outcome under the
 * PayPal order's lock (the finish's), so a payment is settled, declined or given its refunds once
 * however many events arrive, and in whatever order.
 */
@Injectable()
export class WalletReconciliationService implements OnModuleInit {
  private queue: JobQueue<ReconcileJobData> | undefined;

  constructor(
    private readonly jobQueueService: JobQueueService,
    private readonly requestContextService: RequestContextService,
    private readonly connection: TransactionalConnection,
    private readonly orderService: OrderService,
    private readonly historyService: HistoryService,
    private readonly eventBus: EventBus,
    private readonly locks: FinishLocks,
    private readonly store: WalletStore,
    @Inject(WALLET_GATEWAY) private readonly gateway: WalletGateway,
    @Inject(WALLET_PAYMENT_SETTINGS) private readonly settings: WalletPaymentSettings,
  ) {}

  async onModuleInit(): Promise<void> {
    this.queue = await this.jobQueueService.createQueue<ReconcileJobData>({
      name: RECONCILE_QUEUE,
      process: (job) => this.process(job),
    });
  }

  private get staleAfterMs(): number {
    return this.settings.timeoutMs * 4 + 30_000;
  }

  private async add(data: ReconcileJobData): Promise<void> {
    if (!this.queue) throw new Error('The PayPal reconciliation queue is not ready');
    await this.queue.add(data, { retries: RECONCILE_RETRIES });
  }

  /** A verified webhook event: throws when it could not be queued (the endpoint answers 503). */
  enqueueEvent(ctx: RequestContext, eventType: HandledEventType, hint: PaymentHint): Promise<void> {
    return this.add({ channelToken: ctx.channel.token, trigger: 'webhook', eventType, hint });
  }

  /** One payment, after the finish recorded it pending: an event may have raced the recording. */
  async enqueuePayment(ctx: RequestContext, paymentId: ID): Promise<void> {
    try {
      await this.add({ channelToken: ctx.channel.token, trigger: 'finish', paymentId });
    } catch (error) {
      // The schedule will reach it anyway.
      Logger.warn(`Could not queue the reconciliation of payment ${paymentId}: ${String(error)}`, LOG_CONTEXT);
    }
  }

  /** The scheduled task: every payment PayPal still holds pending (old webhook ids expire in the claim store). */
  async enqueuePending(ctx: RequestContext): Promise<{ pendingPayments: number }> {
    const pending = await this.connection.getRepository(ctx, Payment).find({
      where: { method: WALLET_PAYMENT_METHOD_CODE, state: 'Authorized' },
      select: { id: true },
    });
    for (const payment of pending) await this.add({ channelToken: ctx.channel.token, trigger: 'schedule', paymentId: payment.id });
    if (pending.length > 0) Logger.verbose(`Queued the reconciliation of ${pending.length} pending PayPal payment(s)`, LOG_CONTEXT);
    return { pendingPayments: pending.length };
  }

  private async process(job: Job<ReconcileJobData>): Promise<ReconcileOutcome[]> {
    const { data } = job;
    const ctx = await this.requestContextService.create({ apiType: 'admin', channelOrToken: data.channelToken });
    const paymentIds = data.paymentId !== undefined ? [data.paymentId] : await this.paymentsOf(ctx, data.hint ?? {});
    if (paymentIds.length === 0) {
      // A finish still recording it (it reconciles it itself afterwards), or a capture the shop never recorded.
      Logger.info(
        `PayPal ${data.eventType ?? 'reconciliation'} for ${describeHint(data.hint)}: no PayPal payment of the shop matches`,
        LOG_CONTEXT,
      );
      return [{ action: 'noPayment' }];
    }
    const outcomes: ReconcileOutcome[] = [];
    for (const paymentId of paymentIds) outcomes.push(await this.reconcile(ctx, paymentId, data.eventType));
    return outcomes;
  }

  /** The shop's PayPal payments an event points to: by capture id, else PayPal order id, else order code. */
  private async paymentsOf(ctx: RequestContext, hint: PaymentHint): Promise<ID[]> {
    const payments = this.connection.getRepository(ctx, Payment);
    const select = { id: true } as const;
    if (hint.captureId) {
      const found = await payments.find({ where: { method: WALLET_PAYMENT_METHOD_CODE, transactionId: hint.captureId }, select });
      if (found.length > 0) return found.map((payment) => payment.id);
    }
    if (hint.walletOrderId) {
      // The id is letters, digits and dashes (webhook-rules.ts), so it cannot widen the pattern.
      const found = await payments.find({
        where: { method: WALLET_PAYMENT_METHOD_CODE, metadata: Like(`%"walletOrderId":"${hint.walletOrderId}"%`) },
        select,
      });
      if (found.length > 0) return found.map((payment) => payment.id);
    }
    if (hint.orderCode) {
      const order = await this.orderService.findOneByCode(ctx, hint.orderCode, ['payments']);
      return (order?.payments ?? []).filter((payment) => payment.method === WALLET_PAYMENT_METHOD_CODE).map((payment) => payment.id);
    }
    return [];
  }

  /** One payment with PayPal, under its PayPal order's lock. */
  async reconcile(ctx: RequestContext, paymentId: ID, eventType?: HandledEventType): Promise<ReconcileOutcome> {
    const first = await this.connection.getRepository(ctx, Payment).findOne({ where: { id: paymentId } });
    const walletOrderId = typeof first?.metadata?.['walletOrderId'] === 'string' ? first.metadata['walletOrderId'] : undefined;
    if (!first || !walletOrderId) return { paymentId, action: 'noPayPalOrder' };
    const lock = await this.locks.acquire(walletOrderId, this.staleAfterMs);
    if (!lock) throw new TryAgainLater(`PayPal order ${walletOrderId} is being finished or reconciled`);
    try {
      const payment = await this.connection
        .getRepository(ctx, Payment)
        .findOneOrFail({ where: { id: paymentId }, relations: { order: true, refunds: true } });
      const order = payment.order;
      const remote = await this.gateway.getOrder(walletOrderId).catch((error: unknown) => {
        // PayPal does not know the order (another PayPal account, a simulator restarted): asking again changes nothing.
        if (error instanceof WalletGatewayError && error.kind === 'notFound') return undefined;
        throw error;
      });
      if (!remote) {
        Logger.error(
          `Order ${order.code}: PayPal does not know its PayPal order ${walletOrderId} (payment ${payment.id} ${payment.state}); staff must check it`,
          LOG_CONTEXT,
        );
        return { paymentId, action: 'noPayPalOrder' };
      }
      const ownRefunds = await this.store.shopRefundsAmong(remote.refunds.map((refund) => refund.id));
      const known = new Set([
        ...payment.refunds.map((refund) => refund.transactionId).filter((id): id is string => Boolean(id)),
        ...ownRefunds,
      ]);
      const decision = reconciliationOf(
        {
          state: payment.state,
          amount: payment.amount,
          currencyCode: order.currencyCode,
          captureId: payment.transactionId || undefined,
          knownRefundIds: known,
        },
        { code: order.code, state: order.state },
        remote,
      );
      await this.apply(ctx, decision, payment, order, eventType);
      if (decision.action !== 'none' && decision.action !== 'wait') {
        Logger.info(
          `Order ${order.code}: PayPal payment ${payment.id} reconciled (${decision.action}${'why' in decision ? ` ${decision.why}` : ''})`,
          LOG_CONTEXT,
        );
      }
      return { paymentId, action: decision.action };
    } finally {
      await lock.release();
    }
  }

  private async apply(
    ctx: RequestContext,
    decision: Reconciliation,
    payment: Payment,
    order: Order,
    eventType: HandledEventType | undefined,
  ): Promise<void> {
    switch (decision.action) {
      case 'wait':
      case 'none':
        return;
      case 'mismatch':
        Logger.error(
          `Order ${order.code}: PayPal's order does not match payment ${payment.id} (${decision.why}); staff must check it`,
          LOG_CONTEXT,
        );
        return;
      case 'settle':
        return this.settle(ctx, payment.id, order.code);
      case 'settleThenRefund':
        await this.settle(ctx, payment.id, order.code);
        return this.refundCancelled(ctx, payment, order.code);
      case 'decline':
        return this.decline(ctx, payment, order, decision.reason);
      case 'recordRefunds':
        // Only a refund's own event tells a refund from a reversal: a capture event that comes late
        // (PayPal and the simulator send them in any order) and sees the refund first leaves it to
        // that event, which PayPal resends until it is taken.
        if (eventType !== undefined && !isRefundEvent(eventType)) return;
        for (const refund of decision.refunds) await this.recordRefund(ctx, payment, order, refund, eventType);
        return;
    }
  }

  /** Through Vendure (the handler asks PayPal once more): the order moves to PaymentSettled and the eSIM is delivered. */
  private async settle(ctx: RequestContext, paymentId: ID, orderCode: string): Promise<void> {
    const result = await this.orderService.settlePayment(ctx, paymentId);
    if (isGraphQlErrorResult(result))
      throw new TryAgainLater(`Order ${orderCode}: payment ${paymentId} could not be settled (${result.message})`);
  }

  /** Staff cancelled the order while PayPal was confirming; PayPal completed it since: the money goes back. */
  private async refundCancelled(ctx: RequestContext, payment: Payment, orderCode: string): Promise<void> {
    const result = await this.orderService.refundOrder(ctx, {
      paymentId: payment.id,
      amount: payment.amount,
      reason: CANCELLED_WHILE_PENDING_REASON,
      shipping: 0,
      adjustment: 0,
    });
    if (isGraphQlErrorResult(result) || result.state === 'Failed') {
      Logger.error(
        `Order ${orderCode}: the PayPal payment completed after the order was cancelled could not be refunded; staff must refund it`,
        LOG_CONTEXT,
      );
    }
  }

  /**
   * PayPal did not complete the payment: Declined, the order cancelled (nothing is delivered), the
   * shopper emailed once. Each step is skipped when done already, so a retry finishes a decline
   * that stopped halfway.
   */
  private async decline(ctx: RequestContext, payment: Payment, order: Order, reason: DeclineReason): Promise<void> {
    await this.connection.withTransaction(ctx, async (tx) => {
      if (payment.state === 'Authorized') {
        const declined = await this.orderService.transitionPaymentToState(tx, payment.id, 'Declined');
        if (isGraphQlErrorResult(declined)) throw new Error(`Payment ${payment.id} could not be declined: ${declined.message}`);
      }
      const current = await this.orderService.findOne(tx, order.id, []);
      if (current && current.state !== 'Cancelled') {
        const cancelled = await this.orderService.cancelOrder(tx, { orderId: order.id, reason: CANCEL_REASON, cancelShipping: true });
        if (isGraphQlErrorResult(cancelled)) throw new Error(`Order ${order.code} could not be cancelled: ${cancelled.message}`);
      }
    });
    if (!(await this.store.claimFailureNotice(order.id))) return;
    Logger.info(`Order ${order.code} cancelled: PayPal did not complete its payment (${reason})`, LOG_CONTEXT);
    await this.notifyFailed(ctx, order.id);
  }

  private async notifyFailed(ctx: RequestContext, orderId: ID): Promise<void> {
    const recorded = await this.orderService.findOne(ctx, orderId, []);
    const language = deliveryLanguage(recorded?.customFields.shopperLanguage, ctx.channel.defaultLanguageCode);
    // Product names in the shopper's language.
    const shopperCtx = await this.requestContextService.create({
      apiType: 'admin',
      channelOrToken: ctx.channel,
      languageCode: LanguageCode[language],
    });
    const order = await this.orderService.findOne(shopperCtx, orderId, ['customer', 'lines', 'lines.productVariant']);
    const recipient = order?.customer?.emailAddress;
    if (!order || !recipient) {
      Logger.error(`Order ${orderId}: no email address to tell that PayPal did not complete the payment`, LOG_CONTEXT);
      return;
    }
    const mail = preparePaymentFailedMail({
      language,
      orderCode: order.code,
      recipient,
      firstName: order.customer?.firstName || undefined,
      // A cancelled order's lines have quantity 0; what was ordered stays in orderPlacedQuantity.
      lines: order.lines.map((line) => ({ productName: line.productVariant.name, quantity: line.quantity || line.orderPlacedQuantity })),
    });
    await this.eventBus.publish(new WalletPaymentFailedEvent(shopperCtx, order, mail));
  }

  /**
   * A refund or reversal made at PayPal, not by the shop (the merchant's PayPal account, a
   * chargeback): kept as a settled Refund of the payment, so Vendure's refundable amount is right
   * and nothing is refunded twice, and as a note staff read in the order's history. Nothing else
   * changes: no email, no cancellation, the eSIM stays delivered.
   */
  private async recordRefund(
    ctx: RequestContext,
    payment: Payment,
    order: Order,
    refund: WalletRefund,
    eventType: HandledEventType | undefined,
  ): Promise<void> {
    const reversal = eventType === 'PAYMENT.CAPTURE.REVERSED';
    const what = reversal ? 'reversed by PayPal (a chargeback or a dispute)' : 'refunded at PayPal, outside the shop';
    const amount = new Intl.NumberFormat('en', { style: 'currency', currency: order.currencyCode }).format(refund.amount / 100);
    await this.connection.withTransaction(ctx, async (tx) => {
      const metadata: Refund['metadata'] = { recordedFrom: 'PayPal', trigger: eventType ?? 'reconciliation' };
      await this.connection.getRepository(tx, Refund).save(
        new Refund({
          payment,
          total: refund.amount,
          items: 0,
          shipping: 0,
          adjustment: 0,
          method: WALLET_PAYMENT_METHOD_CODE,
          reason: reversal ? 'Reversed by PayPal' : 'Refunded at PayPal',
          state: 'Settled',
          transactionId: refund.id,
          metadata,
        }),
      );
      await this.historyService.createHistoryEntryForOrder(
        {
          ctx: tx,
          orderId: order.id,
          type: HistoryEntryType.ORDER_NOTE,
          data: {
            note: `PayPal: ${amount} of capture ${payment.transactionId} was ${what} (PayPal refund ${refund.id}). Recorded as a refund; nothing else was changed.`,
          },
        },
        false,
      );
    });
    Logger.warn(`Order ${order.code}: PayPal refund ${refund.id} (${amount}) ${what}; recorded for staff`, LOG_CONTEXT);
  }
}

function describeHint(hint: PaymentHint | undefined): string {
  if (!hint) return 'no ids';
  return [
    hint.captureId && `capture ${hint.captureId}`,
    hint.walletOrderId && `PayPal order ${hint.walletOrderId}`,
    hint.orderCode && `order ${hint.orderCode}`,
  ]
    .filter(Boolean)
    .join(', ');
}
