import { Injectable } from '@nestjs/common';
import { Order, TransactionalConnection, type ID, type RequestContext } from '@vendure/core';
import { IsNull, MoreThan, Not } from 'typeorm';

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
  };
}

/** The eSIMs stored on orders, and the once-only guard of the shopper's email. */
@Injectable()
export class EsimStoreService {
  constructor(private readonly connection: TransactionalConnection) {}

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
            }),
        ),
      );
    });
  }

  /**
   * Sets the order's notice time only if none is set yet, in one conditional UPDATE, so of two
   * concurrent or repeated runs exactly one gets `true` and sends the email.
   */
  async claimNotice(ctx: RequestContext, orderId: ID): Promise<boolean> {
    const result = await this.connection
      .getRepository(ctx, Order)
      .createQueryBuilder()
      .update(Order)
      .set({ customFields: { esimNoticeSentAt: new Date() } })
      .where({ id: orderId, customFields: { esimNoticeSentAt: IsNull() } })
      .execute();
    return result.affected === 1;
  }

  /** Paid orders placed since `since` whose shopper has had no eSIM email yet. */
  async paidWithoutNotice(ctx: RequestContext, since: Date): Promise<ID[]> {
    const orders = await this.connection.getRepository(ctx, Order).find({
      select: { id: true },
      where: { state: 'PaymentSettled', orderPlacedAt: MoreThan(since), customFields: { esimNoticeSentAt: IsNull() } },
    });
    return orders.map((order) => order.id);
  }

  /** The profiles the Shop API shows: none for a cancelled order (they were never handed out). */
  async profilesForOrder(ctx: RequestContext, orderId: ID): Promise<EsimProfile[]> {
    return this.connection.getRepository(ctx, EsimProfile).find({
      where: { orderId, order: { state: Not('Cancelled') } },
      order: { orderLineId: 'ASC', position: 'ASC' },
    });
  }
}
