import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Epoch milliseconds in a bigint column: a number on both databases (PostgreSQL hands bigints back as text). */
const epochMs = { to: (value: number) => value, from: (value: string | number) => Number(value) };

/**
 * One claim of the claim store (claim-store.ts): a key held until it expires or is released. The
 * unique index on `key` is what makes a claim atomic across processes and server instances. A
 * plain table (not a VendureEntity): nothing else refers to it.
 */
@Entity('claim')
export class ClaimRecord {
  @PrimaryGeneratedColumn()
  id!: number;

  /** `<owner>.<kind>:<what>`, e.g. `walletPayment.finish:wallet:5O190127TN364715T`. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 255 })
  key!: string;

  /** A random id per claim (or takeover): a holder whose claim was taken over releases nothing. */
  @Column({ type: 'varchar', length: 36 })
  holder!: string;

  /** What the holder keeps with its claim (a card attempt's outcome), JSON. */
  @Column({ type: 'simple-json', nullable: true })
  value!: unknown;

  /** Past this the claim counts as free: it may be taken over, and the clean-up task deletes it. */
  @Index()
  @Column({ type: 'bigint', transformer: epochMs })
  expiresAtMs!: number;
}
