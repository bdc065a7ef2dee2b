import { describe, expect, it } from 'vitest';

import { takeLoopTurnsBetweenQueries } from '../src/plugins/sqlite-turns/loop-turns';

/** A stand-in for TypeORM's one SQLite query runner: each query "works" `workMs` of a fake clock, synchronously. */
function fakeRunner(clock: { now: number }, workMs: number) {
  const runner = {
    isTransactionActive: false,
    ran: [] as string[],
    async query(sql: string) {
      clock.now += workMs;
      runner.ran.push(sql);
      return [];
    },
  };
  return runner;
}

const aTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('SQLite queries give the event loop a turn', () => {
  it('lets a timer-free callback in between the queries of a long request, once a slice is used up', async () => {
    const clock = { now: 0 };
    const runner = fakeRunner(clock, 8);
    const figures = takeLoopTurnsBetweenQueries(runner, 20, () => clock.now);
    const order: string[] = [];
    // The long request: 10 queries in a row with no I/O of its own (what better-sqlite3 does).
    const long = (async () => {
      for (let index = 0; index < 10; index += 1) {
        await runner.query(`q${index}`);
        order.push(`q${index}`);
      }
    })();
    // Another request that arrives meanwhile: it must run before the long one ends.
    setImmediate(() => order.push('other request'));
    await long;
    expect(order.indexOf('other request')).toBeGreaterThan(0);
    expect(order.indexOf('other request')).toBeLessThan(order.length - 1);
    // 80 ms of work in 20 ms slices: a turn every third query (8 + 8 + 8 > 20).
    expect(figures.turnsTaken).toBeGreaterThanOrEqual(2);
    expect(runner.ran).toEqual(['q0', 'q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9']);
  });

  it('takes no turn inside a transaction (one connection: others would run inside it)', async () => {
    const clock = { now: 0 };
    const runner = fakeRunner(clock, 50);
    runner.isTransactionActive = true;
    const figures = takeLoopTurnsBetweenQueries(runner, 20, () => clock.now);
    for (let index = 0; index < 5; index += 1) await runner.query(`q${index}`);
    expect(figures.turnsTaken).toBe(0);
  });

  it('takes no turn when the loop had one recently (a quick request costs nothing)', async () => {
    const clock = { now: 0 };
    const runner = fakeRunner(clock, 1);
    const figures = takeLoopTurnsBetweenQueries(runner, 20, () => clock.now);
    for (let request = 0; request < 5; request += 1) {
      for (let index = 0; index < 3; index += 1) await runner.query(`q${index}`);
      await aTurn();
    }
    expect(figures.turnsTaken).toBe(0);
  });
});
