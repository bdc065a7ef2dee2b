import type { RequestContext } from '@vendure/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { unresolvedDebitKey } from '../src/plugins/payment/card/attempt-failures';
import type { CardPaymentSettings } from '../src/plugins/payment/card/card-payment-settings';
import { fateOf } from '../src/plugins/payment/card/debit-fate';
import type { DebitSettlement, SentDebit } from '../src/plugins/payment/card/debit-settlement.service';
import {
  CardGatewayUnavailableError,
  type CardGateway,
  type ChallengeReturn,
  type GatewayPayment,
} from '../src/plugins/payment/card/gateway/card-gateway';
import { finishVerifying, OperationClaims, type AttemptValue, type StoredOutcome } from '../src/plugins/payment/card/operation-claims';
import { CardDebitReconciler } from '../src/plugins/payment/card/reconciliation/card-debit-reconciler.service';
import { UnresolvedDebits, type UnresolvedDebit } from '../src/plugins/payment/card/unresolved-debits';
import { MemoryClaimStore } from './support/memory-claim-store';
import { shopMetrics } from '../src/plugins/metrics/shop-metrics';
import { gatewayPayment } from './support/gateway-payment';

/*
 * The reconciliation's decisions for a debit whose answer was lost, with the claim store in
 * memory and the gateway and the order's side (DebitSettlement) faked at their ports. What the
 * order then becomes is the integration test's (api/operations/card-payment-reconciliation…).
 */

const KEY = 'debit_lost';
const SESSION = '41';
const settings = { staleAfterMs: 54_000, reconcileAfterMs: 2_000 } as CardPaymentSettings;
const ctx = {} as RequestContext;

const attemptKey = (orderId: string, attempt: number) => `cardPayment.attempt:order:${orderId}#${attempt}`;
const entryKey = (orderId: string) => `cardPayment.unresolved:order:${orderId}`;

/**
 * The gateway asked by idempotency key, and a challenge verified with a finish's kept result;
 * anything else is a mistake of the reconciler.
 */
class FakeGateway {
  asked: string[] = [];
  answer: GatewayPayment | undefined | Error;
  verified: Array<{ paymentId: string; result: ChallengeReturn }> = [];
  /** What the gateway answers a verification: the payment's status once it judged the result. */
  verdict: GatewayPayment | Error = gatewayPayment('succeeded');

  findPaymentByIdempotencyKey(key: string): Promise<GatewayPayment | undefined> {
    this.asked.push(key);
    return this.answer instanceof Error ? Promise.reject(this.answer) : Promise.resolve(this.answer);
  }

  verifyChallenge(paymentId: string, result: ChallengeReturn): Promise<GatewayPayment> {
    this.verified.push({ paymentId, result });
    return this.verdict instanceof Error ? Promise.reject(this.verdict) : Promise.resolve(this.verdict);
  }
}

/** The order's side: what would be recorded or refunded, and which orders became carts again. */
class FakeSettlement {
  returnedToCart: string[] = [];
  settled: Array<{ debit: SentDebit; payment: GatewayPayment }> = [];
  outcome: StoredOutcome = { status: 'succeeded', orderCode: 'ORDER7', transactionRef: 'pay_1' };

  settle(_ctx: RequestContext, debit: SentDebit, payment: GatewayPayment): Promise<StoredOutcome> {
    this.settled.push({ debit, payment });
    return Promise.resolve(this.outcome);
  }

  /** A challenge payment the gateway declined: what it answers (a recorded one is declined with it). */
  declinedOutcome: StoredOutcome | undefined;

  nothingTaken(_ctx: RequestContext, orderId: string, declined: GatewayPayment | undefined): Promise<StoredOutcome | undefined> {
    this.returnedToCart.push(orderId);
    return Promise.resolve(declined ? this.declinedOutcome : undefined);
  }

  /** The orders in ArrangingPayment, by id (numbers, as the database's ids). */
  locked: number[] = [];

  lockedCarts(_ctx: RequestContext, { afterId, limit }: { afterId: number; limit: number }): Promise<Array<{ id: string; code: string }>> {
    const ids = [...this.locked].sort((a, b) => a - b).filter((id) => id > afterId);
    return Promise.resolve(ids.slice(0, limit).map((id) => ({ id: String(id), code: `ORDER${id}` })));
  }
}

