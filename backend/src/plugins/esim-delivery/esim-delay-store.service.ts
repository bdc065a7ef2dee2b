import { Injectable } from '@nestjs/common';
import { Order, TransactionalConnection, type ID, type RequestContext } from '@vendure/core';
import { IsNull, LessThanOrEqual, MoreThan, type UpdateResult } from 'typeorm';

import type { DeliveryDelay, DeliveryOrder } from './delivery-workflow';
import { EsimSupplierOrder } from './entities/esim-supplier-order.entity';
import type { SupplierOrderRequest } from './esim-supplier';

/** True when a conditional UPDATE changed a row: this caller won the race. */
const changed = (result: UpdateResult) => (result.affected ?? 0) > 0;

/**
 * What a delivery waiting for its supplier keeps on the order (custom-fields.ts `delayFields`) and
 * the supplier orders still waited for (EsimSupplierOrder). The once-only marks are conditional
 * UPDATEs: of two servers racing, exactly one sets the mark and sends.
 */
@Injectable()
export class EsimDelayStore {
  constructor(private readonly connection: TransactionalConnection) {}

  async pendingSupplierOrder(ctx: RequestContext, reference: string): Promise<string | undefined> {
    const row = await this.connection.getRepository(ctx, EsimSupplierOrder).findOne({ where: { reference } });
    return row?.supplierOrderRef;
  }

  async recordPendingSupplierOrder(
    ctx: RequestContext,
    order: DeliveryOrder,
    lineId: ID,
    supplier: string,
    request: SupplierOrderRequest,
    supplierOrderRef: string,
  ): Promise<void> {
    // Two runs racing on one reference placed one supplier order (the reference is its idempotency
    // key): the second insert is a duplicate to ignore.
    await this.connection
      .getRepository(ctx, EsimSupplierOrder)
      .createQueryBuilder()
      .insert()
      .into(EsimSupplierOrder)
      .values({
        orderId: order.id,
        orderLineId: lineId,
        reference: request.reference,
        supplier,
        supplierOrderRef,
        quantity: request.quantity,
      })
      .orIgnore()
      .execute();
  }

  /** The shop's order a supplier's order number or the shop's reference belongs to. */
  async orderOfSupplierOrder(ctx: RequestContext, key: { supplierOrderRef?: string; reference?: string }): Promise<ID | undefined> {
    const where = key.supplierOrderRef
      ? { supplierOrderRef: key.supplierOrderRef }
      : key.reference
        ? { reference: key.reference }
        : undefined;
    if (!where) return undefined;
    const row = await this.connection.getRepository(ctx, EsimSupplierOrder).findOne({ where, select: { id: true, orderId: true } });
    return row?.orderId;
  }

  async recordDelay(ctx: RequestContext, order: DeliveryOrder, delay: DeliveryDelay, now: Date): Promise<void> {
    await this.connection.getRepository(ctx, Order).update(
      { id: order.id },
      {
        customFields: {
          esimDelayedSince: order.delayedSince ?? now,
          esimDelayReason: delay.reason,
          esimDelayedAttempts: order.delayedAttempts + 1,
          esimNextAttemptAt: delay.nextAttemptAt,
        },
      },
    );
  }

  async clearDelay(ctx: RequestContext, orderId: ID): Promise<void> {
    await this.connection
      .getRepository(ctx, Order)
      .update(
        { id: orderId },
        { customFields: { esimDelayedSince: null, esimDelayReason: null, esimDelayedAttempts: null, esimNextAttemptAt: null } },
      );
  }

  /** True for the one caller that may send the order's "on its way" email. */
  async claimDelayNotice(ctx: RequestContext, orderId: ID, now: Date): Promise<boolean> {
    const result = await this.connection
      .getRepository(ctx, Order)
      .createQueryBuilder()
      .update(Order)
      .set({ customFields: { esimDelayNoticeSentAt: now } })
      .where({ id: orderId, customFields: { esimDelayNoticeSentAt: IsNull() } })
      .execute();
    return changed(result);
  }

  /** True for the one caller that may alert the owner about this order's long wait. */
  async claimDelayAlert(ctx: RequestContext, orderId: ID, now: Date): Promise<boolean> {
    const result = await this.connection
      .getRepository(ctx, Order)
      .createQueryBuilder()
      .update(Order)
      .set({ customFields: { esimDelayAlertedAt: now } })
      .where({ id: orderId, customFields: { esimDelayAlertedAt: IsNull() } })
      .execute();
    return changed(result);
  }

  /**
   * Paid orders whose next attempt is due, at most `limit`, each leased for `leaseMs`: its next
   * attempt moves to the lease's end, so a later sweep leaves it to the job just queued, and takes it
   * up again only if that job died without recording anything. `placedAfter` bounds the read to
   * the indexed placement date: no delivery waits longer than it may.
   */
  async leaseDue(ctx: RequestContext, now: Date, leaseMs: number, limit: number, placedAfter: Date): Promise<ID[]> {
    const repository = this.connection.getRepository(ctx, Order);
    const due = await repository.find({
      select: { id: true, customFields: { esimNextAttemptAt: true } },
      where: { state: 'PaymentSettled', orderPlacedAt: MoreThan(placedAfter), customFields: { esimNextAttemptAt: LessThanOrEqual(now) } },
      order: { customFields: { esimNextAttemptAt: 'ASC' } },
      take: limit,
    });
    const leased: ID[] = [];
    for (const order of due) {
      const result = await repository
        .createQueryBuilder()
        .update(Order)
        .set({ customFields: { esimNextAttemptAt: new Date(now.getTime() + leaseMs) } })
        .where({ id: order.id, customFields: { esimNextAttemptAt: order.customFields.esimNextAttemptAt } })
        .execute();
      if (changed(result)) leased.push(order.id);
    }
    return leased;
  }

  /** Paid orders waiting since before `since`, not yet reported to the owner, at most `limit`. */
  async waitingSince(
    ctx: RequestContext,
    since: Date,
    limit: number,
    placedAfter: Date,
  ): Promise<Array<{ id: ID; code: string; delayedSince: Date }>> {
    const orders = await this.connection.getRepository(ctx, Order).find({
      select: { id: true, code: true, customFields: { esimDelayedSince: true } },
      where: {
        state: 'PaymentSettled',
        orderPlacedAt: MoreThan(placedAfter),
        customFields: { esimDelayedSince: LessThanOrEqual(since), esimDelayAlertedAt: IsNull() },
      },
      take: limit,
    });
    return orders.map((order) => ({ id: order.id, code: order.code, delayedSince: order.customFields.esimDelayedSince ?? since }));
  }
}
