import { setTimeout as sleep } from 'node:timers/promises';

import { ConfigService, isInspectableJobQueueStrategy, type InspectableJobQueueStrategy } from '@vendure/core';

import type { ServiceLocator } from '../seed/seed-context';

const POLL_MS = 100;
const UNFINISHED_STATES = ['PENDING', 'RUNNING', 'RETRYING'];

function inspectableStrategy(app: ServiceLocator): InspectableJobQueueStrategy {
  const strategy = app.get(ConfigService).jobQueueOptions.jobQueueStrategy;
  if (!isInspectableJobQueueStrategy(strategy)) {
    throw new Error('The job queue strategy cannot be inspected, so start-up cannot wait for jobs');
  }
  return strategy;
}

async function poll(description: string, timeoutMs: number, isDone: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await isDone())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${description}`);
    await sleep(POLL_MS);
  }
}

/** Resolves once no job of any queue is waiting, running or due for a retry. */
export async function waitForIdleJobQueue(app: ServiceLocator, timeoutMs: number): Promise<void> {
  const strategy = inspectableStrategy(app);
  await poll('the job queue to drain', timeoutMs, async () => {
    const { totalItems } = await strategy.findMany({
      filter: { state: { in: UNFINISHED_STATES } },
      take: 1,
    });
    return totalItems === 0;
  });
}
