import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';

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

// Each flow with the input the storefront starts it with.
const FLOWS: Flow[] = [
  { name: 'cart', machine: cart.cartMachine, input: undefined, beforeStart: cart.cartBeforeStart(), selectors: selectorsOf(cart) },
  {
    name: 'session',
    machine: session.sessionMachine,
    input: undefined,
    beforeStart: session.sessionBeforeStart(),
    selectors: selectorsOf(session),
  },
  ...[true, false].map((isAuthenticated) => ({
    name: `sidebar (${isAuthenticated ? 'logged in' : 'visitor'})`,
    machine: sidebar.sidebarMachine,
    input: { isAuthenticated },
    beforeStart: sidebar.sidebarBeforeStart({ isAuthenticated }),
    selectors: selectorsOf(sidebar),
  })),
  {
    name: 'consent',
    machine: consent.consentMachine,
    input: { path: '/en/Offers?page=2' },
    beforeStart: consent.consentBeforeStart({ path: '/en/Offers?page=2' }),
    selectors: selectorsOf(consent),
  },
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
});
