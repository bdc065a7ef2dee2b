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
    const figures = takeLoopTurnsBetweenQueries(runner, { sliceMs: 20, now: () => clock.now });
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
    const figures = takeLoopTurnsBetweenQueries(runner, { sliceMs: 20, now: () => clock.now });
    for (let index = 0; index < 5; index += 1) await runner.query(`q${index}`);
    expect(figures.turnsTaken).toBe(0);
  });

  it('takes no turn when the loop had one recently (a quick request costs nothing)', async () => {
    const clock = { now: 0 };
    const runner = fakeRunner(clock, 1);
    const figures = takeLoopTurnsBetweenQueries(runner, { sliceMs: 20, now: () => clock.now });
    for (let request = 0; request < 5; request += 1) {
      for (let index = 0; index < 3; index += 1) await runner.query(`q${index}`);
      await aTurn();
    }
    expect(figures.turnsTaken).toBe(0);
  });

  /*
   * The shape that starved a query under load: a request whose every query outlasts the slice.
   * Each of its queries is woken first in a turn, uses the slice up, and queues the next one before
   * the other request's query wakes, finds the slice gone and sleeps again.
   */
  const longRequestBeside = async (options: { longestWaitMs?: number }) => {
    const clock = { now: 0 };
    const runner = fakeRunner(clock, 10);
    const figures = takeLoopTurnsBetweenQueries(runner, { sliceMs: 8, now: () => clock.now, ...options });
    let other: Promise<unknown> = Promise.resolve();
    const long = (async () => {
      for (let index = 0; index < 200; index += 1) {
        const answer = runner.query(`long ${index}`);
        // The other request comes on the turn one of the long request's queries waits for, after it.
        if (index === 2) {
          setImmediate(() => {
            other = runner.query('other');
          });
        }
        await answer;
      }
    })();
    await long;
    await other;
    return { queriesBeforeOther: runner.ran.indexOf('other'), figures };
  };

  it('runs a query that has waited its longest wait, however busy the loop (no query starves)', async () => {
    const { queriesBeforeOther, figures } = await longRequestBeside({ longestWaitMs: 50 });
    // 50 ms are 5 of the long request's 10 ms queries, and a turn.
    expect(queriesBeforeOther).toBeGreaterThanOrEqual(5);
    expect(queriesBeforeOther).toBeLessThanOrEqual(8);
    expect(figures.ranAfterLongestWait).toBe(1);
  });

  it('starves that query for as long as the long request lasts without a longest wait (why it exists)', async () => {
    const { queriesBeforeOther, figures } = await longRequestBeside({ longestWaitMs: Number.POSITIVE_INFINITY });
    expect(queriesBeforeOther).toBe(200);
    expect(figures.ranAfterLongestWait).toBe(0);
  });
});
