import { describe, expect, it } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { paramsEqual, sidebarMachine } from './sidebar.machine';
import {
  selectContentKey,
  selectContentParams,
  selectIsAuthenticated,
  selectIsAwaitingLogin,
  selectIsOpen,
  selectPendingAfterLogin,
  type SidebarSnapshot,
} from './sidebar.selectors';
import { isSidebarContentKey, SIDEBAR_CONTENT_KEYS, type SidebarContent, type SidebarEvent, type SidebarParams } from './sidebar.types';

type SidebarActor = Actor<typeof sidebarMachine>;

function start(isAuthenticated: boolean, ...events: SidebarEvent[]): SidebarActor {
  const actor = createActor(sidebarMachine, { input: { isAuthenticated } });
  actor.start();
  for (const event of events) actor.send(event);
  return actor;
}

/** Everything a component could observe, read only through selectors and tags. */
function observe(snapshot: SidebarSnapshot) {
  return {
    isOpen: selectIsOpen(snapshot),
    key: selectContentKey(snapshot),
    params: selectContentParams(snapshot),
    awaitingLogin: selectIsAwaitingLogin(snapshot),
    pending: selectPendingAfterLogin(snapshot),
    isAuthenticated: selectIsAuthenticated(snapshot),
    tags: [...snapshot.tags].sort(),
  };
}

type Observed = ReturnType<typeof observe>;

const closed = (isAuthenticated: boolean): Observed => ({
  isOpen: false,
  key: null,
  params: null,
  awaitingLogin: false,
  pending: null,
  isAuthenticated,
  tags: [],
});

const showing = (content: SidebarContent, isAuthenticated: boolean): Observed => ({
  isOpen: true,
  key: content.key,
  params: content.params,
  awaitingLogin: false,
  pending: null,
  isAuthenticated,
  tags: ['open'],
});

/** Logged out by definition: awaiting login only exists without a session. */
const awaiting = (pending: SidebarContent, shown: SidebarContent = LOGIN): Observed => ({
  isOpen: true,
  key: shown.key,
  params: shown.params,
  awaitingLogin: true,
  pending,
  isAuthenticated: false,
  tags: ['open'],
});

function expectObserved(actor: SidebarActor, expected: Observed): void {
  const snapshot = actor.getSnapshot();
  expect(observe(snapshot)).toEqual(expected);
  // Selectors are views of context; check the stored shape too.
  expect(snapshot.context).toEqual({
    isAuthenticated: expected.isAuthenticated,
    content: expected.key === null ? null : { key: expected.key, params: expected.params },
    pendingAfterLogin: expected.pending,
  });
}

const LOGIN: SidebarContent = { key: 'login', params: {} };
const REGISTER: SidebarContent = { key: 'register', params: {} };
const CART: SidebarContent = { key: 'cart', params: {} };
const ORDERS: SidebarContent = { key: 'orders', params: {} };
const ORDER_A1: SidebarContent = { key: 'orderDetails', params: { orderId: 'A1' } };
const ORDER_B2: SidebarContent = { key: 'orderDetails', params: { orderId: 'B2' } };

const toggle = (key: SidebarContent['key'], params?: SidebarParams): SidebarEvent =>
  params === undefined ? { type: 'panel.toggle', key } : { type: 'panel.toggle', key, params };
const open = (key: SidebarContent['key'], params?: SidebarParams): SidebarEvent =>
  params === undefined ? { type: 'panel.open', key } : { type: 'panel.open', key, params };
const CLOSE: SidebarEvent = { type: 'panel.close' };
const ROUTE: SidebarEvent = { type: 'route.changed' };
const LOGGED_IN: SidebarEvent = { type: 'session.loggedIn' };
const LOGGED_OUT: SidebarEvent = { type: 'session.loggedOut' };

describe('sidebar machine: start', () => {
  it.each([true, false])('starts closed with isAuthenticated=%s from input', (isAuthenticated) => {
    expectObserved(start(isAuthenticated), closed(isAuthenticated));
  });
});

