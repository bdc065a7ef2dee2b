import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import {
  ChannelService,
  ConfigService,
  EventBus,
  isInspectableJobQueueStrategy,
  JobQueueService,
  LanguageCode,
  Logger,
  OrderService,
  OrderStateTransitionEvent,
  RequestContextService,
  type ID,
  type Job,
  type JobQueue,
  type Order,
  type RequestContext,
} from '@vendure/core';
import { EmailSendEvent } from '@vendure/email-plugin';
import { filter } from 'rxjs/operators';

import { EMAIL_QUEUE } from '../../job-queue/email-queue';
import { ClaimStore } from '../claim-store/claim-store.service';
import { ESIM_SUPPLIER, type EsimSupplier } from './esim-supplier';
import { DELIVERY_SETTINGS, LOGGER_CTX, PROVISION_QUEUE, PROVISION_RETRIES, RECOVERY_WINDOW_MS } from './constants';
import type { DeliverySettings } from './delivery-settings';
import { EsimAlerts } from './alerts/esim-alerts.service';
import { deliverEsims, type DeliveryOrder, type DeliveryPorts, type DeliveryResult } from './delivery-workflow';
import { prepareDelayedMail, prepareDeliveredMail, prepareFailedMail, type MailOrder } from './email/esim-mails';
import { EsimDelayStore } from './esim-delay-store.service';
import { orderOfNotice } from './email/notice-metadata';
import { EsimStoreService } from './esim-store.service';
import { orderOfWaitingWork } from './waiting-work';
import { EsimUsageLinks } from './esim-usage-links.service';
import { EsimDeliveryDelayedEvent, EsimDeliveryFailedEvent, EsimsProvisionedEvent } from './events';
import { OrderRefundService } from './order-refund.service';
import { deliveryLanguage } from './shopper-language';

/** Orders looked at per sweep: the rest wait for the next one. */
const SWEEP_BATCH = 100;
/**
 * A due delivery queued by the retry sweep is not queued again for this long: far longer than one
 * run takes, which records its own next attempt; only a run that died leaves the lease to expire.
 */
const RETRY_LEASE_MS = 10 * 60 * 1000;
/** The supplier's balance is asked at most this often (ESIM_LOW_BALANCE_MINOR). */
const BALANCE_CHECK_EVERY_MS = 10 * 60 * 1000;
/**
 * Jobs read per query: the Shop API's list limit, which a list read without a request context
 * gets (api-hardening/graphql-limits.ts).
 */
const QUEUE_PAGE = 100;
/** Unsettled jobs read per sweep at most: a queue backed up beyond this waits for the next sweep. */
const MAX_QUEUED_JOBS_READ = 5_000;

/** Job data: ids only, so no session token or profile data sits in the job table. */
interface ProvisionJobData {
  orderId: ID;
  channelToken: string;
}

/**
 * On payment settled, queues `provision-esims` for the order; the job (run by the server's
 * in-process worker, or a worker process, see backend/README.md) provisions, stores and emails the eSIMs, or cancels
 * and refunds the order when the supplier cannot supply them (delivery-workflow.ts).
 * Logs name orders and counts only, never an ICCID or activation code.
 */
@Injectable()
export class EsimDeliveryService implements OnModuleInit, OnApplicationBootstrap {
  private queue: JobQueue<ProvisionJobData> | undefined;

  constructor(
    private readonly jobQueueService: JobQueueService,
    private readonly eventBus: EventBus,
    private readonly requestContextService: RequestContextService,
    private readonly channelService: ChannelService,
    private readonly orderService: OrderService,
    private readonly store: EsimStoreService,
    private readonly refunds: OrderRefundService,
    @Inject(ESIM_SUPPLIER) private readonly supplier: EsimSupplier,
    @Inject(DELIVERY_SETTINGS) private readonly settings: DeliverySettings,
    private readonly configService: ConfigService,
    private readonly usageLinks: EsimUsageLinks,
    private readonly delays: EsimDelayStore,
    private readonly alerts: EsimAlerts,
    private readonly claims: ClaimStore,
  ) {}

