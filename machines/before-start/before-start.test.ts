import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';

import { emptyCart } from '../../api/operations/cart/cart-order';

import * as cart from '../cart';
import * as chatWidget from '../chat-widget';
import * as consent from '../consent';
import * as loadingBar from '../loading-bar';
import * as session from '../session';
import * as sidebar from '../sidebar';
import { standInSnapshot, type BeforeStart } from './before-start';

interface Flow {
  name: string;
  machine: AnyStateMachine;
  input: unknown;
  beforeStart: BeforeStart<unknown, string>;
  /** Every `select…` the flow exports. */
  selectors: Array<[string, (snapshot: never) => unknown]>;
}

const selectorsOf = (flow: Record<string, unknown>) =>
  Object.entries(flow).filter(
    (entry): entry is [string, (snapshot: never) => unknown] => entry[0].startsWith('select') && typeof entry[1] === 'function',
  );

const knownEmptyCart = { cart: emptyCart('EUR') };

// Each flow with the inputs the storefront starts it with: as rendered on the server, and as the
// browser may know it before the start (a visitor without a session, a consent cookie read).
const FLOWS: Flow[] = [
  ...[undefined, knownEmptyCart].map((input) => ({
    name: `cart (${input ? 'known empty' : 'to load'})`,
    machine: cart.cartMachine,
    input,
    beforeStart: cart.cartBeforeStart(input),
    selectors: selectorsOf(cart),
  })),
  ...[undefined, { customer: null }].map((input) => ({
    name: `session (${input ? 'known guest' : 'to ask'})`,
    machine: session.sessionMachine,
    input,
    beforeStart: session.sessionBeforeStart(input),
    selectors: selectorsOf(session),
  })),
  ...[true, false].map((isAuthenticated) => ({
    name: `sidebar (${isAuthenticated ? 'logged in' : 'visitor'})`,
    machine: sidebar.sidebarMachine,
    input: { isAuthenticated },
    beforeStart: sidebar.sidebarBeforeStart({ isAuthenticated }),
    selectors: selectorsOf(sidebar),
  })),
  ...[undefined, false, true].map((storedConsent) => {
    const input = { path: '/en/Offers?page=2', ...(storedConsent === undefined ? {} : { storedConsent }) };
    return {
      name: `consent (stored ${storedConsent ?? 'to read'})`,
      machine: consent.consentMachine,
      input,
      beforeStart: consent.consentBeforeStart(input),
      selectors: selectorsOf(consent),
    };
  }),
  ...[null, 'https://chat.example/widget.js'].map((scriptUrl) => ({
    name: `chat widget (${scriptUrl ? 'a script' : 'none'})`,
    machine: chatWidget.chatWidgetMachine,
    input: { scriptUrl },
    beforeStart: chatWidget.chatWidgetBeforeStart({ scriptUrl }),
    selectors: selectorsOf(chatWidget),
  })),
  {
    name: 'loading bar',
    machine: loadingBar.loadingBarMachine,
    input: {},
    beforeStart: loadingBar.loadingBarBeforeStart({}),
    selectors: selectorsOf(loadingBar),
  },
];

describe('a machine before it starts (plain data, no XState)', () => {
  it.each(FLOWS.map((flow) => [flow.name, flow] as const))('%s: the same first state, context and tags as the machine', (_name, flow) => {
    // The snapshot @xstate/react rendered on the server: the actor created, not started.
    const snapshot = createActor(flow.machine, { input: flow.input }).getSnapshot();
    expect(flow.beforeStart.value).toEqual(snapshot.value);
    expect(flow.beforeStart.context).toEqual(snapshot.context);
    expect([...flow.beforeStart.tags].sort()).toEqual([...snapshot.tags].sort());
  });

  it.each(FLOWS.map((flow) => [flow.name, flow] as const))('%s: every selector reads the same from the stand-in', (_name, flow) => {
    const snapshot = createActor(flow.machine, { input: flow.input }).getSnapshot();
    const standIn = standInSnapshot(flow.beforeStart);
    expect(flow.selectors.length).toBeGreaterThan(0);
    for (const [name, select] of flow.selectors) {
      if (select.length !== 1) continue;
      expect(select(standIn as never), name).toEqual(select(snapshot as never));
    }
  });

  it('matches like XState for an atomic state', () => {
    const snapshot = createActor(sidebar.sidebarMachine, { input: { isAuthenticated: false } }).getSnapshot();
    const standIn = standInSnapshot(sidebar.sidebarBeforeStart({ isAuthenticated: false }));
    for (const value of ['closed', 'open', 'closed.x', { closed: 'x' }, { open: 'panel' }]) {
      expect(standIn.matches(value), JSON.stringify(value)).toBe(snapshot.matches(value as never));
    }
  });

  it('matches like XState for a nested state', () => {
    const snapshot = createActor(cart.cartMachine, { input: knownEmptyCart }).getSnapshot();
    const standIn = standInSnapshot(cart.cartBeforeStart(knownEmptyCart));
    const asked = [
      'ready',
      'ready.idle',
      'ready.refreshing',
      'idle',
      'loading',
      { ready: 'idle' },
      { ready: 'refreshing' },
      { ready: {} },
      { busy: 'adding' },
    ];
    for (const value of asked) {
      expect(standIn.matches(value), JSON.stringify(value)).toBe(snapshot.matches(value as never));
    }
  });
});
