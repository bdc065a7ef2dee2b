import { Injectable } from '@nestjs/common';
import { EventBus, Logger, TransactionalConnection, type RequestContext } from '@vendure/core';
import { LessThanOrEqual } from 'typeorm';

import { ClaimStore } from '../claim-store/claim-store.service';
import { StaffSecurityAlertEvent, type StaffAlert } from './events';
import { SecurityLogEntry, type SecurityEvent, type SecurityOutcome } from './security-log-entry.entity';

/** The log keeps the newest entries only: a flood of failed logins cannot grow the table without bound. */
export const SECURITY_LOG_SIZE = 10_000;
/** Old entries are pruned every so many writes of an instance (and on its first), not on every write. */
const PRUNE_EVERY_WRITES = 100;
const LOG_CONTEXT = 'SecurityLog';

interface SecurityLogLine {
  event: SecurityEvent;
  outcome: SecurityOutcome;
  username?: string | null;
  clientAddress?: string | null;
  reason?: string | null;
  detail?: string | null;
}

/** Text as staff will read it: control characters out, cut to the column's length, blank as nothing. */
function cell(value: string | null | undefined, length: number): string | null {
  if (value === null || value === undefined) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const text = value.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return text === '' ? null : text.slice(0, length);
}

/**
 * The log staff read (security-log-entry.entity.ts) and the alerts raised to them. Written on the
 * raw connection, each line committed on its own: a login whose transaction rolls back is still
 * logged, and nothing here waits for a request's transaction. Writing never fails the request it
 * logs: a database error is itself logged and passed over.
 */
@Injectable()
export class SecurityLog {
  private writesSincePrune = PRUNE_EVERY_WRITES;

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly claims: ClaimStore,
    private readonly eventBus: EventBus,
  ) {}

  private entries() {
    return this.connection.rawConnection.getRepository(SecurityLogEntry);
  }

  async record(line: SecurityLogLine): Promise<void> {
    try {
      await this.entries().insert({
        event: line.event,
        outcome: line.outcome,
        username: cell(line.username, 255),
        clientAddress: cell(line.clientAddress, 64),
        reason: cell(line.reason, 64),
        detail: cell(line.detail, 500),
      });
      this.writesSincePrune += 1;
      if (this.writesSincePrune >= PRUNE_EVERY_WRITES) {
        this.writesSincePrune = 0;
        await this.prune();
      }
    } catch (error) {
      Logger.error(`Could not write to the security log: ${error instanceof Error ? error.message : String(error)}`, LOG_CONTEXT);
    }
  }

  /** Deletes all but the newest SECURITY_LOG_SIZE entries (ids only grow, on every instance alike). */
  private async prune(): Promise<void> {
    const newest = await this.entries()
      .createQueryBuilder('entry')
      .select('MAX(entry.id)', 'id')
      .getRawOne<{ id: number | string | null }>();
    const newestId = Number(newest?.id ?? 0);
    if (newestId > SECURITY_LOG_SIZE) await this.entries().delete({ id: LessThanOrEqual(newestId - SECURITY_LOG_SIZE) });
  }

  /**
   * Raises `alert` unless one of its kind (and `subject`: one dispute) was raised in the last
   * `windowMs`, on any instance (the claim store decides): an entry in this log and an email to
   * the shop's inbox (email/staff-alert-email-handler.ts). Answers whether this call raised it.
   */
  async alertOnce(ctx: RequestContext, alert: StaffAlert, windowMs: number, detail: string, subject = ''): Promise<boolean> {
    const claim = await this.claims.claim(`securityLog.alert:${alert.kind}${subject ? `:${subject}` : ''}`, windowMs);
    if (!claim) return false;
    await this.record({ event: alert.kind, outcome: 'alert', reason: alert.kind, detail });
    await this.eventBus.publish(new StaffSecurityAlertEvent(ctx, alert, new Date()));
    Logger.warn(`Alert raised to staff: ${detail}`, LOG_CONTEXT);
    return true;
  }
}