describe('sidebar machine: closed', () => {
  it.each(['panel.toggle', 'panel.open'] as const)('%s of a public panel opens it', (type) => {
    const actor = start(false, { type, key: 'cart' });
    expectObserved(actor, showing(CART, false));
  });

  it.each(['panel.toggle', 'panel.open'] as const)('%s keeps the params it was given', (type) => {
    const actor = start(false, { type, key: 'locale', params: { from: 'header' } });
    expectObserved(actor, showing({ key: 'locale', params: { from: 'header' } }, false));
  });

  it.each(['panel.toggle', 'panel.open'] as const)(
    '%s of a protected panel while logged out shows login and remembers the panel and params',
    (type) => {
      const actor = start(false, { type, key: 'orderDetails', params: { orderId: 'A1' } });
      expectObserved(actor, awaiting(ORDER_A1));
    },
  );

  it.each(['orders', 'orderDetails', 'personalInformation'] as const)(
    'every protected key (%s) goes through login while logged out',
    (key) => {
      const actor = start(false, toggle(key));
      expectObserved(actor, awaiting({ key, params: {} }));
    },
  );

  it.each(['panel.toggle', 'panel.open'] as const)('%s of a protected panel while logged in goes straight there', (type) => {
    const actor = start(true, { type, key: 'orderDetails', params: { orderId: 'A1' } });
    expectObserved(actor, showing(ORDER_A1, true));
  });

  it('panel.close changes nothing', () => {
    expectObserved(start(false, CLOSE), closed(false));
  });

  it('route.changed changes nothing', () => {
    expectObserved(start(true, ROUTE), closed(true));
  });

  it('session.loggedIn only records the session', () => {
    expectObserved(start(false, LOGGED_IN), closed(true));
  });

  it('session.loggedOut only records the session', () => {
    expectObserved(start(true, LOGGED_OUT), closed(false));
  });

  it('copies params, so the caller mutating its object later changes nothing', () => {
    const params: Record<string, string> = { orderId: 'A1' };
    const actor = start(true, open('orderDetails', params));
    params['orderId'] = 'tampered';
    expectObserved(actor, showing(ORDER_A1, true));
  });
});

describe('sidebar machine: open.panel', () => {
  it('toggling the same panel without params closes it', () => {
    expectObserved(start(false, toggle('cart'), toggle('cart')), closed(false));
  });

  it('toggling the same panel with deep-equal params closes it (key order does not matter)', () => {
    const actor = start(
      true,
      toggle('orderDetails', { orderId: 'A1', tab: 'usage' }),
      toggle('orderDetails', { tab: 'usage', orderId: 'A1' }),
    );
    expectObserved(actor, closed(true));
  });

  it('no params and empty params are the same request', () => {
    expectObserved(start(false, toggle('menu'), toggle('menu', {})), closed(false));
    expectObserved(start(false, toggle('menu', {}), toggle('menu')), closed(false));
  });

  it('toggling the same key with different params switches to them', () => {
    const actor = start(true, toggle('orderDetails', { orderId: 'A1' }), toggle('orderDetails', { orderId: 'B2' }));
    expectObserved(actor, showing(ORDER_B2, true));
  });

  it('params that only add a key are different params', () => {
    const actor = start(true, toggle('orderDetails', { orderId: 'A1' }), toggle('orderDetails', { orderId: 'A1', tab: 'usage' }));
    expectObserved(actor, showing({ key: 'orderDetails', params: { orderId: 'A1', tab: 'usage' } }, true));
  });

  it('params that differ only in value type are different params', () => {
    const actor = start(true, toggle('orderDetails', { orderId: 1 }), toggle('orderDetails', { orderId: '1' }));
    expectObserved(actor, showing({ key: 'orderDetails', params: { orderId: '1' } }, true));
  });

  it('toggling a different panel switches to it', () => {
    expectObserved(start(false, toggle('cart'), toggle('menu')), showing({ key: 'menu', params: {} }, false));
  });

  it('toggling a protected panel while logged out shows login and remembers it', () => {
    expectObserved(start(false, toggle('cart'), toggle('orders')), awaiting(ORDERS));
  });

  it('toggling a protected panel while logged in switches to it', () => {
    expectObserved(start(true, toggle('account'), toggle('orders')), showing(ORDERS, true));
  });

  it('opening the same panel with the same params keeps it open (no toggle)', () => {
    const actor = start(true, open('orderDetails', { orderId: 'A1' }), open('orderDetails', { orderId: 'A1' }));
    expectObserved(actor, showing(ORDER_A1, true));
  });

  it('opening a different panel switches to it', () => {
    expectObserved(start(false, open('cart'), open('register')), showing(REGISTER, false));
  });

  it('opening the same key with different params switches to them', () => {
    const actor = start(true, open('orderDetails', { orderId: 'A1' }), open('orderDetails', { orderId: 'B2' }));
    expectObserved(actor, showing(ORDER_B2, true));
  });

  it('opening a protected panel while logged out shows login and remembers it', () => {
    const actor = start(false, open('account'), open('orderDetails', { orderId: 'A1' }));
    expectObserved(actor, awaiting(ORDER_A1));
  });

  it('opening a protected panel while logged in goes straight there', () => {
    const actor = start(true, open('account'), open('personalInformation'));
    expectObserved(actor, showing({ key: 'personalInformation', params: {} }, true));
  });

  it('panel.close closes it', () => {
    expectObserved(start(false, open('cart'), CLOSE), closed(false));
  });

  it('session.loggedIn only records the session, the panel stays', () => {
    expectObserved(start(false, open('cart'), LOGGED_IN), showing(CART, true));
  });

  it('session.loggedIn on a login panel opened directly (nothing pending) keeps it', () => {
    expectObserved(start(false, open('login'), LOGGED_IN), showing(LOGIN, true));
  });

  it('session.loggedOut closes a protected panel', () => {
    expectObserved(start(true, open('orderDetails', { orderId: 'A1' }), LOGGED_OUT), closed(false));
  });

  it('session.loggedOut leaves a public panel open', () => {
    expectObserved(start(true, open('account'), LOGGED_OUT), showing({ key: 'account', params: {} }, false));
  });

  it('after logging out, the same protected panel goes through login again', () => {
    const actor = start(true, open('orders'), LOGGED_OUT, open('orders'));
    expectObserved(actor, awaiting(ORDERS));
  });
});