  async onModuleInit(): Promise<void> {
    this.queue = await this.jobQueueService.createQueue<ProvisionJobData>({
      name: PROVISION_QUEUE,
      process: (job) => this.process(job),
    });
  }

  onApplicationBootstrap(): void {
    // EventBus subscribers run after the transition's transaction has committed.
    this.eventBus
      .ofType(OrderStateTransitionEvent)
      .pipe(filter((event) => event.toState === 'PaymentSettled'))
      .subscribe((event) => {
        void this.enqueue(event.ctx, event.order.id);
      });
    // Published by the process whose mailer sent the email (the worker's, when there is one).
    this.eventBus
      .ofType(EmailSendEvent)
      .pipe(filter((event) => event.success))
      .subscribe((event) => {
        const orderId = orderOfNotice(event.metadata);
        if (orderId) void this.markSent(orderId);
      });
  }

  private async markSent(orderId: ID): Promise<void> {
    try {
      await this.store.markNoticeSent(orderId);
    } catch (error) {
      // Unmarked, the sweep would send the email again once its claim expires: a duplicate, never a loss.
      Logger.error(`Could not mark the eSIM email of order ${String(orderId)} sent: ${String(error)}`, LOGGER_CTX);
    }
  }

  /**
   * The sweep (scheduled, on the worker): events and the mailer's hand-over are not durable, so a
   * process killed between a payment's commit and the enqueue, or between claiming the shopper's
   * email and the mailer queuing it, leaves a paid order without its email. Every order paid in the
   * last day with no email sent, whose notice claim has expired, and for which no delivery job or
   * email waits in the queue, is queued again: the job is idempotent (stored eSIMs are kept). A job
   * that has not moved for STALLED_DELIVERY_WORK_MS does not count as waiting (waiting-work.ts): a
   * job stuck in the queue no longer holds its order's delivery back.
   */
  async requeueLostEmails(ctx: RequestContext): Promise<{ requeued: number }> {
    const now = Date.now();
    const candidates = await this.store.paidWithoutNotice(ctx, {
      placedAfter: new Date(now - RECOVERY_WINDOW_MS),
      placedBefore: new Date(now - this.settings.emailResendAfterMs),
      limit: SWEEP_BATCH,
    });
    if (candidates.length === 0) return { requeued: 0 };
    const waiting = await this.ordersWithQueuedWork(now);
    // A queue backed up beyond what one sweep reads: any candidate may still be in it; the next sweep decides.
    if (!waiting) return { requeued: 0 };
    const lost = candidates.filter((orderId) => !waiting.has(String(orderId)));
    for (const orderId of lost) await this.enqueue(ctx, orderId);
    if (lost.length > 0) Logger.warn(`Queued eSIM delivery again for ${lost.length} paid order(s) whose email was never sent`, LOGGER_CTX);
    return { requeued: lost.length };
  }

  /**
   * Orders with a delivery job or an eSIM email not yet settled in the queue, and still moving
   * (waiting-work.ts); undefined when they cannot all be read.
   */
  private async ordersWithQueuedWork(now: number): Promise<Set<string> | undefined> {
    const strategy = this.configService.jobQueueOptions.jobQueueStrategy;
    // Every strategy the shop runs (DefaultJobQueuePlugin's, BullMQ's) can be read; with one that
    // cannot, the sweep queues nothing rather than risk a second email.
    if (!isInspectableJobQueueStrategy(strategy)) return undefined;
    const orders = new Set<string>();
    for (let skip = 0; ; skip += QUEUE_PAGE) {
      const page = await strategy.findMany({
        filter: { queueName: { in: [PROVISION_QUEUE, EMAIL_QUEUE] }, isSettled: { eq: false } },
        skip,
        take: QUEUE_PAGE,
      });
      for (const job of page.items) {
        const orderId = orderOfWaitingWork(job, now);
        if (orderId) orders.add(orderId);
      }
      if (page.items.length < QUEUE_PAGE) return orders;
      if (skip + QUEUE_PAGE >= MAX_QUEUED_JOBS_READ) return undefined;
    }
  }

