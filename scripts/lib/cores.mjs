import { availableParallelism } from 'node:os';

/**
 * How many of something a test step runs at once, from the cores this machine has: one per core,
 * at least one, at most `max` (past it the one shop or cluster under test, not the cores, limits).
 */
export function perCore(max) {
  return Math.max(1, Math.min(max, availableParallelism()));
}
