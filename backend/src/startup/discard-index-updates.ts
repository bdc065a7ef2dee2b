import { setTimeout as sleep } from 'node:timers/promises';

import { JobQueueService, type Job, type JobBuffer } from '@vendure/core';

import type { ServiceLocator } from '../seed/seed-context';

const ENTITY_UPDATE_TYPES = new Set(['update-product', 'update-variants', 'update-variants-by-id']);
/** Events reach their subscribers after the seed transaction commits; give them a moment. */
const EVENT_SETTLE_MS = 300;

/**
 * Collects the per-product and per-variant search index jobs that every write raises, and
 * drops them: one job each costs a queue poll, which for a full catalogue means minutes,
 * while the full reindex that follows seeding covers them all.
 */
class DiscardEntityIndexUpdates implements JobBuffer {
  readonly id = 'seed-discard-entity-index-updates';

  collect(job: Job): boolean {
    const data: unknown = job.data;
    return (
      job.queueName === 'update-search-index' &&
      typeof data === 'object' &&
      data !== null &&
      'type' in data &&
      typeof data.type === 'string' &&
      ENTITY_UPDATE_TYPES.has(data.type)
    );
  }

  reduce(): Job[] {
    return [];
  }
}

/** Runs `work` while incremental search-index updates are switched off; the caller reindexes. */
export async function withoutIncrementalIndexing<T>(app: ServiceLocator, work: () => Promise<T>): Promise<T> {
  const jobQueueService = app.get(JobQueueService);
  const buffer = new DiscardEntityIndexUpdates();
  jobQueueService.addBuffer(buffer);
  try {
    const result = await work();
    await sleep(EVENT_SETTLE_MS);
    return result;
  } finally {
    await jobQueueService.flush(buffer);
    jobQueueService.removeBuffer(buffer);
  }
}