  /**
   * The retry sweep (scheduled, every ESIM_RETRY_SWEEP_SCHEDULE): queues the deliveries whose next
   * attempt is due (each leased, so no two sweeps queue one twice), tells the owner once about each
   * order waiting longer than ESIM_DELAY_ALERT_AFTER_MS, and watches the supplier's balance.
   */
  async retryWaitingDeliveries(ctx: RequestContext): Promise<{ queued: number; alerted: number }> {
    const now = new Date();
    const placedAfter = new Date(now.getTime() - this.settings.retry.giveUpAfterMs - RECOVERY_WINDOW_MS);
    const due = await this.delays.leaseDue(ctx, now, RETRY_LEASE_MS, SWEEP_BATCH, placedAfter);
    for (const orderId of due) await this.enqueue(ctx, orderId);
    let alerted = 0;
    const late = await this.delays.waitingSince(ctx, new Date(now.getTime() - this.settings.delayAlertAfterMs), SWEEP_BATCH, placedAfter);
    for (const order of late) {
      if (!(await this.delays.claimDelayAlert(ctx, order.id, now))) continue;
      alerted += 1;
      await this.alerts.raise(ctx, { kind: 'longDelay', subject: order.code, detail: `waiting since ${order.delayedSince.toISOString()}` });
    }
    await this.watchBalance(ctx);
    return { queued: due.length, alerted };
  }

  private async watchBalance(ctx: RequestContext): Promise<void> {
    const threshold = this.settings.lowBalanceMinor;
    if (threshold === undefined || !this.supplier.balance) return;
    if ((await this.claims.claim('esimDelivery.balanceCheck', BALANCE_CHECK_EVERY_MS)) === undefined) return;
    try {
      const balance = await this.supplier.balance(ctx);
      if (balance.amountMinor >= threshold) return;
      const amount = `${(balance.amountMinor / 100).toFixed(2)} ${balance.currency}`;
      await this.alerts.raise(ctx, {
        kind: 'lowBalance',
        subject: amount,
        detail: `under ${(threshold / 100).toFixed(2)} ${balance.currency}`,
      });
    } catch (error) {
      Logger.warn(`Could not read the supplier's balance: ${String(error)}`, LOGGER_CTX);
    }
  }

  /** The supplier says an order changed (its webhook): its delivery runs now, not at the next poll. */
  async wake(ctx: RequestContext, key: { supplierOrderRef?: string; reference?: string }): Promise<boolean> {
    const orderId = await this.delays.orderOfSupplierOrder(ctx, key);
    if (orderId === undefined) return false;
    await this.enqueue(ctx, orderId);
    return true;
  }

  async enqueue(ctx: RequestContext, orderId: ID): Promise<void> {
    try {
      await this.queue?.add({ orderId, channelToken: ctx.channel.token }, { retries: PROVISION_RETRIES });
    } catch (error) {
      Logger.error(`Could not queue eSIM provisioning for order ${orderId}: ${String(error)}`, LOGGER_CTX);
    }
  }

  private async process(job: Job<ProvisionJobData>): Promise<DeliveryResult> {
    const channel = await this.channelService.getChannelFromToken(job.data.channelToken);
    const lookupCtx = await this.requestContextService.create({ apiType: 'admin', channelOrToken: channel });
    const language = await this.recordedLanguage(lookupCtx, job.data.orderId);
    // the email and the product names follow the shopper's language
    const ctx = await this.requestContextService.create({
      apiType: 'admin',
      channelOrToken: channel,
      languageCode: LanguageCode[language],
    });
    const order = await this.orderService.findOne(ctx, job.data.orderId, ['customer', 'lines', 'lines.productVariant']);
    if (!order) return { outcome: 'skipped', reason: 'order not found' };
    const policy = { ...this.settings.retry, now: () => new Date(), random: Math.random };
    const result = await deliverEsims(ctx, this.deliveryOrder(order, language), this.ports(ctx, order), policy);
    Logger.info(`Order ${order.code}: eSIM delivery ${describe(result)}`, LOGGER_CTX);
    return result;
  }

  private async recordedLanguage(ctx: RequestContext, orderId: ID) {
    const order = await this.orderService.findOne(ctx, orderId, []);
    return deliveryLanguage(order?.customFields.shopperLanguage, ctx.channel.defaultLanguageCode);
  }

