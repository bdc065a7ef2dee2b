import { AsyncLocalStorage } from 'node:async_hooks';

import type { QueryRunnerLike } from './loop-turns';

/**
 * TypeORM's SQLite driver has one connection and one query runner for every caller, and its
 * transactions are "nested": a second request that begins a transaction while another is open
 * gets a SAVEPOINT inside it instead of a transaction of its own. Their ends then interleave:
 * a rollback of the outer one takes the inner one's committed work with it, and a savepoint
 * released out of order fails the other request with "no such savepoint: typeorm_1" (the crash
 * test of issue 30 met it as a 5xx on the Admin API `login` while payments rolled back).
 *
 * So on SQLite, transactions take turns: a transaction begun outside any other waits until the
 * open one ends. One begun inside the work of the transaction holding the turn (Vendure's nested
 * `withTransaction`, a TypeORM `transaction` called from a service in a request's transaction)
 * stays nested, as SQLite allows. The holder is known by an async-local mark its work carries,
 * cleared when it ends, so a callback it left behind does not pass for it later.
 *
 * A turn awaited longer than `maxWaitMs` (a transaction that waits on another request: nothing of
 * the shop does so, but a deadlock must not be the answer) is taken anyway, nested as before,
 * and counted.
 */
export interface TransactionTurnsFigures {
  /** Transactions that had to wait for another to end. */
  waited: number;
  /** The longest such wait, in milliseconds. */
  longestWaitMs: number;
  /** Transactions that went ahead nested after `maxWaitMs`. */
  nestedAfterTimeout: number;
}

interface TurnHolder {
  ended: boolean;
}

const DEFAULT_MAX_TURN_WAIT_MS = 10_000;
/** A wait for a turn longer than this is logged: a transaction held that long is worth finding. */
const SLOW_TURN_WAIT_MS = 1_000;

export class TransactionTurns {
  readonly figures: TransactionTurnsFigures = { waited: 0, longestWaitMs: 0, nestedAfterTimeout: 0 };
  private readonly holders = new AsyncLocalStorage<TurnHolder>();
  /** Settles when the transaction holding the turn, and every one queued before the last, has ended. */
  private queueTail: Promise<void> = Promise.resolve();
  /** Transactions begun and not ended, those waiting for their turn included. */
  private unended = 0;

  private readonly maxWaitMs: number;
  private readonly now: () => number;
  /** Told of a wait longer than SLOW_TURN_WAIT_MS, or one that went ahead nested: staff should know. */
  private readonly onSlowWait: (waitedMs: number, nested: boolean) => void;

  constructor(options: { maxWaitMs?: number; now?: () => number; onSlowWait?: (waitedMs: number, nested: boolean) => void } = {}) {
    this.maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_TURN_WAIT_MS;
    this.now = options.now ?? (() => performance.now());
    this.onSlowWait = options.onSlowWait ?? (() => {});
  }

  /** Runs `transaction` when it is its turn, or at once when it is nested in the holder's work. */
  async run<T>(transaction: () => Promise<T>): Promise<T> {
    if (this.holdsTurn()) return transaction();
    const endTurn = await this.takeTurn();
    const mine: TurnHolder = { ended: false };
    try {
      return await this.holders.run(mine, transaction);
    } finally {
      mine.ended = true;
      endTurn();
    }
  }

  /** Whether the caller is the work of the transaction holding the turn. */
  holdsTurn(): boolean {
    const holder = this.holders.getStore();
    return holder !== undefined && !holder.ended;
  }

  /** Waits until it is the caller's turn; answers the function that ends that turn. */
  async takeTurn(): Promise<() => void> {
    const previous = this.queueTail;
    let endTurn = () => {};
    this.queueTail = new Promise<void>((resolve) => {
      endTurn = resolve;
    });
    // None unended: every earlier transaction has ended its turn, nothing to wait for.
    const mustWait = this.unended > 0;
    this.unended += 1;
    if (mustWait) await this.waitFor(previous);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.unended -= 1;
      endTurn();
    };
  }

  private async waitFor(previous: Promise<void>): Promise<void> {
    const startedAt = this.now();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      previous.then(() => false),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), this.maxWaitMs);
        timer.unref();
      }),
    ]);
    clearTimeout(timer);
    const waitedMs = this.now() - startedAt;
    this.figures.waited += 1;
    this.figures.longestWaitMs = Math.max(this.figures.longestWaitMs, waitedMs);
    if (timedOut) this.figures.nestedAfterTimeout += 1;
    if (timedOut || waitedMs > SLOW_TURN_WAIT_MS) this.onSlowWait(waitedMs, timedOut);
  }
}

/** TypeORM's one SQLite query runner: its statements (as the loop's turns know it) and its transaction calls. */
export interface TransactionRunnerLike extends QueryRunnerLike {
  startTransaction(...args: never[]): Promise<void>;
  commitTransaction(): Promise<void>;
  rollbackTransaction(): Promise<void>;
}

/** A statement that changes rows. Reads, and the transaction's own BEGIN, SAVEPOINT and COMMIT, do not wait. */
const CHANGES_ROWS = /^\s*(?:INSERT|UPDATE|DELETE|REPLACE)\b/i;

