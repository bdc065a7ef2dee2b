import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ShopError } from '../../api/errors';
import { debitCard, finishCardPayment, getCardPaymentConfig } from '../../api/operations/payment/card-payment';
import { challengeIdOf, completeSandboxChallenge } from '../../api/operations/payment/card-sandbox-challenge';
import { BROWSER, cartReadyToPay, sandboxStats, TEST_CARDS, tokenFor, type OrderStats } from '../../api/test-support/card-sandbox';
import { newShopper } from '../../api/test-support/shopper';
import { adminClient } from '../../backend/test/support/admin-orders.mjs';
import { freshConnectionFetch } from '../cluster/fresh-connection-fetch';
import { buildAll } from '../lib/build.mjs';
import { freePort } from '../lib/processes.mjs';
import { repoRoot, startBackend, startCardSandbox, TEST_ABUSE_LIMITS, temporaryDataDir } from '../lib/shop.mjs';

/*
 * Issue 30 point 1: every charged order ends delivered or refunded, whatever dies when. The backend
 * of `npm start` (SQLite, no Redis, the job queue in the process, the embedded eSIM sandbox, the
 * card sandbox beside it, every setting at its default) is killed with SIGKILL at a random moment
 * of each round of guest card purchases, and started again on the same database. Then, within 2
 * minutes of the last restart: each order charged at most once by the acquirer (its own count),
 * every charged order delivered exactly once (its eSIMs stored once, one delivery email) or
 * refunded, no order left locked in ArrangingPayment, nothing delivered that was not charged.
 *
 * Some purchases pay with the 3-D Secure card: their debit answers a challenge, which the shopper
 * approves at the sandbox's ACS before the round's kill window, and their finish (where the
 * acquirer takes the money, on the shop's verification) is sent in it, beside the others' debits.
 * A shopper whose finish got no answer does what the return page's "Try again" leads to: pays again
 * (the frictionless card), a while after the last restart, once the reconciliation has had its turn
 * at the finishes that died (stale after 54 s). Its order is then paid already (NO_ACTIVE_ORDER), or
 * its cart still awaits the challenge whose finish never reached the backend, which nobody else can
 * end while the challenge is valid: the new debit replaces it.
 *
 * The kill moments come from a seeded generator: CRASH_SEED=<the printed seed> replays them (where
 * in a purchase each lands also depends on the machine's timing). docs/testing.md "Crash".
 */

const ROUNDS = 5;
const PURCHASES_PER_ROUND = 10;
/** Of each round's purchases, this many pay with the 3-D Secure card: their finish in the kill window. */
const CHALLENGED_PER_ROUND = 4;
/**
 * When a shopper whose finish got no answer pays again, after the last restart: after the finish
 * its killed backend left is stale (54 s after it began, which was before the restart) and the
 * reconciliation's next tick (10 s).
 */
const COMEBACK_AFTER_MS = 65_000;
/** Each round's kill comes this long (at random) after its debits were sent: during the debits and the deliveries they start. */
const KILL_WITHIN_MS = 1_500;
/** The issue's bound, from the last restart. */
const SETTLED_WITHIN_MS = 120_000;
/** FR-5GB-30D, twice (cartReadyToPay): one eSIM per item. */
const ESIMS_PER_ORDER = 2;

const RUN = Date.now().toString(36);
const seed = Number(process.env['CRASH_SEED'] ?? Math.floor(Math.random() * 2 ** 31));

/** mulberry32: a small seeded generator, so that a failing run's kill moments can be replayed. */
function seededRandom(start: number): () => number {
  let state = start >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Backend = Awaited<ReturnType<typeof startBackend>>;

let data: Awaited<ReturnType<typeof temporaryDataDir>>;
let cardSandbox: Awaited<ReturnType<typeof startCardSandbox>>;
let backend: Backend | undefined;
let backendPort: number;
/** The backend's output since its last start, for a failure's message. */
let output: string[] = [];
/** Every start's output, each chunk marked with the test's second, for a failure's post-mortem. */
const OUTPUT_FILE = path.join(repoRoot, '.tmp', 'crash-backend.log');
let outputFile: WriteStream | undefined;
const testStarted = performance.now();
const seconds = () => ((performance.now() - testStarted) / 1000).toFixed(1);

async function startShopBackend(): Promise<Backend> {
  const started = await startBackend({
    dir: data.dir,
    port: backendPort,
    storefrontOrigin: 'http://127.0.0.1:1',
    log: false,
    // The card-testing limits would refuse this test's parallel debits of one card from one address
    // (a debit still running counts): they are issue 30's point 2, tested on their own.
    env: { CARD_GATEWAY_URL: cardSandbox.url, ...TEST_ABUSE_LIMITS },
  });
  output = [];
  outputFile?.write(`--- backend started at ${seconds()} s\n`);
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 400) output.shift();
    outputFile?.write(`[${seconds()}] ${chunk.toString()}`);
  };
  started.child.stdout?.on('data', keep);
  started.child.stderr?.on('data', keep);
  return started;
}