let store: MemoryClaimStore;
let gateway: FakeGateway;
let settlement: FakeSettlement;
let reconciler: CardDebitReconciler;
let unresolved: UnresolvedDebits;

beforeEach(() => {
  store = new MemoryClaimStore();
  gateway = new FakeGateway();
  settlement = new FakeSettlement();
  unresolved = new UnresolvedDebits(store.asClaimStore());
  reconciler = new CardDebitReconciler(
    unresolved,
    new OperationClaims(store.asClaimStore()),
    // The fakes implement the one or two methods the reconciler calls of these ports.
    settlement as unknown as DebitSettlement,
    gateway as unknown as CardGateway,
    settings,
  );
});

/** An order whose attempt 1 sent debit KEY and was left as `attempt` says, `ageMs` ago. */
function lostDebit(orderId: string, attempt: Partial<AttemptValue>, ageMs: number): void {
  const startedAt = Date.now() - ageMs;
  const entry: UnresolvedDebit = { orderId, orderCode: `ORDER${orderId}`, attempt: 1, idempotencyKey: KEY, sessionId: SESSION, startedAt };
  store.put(entryKey(orderId), entry);
  const value: AttemptValue = {
    orderId,
    attempt: 1,
    operation: 'debit',
    requestKey: KEY,
    sessionId: SESSION,
    startedAt,
    state: 'unknown',
    ...attempt,
  };
  store.put(attemptKey(orderId, 1), value);
}

async function reconcileOrder(orderId: string) {
  const [entry] = (await unresolved.oldest(10)).filter((candidate) => candidate.value.orderId === orderId);
  if (!entry) throw new Error(`no unresolved entry for order ${orderId}`);
  return reconciler.reconcile(ctx, entry);
}