describe('sidebar machine: open.awaitingLogin', () => {
  const awaitingA1 = (): SidebarActor => start(false, toggle('orderDetails', { orderId: 'A1' }));

  it('session.loggedIn reopens the wanted panel with its params', () => {
    expectObserved(start(false, toggle('orderDetails', { orderId: 'A1' }), LOGGED_IN), showing(ORDER_A1, true));
  });

  it('after login, toggling the reopened panel closes it as usual', () => {
    const actor = awaitingA1();
    actor.send(LOGGED_IN);
    actor.send(toggle('orderDetails', { orderId: 'A1' }));
    expectObserved(actor, closed(true));
  });

  it('panel.close forgets the wanted panel: a later login opens nothing', () => {
    const actor = awaitingA1();
    actor.send(CLOSE);
    expectObserved(actor, closed(false));
    actor.send(LOGGED_IN);
    expectObserved(actor, closed(true));
  });

  it('toggling the login panel off forgets the wanted panel', () => {
    const actor = awaitingA1();
    actor.send(toggle('login'));
    expectObserved(actor, closed(false));
    actor.send(LOGGED_IN);
    expectObserved(actor, closed(true));
  });

  it('toggling the wanted panel again (same params) closes', () => {
    const actor = awaitingA1();
    actor.send(toggle('orderDetails', { orderId: 'A1' }));
    expectObserved(actor, closed(false));
  });

  it('toggling the wanted key with other params replaces the wish', () => {
    const actor = awaitingA1();
    actor.send(toggle('orderDetails', { orderId: 'B2' }));
    expectObserved(actor, awaiting(ORDER_B2));
    actor.send(LOGGED_IN);
    expectObserved(actor, showing(ORDER_B2, true));
  });

  it('toggling another protected panel replaces the wish', () => {
    const actor = awaitingA1();
    actor.send(toggle('orders'));
    expectObserved(actor, awaiting(ORDERS));
  });

  it('toggling register keeps the wish, so registering lands on the wanted panel', () => {
    const actor = awaitingA1();
    actor.send(toggle('register'));
    expectObserved(actor, awaiting(ORDER_A1, REGISTER));
    actor.send(LOGGED_IN);
    expectObserved(actor, showing(ORDER_A1, true));
  });

  it('toggling reset password keeps the wish', () => {
    const actor = awaitingA1();
    actor.send(toggle('resetPassword'));
    expectObserved(actor, awaiting(ORDER_A1, { key: 'resetPassword', params: {} }));
  });

  it('toggling register twice closes and forgets', () => {
    const actor = awaitingA1();
    actor.send(toggle('register'));
    actor.send(toggle('register'));
    expectObserved(actor, closed(false));
  });

  it('toggling login from register returns to login, still waiting', () => {
    const actor = awaitingA1();
    actor.send(toggle('register'));
    actor.send(toggle('login'));
    expectObserved(actor, awaiting(ORDER_A1));
  });

  it('a protected request from register shows login again with the new wish', () => {
    const actor = awaitingA1();
    actor.send(toggle('register'));
    actor.send(toggle('orders'));
    expectObserved(actor, awaiting(ORDERS));
  });

  it('toggling a public panel shows it and forgets the wish', () => {
    const actor = awaitingA1();
    actor.send(toggle('cart'));
    expectObserved(actor, showing(CART, false));
    actor.send(LOGGED_IN);
    expectObserved(actor, showing(CART, true));
  });

  it('opening login again changes nothing', () => {
    const actor = awaitingA1();
    actor.send(open('login'));
    expectObserved(actor, awaiting(ORDER_A1));
  });

  it('opening the wanted panel again changes nothing (open never closes)', () => {
    const actor = awaitingA1();
    actor.send(open('orderDetails', { orderId: 'A1' }));
    expectObserved(actor, awaiting(ORDER_A1));
  });

  it('opening another protected panel replaces the wish', () => {
    const actor = awaitingA1();
    actor.send(open('personalInformation'));
    expectObserved(actor, awaiting({ key: 'personalInformation', params: {} }));
  });

  it('opening register keeps the wish', () => {
    const actor = awaitingA1();
    actor.send(open('register'));
    expectObserved(actor, awaiting(ORDER_A1, REGISTER));
  });

  it('opening a public panel shows it and forgets the wish', () => {
    const actor = awaitingA1();
    actor.send(open('menu'));
    expectObserved(actor, showing({ key: 'menu', params: {} }, false));
  });

  it('session.loggedOut changes nothing (already logged out)', () => {
    const actor = awaitingA1();
    actor.send(LOGGED_OUT);
    expectObserved(actor, awaiting(ORDER_A1));
  });
});

