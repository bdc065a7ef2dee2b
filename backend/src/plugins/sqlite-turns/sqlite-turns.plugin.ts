import type { OnApplicationBootstrap } from '@nestjs/common';
import { Logger, PluginCommonModule, TransactionalConnection, VendurePlugin } from '@vendure/core';
import { TransactionWrapper } from '@vendure/core/dist/connection/transaction-wrapper';
import { EntityPersistExecutor } from 'typeorm/persistence/EntityPersistExecutor.js';

import { DEFAULT_LONGEST_WAIT_MS, DEFAULT_SLICE_MS, takeLoopTurnsBetweenQueries } from './loop-turns';
import { takeRunnerTurns, takeSaveTurns, takeTransactionTurns, TransactionTurns, type TransactionRunnerLike } from './transaction-turns';

const LOGGER_CONTEXT = 'SqliteTurnsPlugin';

/**
 * On the embedded SQLite database only: lets the event loop serve other requests between the
 * queries of a long one (see `loop-turns.ts`), and makes transactions take turns on its single
 * connection (see `transaction-turns.ts`). PostgreSQL needs nothing of the kind.
 */
@VendurePlugin({ imports: [PluginCommonModule], compatibility: '^3.0.0' })
export class SqliteTurnsPlugin implements OnApplicationBootstrap {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly transactionWrapper: TransactionWrapper,
  ) {}

  onApplicationBootstrap(): void {
    const dataSource = this.connection.rawConnection;
    const driver = dataSource.driver;
    if (driver.options.type !== 'better-sqlite3') return;
    // The driver hands out one query runner to every caller (BetterSqlite3Driver.createQueryRunner).
    const runner = driver.createQueryRunner('master') as unknown as TransactionRunnerLike;
    // One wrapper instance serves TransactionalConnection and the @Transaction() interceptor.
    const turns = new TransactionTurns({
      onSlowWait: (waitedMs, nested) =>
        Logger.warn(
          `A transaction waited ${Math.round(waitedMs)} ms for its turn${nested ? ', then went ahead nested in the open one' : ''}`,
          LOGGER_CONTEXT,
        ),
    });
    takeTransactionTurns({ wrapper: this.transactionWrapper, manager: dataSource.manager }, turns);
    takeSaveTurns(EntityPersistExecutor, dataSource, turns);
    // Before the loop's turns, which wrap it: whether a statement would join another's transaction
    // is decided after the loop's wait, when it is about to run.
    takeRunnerTurns(runner, turns);
    takeLoopTurnsBetweenQueries(runner);
    Logger.verbose(
      `SQLite queries give the event loop a turn after ${DEFAULT_SLICE_MS} ms of work, waiting ${DEFAULT_LONGEST_WAIT_MS} ms at most; transactions, saves and changes made outside them take turns`,
      LOGGER_CONTEXT,
    );
  }
}
