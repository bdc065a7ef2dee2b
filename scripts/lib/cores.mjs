import { availableParallelism } from 'node:os';

/**
 * How many of something a test step runs at once, from the cores this machine has: one per core,
 * at least one, at most `max` (past it the one shop or cluster under test, not the cores, limits).
 */
export function perCore(max) {
  return Math.max(1, Math.min(max, availableParallelism()));
}

/**
 * How many of something that mostly waits (on timers, frames, a server's answer) a test step runs
 * at once: two per core, at most `max`. The story tests' pages and the API integration tests' files
 * use a fifth to a half of a core each.
 */
export function twoPerCore(max) {
  return Math.max(1, Math.min(max, 2 * availableParallelism()));
}