describe('the reconciliation of a card debit whose answer was lost', () => {
  it('records the money taken: the next attempt, in the shopper’s session, settles it and releases the entry', async () => {
    lostDebit('7', { unresolvedKey: KEY, failure: 'timeout' }, 10_000);
    gateway.answer = gatewayPayment('succeeded');

    expect(await reconcileOrder('7')).toBe('payment succeeded');
    expect(gateway.asked).toEqual([KEY]);
    expect(settlement.settled).toEqual([{ debit: { orderId: '7', key: KEY, sessionId: SESSION }, payment: gatewayPayment('succeeded') }]);
    expect(store.valueOf<AttemptValue>(attemptKey('7', 2))).toMatchObject({
      operation: 'debit',
      requestKey: KEY,
      sessionId: SESSION,
      state: 'done',
      outcome: settlement.outcome,
    });
    expect(store.valueOf(entryKey('7'))).toBeUndefined();
  });

  it('settles an open challenge the gateway made as the order’s payment too', async () => {
    lostDebit('7', { unresolvedKey: KEY }, 10_000);
    const challenged = gatewayPayment('requires_challenge', { challenge: { id: 'ch_1' } });
    gateway.answer = challenged;
    settlement.outcome = { status: 'challenge', transactionRef: 'pay_1', challengeId: 'ch_1' };
    expect(await reconcileOrder('7')).toBe('payment challenge');
    expect(settlement.settled.map((call) => call.payment)).toEqual([challenged]);
  });

  it('takes a debit whose server died (its attempt running, stale) the same way; nothing taken gives the cart back', async () => {
    lostDebit('8', { state: 'running' }, 60_000);
    gateway.answer = undefined;

    expect(await reconcileOrder('8')).toBe('nothingTaken');
    expect(gateway.asked).toEqual([KEY]);
    expect(settlement.returnedToCart).toEqual(['8']);
    const attempt = store.valueOf<AttemptValue>(attemptKey('8', 2));
    // No unresolved key: the shopper's next debit starts afresh.
    expect(attempt).toMatchObject({ state: 'unknown', failure: 'timeout' });
    expect(attempt?.unresolvedKey).toBeUndefined();
    expect(store.valueOf(entryKey('8'))).toBeUndefined();
  });

  it('counts a declined debit as nothing taken', async () => {
    lostDebit('7', { unresolvedKey: KEY }, 10_000);
    gateway.answer = gatewayPayment('declined', { declineReason: 'processing_timeout' });
    expect(await reconcileOrder('7')).toBe('nothingTaken');
    expect(settlement.settled).toEqual([]);
    expect(settlement.returnedToCart).toEqual(['7']);
  });

  it('leaves a debit the gateway still processes unknown, and asks about the others first next time', async () => {
    lostDebit('7', { unresolvedKey: KEY }, 10_000);
    lostDebit('9', { unresolvedKey: KEY }, 10_000);
    gateway.answer = gatewayPayment('processing');

    expect(await reconcileOrder('7')).toBe('processing');
    expect(store.valueOf<AttemptValue>(attemptKey('7', 2))).toMatchObject({ state: 'unknown', unresolvedKey: KEY, failure: 'inProgress' });
    expect(settlement.returnedToCart).toEqual([]);
    expect((await unresolved.oldest(10)).map((entry) => entry.value.orderId)).toEqual(['9', '7']);
  });

  it('keeps a debit it could not ask about for the next tick', async () => {
    lostDebit('7', { unresolvedKey: KEY }, 10_000);
    gateway.answer = new CardGatewayUnavailableError('down');
    expect(await reconcileOrder('7')).toBe('failed');
    expect(store.valueOf<AttemptValue>(attemptKey('7', 2))).toMatchObject({ state: 'unknown', unresolvedKey: KEY, failure: 'unavailable' });
    expect(store.valueOf(entryKey('7'))).toBeDefined();
  });

  it('leaves alone a debit still running in a live process, and one too recent (the shopper may retry)', async () => {
    lostDebit('7', { state: 'running' }, 10_000);
    lostDebit('8', { unresolvedKey: KEY }, 500);
    expect(await reconcileOrder('7')).toBe('busy');
    expect(await reconcileOrder('8')).toBe('tooRecent');
    expect(gateway.asked).toEqual([]);
    expect(store.keys().filter((key) => key.endsWith('#2'))).toEqual([]);
  });

  it('does nothing when a shopper’s retry takes the next attempt first', async () => {
    lostDebit('7', { unresolvedKey: KEY }, 10_000);
    const shopper = new OperationClaims(store.asClaimStore());
    store.beforeClaim = async (key) => {
      store.beforeClaim = undefined;
      if (key === attemptKey('7', 2))
        await shopper.claim({ orderId: '7', attempt: 2, operation: 'debit', requestKey: 'debit_retry', sessionId: SESSION });
    };
    expect(await reconcileOrder('7')).toBe('busy');
    expect(gateway.asked).toEqual([]);
    expect(store.valueOf<AttemptValue>(attemptKey('7', 2))?.requestKey).toBe('debit_retry');
    expect(store.valueOf(entryKey('7'))).toBeDefined();
  });

  it('releases the entry of a debit a later attempt settled, without asking the gateway', async () => {
    lostDebit('7', { state: 'done', outcome: { status: 'succeeded', orderCode: 'ORDER7', transactionRef: 'pay_1' } }, 10_000);
    expect(await reconcileOrder('7')).toBe('settledAlready');
    expect(gateway.asked).toEqual([]);
    expect(store.valueOf(entryKey('7'))).toBeUndefined();
  });

  it('works through the oldest entries of a tick and counts what it did', async () => {
    lostDebit('7', { unresolvedKey: KEY }, 10_000);
    lostDebit('8', { state: 'running' }, 10_000);
    lostDebit('9', { unresolvedKey: KEY }, 500);
    gateway.answer = gatewayPayment('succeeded');
    expect(await reconciler.reconcileDue(ctx)).toEqual({ 'payment succeeded': 1, busy: 1, tooRecent: 1 });
    // The gauge staff alert on: the entries still waiting after the tick (the busy one and the recent one).
    expect((await shopMetrics.cardDebitsUnresolved.get()).values[0]?.value).toBe(2);
  });
});

/**
 * An order whose attempt 1, a debit of KEY begun `ageMs` ago, was left `running` with no
 * unresolved entry: its process died between claiming the attempt and registering the debit. With
 * `locked`, the debit had moved the cart to ArrangingPayment first (the order of the steps before
 * issue 30).
 */
function debitWithoutEntry(orderId: string, ageMs: number, { locked = true } = {}): void {
  const value: AttemptValue = {
    orderId,
    attempt: 1,
    operation: 'debit',
    requestKey: KEY,
    sessionId: SESSION,
    startedAt: Date.now() - ageMs,
    state: 'running',
  };
  store.put(attemptKey(orderId, 1), value);
  if (locked) settlement.locked.push(Number(orderId));
}

