import type { DeepPartial, ID } from '@vendure/common/lib/shared-types';
import { EntityId, Order, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

/**
 * An order the shop placed at the supplier that has not issued its profiles yet (asynchronous
 * suppliers): the next run queries it instead of ordering again, and the supplier's webhook finds
 * the shop's order by it. `reference` is the shop's own (delivery-workflow.ts `supplierReference`).
 */
@Entity()
export class EsimSupplierOrder extends VendureEntity {
  constructor(input?: DeepPartial<EsimSupplierOrder>) {
    super();
    if (input) Object.assign(this, input);
  }

  @Index()
  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  order!: Order;

  @EntityId()
  orderId!: ID;

  @EntityId()
  orderLineId!: ID;

  @Column({ unique: true })
  reference!: string;

  @Column()
  supplier!: string;

  @Index()
  @Column()
  supplierOrderRef!: string;

  @Column()
  quantity!: number;
}
