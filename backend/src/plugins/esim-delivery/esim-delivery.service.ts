import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import {
  ChannelService,
  ConfigService,
  EventBus,
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
import { filter } from 'rxjs/operators';

import { isFinalAttempt } from '../../job-queue/running-attempt';
import { ESIM_PROVIDER, type EsimProvider } from './esim-provider';
import { LOGGER_CTX, PROVISION_QUEUE, PROVISION_RETRIES, RECOVERY_WINDOW_MS } from './constants';
import { deliverEsims, type DeliveryOrder, type DeliveryPorts, type DeliveryResult } from './delivery-workflow';
import { prepareDeliveredMail, prepareFailedMail, type MailOrder } from './email/esim-mails';
import { EsimStoreService } from './esim-store.service';
import { EsimDeliveryFailedEvent, EsimsProvisionedEvent } from './events';
import { OrderRefundService } from './order-refund.service';
import { deliveryLanguage } from './shopper-language';

/** Job data: ids only, so no session token or profile data sits in the job table. */
interface ProvisionJobData {
  orderId: ID;
  channelToken: string;
}

/**
 * On payment settled, queues `provision-esims` for the order; the job (run by the server's
 * in-process worker, or a worker process, see backend/README.md) provisions, stores and emails the eSIMs, or cancels
 * and refunds the order when the provider cannot supply them (delivery-workflow.ts).
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
    @Inject(ESIM_PROVIDER) private readonly provider: EsimProvider,
    private readonly configService: ConfigService,
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
    void this.requeueMissed();
  }

  /**
   * Events are not durable: a server stopped between a payment's commit and the enqueue would
   * leave a paid order without its job. At start, every order paid in the last day that has had
   * no eSIM email is queued again (a duplicate job is harmless, the job is idempotent).
   */
  private async requeueMissed(): Promise<void> {
    try {
      const ctx = await this.requestContextService.create({
        apiType: 'admin',
        channelOrToken: await this.channelService.getDefaultChannel(),
      });
      const orderIds = await this.store.paidWithoutNotice(ctx, new Date(Date.now() - RECOVERY_WINDOW_MS));
      for (const orderId of orderIds) await this.enqueue(ctx, orderId);
      if (orderIds.length > 0) Logger.info(`Queued eSIM delivery again for ${orderIds.length} paid order(s) without an email`, LOGGER_CTX);
    } catch (error) {
      Logger.error(`Could not look for paid orders without eSIMs: ${String(error)}`, LOGGER_CTX);
    }
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
    const finalAttempt = isFinalAttempt(job, this.configService.jobQueueOptions.jobQueueStrategy);
    const result = await deliverEsims(ctx, this.deliveryOrder(order, language), this.ports(ctx, order), { finalAttempt });
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
        quantity: line.quantity,
        productName: line.productVariant.name,
      })),
    };
  }

  private ports(ctx: RequestContext, order: Order): DeliveryPorts {
    const mailOrder = (language: DeliveryOrder['language']): MailOrder => ({
      language,
      orderCode: order.code,
      recipient: order.customer?.emailAddress ?? '',
      firstName: order.customer?.firstName || undefined,
    });
    return {
      provider: this.provider,
      storedEsims: (orderId) => this.store.storedEsims(ctx, orderId),
      saveEsims: (orderId, esims) => this.store.saveEsims(ctx, orderId, esims),
      claimNotice: (orderId) => this.store.claimNotice(ctx, orderId),
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
        const lines = delivery.lines.map((line) => ({ productName: line.productName, quantity: line.quantity }));
        const mail = prepareFailedMail(mailOrder(delivery.language), lines, refund, order.currencyCode);
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
    case 'skipped':
      return `skipped (${result.reason})`;
  }
}