describe('a debit attempt abandoned without its unresolved entry (issue 30)', () => {
  it('is found on its locked cart once stale, given its entry and settled in the same tick: money taken is recorded', async () => {
    debitWithoutEntry('12', 60_000);
    gateway.answer = gatewayPayment('succeeded');

    expect(await reconciler.reconcileDue(ctx)).toEqual({ adopted: 1, 'payment succeeded': 1 });
    expect(gateway.asked).toEqual([KEY]);
    expect(settlement.settled.map((call) => call.debit)).toEqual([{ orderId: '12', key: KEY, sessionId: SESSION }]);
    expect(store.valueOf<AttemptValue>(attemptKey('12', 2))).toMatchObject({ state: 'done', outcome: settlement.outcome });
    expect(store.valueOf(entryKey('12'))).toBeUndefined();
  });

  it('nothing taken: the cart is freed', async () => {
    debitWithoutEntry('12', 60_000);
    gateway.answer = undefined;
    expect(await reconciler.reconcileDue(ctx)).toEqual({ adopted: 1, nothingTaken: 1 });
    expect(settlement.returnedToCart).toEqual(['12']);
  });

  it('leaves alone a debit still running in a live process, and a locked cart whose attempt is settled', async () => {
    debitWithoutEntry('12', 10_000);
    store.put(attemptKey('13', 1), {
      orderId: '13',
      attempt: 1,
      operation: 'debit',
      requestKey: KEY,
      sessionId: SESSION,
      startedAt: Date.now() - 60_000,
      state: 'done',
      outcome: { status: 'challenge', transactionRef: 'pay_1', challengeId: 'ch_1' },
    } satisfies AttemptValue);
    settlement.locked.push(13, 14);

    expect(await reconciler.reconcileDue(ctx)).toEqual({});
    expect(store.valueOf(entryKey('12'))).toBeUndefined();
    expect(store.valueOf(entryKey('13'))).toBeUndefined();
    expect(gateway.asked).toEqual([]);
  });

  it('never replaces an entry the order has', async () => {
    lostDebit('7', { state: 'running' }, 60_000);
    settlement.locked.push(7);
    const before = store.valueOf<UnresolvedDebit>(entryKey('7'));

    expect(await reconciler.adoptAbandonedDebits(ctx)).toBe(0);
    expect(store.valueOf(entryKey('7'))).toEqual(before);
  });

  it('walks every locked cart over successive ticks, a few at a time', async () => {
    for (let id = 100; id < 145; id += 1) settlement.locked.push(id);
    debitWithoutEntry('150', 60_000);

    const adoptedPerTick = [];
    for (let tick = 0; tick < 3; tick += 1) adoptedPerTick.push(await reconciler.adoptAbandonedDebits(ctx));
    // 46 carts, 20 a tick: the abandoned one, last, is reached on the third tick.
    expect(adoptedPerTick).toEqual([0, 0, 1]);
    expect(store.valueOf<UnresolvedDebit>(entryKey('150'))).toMatchObject({
      orderId: '150',
      attempt: 1,
      idempotencyKey: KEY,
      sessionId: SESSION,
    });
  });
});

const RESULT: ChallengeReturn = { md: 'md_1', paRes: 'pares_1', cres: 'cres_1' };
const CHALLENGE = { id: 'ch_1' };

/**
 * An order whose debit (attempt 1, KEY) answered a challenge, and whose finish (attempt 2), begun
 * `ageMs` ago with the shopper's RESULT, did not end: `running` is a finish whose process died,
 * `unknown` one whose gateway answer was lost. No unresolved entry: a finish never registers one.
 * Its cart is locked by the payment awaiting its challenge.
 */
function finishThatDidNotEnd(orderId: string, ageMs: number, finish: Partial<AttemptValue> = {}): void {
  const startedAt = Date.now() - ageMs;
  store.put(attemptKey(orderId, 1), {
    orderId,
    attempt: 1,
    operation: 'debit',
    requestKey: KEY,
    sessionId: SESSION,
    startedAt: startedAt - 30_000,
    state: 'done',
    outcome: { status: 'challenge', transactionRef: 'pay_1', challengeId: 'ch_1' },
  } satisfies AttemptValue);
  store.put(attemptKey(orderId, 2), {
    orderId,
    attempt: 2,
    operation: 'finish',
    requestKey: 'pay_1',
    sessionId: SESSION,
    startedAt,
    state: 'running',
    verifying: { debitKey: KEY, result: RESULT },
    ...finish,
  } satisfies AttemptValue);
  settlement.locked.push(Number(orderId));
}

