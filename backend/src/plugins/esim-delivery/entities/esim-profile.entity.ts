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
}