async function kill(running: Backend): Promise<void> {
  const exited = once(running.child, 'exit');
  running.child.kill('SIGKILL');
  await exited;
}

beforeAll(async () => {
  if (!(await buildAll({ only: ['backend', 'cardSandbox'] }))) throw new Error('The backend did not build');
  data = await temporaryDataDir();
  await mkdir(path.dirname(OUTPUT_FILE), { recursive: true });
  outputFile = createWriteStream(OUTPUT_FILE);
  cardSandbox = await startCardSandbox({ port: await freePort(), storefrontOrigin: 'http://127.0.0.1:1', log: false });
  backendPort = await freePort();
  backend = await startShopBackend();
}, 300_000);

afterAll(async () => {
  await backend?.stop();
  await cardSandbox?.stop();
  await data?.remove();
  outputFile?.end();
});

interface Purchase {
  email: string;
  code?: string;
  /** Paid with the 3-D Secure card. */
  challenged: boolean;
  answered: boolean;
  /** Pays again with the frictionless card, as the return page's "Try again" leads to; what it answered. */
  payAgain: () => Promise<string>;
  cameBack?: string;
}

/** What a call answered: its status, or the code of its error. */
function answerOf(call: Promise<{ status: string }>): Promise<string> {
  return call.then(
    (answer) => answer.status,
    (error: unknown) => (error instanceof ShopError && error.detail.kind === 'http' ? (error.detail.code ?? 'http') : 'failed'),
  );
}

/**
 * A guest's cart ready to pay (FR-5GB-30D ×2, French billing address), and its payment: a debit
 * of the frictionless card, or (`challenged`) the finish of the 3-D Secure card's challenge, whose
 * debit was answered and whose challenge the shopper approved at the ACS here.
 */
async function readyToPay(running: Backend, label: string, challenged: boolean) {
  const { client } = newShopper({ shopApiUrl: `${running.url}/shop-api`, timeoutMs: 60_000, fetch: freshConnectionFetch });
  const email = `crash-${RUN}-${label}@example.com`;
  const cart = await cartReadyToPay(client, { email });
  const config = await getCardPaymentConfig(client);
  const debitWith = async (card: string) => debitCard(client, { token: await tokenFor(config, card), browser: BROWSER });
  const purchase: Purchase = {
    email,
    code: cart.code,
    challenged,
    answered: false,
    payAgain: () => answerOf(debitWith(TEST_CARDS.frictionless)),
  };
  if (!challenged) {
    const token = await tokenFor(config, TEST_CARDS.frictionless);
    return { purchase, pay: () => debitCard(client, { token, browser: BROWSER }) };
  }
  const debit = await debitWith(TEST_CARDS.challenge);
  if (debit.status !== 'challenge') throw new Error(`${cart.code}: the 3-D Secure card's debit answered ${debit.status}`);
  const challengeId = challengeIdOf(debit.challengeUrl);
  if (!challengeId) throw new Error(`no challenge id in ${debit.challengeUrl}`);
  const { md, paRes, cres } = await completeSandboxChallenge(config, challengeId, 'approve');
  return { purchase, pay: () => finishCardPayment(client, { transactionRef: debit.transactionRef, md, paRes, cres }) };
}

/**
 * The emails of this run in the outbox, by order code: a guest of this test gets no email but its
 * order's delivery (or its failure, which the French plans never meet), whose subject ends with the code.
 */
async function deliveryEmails(dir: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const files = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.includes(`crash-${RUN}-`) && name.endsWith('.eml'));
  for (const file of files) {
    const { subject = '' } = await simpleParser(await readFile(path.join(dir, file)));
    const code = /(\S+)$/.exec(subject)?.[1];
    if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return counts;
}