describe('a 3-D Secure finish that did not end (issue 30)', () => {
  it('whose process died before the gateway verified: found on its locked cart, the shopper’s result verified in their stead, the money taken recorded', async () => {
    finishThatDidNotEnd('12', 60_000);
    gateway.answer = gatewayPayment('requires_challenge', { challenge: CHALLENGE });
    gateway.verdict = gatewayPayment('succeeded');

    expect(await reconciler.reconcileDue(ctx)).toEqual({ adopted: 1, 'payment succeeded': 1 });
    expect(gateway.asked).toEqual([KEY]);
    expect(gateway.verified).toEqual([{ paymentId: 'pay_1', result: RESULT }]);
    expect(settlement.settled).toEqual([{ debit: { orderId: '12', key: KEY, sessionId: SESSION }, payment: gatewayPayment('succeeded') }]);
    const settled = store.valueOf<AttemptValue>(attemptKey('12', 3));
    expect(settled).toMatchObject({ state: 'done', outcome: settlement.outcome });
    // Done: the result is no longer kept, and nothing is left unresolved.
    expect(settled?.verifying).toBeUndefined();
    expect(settled?.unresolvedKey).toBeUndefined();
    expect(store.valueOf(entryKey('12'))).toBeUndefined();
  });

  it('whose process died after the gateway took the money: recorded without verifying again', async () => {
    finishThatDidNotEnd('12', 60_000);
    gateway.answer = gatewayPayment('succeeded');

    expect(await reconciler.reconcileDue(ctx)).toEqual({ adopted: 1, 'payment succeeded': 1 });
    expect(gateway.verified).toEqual([]);
    expect(settlement.settled.map((call) => call.payment)).toEqual([gatewayPayment('succeeded')]);
  });

  it('whose gateway answer was lost (no process died) the same way', async () => {
    finishThatDidNotEnd('12', 10_000, { state: 'unknown', failure: 'timeout' });
    gateway.answer = gatewayPayment('requires_challenge', { challenge: CHALLENGE });

    expect(await reconciler.reconcileDue(ctx)).toEqual({ adopted: 1, 'payment succeeded': 1 });
    expect(gateway.verified).toEqual([{ paymentId: 'pay_1', result: RESULT }]);
  });

  it('a result the gateway does not take (not its own, or sent before the shopper answered) leaves the challenge open for its shopper', async () => {
    finishThatDidNotEnd('12', 60_000);
    gateway.answer = gatewayPayment('requires_challenge', { challenge: CHALLENGE });
    gateway.verdict = gatewayPayment('requires_challenge', { challenge: CHALLENGE });
    settlement.outcome = { status: 'challenge', transactionRef: 'pay_1', challengeId: 'ch_1' };

    expect(await reconciler.reconcileDue(ctx)).toEqual({ adopted: 1, 'payment challenge': 1 });
    expect(settlement.returnedToCart).toEqual([]);
    // Settled as it stands: the shopper's own finish is the next attempt, and goes ahead.
    expect(store.valueOf<AttemptValue>(attemptKey('12', 3))).toMatchObject({ state: 'done', outcome: settlement.outcome });
  });

  it('a challenge the shopper declined: the payment declined with it and the cart freed', async () => {
    finishThatDidNotEnd('12', 60_000);
    gateway.answer = gatewayPayment('requires_challenge', { challenge: CHALLENGE });
    gateway.verdict = gatewayPayment('declined', { declineReason: 'authentication_failed' });
    settlement.declinedOutcome = { status: 'declined', transactionRef: 'pay_1', reason: 'authentication_failed' };

    expect(await reconciler.reconcileDue(ctx)).toEqual({ adopted: 1, nothingTaken: 1 });
    expect(settlement.returnedToCart).toEqual(['12']);
    expect(store.valueOf<AttemptValue>(attemptKey('12', 3))).toMatchObject({ state: 'done', outcome: settlement.declinedOutcome });
  });

  it('the gateway unreachable: the result is kept for a later tick, which verifies it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      finishThatDidNotEnd('12', 60_000);
      gateway.answer = gatewayPayment('requires_challenge', { challenge: CHALLENGE });
      gateway.verdict = new CardGatewayUnavailableError('down');

      expect(await reconciler.reconcileDue(ctx)).toEqual({ adopted: 1, failed: 1 });
      expect(store.valueOf<AttemptValue>(attemptKey('12', 3))).toMatchObject({
        state: 'unknown',
        unresolvedKey: KEY,
        verifying: { debitKey: KEY, result: RESULT },
      });

      vi.setSystemTime(Date.now() + settings.reconcileAfterMs + 1);
      gateway.verdict = gatewayPayment('succeeded');
      expect(await reconciler.reconcileDue(ctx)).toEqual({ 'payment succeeded': 1 });
      expect(gateway.verified.map((call) => call.result)).toEqual([RESULT, RESULT]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves alone a finish still running in a live process', async () => {
    finishThatDidNotEnd('12', 10_000);
    expect(await reconciler.reconcileDue(ctx)).toEqual({});
    expect(gateway.asked).toEqual([]);
    expect(gateway.verified).toEqual([]);
  });
});

