import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What an entry is about: a staff login (issue 30 point 3) or a burst of card declines across the shop (point 2). */
export type SecurityEvent = 'staff-login' | 'card-declines' | 'card-dispute';
/** A login let in, turned away by its check, refused by the limits before any check; or an alert raised to staff. */
export type SecurityOutcome = 'success' | 'failure' | 'refused' | 'alert';

/**
 * One line of the log staff read in the dashboard (System › Security log, permission
 * ReadSecurityLog): every staff login with its outcome, and the alerts raised to staff. The newest
 * SECURITY_LOG_SIZE entries are kept (security-log.service.ts). A plain table (not a
 * VendureEntity): nothing refers to it, and it is never updated.
 */
@Entity('security_log_entry')
export class SecurityLogEntry {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @CreateDateColumn()
  createdAt!: Date;

  @Index()
  @Column({ type: 'varchar', length: 32 })
  event!: SecurityEvent;

  @Column({ type: 'varchar', length: 16 })
  outcome!: SecurityOutcome;

  /** The username a login was tried with, as typed (trimmed, cut at 255). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  username!: string | null;

  /** The client address of the request (rate-limit/client-address.ts). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  clientAddress!: string | null;

  /** A code: the login's error code (INVALID_CREDENTIALS_ERROR…), RATE_LIMITED, or the alert's kind. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  reason!: string | null;

  /** The facts of an alert, for people (English). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  detail!: string | null;
}
