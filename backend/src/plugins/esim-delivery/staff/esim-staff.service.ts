import { Inject, Injectable } from '@nestjs/common';
import { HistoryEntryType } from '@vendure/common/lib/generated-types';
import {
  EventBus,
  HistoryService,
  isGraphQlErrorResult,
  LanguageCode,
  Logger,
  Order,
  OrderService,
  RequestContextService,
  TransactionalConnection,
  type ID,
  type Payment,
  type RequestContext,
} from '@vendure/core';
import { IsNull, Not, type FindOptionsRelations } from 'typeorm';

import { LOGGER_CTX } from '../constants';
import { EsimDeliveryService } from '../esim-delivery.service';
import { EsimProfile } from '../entities/esim-profile.entity';
import { toEsimStatus, type EsimStatus } from '../esim-status';
import { EsimSupplierError, ESIM_SUPPLIER, failureOf, type EsimSupplier, type EsimUsage } from '../esim-supplier';
import { EsimUsageLinks } from '../esim-usage-links.service';
import { EsimUsageService } from '../esim-usage.service';
import { prepareDeliveredMail, type PreparedMail } from '../email/esim-mails';
import { EsimsProvisionedEvent } from '../events';
import { deliveryLanguage } from '../shopper-language';

/*
 * What staff see of an order's eSIMs and do with them (issue 32 point 4), behind the Admin API of
 * esim-staff-api.ts. Every action leaves a private note in the order's history naming the action
 * and the ICCID's last 4 digits only (the history is shown to every staff member who may read the
 * order; the full ICCID is on the eSIM block for those who need it).
 */

/** Loaded query by query, as esim-store.service.ts loads them (its comment says why). */
const PROFILE_RELATIONS: FindOptionsRelations<EsimProfile> = {
  order: true,
  orderLine: { productVariant: { translations: true, options: { group: true }, product: { translations: true } } },
};

/** States in which a paid order waits for (or has) its eSIMs: delivery-workflow.ts's DELIVERABLE_STATES. */
const DELIVERABLE_STATES = new Set(['PaymentSettled', 'PartiallyShipped', 'Shipped', 'PartiallyDelivered', 'Delivered']);

/**
 * A staff "provision now" takes the order's retry lease as the retry sweep does when it queues one
 * (esim-delivery.service.ts RETRY_LEASE_MS): the sweep does not queue the order a second time
 * meanwhile, and if the job died without recording anything the sweep takes the order up again
 * once the lease is over. Cleared (set to null) instead, a job that died would leave a waiting
 * order that no sweep looks at after a day.
 */
const STAFF_RETRY_LEASE_MS = 10 * 60 * 1000;

const REFUND_REASON = 'eSIM cancelled at the supplier by staff';

/** "…1234": enough for staff to tell eSIMs apart, too little to identify one outside the shop. */
function iccidTail(iccid: string): string {
  return `…${iccid.slice(-4)}`;
}

type EsimStaffErrorCode =
  | 'EsimOrderNotFoundError'
  | 'EsimNotFoundError'
  | 'EsimOrderNotPaidError'
  | 'EsimNothingToSendError'
  | 'EsimNothingMissingError'
  | 'EsimAlreadyCancelledError'
  | 'EsimInUseError'
  | 'EsimCancelRefusedError'
  | 'EsimSupplierUnavailableError';

/** A GraphQL ErrorResult of esim-staff-api.ts: its type name, Vendure's ErrorCode, an English message. */
interface EsimStaffError {
  __typename: EsimStaffErrorCode;
  errorCode: string;
  message: string;
}

function staffError(type: EsimStaffErrorCode, message: string): EsimStaffError {
  // Vendure's ErrorCode member of an ErrorResult type: its name in upper snake case.
  return { __typename: type, errorCode: type.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase(), message };
}

export function isStaffError(value: unknown): value is EsimStaffError {
  return typeof value === 'object' && value !== null && 'errorCode' in value && 'message' in value;
}