describe('what a finish keeps while it runs', () => {
  const finish = { orderId: '12', attempt: 2, operation: 'finish' as const, requestKey: 'pay_1', sessionId: SESSION };

  it('its debit’s key (from the payment’s metadata) and the shopper’s result, the result only when it is of a result’s size', () => {
    expect(finishVerifying({ metadata: { idempotencyKey: KEY } }, RESULT)).toEqual({ verifying: { debitKey: KEY, result: RESULT } });
    expect(finishVerifying({ metadata: { idempotencyKey: KEY } }, { ...RESULT, cres: 'x'.repeat(20_000) })).toEqual({
      verifying: { debitKey: KEY },
    });
    expect(finishVerifying({ metadata: {} }, RESULT)).toEqual({});
  });

  it('until it is done: an attempt left unknown keeps it, a done one drops it with its debit’s unresolved key', async () => {
    const claims = new OperationClaims(store.asClaimStore());
    const verifying = { debitKey: KEY, result: RESULT };
    const unknown = await claims.claim({ ...finish, verifying });
    if (!unknown) throw new Error('not claimed');
    expect(await claims.complete(unknown, { state: 'unknown', failure: 'timeout' })).toMatchObject({ verifying });

    const done = await claims.claim({ ...finish, attempt: 3, unresolvedKey: KEY, verifying });
    if (!done) throw new Error('not claimed');
    const value = await claims.complete(done, {
      state: 'done',
      outcome: { status: 'succeeded', orderCode: 'ORDER12', transactionRef: 'pay_1' },
    });
    expect(value.verifying).toBeUndefined();
    expect(value.unresolvedKey).toBeUndefined();
  });

  it('makes its debit unresolved unless it is done or still running in a live process; an earlier debit left unresolved comes first', () => {
    const value: AttemptValue = { ...finish, startedAt: 0, state: 'running', verifying: { debitKey: KEY } };
    expect(unresolvedDebitKey(value, false)).toBeUndefined();
    expect(unresolvedDebitKey(value, true)).toBe(KEY);
    expect(unresolvedDebitKey({ ...value, state: 'unknown' }, false)).toBe(KEY);
    expect(unresolvedDebitKey({ ...value, state: 'unknown', unresolvedKey: 'debit_earlier' }, false)).toBe('debit_earlier');
    expect(unresolvedDebitKey({ ...value, state: 'done', verifying: undefined }, false)).toBeUndefined();
  });
});

describe('fateOf', () => {
  it('tells a gateway payment’s fate by its status', () => {
    expect(fateOf(undefined)).toEqual({ kind: 'nothingTaken' });
    expect(fateOf(gatewayPayment('declined'))).toEqual({ kind: 'nothingTaken', declined: gatewayPayment('declined') });
    expect(fateOf(gatewayPayment('processing'))).toEqual({ kind: 'processing' });
    // A challenge the gateway did not describe is no outcome yet.
    expect(fateOf(gatewayPayment('requires_challenge'))).toEqual({ kind: 'processing' });
    expect(fateOf(gatewayPayment('succeeded')).kind).toBe('taken');
  });
});
