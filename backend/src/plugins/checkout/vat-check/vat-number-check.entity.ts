import type { DeepPartial } from '@vendure/common/lib/shared-types';
import { VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/** VIES's last answer about one VAT number (valid or not), shared by every server: asked again once stale (vat-number-checks.ts). */
@Entity('shop_vat_number_check')
@Index(['countryCode', 'vatNumber'], { unique: true })
export class VatNumberCheckRecord extends VendureEntity {
  constructor(input?: DeepPartial<VatNumberCheckRecord>) {
    super();
    if (input) Object.assign(this, input);
  }

  /** VIES's country code (EL for Greece). */
  @Column({ type: 'varchar', length: 2 }) countryCode!: string;
  /** Without the country prefix, as VIES took it. */
  @Column({ type: 'varchar', length: 20 }) vatNumber!: string;
  @Column({ type: 'boolean' }) valid!: boolean;
  @Column({ type: 'varchar', length: 500, nullable: true }) name!: string | null;
  @Column({ type: 'varchar', length: 1000, nullable: true }) address!: string | null;
  /** VIES's consultation number when it gave one: the proof of the check. */
  @Column({ type: 'varchar', length: 100, nullable: true }) requestIdentifier!: string | null;
  @Column({ type: Date }) checkedAt!: Date;
}