describe('sidebar machine: route.changed closes from every open sub-state', () => {
  const openSituations: ReadonlyArray<[string, boolean, SidebarEvent[]]> = [
    ['open.panel (public)', false, [open('cart')]],
    ['open.panel (protected, logged in)', true, [open('orders')]],
    ['open.awaitingLogin (login shown)', false, [open('orders')]],
    ['open.awaitingLogin (register shown)', false, [open('orders'), open('register')]],
  ];

  it.each(openSituations)('from %s', (_name, isAuthenticated, events) => {
    const actor = start(isAuthenticated, ...events);
    expect(selectIsOpen(actor.getSnapshot())).toBe(true);
    actor.send(ROUTE);
    expectObserved(actor, closed(isAuthenticated));
    // Nothing may survive the navigation: a later login opens nothing.
    actor.send(LOGGED_IN);
    expectObserved(actor, closed(true));
  });
});

describe('isSidebarContentKey', () => {
  it.each(SIDEBAR_CONTENT_KEYS)('accepts %s', (key) => {
    expect(isSidebarContentKey(key)).toBe(true);
  });

  it.each(['', 'Cart', 'my-esims', 'orders ', 'toString', '__proto__'])('rejects %j', (value) => {
    expect(isSidebarContentKey(value)).toBe(false);
  });
});

describe('paramsEqual', () => {
  it.each<[SidebarParams, SidebarParams, boolean]>([
    [{}, {}, true],
    [{ a: 1, b: 'x' }, { b: 'x', a: 1 }, true],
    [{ a: true }, { a: true }, true],
    [{ a: 1 }, { a: '1' }, false],
    [{ a: 1 }, { a: 1, b: 2 }, false],
    [{ a: 1, b: 2 }, { a: 1 }, false],
    [{ a: 1 }, { b: 1 }, false],
    [{ a: false }, {}, false],
  ])('%j vs %j → %s', (a, b, expected) => {
    expect(paramsEqual(a, b)).toBe(expected);
    expect(paramsEqual(b, a)).toBe(expected);
  });
});
