/**
 * better-sqlite3 answers every query synchronously, so a request that makes hundreds of lookups
 * (a large catalogue page, or a hostile document just under the Shop API's cost limit: issue 15
 * measured 0.3–0.9 s) runs from its first query to its last without the event loop getting a
 * turn, and every other request waits behind it. PostgreSQL's driver yields at each query by
 * nature. This gives SQLite the same manners: before a query, when the loop has not had a turn for
 * `sliceMs`, the query waits for one (`setImmediate` runs after the poll phase, where new
 * requests and socket data are read).
 *
 * Only outside a transaction: TypeORM's SQLite driver has one connection and one query runner for
 * everybody, so a turn taken inside a transaction would let other requests' statements run in it.
 */
export interface QueryRunnerLike {
  readonly isTransactionActive: boolean;
  query(...args: never[]): Promise<unknown>;
}

export interface LoopTurnsFigures {
  /** Turns taken before a query because the loop had been busy for longer than the slice. */
  turnsTaken: number;
  /** Queries that ran past a used-up slice because they had waited `longestWaitMs`. */
  ranAfterLongestWait: number;
}

/**
 * A cheap request needs about five turns of the loop (headers, body, session, answer), each of
 * which may come after a slice of someone's expensive query: at 20 ms a trivial query's p99 was
 * 73–151 ms beside the worst allowed documents (bench:abuse worst-documents); at 8 ms, 32–84 ms.
 */
export const DEFAULT_SLICE_MS = 8;

/**
 * Each waiting query looks again for itself when it wakes, and the queries woken before it in a
 * turn (with what their requests do next) can use that turn's slice up every time: under 10
 * callers at once one query waited 1,279 turns in a row (13.8 s), and the uncached home page timed
 * out (bench:load). A query that has waited this long runs at its next wake-up, slice or not, so
 * a wait is bounded by it and one turn.
 */
export const DEFAULT_LONGEST_WAIT_MS = 50;

export interface LoopTurnsOptions {
  sliceMs?: number;
  longestWaitMs?: number;
  now?: () => number;
}

export function takeLoopTurnsBetweenQueries(
  runner: QueryRunnerLike,
  { sliceMs = DEFAULT_SLICE_MS, longestWaitMs = DEFAULT_LONGEST_WAIT_MS, now = () => performance.now() }: LoopTurnsOptions = {},
): LoopTurnsFigures {
  const figures: LoopTurnsFigures = { turnsTaken: 0, ranAfterLongestWait: 0 };
  let lastTurnAt = now();
  let turnNoticePending = false;
  // Marks the next turn the loop takes, whoever gives it (an idle loop, a query that waited).
  const noticeNextTurn = () => {
    if (turnNoticePending) return;
    turnNoticePending = true;
    setImmediate(() => {
      turnNoticePending = false;
      lastTurnAt = now();
    });
  };
  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
  Object.assign(runner, {
    query: async (...args: unknown[]) => {
      // The queries that waited resume one after another in the same turn (a list of 100 products
      // resolves 100 at once): each looks again, so those past the slice wait for the next turn
      // instead of running 100 queries and what follows them in one go (issue 30: 0.3–0.5 s).
      const calledAt = now();
      while (!runner.isTransactionActive && now() - lastTurnAt > sliceMs) {
        if (now() - calledAt >= longestWaitMs) {
          figures.ranAfterLongestWait += 1;
          break;
        }
        figures.turnsTaken += 1;
        // Queued before this query's own wake-up, the notice marks the turn when it begins.
        noticeNextTurn();
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      noticeNextTurn();
      return query(...args);
    },
  });
  return figures;
}