  private deliveryOrder(order: Order, language: DeliveryOrder['language']): DeliveryOrder {
    return {
      id: order.id,
      code: order.code,
      state: order.state,
      language,
      lines: order.lines.map((line) => ({
        id: line.id,
        sku: line.productVariant.sku,
        packageId: line.productVariant.customFields.supplierPackageId || line.productVariant.sku,
        quantity: line.quantity,
        productName: line.productVariant.name,
      })),
      delayedSince: order.customFields.esimDelayedSince ?? undefined,
      delayedAttempts: order.customFields.esimDelayedAttempts ?? 0,
    };
  }

  private ports(ctx: RequestContext, order: Order): DeliveryPorts {
    const mailOrder = (language: DeliveryOrder['language']): MailOrder => ({
      language,
      orderCode: order.code,
      recipient: order.customer?.emailAddress ?? '',
      firstName: order.customer?.firstName || undefined,
      usageLink: this.usageLinks.urlOf(order, language),
    });
    const orderedLines = (delivery: DeliveryOrder) =>
      delivery.lines.map((line) => ({ productName: line.productName, quantity: line.quantity }));
    return {
      supplier: this.supplier,
      storedEsims: (orderId) => this.store.storedEsims(ctx, orderId),
      pendingSupplierOrder: (reference) => this.delays.pendingSupplierOrder(ctx, reference),
      recordPendingSupplierOrder: (delivery, lineId, request, supplierOrderRef) =>
        this.delays.recordPendingSupplierOrder(ctx, delivery, lineId, this.supplier.name, request, supplierOrderRef),
      claimDelayNotice: (orderId) => this.delays.claimDelayNotice(ctx, orderId, new Date()),
      recordDelay: (delivery, delay) => this.delays.recordDelay(ctx, delivery, delay, new Date()),
      clearDelay: async (delivery) => {
        if (delivery.delayedSince !== undefined) await this.delays.clearDelay(ctx, delivery.id);
      },
      alert: async (alert) => {
        await this.alerts.raise(ctx, alert);
      },
      notifyDelayed: async (delivery) => {
        const mail = prepareDelayedMail(mailOrder(delivery.language), orderedLines(delivery));
        await this.eventBus.publish(new EsimDeliveryDelayedEvent(ctx, order, mail));
      },
      saveEsims: (orderId, esims) => this.store.saveEsims(ctx, orderId, esims),
      claimNotice: (orderId) => this.store.claimNotice(ctx, orderId, this.settings.emailResendAfterMs),
      cancelAndRefund: (delivery) => this.refunds.cancelAndRefund(ctx, delivery.id, delivery.code),
      notifyDelivered: async (delivery, esims) => {
        const names = new Map(delivery.lines.map((line) => [String(line.id), line.productName]));
        const mail = await prepareDeliveredMail(
          mailOrder(delivery.language),
          esims.map((esim) => ({ ...esim, productName: names.get(String(esim.orderLineId)) ?? '' })),
        );
        await this.eventBus.publish(new EsimsProvisionedEvent(ctx, order, mail));
      },
      notifyFailed: async (delivery, refund) => {
        const mail = prepareFailedMail(mailOrder(delivery.language), orderedLines(delivery), refund, order.currencyCode);
        await this.eventBus.publish(new EsimDeliveryFailedEvent(ctx, order, mail));
      },
    };
  }
}

function describe(result: DeliveryResult): string {
  switch (result.outcome) {
    case 'delivered':
      return `${result.esims} eSIM(s) stored, email ${result.notified ? 'queued' : 'already sent'}`;
    case 'cancelled':
      return `failed, order cancelled, refund ${result.refund.settled ? 'settled' : 'pending'}, email ${result.notified ? 'queued' : 'already sent'}`;
    case 'delayed':
      return `waiting (${result.reason}), next attempt at ${result.nextAttemptAt.toISOString()}, on-its-way email ${result.delayNoticeSent ? 'queued' : 'not sent now'}`;
    case 'skipped':
      return `skipped (${result.reason})`;
  }
}
