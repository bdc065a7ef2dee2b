/*
 * Whether this process is still writing its start-up data (billing regions, catalogue, promotions,
 * reviews). On SQLite every write transaction shares one connection, so a background write that
 * opens its own transaction meanwhile (a scheduled task queuing a job, the worker taking it) makes
 * the start-up's next transaction fail ("cannot start a transaction within a transaction") and the
 * process exit. Background work that can wait checks this first. A process that never declares a
 * start-up (a separate worker) is never "starting".
 */
let starting = false;

/** Called by index.ts before Vendure boots (its scheduler starts ticking during the bootstrap). */
export function markStartupBegun(): void {
  starting = true;
}

/** Called by index.ts once the start-up writes are committed, right before BACKEND_READY. */
export function markStartupDone(): void {
  starting = false;
}

export function isStartupDone(): boolean {
  return !starting;
}
