import type { RequestContext, TransactionalConnection } from '@vendure/core';

import { DocumentCounter, type DocumentKind } from './invoice-document.entity';

/**
 * The next number of `kind` in `year`, taken in the caller's transaction (the payment's): the
 * counter's row is incremented in place, so on PostgreSQL a second transaction waits on its row
 * lock until the first commits or rolls back, and on SQLite transactions run one at a time. A
 * transaction that rolls back gives its number back: the sequence has no gap and no repeat, with
 * any number of servers.
 */
export async function takeNextSequence(
  connection: TransactionalConnection,
  ctx: RequestContext,
  kind: DocumentKind,
  year: number,
): Promise<number> {
  const counters = connection.getRepository(ctx, DocumentCounter);
  // The year's first document makes its counter; a counter made meanwhile by another is kept.
  await counters.createQueryBuilder().insert().into(DocumentCounter).values({ kind, year, lastSequence: 0 }).orIgnore().execute();
  await counters
    .createQueryBuilder()
    .update(DocumentCounter)
    .set({ lastSequence: () => '"lastSequence" + 1' })
    .where('kind = :kind AND year = :year', { kind, year })
    .execute();
  const counter = await counters.findOneOrFail({ where: { kind, year } });
  return counter.lastSequence;
}

/** `INV-2026-000042`: the prefix, the year, the sequence on at least 6 digits. */
export function documentNumber(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The year of `when` in the seller's time zone: a payment at 23:30 UTC on 31 December in Paris is next year's. */
export function yearIn(when: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone }).format(when));
}
