import { setTimeout as sleep } from 'node:timers/promises';

import { DataSource, EntitySchema, type EntityManager, type EntitySubscriberInterface, type InsertEvent } from 'typeorm';
import { afterEach, describe, expect, it } from 'vitest';

import { EntityPersistExecutor } from 'typeorm/persistence/EntityPersistExecutor.js';
import { takeRunnerTurns, takeSaveTurns, takeTransactionTurns, TransactionTurns } from '../src/plugins/sqlite-turns/transaction-turns';

interface Row {
  id: number;
  label: string;
}

const RowSchema = new EntitySchema<Row>({
  name: 'Row',
  columns: { id: { type: Number, primary: true, generated: true }, label: { type: String } },
});

const dataSources: DataSource[] = [];
/** TypeORM's persist executor is one class for every data source: each test puts it back. */
const restoreSaves: Array<() => void> = [];
afterEach(async () => {
  for (const restore of restoreSaves.splice(0).reverse()) restore();
  await Promise.all(dataSources.splice(0).map((dataSource) => dataSource.destroy()));
});

/** Holds a save in the middle of its own transaction, after its insert, until the promise `heldSaves` keeps for its label settles. */
const heldSaves = new Map<string, Promise<void>>();
class HoldSavesSubscriber implements EntitySubscriberInterface<Row> {
  async afterInsert(event: InsertEvent<Row>): Promise<void> {
    await heldSaves.get(event.entity.label);
  }
}

/** A real better-sqlite3 database in memory, as TypeORM drives the shop's embedded one (one runner for all). */
async function database(): Promise<DataSource> {
  const dataSource = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: [RowSchema], synchronize: true });
  await dataSource.initialize();
  // An instance, as the option takes only classes decorated with @EventSubscriber.
  dataSource.subscribers.push(new HoldSavesSubscriber());
  dataSources.push(dataSource);
  return dataSource;
}

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const labels = async (dataSource: DataSource) =>
  (await dataSource.getRepository(RowSchema).find({ order: { id: 'ASC' } })).map((row) => row.label);

/**
 * The plugin's turns on a test database: transactions, and the runner's and the saves' unless told
 * not to. A wait as long as 1 s is a test gone wrong, so it goes ahead nested and is counted.
 */
function takeTurnsAsThePluginDoes(dataSource: DataSource, options: { saves?: boolean; runner?: boolean } = {}) {
  const turns = new TransactionTurns({ maxWaitMs: 1_000 });
  takeTransactionTurns({ wrapper: { executeInTransaction: async () => undefined }, manager: dataSource.manager }, turns);
  if (options.saves !== false) restoreSaves.push(takeSaveTurns(EntityPersistExecutor, dataSource, turns));
  if (options.runner !== false) takeRunnerTurns(dataSource.driver.createQueryRunner('master'), turns);
  return turns;
}

/**
 * Two requests' transactions interleaved: the first inserts "failed" then throws, the second inserts
 * "kept" and commits after the first's rollback. Answers the rows left and the errors met.
 */
async function interleave(dataSource: DataSource) {
  const manager = dataSource.manager;
  const firstInserted = deferred();
  const secondInserted = deferred();
  const firstMayThrow = deferred();
  const firstEnded = deferred();
  const errors: string[] = [];
  const first = manager
    .transaction(async (tx: EntityManager) => {
      await tx.getRepository(RowSchema).insert({ label: 'failed' });
      firstInserted.resolve();
      await firstMayThrow.promise;
      throw new Error('the first request fails');
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error) || error.message !== 'the first request fails') errors.push(String(error));
    })
    .finally(firstEnded.resolve);
  await firstInserted.promise;
  const second = manager
    .transaction(async (tx: EntityManager) => {
      await tx.getRepository(RowSchema).insert({ label: 'kept' });
      secondInserted.resolve();
      await firstEnded.promise;
    })
    .catch((error: unknown) => errors.push(String(error)));
  // Nested (no turns), the second has inserted at once; taking turns, it waits for the first to end.
  await Promise.race([secondInserted.promise, sleep(200)]);
  firstMayThrow.resolve();
  await Promise.all([first, second]);
  return { rows: await labels(dataSource), errors };
}