interface OrderView {
  code: string;
  state: string;
  esims: unknown[];
}

type Fate = 'delivered' | 'refunded' | 'notCharged' | 'pending';

interface Tally {
  fates: Map<string, Fate>;
  locked: string[];
  problems: string[];
  /** Where each order stands, for a failure's message. */
  details: Map<string, string>;
}

/** Where each order stands: its charges at the acquirer, its state and eSIMs, its delivery emails. */
async function tally(running: Backend, codes: readonly string[]): Promise<Tally> {
  const admin = await adminClient(running.url);
  const { orders } = await admin.request<{ orders: { items: OrderView[] } }>(
    'query ($codes: [String!]!) { orders(options: { filter: { code: { in: $codes } }, take: 100 }) { items { code state esims { iccid } } } }',
    { codes },
  );
  const byCode = new Map(orders.items.map((order) => [order.code, order]));
  const stats = new Map(
    await Promise.all(codes.map(async (code) => [code, await sandboxStats(cardSandbox.url, code)] as [string, OrderStats])),
  );
  const emails = await deliveryEmails(running.mailboxDir);
  const result: Tally = { fates: new Map(), locked: [], problems: [], details: new Map() };
  for (const code of codes) {
    const order = byCode.get(code);
    const charged = stats.get(code)?.charges ?? 0;
    const refunds = stats.get(code)?.refunds ?? 0;
    const sent = emails.get(code) ?? 0;
    const esims = order?.esims.length ?? 0;
    if (!order) result.problems.push(`${code}: not found`);
    if (order?.state === 'ArrangingPayment') result.locked.push(code);
    if (charged > 1) result.problems.push(`${code}: charged ${charged} times`);
    if (sent > 1) result.problems.push(`${code}: ${sent} delivery emails`);
    if (esims > ESIMS_PER_ORDER) result.problems.push(`${code}: ${esims} eSIMs stored`);
    let fate: Fate = 'pending';
    if (charged === 0) {
      fate = 'notCharged';
      if (esims > 0 || sent > 0) result.problems.push(`${code}: delivered without a charge`);
    } else if (refunds >= charged) {
      fate = 'refunded';
    } else if (esims === ESIMS_PER_ORDER && sent === 1) {
      fate = 'delivered';
    }
    result.fates.set(code, fate);
    result.details.set(code, `${order?.state ?? 'missing'}, charged ${charged}, refunded ${refunds}, ${esims} eSIMs, ${sent} emails`);
  }
  return result;
}

const count = (result: Tally, fate: Fate) => [...result.fates.values()].filter((each) => each === fate).length;

