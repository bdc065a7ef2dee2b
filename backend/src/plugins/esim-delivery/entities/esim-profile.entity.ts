import type { DeepPartial, ID } from '@vendure/common/lib/shared-types';
import { EntityId, Order, OrderLine, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

/**
 * An eSIM issued for one item of an order line. `(orderLineId, position)` is unique, so a
 * retried or doubled provisioning job cannot store a second set for the same items.
 */
@Entity()
@Index(['orderLineId', 'position'], { unique: true })
export class EsimProfile extends VendureEntity {
  constructor(input?: DeepPartial<EsimProfile>) {
    super();
    // Assigned here, not by VendureEntity's constructor: with ES2022 class fields the field
    // declarations below re-initialise to undefined after super() returns.
    if (input) Object.assign(this, input);
  }

  @Index()
  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  order!: Order;

  @EntityId()
  orderId!: ID;

  @ManyToOne(() => OrderLine, { onDelete: 'CASCADE' })
  orderLine!: OrderLine;

  @EntityId()
  orderLineId!: ID;

  /** 0-based place of this eSIM among the line's items. */
  @Column()
  position!: number;

  @Column({ unique: true })
  iccid!: string;

  @Column()
  smdpAddress!: string;

  @Column()
  matchingId!: string;

  @Column('varchar', { nullable: true })
  confirmationCode!: string | null;

  /** Who issued it: `sandbox`, `airalo`, `esimaccess` (the ESIM_SUPPLIER of the time). */
  @Column('varchar', { default: 'sandbox' })
  supplier!: string;

  /** The supplier's order number: support and the supplier's invoice name it. */
  @Index()
  @Column('varchar', { nullable: true })
  supplierOrderRef!: string | null;

  /** The supplier's own key of this eSIM (eSIM Access `esimTranNo`; the ICCID elsewhere). */
  @Column('varchar', { nullable: true })
  supplierProfileRef!: string | null;

  @Column('varchar', { nullable: true })
  supplierPackageId!: string | null;

  /** What the supplier charged, in minor units of `wholesaleCurrency`, where it said. */
  @Column('int', { nullable: true })
  wholesaleCostMinor!: number | null;

  @Column('varchar', { length: 3, nullable: true })
  wholesaleCurrency!: string | null;

  /** Set once staff cancelled it at the supplier: the shopper can no longer install it. */
  @Column({ type: Date, nullable: true })
  cancelledAt!: Date | null;
}