/**
 * Work on the runner made outside the holder's work, which no entry point of a transaction covers:
 *
 * - **Transactions TypeORM begins by itself.** A `save` or `remove` outside any transaction puts its
 *   statements in one (EntityPersistExecutor), as the job queue does each time it takes a job. Begun
 *   beside a request's transaction, the two met as "cannot start a transaction within a
 *   transaction" (both saw depth 0), or the request's became a SAVEPOINT inside the save's: the
 *   save's commit released it, and the request's rollback then took the save's rows with it. So a
 *   transaction begun on the runner outside the holder's work takes its turn too, and holds it until
 *   the runner has no transaction open any more. (`takeSaveTurns` makes a save take its turn
 *   earlier, before it reads; this stays for any other caller.)
 * - **A statement that changes rows, outside any transaction** (a query builder's `update`, as
 *   Vendure's scheduler takes its lock): on the one connection it would run inside the transaction
 *   open at that moment, another request's, and be undone by that one's rollback. It waits for its
 *   turn, and runs on its own once that transaction has ended. Made while the open transaction is one
 *   TypeORM began by itself (above), whose work carries no mark, it cannot be told from that work's
 *   own statements, and runs at once as before.
 */
export function takeRunnerTurns(runner: TransactionRunnerLike, turns: TransactionTurns): void {
  const start = runner.startTransaction.bind(runner) as (...args: unknown[]) => Promise<void>;
  const commit = runner.commitTransaction.bind(runner);
  const rollback = runner.rollbackTransaction.bind(runner);
  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
  // More than one only when a turn was taken after the longest wait, nested in the open transaction.
  const runnerTurns: Array<() => void> = [];
  const endTurnsOnceClosed = () => {
    if (runner.isTransactionActive) return;
    for (const endTurn of runnerTurns.splice(0)) endTurn();
  };
  Object.assign(runner, {
    startTransaction: async (...args: unknown[]) => {
      if (turns.holdsTurn()) return start(...args);
      const endTurn = await turns.takeTurn();
      try {
        await start(...args);
      } catch (error) {
        endTurn();
        throw error;
      }
      runnerTurns.push(endTurn);
    },
    commitTransaction: async () => {
      try {
        await commit();
      } finally {
        endTurnsOnceClosed();
      }
    },
    rollbackTransaction: async () => {
      try {
        await rollback();
      } finally {
        endTurnsOnceClosed();
      }
    },
    query: (...args: unknown[]) => {
      const joinsAnotherTransaction =
        runner.isTransactionActive && runnerTurns.length === 0 && !turns.holdsTurn() && CHANGES_ROWS.test(String(args[0]));
      return joinsAnotherTransaction ? turns.run(() => query(...args)) : query(...args);
    },
  });
}

/** TypeORM's EntityPersistExecutor, which every `save`, `remove`, `softRemove` and `recover` runs through. */
export interface PersistExecutorClass {
  prototype: { execute(): Promise<void> };
}

/**
 * A `save` (or `remove`) outside any transaction begins one of its own, but only when the runner has
 * none open: made while another request's transaction is open, it reads, then writes inside that
 * one, and that one's rollback takes the save with it. So a save made outside the holder's work on
 * `dataSource` takes its turn first, its reads included, and then begins its own transaction as
 * TypeORM means it to. A save in the holder's work stays in its transaction, at once.
 * Answers the function that puts the executor back as it was.
 */
export function takeSaveTurns(executor: PersistExecutorClass, dataSource: unknown, turns: TransactionTurns): () => void {
  const execute = Object.getOwnPropertyDescriptor(executor.prototype, 'execute')?.value as PersistExecutorClass['prototype']['execute'];
  executor.prototype.execute = function executeInTurn(this: PersistExecutorClass['prototype']) {
    // The executor's data source is a protected field of TypeORM's.
    const ofThisDataSource = Reflect.get(this, 'connection') === dataSource;
    return ofThisDataSource ? turns.run(() => execute.call(this)) : execute.call(this);
  };
  return () => {
    executor.prototype.execute = execute;
  };
}

/** The transaction entry points of one data source and of Vendure's wrapper of it. */
export interface TransactionEntryPoints {
  /** Vendure's `TransactionWrapper` (used by `withTransaction` and the `@Transaction()` decorator). */
  wrapper: { executeInTransaction(...args: never[]): Promise<unknown> };
  /** TypeORM's default `EntityManager` (`DataSource.transaction` and the job queue's polling go through it). */
  manager: { transaction(...args: never[]): Promise<unknown> };
}

/** Makes every transaction begun through these entry points take its turn. */
export function takeTransactionTurns(entryPoints: TransactionEntryPoints, turns: TransactionTurns): void {
  const { wrapper, manager } = entryPoints;
  const execute = wrapper.executeInTransaction.bind(wrapper) as (...args: unknown[]) => Promise<unknown>;
  Object.assign(wrapper, { executeInTransaction: (...args: unknown[]) => turns.run(() => execute(...args)) });
  const transaction = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  Object.assign(manager, { transaction: (...args: unknown[]) => turns.run(() => transaction(...args)) });
}
