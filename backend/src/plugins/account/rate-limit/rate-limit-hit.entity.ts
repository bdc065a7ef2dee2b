import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One counted request (rate-limit-rule.ts). The bucket is a SHA-256 of the counter's name, so the
 * table holds no email address or IP in clear; rows older than the window are deleted as new ones
 * arrive. A plain table (not a VendureEntity): nothing else refers to it.
 */
@Entity('account_rate_limit_hit')
@Index(['bucket', 'atMs'])
export class AccountRateLimitHit {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 64 })
  bucket!: string;

  /** Epoch milliseconds; a number so both databases compare it the same way. */
  @Index()
  @Column({ type: 'bigint', transformer: { to: (value: number) => value, from: (value: string | number) => Number(value) } })
  atMs!: number;
}
