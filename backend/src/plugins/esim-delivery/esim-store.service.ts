import { Injectable } from '@nestjs/common';
import { Order, TransactionalConnection, type ID, type RequestContext } from '@vendure/core';
import { Between, IsNull, Not, type FindOptionsRelations } from 'typeorm';

import { ClaimStore } from '../claim-store/claim-store.service';

import type { StoredEsim } from './delivery-workflow';
import { EsimProfile } from './entities/esim-profile.entity';

function toStored(row: EsimProfile): StoredEsim {
  return {
    orderLineId: row.orderLineId,
    position: row.position,
    iccid: row.iccid,
    smdpAddress: row.smdpAddress,
    matchingId: row.matchingId,
    ...(row.confirmationCode ? { confirmationCode: row.confirmationCode } : {}),
    supplier: row.supplier,
    supplierOrderRef: row.supplierOrderRef ?? '',
    supplierProfileRef: row.supplierProfileRef ?? row.iccid,
    supplierPackageId: row.supplierPackageId ?? '',
    ...(row.wholesaleCostMinor !== null && row.wholesaleCurrency
      ? { wholesaleCost: { amountMinor: row.wholesaleCostMinor, currency: row.wholesaleCurrency } }
      : {}),
  };
}

/**
 * What toEsimStatus (esim-status.ts) reads of a profile: its order, and its variant's names and
 * options. Loaded query by query (`relationLoadStrategy: 'query'`): joined in one query, the
 * translations of variant, options and product multiply into a row set that took 8.6 s for an
 * order of 4 eSIMs on SQLite, against 45 ms this way.
 */
const STATUS_RELATIONS: FindOptionsRelations<EsimProfile> = {
  order: true,
  orderLine: { productVariant: { translations: true, options: { group: true }, product: { translations: true } } },
};

/** The customer's eSIMs in the "My eSIMs" panel: at most this many at once. */
export const MAX_CUSTOMER_ESIMS_PER_PAGE = 50;

/** The claim of the order's one shopper email (plugins/claim-store). */
export const noticeKey = (orderId: ID) => `esimDelivery.notice:order:${String(orderId)}`;

/** The eSIMs stored on orders, and the once-only guard of the shopper's email. */
@Injectable()
export class EsimStoreService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly claims: ClaimStore,
  ) {}

  async storedEsims(ctx: RequestContext, orderId: ID): Promise<StoredEsim[]> {
    const rows = await this.connection.getRepository(ctx, EsimProfile).find({ where: { orderId }, order: { position: 'ASC' } });
    return rows.map(toStored);
  }

  /** One line's new profiles in one transaction: all of them or none. */
  async saveEsims(ctx: RequestContext, orderId: ID, esims: StoredEsim[]): Promise<void> {
    await this.connection.withTransaction(ctx, async (txCtx) => {
      const repository = this.connection.getRepository(txCtx, EsimProfile);
      await repository.save(
        esims.map(
          (esim) =>
            new EsimProfile({
              orderId,
              orderLineId: esim.orderLineId,
              position: esim.position,
              iccid: esim.iccid,
              smdpAddress: esim.smdpAddress,
              matchingId: esim.matchingId,
              confirmationCode: esim.confirmationCode ?? null,
              supplier: esim.supplier,
              supplierOrderRef: esim.supplierOrderRef,
              supplierProfileRef: esim.supplierProfileRef,
              supplierPackageId: esim.supplierPackageId,
              wholesaleCostMinor: esim.wholesaleCost?.amountMinor ?? null,
              wholesaleCurrency: esim.wholesaleCost?.currency ?? null,
            }),
        ),
      );
    });
  }

  /**
   * Whether this run may hand the shopper's email (delivery or failure) to the mailer: only while
   * none was sent (`esimNoticeSentAt`, set once the mailer sent it) and no other run holds the
   * order's notice claim. The claim lasts `resendAfterMs`: of two concurrent or repeated runs exactly
   * one gets `true`, and an email lost before the mailer queued it (the process died) may be sent
   * again once the claim has expired.
   */
  async claimNotice(ctx: RequestContext, orderId: ID, resendAfterMs: number): Promise<boolean> {
    const sent = await this.connection
      .getRepository(ctx, Order)
      .exists({ where: { id: orderId, customFields: { esimNoticeSentAt: Not(IsNull()) } } });
    if (sent) return false;
    return (await this.claims.claim(noticeKey(orderId), resendAfterMs)) !== undefined;
  }

  /** The mailer sent the order's email: no run sends another. */
  async markNoticeSent(orderId: ID): Promise<void> {
    await this.connection.rawConnection
      .getRepository(Order)
      .createQueryBuilder()
      .update(Order)
      .set({ customFields: { esimNoticeSentAt: new Date() } })
      .where({ id: orderId, customFields: { esimNoticeSentAt: IsNull() } })
      .execute();
  }

  /**
   * Paid orders placed between `placedAfter` and `placedBefore` whose shopper has had no eSIM
   * email yet and whose notice nobody holds now, oldest first, at most `limit`.
   */
  async paidWithoutNotice(ctx: RequestContext, range: { placedAfter: Date; placedBefore: Date; limit: number }): Promise<ID[]> {
    const orders = await this.connection.getRepository(ctx, Order).find({
      select: { id: true },
      where: {
        state: 'PaymentSettled',
        orderPlacedAt: Between(range.placedAfter, range.placedBefore),
        // a delivery waiting for the supplier is the retry sweep's (esim-delay-store.service.ts)
        customFields: { esimNoticeSentAt: IsNull(), esimNextAttemptAt: IsNull() },
      },
      order: { orderPlacedAt: 'ASC' },
      take: range.limit,
    });
    const held = new Set((await this.claims.readAll(orders.map((order) => noticeKey(order.id)))).map((claim) => claim.key));
    return orders.filter((order) => !held.has(noticeKey(order.id))).map((order) => order.id);
  }

  /** The profiles the APIs show: none of a cancelled order (never handed out), none staff cancelled at the supplier. */
  async profilesForOrder(ctx: RequestContext, orderId: ID): Promise<EsimProfile[]> {
    return this.connection.getRepository(ctx, EsimProfile).find({
      where: { orderId, cancelledAt: IsNull(), order: { state: Not('Cancelled') } },
      relations: STATUS_RELATIONS,
      relationLoadStrategy: 'query',
      order: { orderLineId: 'ASC', position: 'ASC' },
    });
  }

  /** The order of a guest link, with its eSIMs; none for an unknown or cancelled order. */
  async orderOfLink(ctx: RequestContext, orderCode: string): Promise<{ order: Order; profiles: EsimProfile[] } | undefined> {
    const order = await this.connection.getRepository(ctx, Order).findOne({ where: { code: orderCode, state: Not('Cancelled') } });
    return order ? { order, profiles: await this.profilesForOrder(ctx, order.id) } : undefined;
  }

  /** A logged-in customer's eSIMs of orders not cancelled, newest first. */
  async customerProfiles(ctx: RequestContext, userId: ID, window: { skip: number; take: number }): Promise<[EsimProfile[], number]> {
    return this.connection.getRepository(ctx, EsimProfile).findAndCount({
      where: { cancelledAt: IsNull(), order: { state: Not('Cancelled'), customer: { user: { id: userId } } } },
      relations: STATUS_RELATIONS,
      relationLoadStrategy: 'query',
      order: { createdAt: 'DESC', orderLineId: 'ASC', position: 'ASC' },
      skip: window.skip,
      take: Math.min(window.take, MAX_CUSTOMER_ESIMS_PER_PAGE),
    });
  }
}
