import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One request a counter let through (rate-limit-rule.ts). The bucket is a SHA-256 of the counter's
 * name and key, so the table holds no email address, session or IP in clear; rows older than the
 * longest window are deleted as new ones arrive. A plain table (not a VendureEntity): nothing
 * else refers to it.
 */
@Entity('rate_limit_hit')
@Index(['bucket', 'atMs'])
export class RateLimitHit {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 64 })
  bucket!: string;

  /** Epoch milliseconds; a number so both databases compare it the same way. */
  @Index()
  @Column({ type: 'bigint', transformer: { to: (value: number) => value, from: (value: string | number) => Number(value) } })
  atMs!: number;
}