/** GraphQL StaffEsim; `usage` is resolved from `status` (asked of the supplier only when selected). */
export interface StaffEsim {
  __typename: 'StaffEsim';
  id: ID;
  orderLineId: ID;
  iccid: string;
  state: 'active' | 'cancelled';
  planName: string;
  supplier: string;
  supplierOrderRef: string | null;
  supplierProfileRef: string | null;
  supplierPackageId: string | null;
  wholesaleCost: { amountMinor: number; currency: string } | null;
  deliveredAt: Date;
  cancelledAt: Date | null;
  /** For the usage resolver: what the supplier is asked about. */
  status: EsimStatus;
  /** The usage resolver asks the supplier again instead of reading the cached answer. */
  refreshUsage: boolean;
}

export interface EsimOrderOverview {
  orderId: ID;
  orderCode: string;
  orderState: string;
  esims: StaffEsim[];
  itemsOrdered: number;
  missingItems: number;
  esimDelayedSince: Date | null;
  esimDelayReason: string | null;
  esimNextAttemptAt: Date | null;
  esimNoticeSentAt: Date | null;
}

interface EsimRefundOutcome {
  /** Minor units asked back for the customer, in the order's currency. */
  amount: number;
  currencyCode: string;
  /** Every refund made was confirmed by its gateway (a manual payment's stays pending for staff). */
  settled: boolean;
  /** Set when a refund could not be made: staff refund it in the order's payment block. */
  failure: string | null;
}

type EsimStaffResult<T> = T | EsimStaffError;

function toStaffEsim(profile: EsimProfile, language: LanguageCode, refreshUsage = false): StaffEsim {
  const status = toEsimStatus(profile, language);
  return {
    __typename: 'StaffEsim',
    id: profile.id,
    orderLineId: profile.orderLineId,
    iccid: profile.iccid,
    state: profile.cancelledAt ? 'cancelled' : 'active',
    planName: status.planName,
    supplier: profile.supplier,
    supplierOrderRef: profile.supplierOrderRef,
    supplierProfileRef: profile.supplierProfileRef,
    supplierPackageId: profile.supplierPackageId,
    wholesaleCost:
      profile.wholesaleCostMinor !== null && profile.wholesaleCurrency
        ? { amountMinor: profile.wholesaleCostMinor, currency: profile.wholesaleCurrency }
        : null,
    deliveredAt: profile.createdAt,
    cancelledAt: profile.cancelledAt,
    status,
    refreshUsage,
  };
}

/**
 * The mailer sends an email identical to one it sent in the last day only once (OnceOnlyEmailSender:
 * a job run again after a crash must not send twice), and a resend renders the same subject and
 * body. Its pictures' content ids carry the time of the resend, so it is another email to the
 * mailer while the shopper sees the same one.
 */
function resentMail(mail: PreparedMail, at: Date): PreparedMail {
  const stamp = `-resent-${at.getTime().toString(36)}@`;
  const renamed = (cid: string) => cid.replace('@', stamp);
  const cards = Array.isArray(mail.templateVars['esims']) ? (mail.templateVars['esims'] as Array<Record<string, unknown>>) : [];
  return {
    ...mail,
    attachments: mail.attachments.map((attachment) => (attachment.cid ? { ...attachment, cid: renamed(attachment.cid) } : attachment)),
    templateVars: {
      ...mail.templateVars,
      esims: cards.map((card) => (typeof card['qrCid'] === 'string' ? { ...card, qrCid: renamed(card['qrCid']) } : card)),
    },
  };
}

const refundable = (payment: Payment) =>
  payment.amount - payment.refunds.filter((refund) => refund.state !== 'Failed').reduce((sum, refund) => sum + refund.total, 0);