describe('the backend killed with SIGKILL in the middle of purchases (issue 30)', () => {
  it(`${ROUNDS * PURCHASES_PER_ROUND} purchases (${ROUNDS * CHALLENGED_PER_ROUND} with 3-D Secure), the backend killed at a random moment of each round: every charged order delivered once or refunded within 2 minutes of the last restart, none charged twice, no cart locked`, async () => {
    console.log(`crash test seed ${seed} (CRASH_SEED=${seed} replays its kill moments)`);
    const random = seededRandom(seed);
    const purchases: Purchase[] = [];
    const restartSeconds: number[] = [];
    const startedAt = performance.now();
    let lastRestart = performance.now();

    for (let round = 0; round < ROUNDS; round += 1) {
      const running = backend;
      if (!running) throw new Error('no backend');
      const carts = await Promise.all(
        Array.from({ length: PURCHASES_PER_ROUND }, (_, index) => readyToPay(running, `${round}-${index}`, index < CHALLENGED_PER_ROUND)),
      );
      purchases.push(...carts.map((cart) => cart.purchase));
      const killAfterMs = Math.round(random() * KILL_WITHIN_MS);
      const paying = carts.map(async ({ purchase, pay }) => {
        try {
          purchase.answered = (await pay()).status === 'succeeded';
        } catch {
          // the request the killed backend had taken: the shopper sees an error
        }
      });
      await sleep(killAfterMs);
      outputFile?.write(`--- killed at ${seconds()} s\n`);
      await kill(running);
      await Promise.all(paying);
      const restarting = performance.now();
      backend = await startShopBackend();
      lastRestart = performance.now();
      restartSeconds.push((lastRestart - restarting) / 1000);
      const finishesUnanswered = carts.filter((cart) => cart.purchase.challenged && !cart.purchase.answered).length;
      console.log(
        `round ${round + 1}: killed ${killAfterMs} ms into ${PURCHASES_PER_ROUND - CHALLENGED_PER_ROUND} debits and ${CHALLENGED_PER_ROUND} 3-D Secure finishes, ${carts.filter((cart) => cart.purchase.answered).length} answered paid (${finishesUnanswered} finishes not); restarted in ${restartSeconds.at(-1)?.toFixed(1)} s`,
      );
    }

    const comebacks = purchases.filter((purchase) => purchase.challenged && !purchase.answered);
    let cameBack = comebacks.length === 0;
    const comingBack = (async () => {
      await sleep(Math.max(0, lastRestart + COMEBACK_AFTER_MS - performance.now()));
      await Promise.all(
        comebacks.map(async (purchase) => {
          purchase.cameBack = await purchase.payAgain();
          if (purchase.cameBack === 'succeeded') purchase.answered = true;
        }),
      );
      cameBack = true;
    })();

    const codes = purchases.flatMap((purchase) => (purchase.code ? [purchase.code] : []));
    expect(codes).toHaveLength(ROUNDS * PURCHASES_PER_ROUND);
    const settled = (result: Tally) => result.problems.length === 0 && result.locked.length === 0 && count(result, 'pending') === 0;
    const last = backend;
    if (!last) throw new Error('no backend');
    let result = await tally(last, codes);
    while (!(cameBack && settled(result)) && performance.now() - lastRestart < SETTLED_WITHIN_MS) {
      await sleep(2_000);
      result = await tally(last, codes);
    }
    const settledAfter = (performance.now() - lastRestart) / 1000;
    await comingBack;
    // A moment more for anything sent twice.
    await sleep(3_000);
    result = await tally(last, codes);
    const answered = purchases.filter((purchase) => purchase.answered);
    const charged = codes.length - count(result, 'notCharged');
    const challenged = purchases.filter((purchase) => purchase.challenged);
    const comebackAnswers = new Map<string, number>();
    for (const { cameBack: answer } of comebacks) comebackAnswers.set(answer ?? 'none', (comebackAnswers.get(answer ?? 'none') ?? 0) + 1);
    console.log(
      `crash test (seed ${seed}): ${codes.length} purchases (${challenged.length} with 3-D Secure), ${answered.length} answered paid, ${codes.length - answered.length} failed; ` +
        `${comebacks.length} finishes unanswered, paying again: ${[...comebackAnswers].map(([answer, times]) => `${answer} ${times}`).join(', ') || 'none'}; ` +
        `charged ${charged}, delivered ${count(result, 'delivered')}, refunded ${count(result, 'refunded')}, ` +
        `pending ${count(result, 'pending')}, locked ${result.locked.length}; settled ${settledAfter.toFixed(1)} s after the last restart ` +
        `(restarts ${restartSeconds.map((seconds) => seconds.toFixed(1)).join(', ')} s; ${((performance.now() - startedAt) / 1000).toFixed(0)} s in all)`,
    );
    const unsettled = [...result.fates].filter(([, fate]) => fate === 'pending').map(([code]) => code);
    if (!settled(result)) {
      const byCode = new Map(purchases.map((purchase) => [purchase.code, purchase]));
      const unsettledOrders = [...result.fates].filter(([code, fate]) => fate === 'pending' || result.locked.includes(code));
      for (const [code] of unsettledOrders) {
        const purchase = byCode.get(code);
        const how = purchase?.challenged ? `3-D Secure${purchase.cameBack ? `, paid again: ${purchase.cameBack}` : ''}` : 'debit';
        console.log(`${code} (${how}, answered ${String(purchase?.answered)}): ${result.details.get(code) ?? ''}`);
      }
      console.log(`the backend's last output (all of it in ${OUTPUT_FILE}):\n${output.join('').slice(-6_000)}`);
    }
    expect(result.problems).toEqual([]);
    expect(result.locked).toEqual([]);
    expect(unsettled).toEqual([]);
    // What a shopper was told "paid" is delivered.
    expect(answered.filter((purchase) => result.fates.get(purchase.code ?? '') !== 'delivered').map((purchase) => purchase.code)).toEqual(
      [],
    );
  }, 420_000);
});
