import { TransactionalConnection, type Injector, type Order, type RequestContext } from '@vendure/core';
import { describe, expect, it, vi } from 'vitest';

import {
  decideOrderAccess,
  GUEST_ORDER_ACCESS_MS,
  placingSessionIdsOf,
  type OrderAccessFacts,
} from '../src/plugins/order-access/order-access-rule';
import { PlacingSessionOrderByCodeAccessStrategy } from '../src/plugins/order-access/placing-session-order-access-strategy';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000);
const guestFacts = (overrides: Partial<OrderAccessFacts> = {}): OrderAccessFacts => ({
  sessionId: 41,
  placedAt: minutesAgo(5),
  now: NOW,
  guestAccessMs: GUEST_ORDER_ACCESS_MS,
  ...overrides,
});
const paidBy = (...ids: string[]) => vi.fn(async () => ids);

describe('decideOrderAccess', () => {
  it('lets the logged-in customer who owns the order read it, at any time and without looking at payments', async () => {
    const lookup = paidBy();
    const facts = guestFacts({ activeUserId: 7, ownerUserId: '7', sessionId: 99, placedAt: minutesAgo(60 * 24 * 400) });
    expect(await decideOrderAccess(facts, lookup)).toEqual({ allowed: true, as: 'owner' });
    expect(await decideOrderAccess({ ...facts, placedAt: null }, lookup)).toEqual({ allowed: true, as: 'owner' });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('lets the session that paid read the order within the window after it was placed', async () => {
    expect(await decideOrderAccess(guestFacts(), paidBy('41'))).toEqual({ allowed: true, as: 'placing-session' });
    expect(await decideOrderAccess(guestFacts({ placedAt: new Date(NOW - GUEST_ORDER_ACCESS_MS + 1) }), paidBy('41'))).toEqual({
      allowed: true,
      as: 'placing-session',
    });
    // a guest who checked out with a registered account's email: the order is that account's, the paying session still sees it
    expect(await decideOrderAccess(guestFacts({ ownerUserId: 7 }), paidBy('41'))).toEqual({ allowed: true, as: 'placing-session' });
  });

  it('refuses the paying session once the window is over', async () => {
    const lookup = paidBy('41');
    expect(await decideOrderAccess(guestFacts({ placedAt: new Date(NOW - GUEST_ORDER_ACCESS_MS) }), lookup)).toEqual({
      allowed: false,
      reason: 'window-over',
    });
    expect(await decideOrderAccess(guestFacts({ placedAt: minutesAgo(60 * 24) }), lookup)).toEqual({
      allowed: false,
      reason: 'window-over',
    });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('refuses another session holding the code, even right after the order was placed', async () => {
    expect(await decideOrderAccess(guestFacts({ sessionId: 42 }), paidBy('41'))).toEqual({ allowed: false, reason: 'other-session' });
    // an order paid without a shop session (staff's manual payment) has no paying session at all
    expect(await decideOrderAccess(guestFacts(), paidBy())).toEqual({ allowed: false, reason: 'other-session' });
  });

  it('refuses another logged-in customer, whether the order is a guest order or someone else’s', async () => {
    expect(await decideOrderAccess(guestFacts({ activeUserId: 8, sessionId: 50 }), paidBy('41'))).toEqual({
      allowed: false,
      reason: 'other-session',
    });
    expect(await decideOrderAccess(guestFacts({ activeUserId: 8, ownerUserId: 7, sessionId: 50 }), paidBy('41'))).toEqual({
      allowed: false,
      reason: 'other-session',
    });
  });

  it('refuses a request without a session, and an order that was never placed', async () => {
    expect(await decideOrderAccess(guestFacts({ sessionId: undefined }), paidBy('41'))).toEqual({ allowed: false, reason: 'no-session' });
    expect(await decideOrderAccess(guestFacts({ placedAt: null }), paidBy('41'))).toEqual({ allowed: false, reason: 'not-placed' });
    expect(await decideOrderAccess(guestFacts({ placedAt: undefined }), paidBy('41'))).toEqual({ allowed: false, reason: 'not-placed' });
  });
});

describe('placingSessionIdsOf', () => {
  it('reads the session recorded on settled and authorized payments only', () => {
    expect(
      placingSessionIdsOf([
        { state: 'Declined', metadata: { sessionId: '1' } },
        { state: 'Error', metadata: {} },
        { state: 'Cancelled', metadata: { sessionId: '2' } },
        { state: 'AwaitingChallenge', metadata: { sessionId: '3' } },
        { state: 'Settled', metadata: { sessionId: '4', public: { last4: '4242' } } },
        { state: 'Authorized', metadata: { sessionId: 5 } },
      ]),
    ).toEqual(['4', '5']);
  });

  // Issue 15: a PayPal payment PayPal left pending placed the order; denied since, its session must still read it.
  it('counts a declined payment that had placed the order while pending, and no other declined one', () => {
    expect(
      placingSessionIdsOf([
        { state: 'Declined', metadata: { sessionId: '1', placedWhilePending: true } },
        { state: 'Declined', metadata: { sessionId: '2', placedWhilePending: 'yes' } },
        { state: 'Cancelled', metadata: { sessionId: '3', placedWhilePending: true } },
      ]),
    ).toEqual(['1']);
  });

  it('finds none on a payment without metadata or with an empty or odd value', () => {
    expect(
      placingSessionIdsOf([
        { state: 'Settled' },
        { state: 'Settled', metadata: null },
        { state: 'Settled', metadata: { sessionId: '' } },
        { state: 'Settled', metadata: { sessionId: { id: 1 } } },
      ]),
    ).toEqual([]);
  });
});

describe('PlacingSessionOrderByCodeAccessStrategy', () => {
  function strategyWith(payments: Array<{ state: string; metadata: Record<string, unknown> }>) {
    const find = vi.fn(async () => payments);
    const connection = { getRepository: () => ({ find }) };
    const injector = { get: (token: unknown) => (token === TransactionalConnection ? connection : undefined) } as unknown as Injector;
    const strategy = new PlacingSessionOrderByCodeAccessStrategy({ now: () => NOW });
    strategy.init(injector);
    return { strategy, find };
  }
  const ctxOf = (session?: { id: number }, activeUserId?: number) => ({ session, activeUserId }) as unknown as RequestContext;
  const order = (placedAt: Date | undefined, ownerUserId?: number) =>
    ({
      id: 3,
      code: 'ABC',
      orderPlacedAt: placedAt,
      customer: { user: ownerUserId === undefined ? null : { id: ownerUserId } },
    }) as unknown as Order;

  it('answers from the request’s session and the order’s payments', async () => {
    const { strategy, find } = strategyWith([{ state: 'Settled', metadata: { sessionId: '41' } }]);
    expect(await strategy.canAccessOrder(ctxOf({ id: 41 }), order(minutesAgo(1)))).toBe(true);
    expect(await strategy.canAccessOrder(ctxOf({ id: 42 }), order(minutesAgo(1)))).toBe(false);
    expect(await strategy.canAccessOrder(ctxOf({ id: 41 }), order(minutesAgo(121)))).toBe(false);
    expect(await strategy.canAccessOrder(ctxOf(undefined), order(minutesAgo(1)))).toBe(false);
    expect(await strategy.canAccessOrder(ctxOf({ id: 50 }, 7), order(minutesAgo(60 * 24 * 30), 7))).toBe(true);
    expect(await strategy.canAccessOrder(ctxOf({ id: 50 }, 8), order(minutesAgo(1), 7))).toBe(false);
    expect(find).toHaveBeenCalledWith({ where: { order: { id: 3 } }, select: { id: true, state: true, metadata: true } });
  });

  it('keeps Vendure’s 2 hours unless told otherwise', async () => {
    const { strategy } = strategyWith([{ state: 'Settled', metadata: { sessionId: '41' } }]);
    expect(await strategy.canAccessOrder(ctxOf({ id: 41 }), order(minutesAgo(119)))).toBe(true);
    const short = new PlacingSessionOrderByCodeAccessStrategy({ guestAccessMs: 60_000, now: () => NOW });
    short.init({
      get: () => ({ getRepository: () => ({ find: async () => [{ state: 'Settled', metadata: { sessionId: '41' } }] }) }),
    } as unknown as Injector);
    expect(await short.canAccessOrder(ctxOf({ id: 41 }), order(minutesAgo(2)))).toBe(false);
  });
});