@Injectable()
export class EsimStaffService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly orderService: OrderService,
    private readonly historyService: HistoryService,
    private readonly eventBus: EventBus,
    private readonly requestContextService: RequestContextService,
    private readonly delivery: EsimDeliveryService,
    private readonly usageService: EsimUsageService,
    private readonly usageLinks: EsimUsageLinks,
    @Inject(ESIM_SUPPLIER) private readonly supplier: EsimSupplier,
  ) {}

  /** The order's eSIMs and delivery state; undefined for an order unknown in the channel. */
  async overview(ctx: RequestContext, orderId: ID): Promise<EsimOrderOverview | undefined> {
    const order = await this.orderService.findOne(ctx, orderId, ['lines']);
    if (!order) return undefined;
    const profiles = await this.profilesOf(ctx, order.id);
    const itemsOrdered = order.lines.reduce((sum, line) => sum + line.quantity, 0);
    return {
      orderId: order.id,
      orderCode: order.code,
      orderState: order.state,
      esims: profiles.map((profile) => toStaffEsim(profile, ctx.languageCode)),
      itemsOrdered,
      missingItems: Math.max(0, itemsOrdered - profiles.length),
      esimDelayedSince: order.customFields.esimDelayedSince ?? null,
      esimDelayReason: order.customFields.esimDelayReason ?? null,
      esimNextAttemptAt: order.customFields.esimNextAttemptAt ?? null,
      esimNoticeSentAt: order.customFields.esimNoticeSentAt ?? null,
    };
  }

  /**
   * Queues the delivery email again with the order's eSIMs not cancelled, even when it was sent:
   * a staff resend is meant. The once-only notice of the automatic delivery is left as it is.
   */
  async resendEmail(ctx: RequestContext, orderId: ID): Promise<EsimStaffResult<{ orderId: ID; recipient: string; esimCount: number }>> {
    const found = await this.orderService.findOne(ctx, orderId, []);
    if (!found) return staffError('EsimOrderNotFoundError', 'No order with this id');
    const language = deliveryLanguage(found.customFields.shopperLanguage, ctx.channel.defaultLanguageCode);
    // The product names in the shopper's language, as the delivery job writes them.
    const mailCtx = await this.requestContextService.create({
      apiType: 'admin',
      channelOrToken: ctx.channel,
      languageCode: LanguageCode[language],
    });
    const order = await this.orderService.findOne(mailCtx, orderId, ['customer', 'lines', 'lines.productVariant']);
    const recipient = order?.customer?.emailAddress;
    if (!order || !recipient) return staffError('EsimOrderNotFoundError', 'The order has no customer to email');
    const esims = (await this.profilesOf(ctx, order.id)).filter((profile) => !profile.cancelledAt);
    if (esims.length === 0) return staffError('EsimNothingToSendError', 'The order has no eSIM that is not cancelled');
    const names = new Map(order.lines.map((line) => [String(line.id), line.productVariant.name]));
    const mail = await prepareDeliveredMail(
      {
        language,
        orderCode: order.code,
        recipient,
        firstName: order.customer?.firstName || undefined,
        usageLink: this.usageLinks.urlOf(order, language),
      },
      esims.map((esim) => ({
        iccid: esim.iccid,
        smdpAddress: esim.smdpAddress,
        matchingId: esim.matchingId,
        ...(esim.confirmationCode ? { confirmationCode: esim.confirmationCode } : {}),
        productName: names.get(String(esim.orderLineId)) ?? '',
      })),
    );
    await this.eventBus.publish(new EsimsProvisionedEvent(mailCtx, order, resentMail(mail, new Date())));
    await this.note(ctx, order.id, `Resent the eSIM delivery email (${esims.map((esim) => iccidTail(esim.iccid)).join(', ')})`);
    Logger.info(`Order ${order.code}: staff resent the eSIM email (${esims.length} eSIM(s))`, LOGGER_CTX);
    return { orderId: order.id, recipient, esimCount: esims.length };
  }

  /** Queues the delivery job now for the items still without an eSIM. */
  async provisionMissing(ctx: RequestContext, orderId: ID): Promise<EsimStaffResult<{ orderId: ID; missingItems: number }>> {
    const overview = await this.overview(ctx, orderId);
    if (!overview) return staffError('EsimOrderNotFoundError', 'No order with this id');
    if (!DELIVERABLE_STATES.has(overview.orderState)) {
      return staffError('EsimOrderNotPaidError', `The order is ${overview.orderState}: only a paid order is provisioned`);
    }
    if (overview.missingItems === 0) return staffError('EsimNothingMissingError', 'Every item of the order has its eSIM');
    if (overview.esimNextAttemptAt) {
      await this.connection
        .getRepository(ctx, Order)
        .update({ id: overview.orderId }, { customFields: { esimNextAttemptAt: new Date(Date.now() + STAFF_RETRY_LEASE_MS) } });
    }
    await this.delivery.enqueue(ctx, overview.orderId);
    await this.note(ctx, overview.orderId, `Queued the provisioning of ${overview.missingItems} missing eSIM(s)`);
    return { orderId: overview.orderId, missingItems: overview.missingItems };
  }

  /**
   * Cancels an eSIM nobody installed at its supplier; with `refund`, hands the customer back that
   * one item's price through Vendure's refundOrder (the payment's gateway), never more than is
   * left to refund on the settled payments.
   */
  async cancelAtSupplier(
    ctx: RequestContext,
    esimId: ID,
    refund: boolean,
  ): Promise<EsimStaffResult<{ esim: StaffEsim; refund: EsimRefundOutcome | null }>> {
    const profile = await this.profileInChannel(ctx, esimId);
    if (!profile) return staffError('EsimNotFoundError', 'No eSIM with this id');
    if (profile.cancelledAt) return staffError('EsimAlreadyCancelledError', 'This eSIM was already cancelled');
    const usage = await this.usageOf(ctx, profile, true);
    if (usage && usage.state !== 'notInstalled') {
      return staffError('EsimInUseError', `The supplier reports this eSIM ${usage.state}: only an eSIM nobody installed can be cancelled`);
    }
    try {
      await this.supplier.cancel(ctx, {
        iccid: profile.iccid,
        supplierOrderRef: profile.supplierOrderRef ?? '',
        supplierProfileRef: profile.supplierProfileRef ?? profile.iccid,
      });
    } catch (error) {
      const failure = failureOf(error);
      const reason = error instanceof EsimSupplierError ? error.message : 'no answer';
      Logger.warn(`Order ${profile.order.code}: the supplier did not cancel an eSIM (${failure}: ${reason})`, LOGGER_CTX);
      return failure === 'refused'
        ? staffError('EsimCancelRefusedError', 'The supplier refused to cancel this eSIM (installed, or past its cancellation window)')
        : staffError('EsimSupplierUnavailableError', 'The supplier could not be reached or failed: try again later');
    }
    // Conditional: of two staff cancelling at once, one records it (and refunds).
    const marked = await this.connection
      .getRepository(ctx, EsimProfile)
      .update({ id: profile.id, cancelledAt: IsNull() }, { cancelledAt: new Date() });
    if ((marked.affected ?? 0) === 0) return staffError('EsimAlreadyCancelledError', 'This eSIM was already cancelled');
    const tail = iccidTail(profile.iccid);
    await this.note(ctx, profile.orderId, `Cancelled eSIM ${tail} at the supplier (${profile.supplier})`);
    const outcome = refund ? await this.refundItem(ctx, profile) : null;
    if (outcome) {
      const amount = `${(outcome.amount / 100).toFixed(2)} ${outcome.currencyCode}`;
      await this.note(
        ctx,
        profile.orderId,
        outcome.failure
          ? `Refund of ${amount} for cancelled eSIM ${tail} failed (${outcome.failure}): refund it from the payment`
          : `Refunded ${amount} for cancelled eSIM ${tail}${outcome.settled ? '' : ' (pending: settle it from the payment)'}`,
      );
    }
    const updated = await this.profileInChannel(ctx, profile.id);
    return { esim: toStaffEsim(updated ?? profile, ctx.languageCode), refund: outcome };
  }

  /** The eSIM with its usage asked of the supplier again (rate-limited per address, as the shop's refresh). */
  async refreshUsage(ctx: RequestContext, esimId: ID): Promise<EsimStaffResult<StaffEsim>> {
    const profile = await this.profileInChannel(ctx, esimId);
    if (!profile) return staffError('EsimNotFoundError', 'No eSIM with this id');
    await this.note(ctx, profile.orderId, `Refreshed the usage of eSIM ${iccidTail(profile.iccid)}`);
    return toStaffEsim(profile, ctx.languageCode, !profile.cancelledAt);
  }

  /** Null for a cancelled eSIM (the supplier no longer knows it) and when the supplier cannot say. */
  async usageOf(ctx: RequestContext, esim: EsimProfile | StaffEsim, refresh: boolean): Promise<EsimUsage | null> {
    if (esim.cancelledAt) return null;
    const status = 'status' in esim ? esim.status : toEsimStatus(esim, ctx.languageCode);
    return (await this.usageService.usage(ctx, status, refresh)) ?? null;
  }

  private profilesOf(ctx: RequestContext, orderId: ID): Promise<EsimProfile[]> {
    return this.connection.getRepository(ctx, EsimProfile).find({
      where: { orderId },
      relations: PROFILE_RELATIONS,
      relationLoadStrategy: 'query',
      order: { orderLineId: 'ASC', position: 'ASC' },
    });
  }

  /** The eSIM, when its order is in the request's channel. */
  private async profileInChannel(ctx: RequestContext, esimId: ID): Promise<EsimProfile | undefined> {
    // An id the database cannot compare (not a number) is simply unknown.
    if (!/^\d{1,15}$/.test(String(esimId))) return undefined;
    const profile = await this.connection.getRepository(ctx, EsimProfile).findOne({
      where: { id: esimId, orderId: Not(IsNull()) },
      relations: PROFILE_RELATIONS,
      relationLoadStrategy: 'query',
    });
    if (!profile) return undefined;
    return (await this.orderService.findOne(ctx, profile.orderId, [])) ? profile : undefined;
  }

  /** The item's share of its line (Vendure's prorated unit price with tax), from the settled payments. */
  private async refundItem(ctx: RequestContext, profile: EsimProfile): Promise<EsimRefundOutcome> {
    const order = await this.orderService.findOne(ctx, profile.orderId, ['lines']);
    const line = order?.lines.find((candidate) => String(candidate.id) === String(profile.orderLineId));
    const currencyCode = order?.currencyCode ?? '';
    if (!order || !line) return { amount: 0, currencyCode, settled: false, failure: 'the order line is gone' };
    const payments = (await this.orderService.getOrderPayments(ctx, order.id)).filter((payment) => payment.state === 'Settled');
    const share = line.proratedUnitPriceWithTax;
    let outstanding = Math.min(
      share,
      payments.reduce((sum, payment) => sum + Math.max(0, refundable(payment)), 0),
    );
    const asked = outstanding;
    if (asked <= 0) return { amount: 0, currencyCode, settled: true, failure: 'nothing is left to refund on the order' };
    let settled = true;
    for (const payment of payments) {
      const amount = Math.min(outstanding, refundable(payment));
      if (amount <= 0) continue;
      let result: Awaited<ReturnType<OrderService['refundOrder']>>;
      try {
        result = await this.orderService.refundOrder(ctx, {
          paymentId: payment.id,
          amount,
          reason: REFUND_REASON,
          // deprecated by `amount`, but their columns are still NOT NULL (order-refund.service.ts)
          shipping: 0,
          adjustment: 0,
        });
      } catch (error) {
        Logger.error(`Order ${order.code}: refund of payment ${payment.id} failed: ${String(error)}`, LOGGER_CTX);
        return { amount: asked, currencyCode, settled: false, failure: 'the payment method could not refund' };
      }
      if (isGraphQlErrorResult(result)) return { amount: asked, currencyCode, settled: false, failure: result.message };
      if (result.state === 'Failed') return { amount: asked, currencyCode, settled: false, failure: 'the gateway refused the refund' };
      if (result.state !== 'Settled') settled = false;
      outstanding -= amount;
      if (outstanding <= 0) break;
    }
    return { amount: asked, currencyCode, settled, failure: null };
  }

  private async note(ctx: RequestContext, orderId: ID, note: string): Promise<void> {
    await this.historyService.createHistoryEntryForOrder({ ctx, orderId, type: HistoryEntryType.ORDER_NOTE, data: { note } }, false);
  }
}