describe('SQLite transactions take turns (issue 30)', () => {
  it('without turns, a second request nested in a first that rolls back loses its row and commits the failed one', async () => {
    // What the crash test met: TypeORM's one SQLite runner makes the second a savepoint of the first.
    const { rows } = await interleave(await database());
    expect(rows).not.toEqual(['kept']);
  });

  it('taking turns, the failed request leaves nothing and the other commits its row', async () => {
    const dataSource = await database();
    const turns = takeTurnsAsThePluginDoes(dataSource, { saves: false, runner: false });
    const { rows, errors } = await interleave(dataSource);
    expect(errors).toEqual([]);
    expect(rows).toEqual(['kept']);
    expect(turns.figures.waited).toBe(1);
    expect(turns.figures.nestedAfterTimeout).toBe(0);
  });

  it('20 requests at once, every third failing: no savepoint error, exactly the others committed', async () => {
    const dataSource = await database();
    takeTurnsAsThePluginDoes(dataSource, { saves: false, runner: false });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        dataSource.manager.transaction(async (tx: EntityManager) => {
          await tx.getRepository(RowSchema).insert({ label: `r${index}` });
          await new Promise<void>((resolve) => setImmediate(resolve));
          if (index % 3 === 0) throw new Error(`r${index} fails`);
          await tx.getRepository(RowSchema).count();
        }),
      ),
    );
    const unexpected = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' && !/^r\d+ fails$/.test((outcome.reason as Error).message) ? [String(outcome.reason)] : [],
    );
    expect(unexpected).toEqual([]);
    const expected = Array.from({ length: 20 }, (_, index) => index)
      .filter((index) => index % 3 !== 0)
      .map((index) => `r${index}`);
    expect((await labels(dataSource)).sort()).toEqual(expected.sort());
  });

  it("a transaction begun in the holder's work runs nested at once (no deadlock) and commits with it", async () => {
    const dataSource = await database();
    takeTurnsAsThePluginDoes(dataSource, { saves: false, runner: false });
    await dataSource.manager.transaction(async (tx: EntityManager) => {
      await tx.getRepository(RowSchema).insert({ label: 'outer' });
      await dataSource.manager.transaction(async (inner: EntityManager) => {
        await inner.getRepository(RowSchema).insert({ label: 'inner' });
      });
    });
    expect(await labels(dataSource)).toEqual(['outer', 'inner']);
  });

  it("Vendure's wrapper takes turns too: its transactions never overlap", async () => {
    const turns = new TransactionTurns();
    let open = 0;
    let mostOpen = 0;
    const wrapper = {
      async executeInTransaction(work: () => Promise<void>) {
        open += 1;
        mostOpen = Math.max(mostOpen, open);
        try {
          await work();
        } finally {
          open -= 1;
        }
      },
    };
    takeTransactionTurns({ wrapper, manager: { transaction: async () => undefined } }, turns);
    await Promise.all(Array.from({ length: 5 }, () => wrapper.executeInTransaction(() => sleep(5).then(() => undefined))));
    expect(mostOpen).toBe(1);
    expect(turns.figures.waited).toBe(4);
  });

  it('a callback the holder left behind does not pass for it once it has ended', async () => {
    const turns = new TransactionTurns();
    const order: string[] = [];
    const later = deferred();
    let leftBehind: Promise<void> | undefined;
    await turns.run(async () => {
      order.push('first');
      leftBehind = later.promise.then(() => turns.run(async () => void order.push('left behind')));
    });
    const third = turns.run(async () => {
      later.resolve();
      await sleep(20);
      order.push('third');
    });
    await Promise.all([third, leftBehind]);
    expect(order).toEqual(['first', 'third', 'left behind']);
  });

  it('goes ahead nested after the longest wait rather than deadlock, and counts it', async () => {
    const turns = new TransactionTurns({ maxWaitMs: 50 });
    const release = deferred();
    const holder = turns.run(() => release.promise);
    const startedAt = performance.now();
    await turns.run(async () => undefined);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(45);
    expect(turns.figures).toMatchObject({ waited: 1, nestedAfterTimeout: 1 });
    release.resolve();
    await holder;
  });

  /**
   * A save outside any transaction (TypeORM's own transaction around it, as the job queue's) is
   * held after its insert; a request's transaction begins meanwhile and inserts, the save commits,
   * then the request fails. Answers the rows left and the errors met.
   */
  async function saveBesideAFailingRequest(dataSource: DataSource) {
    const saveMayEnd = deferred();
    heldSaves.set('saved outside', saveMayEnd.promise);
    const requestInserted = deferred();
    const requestMayThrow = deferred();
    const errors: string[] = [];
    const save = dataSource
      .getRepository(RowSchema)
      .save({ label: 'saved outside' })
      .catch((error: unknown) => errors.push(String(error)));
    await sleep(10);
    const request = dataSource.manager
      .transaction(async (tx: EntityManager) => {
        await tx.getRepository(RowSchema).insert({ label: 'failed' });
        requestInserted.resolve();
        await requestMayThrow.promise;
        throw new Error('the request fails');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'the request fails') errors.push(String(error));
      });
    // Taking turns, the request waits for the save's transaction to end; without, it is a savepoint in it.
    await Promise.race([requestInserted.promise, sleep(200)]);
    saveMayEnd.resolve();
    await save;
    requestMayThrow.resolve();
    await request;
    heldSaves.clear();
    return { rows: await labels(dataSource), errors };
  }

  it("without the runner's turns, a request begun beside a save's own transaction rolls the saved row back", async () => {
    const dataSource = await database();
    takeTurnsAsThePluginDoes(dataSource, { saves: false, runner: false });
    const { rows } = await saveBesideAFailingRequest(dataSource);
    expect(rows).toEqual([]);
  });

  it("with the runner's turns, the request waits for the save's transaction, and only the failed row is gone", async () => {
    const dataSource = await database();
    // The saves' own turns would keep the save from beginning beside the request: without them, the runner's are all that stand.
    const turns = takeTurnsAsThePluginDoes(dataSource, { saves: false });
    const { rows, errors } = await saveBesideAFailingRequest(dataSource);
    expect(errors).toEqual([]);
    expect(rows).toEqual(['saved outside']);
    expect(turns.figures.waited).toBe(1);
  });

  /**
   * A request's transaction inserts "failed"; meanwhile, outside any transaction, `change` runs; the
   * request then fails. Answers the rows left and the errors met (the request's own excepted).
   */
  async function changeBesideAFailingRequest(dataSource: DataSource, change: () => Promise<unknown>) {
    const requestInserted = deferred();
    const changeCalled = deferred();
    const errors: string[] = [];
    let changed: Promise<unknown> = Promise.resolve();
    const request = dataSource.manager
      .transaction(async (tx: EntityManager) => {
        await tx.getRepository(RowSchema).insert({ label: 'failed' });
        requestInserted.resolve();
        // Taking turns, the change waits for this transaction to end; without, it runs inside it.
        await changeCalled.promise;
        await Promise.race([changed, sleep(100)]);
        throw new Error('the request fails');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'the request fails') errors.push(String(error));
      });
    await requestInserted.promise;
    changed = change().catch((error: unknown) => errors.push(String(error)));
    changeCalled.resolve();
    await request;
    await changed;
    return { rows: await labels(dataSource), errors };
  }

  const saveBeside = (dataSource: DataSource) => () => dataSource.getRepository(RowSchema).save({ label: 'saved beside' });
  // A query builder's insert begins no transaction of its own, as Vendure's scheduler takes its lock with an update.
  const insertBeside = (dataSource: DataSource) => () =>
    dataSource.createQueryBuilder().insert().into(RowSchema).values({ label: 'inserted beside' }).execute();

  // The change, how to make it, the row it leaves, and the turns taken away to show it lost.
  describe.each([
    ['a save', saveBeside, 'saved beside', { saves: false, runner: false }],
    ["a query builder's insert", insertBeside, 'inserted beside', { runner: false }],
  ] as const)('%s made outside any transaction while a request’s is open', (_change, make, kept, turnsOff) => {
    it('without its turns, goes down with that request’s rollback', async () => {
      const dataSource = await database();
      takeTurnsAsThePluginDoes(dataSource, turnsOff);
      expect(await changeBesideAFailingRequest(dataSource, make(dataSource))).toEqual({ rows: [], errors: [] });
    });

    it('with its turns, waits for that request’s transaction to end and is kept', async () => {
      const dataSource = await database();
      const turns = takeTurnsAsThePluginDoes(dataSource);
      expect(await changeBesideAFailingRequest(dataSource, make(dataSource))).toEqual({ rows: [kept], errors: [] });
      expect(turns.figures).toMatchObject({ waited: 1, nestedAfterTimeout: 0 });
    });
  });

  it("a save and an insert in the request's own work stay in its transaction at once, and go with its rollback", async () => {
    const dataSource = await database();
    const turns = takeTurnsAsThePluginDoes(dataSource);
    const outcome = await dataSource.manager
      .transaction(async () => {
        // The default repository and query builder, not the transaction's manager: the request's work all the same.
        await saveBeside(dataSource)();
        await insertBeside(dataSource)();
        throw new Error('the request fails');
      })
      .catch((error: unknown) => String(error));
    expect(outcome).toBe('Error: the request fails');
    expect(await labels(dataSource)).toEqual([]);
    expect(turns.figures).toMatchObject({ waited: 0, nestedAfterTimeout: 0 });
  });

  it('with every turn taken, 20 saves, 20 inserts and 20 requests at once: no error, none waits its longest wait, all 60 rows', async () => {
    const dataSource = await database();
    const turns = takeTurnsAsThePluginDoes(dataSource);
    const saves = Array.from({ length: 20 }, (_, index) => dataSource.getRepository(RowSchema).save({ label: `s${index}` }));
    const inserts = Array.from({ length: 20 }, (_, index) =>
      dataSource
        .createQueryBuilder()
        .insert()
        .into(RowSchema)
        .values({ label: `i${index}` })
        .execute(),
    );
    const requests = Array.from({ length: 20 }, (_, index) =>
      dataSource.manager.transaction(async (tx: EntityManager) => {
        await tx.getRepository(RowSchema).insert({ label: `r${index}` });
        await new Promise<void>((resolve) => setImmediate(resolve));
        await tx.getRepository(RowSchema).count();
      }),
    );
    const outcomes = await Promise.allSettled([...saves, ...inserts, ...requests]);
    expect(outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [String(outcome.reason)] : []))).toEqual([]);
    expect(await labels(dataSource)).toHaveLength(60);
    expect(turns.figures.nestedAfterTimeout).toBe(0);
  });
});
