import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';

import { DeferredActor } from './deferred-actor-context';
import { whenIdleAfterLoad } from './idle-after-load';

type CounterEvent = { type: 'route.changed'; path: string } | { type: 'add'; amount: number } | { type: 'look.again' };

/** A machine that remembers what it was told, in order, after what it started from. */
const counter = setup({
  types: { context: {} as { heard: string[] }, events: {} as CounterEvent, input: {} as { from?: string } },
}).createMachine({
  context: ({ input }) => ({ heard: [`from ${input?.from ?? 'nothing'}`] }),
  on: {
    'route.changed': { actions: assign(({ context, event }) => ({ heard: [...context.heard, `route ${event.path}`] })) },
    add: { actions: assign(({ context, event }) => ({ heard: [...context.heard, `add ${event.amount}`] })) },
    'look.again': { actions: assign(({ context }) => ({ heard: [...context.heard, 'looked again'] })) },
  },
});

type Counter = typeof counter;
const standInOf = (input: { from?: string }) => createActor(counter, { input }).getSnapshot();
const standIn = standInOf({});
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

async function isWanted(deferred: DeferredActor<Counter>): Promise<boolean> {
  let wanted = false;
  void deferred.wanted.then(() => (wanted = true));
  await settled();
  return wanted;
}

const heard = (deferred: DeferredActor<Counter>) => deferred.getSnapshot().context.heard;

describe('a machine that starts when it is needed', () => {
  it('is not wanted for the events the page sends by itself, and is at the first other one', async () => {
    const deferred = new DeferredActor<Counter>(standInOf, {}, new Set(['route.changed']));
    deferred.send({ type: 'route.changed', path: '/en' });
    deferred.send({ type: 'route.changed', path: '/en/Offers' });
    expect(await isWanted(deferred)).toBe(false);
    deferred.send({ type: 'add', amount: 2 });
    expect(await isWanted(deferred)).toBe(true);
    // Started: what was sent meanwhile is delivered in order, then what comes next.
    deferred.start(createActor(counter, { input: deferred.startInput() }));
    deferred.send({ type: 'add', amount: 3 });
    expect(heard(deferred)).toEqual(['from nothing', 'route /en', 'route /en/Offers', 'add 2', 'add 3']);
  });

  it('reads the stand-in until it runs, and is wanted when asked (idle time after load)', async () => {
    const deferred = new DeferredActor<Counter>(standInOf, {});
    expect(deferred.getSnapshot()).toEqual(standIn);
    expect(await isWanted(deferred)).toBe(false);
    deferred.want();
    expect(await isWanted(deferred)).toBe(true);
  });

  it('once stopped, keeps nothing sent and starts no machine', async () => {
    const deferred = new DeferredActor<Counter>(standInOf, {});
    deferred.send({ type: 'add', amount: 1 });
    deferred.stop();
    deferred.send({ type: 'add', amount: 2 });
    const actor = createActor(counter, { input: {} });
    deferred.start(actor);
    expect(deferred.started).toBe(false);
    // The machine it was handed never heard what was sent before or after the stop.
    actor.start();
    expect(actor.getSnapshot().context.heard).toEqual(['from nothing']);
    expect(deferred.getSnapshot()).toEqual(standIn);
    actor.stop();
  });
});

describe('events kept before the start', () => {
  it('are bounded: past 100, the oldest the page sent by itself goes first, and what the shopper did stays', async () => {
    const deferred = new DeferredActor<Counter>(standInOf, {}, new Set(['route.changed']));
    deferred.send({ type: 'add', amount: 1 });
    for (let page = 0; page < 150; page += 1) deferred.send({ type: 'route.changed', path: `/en/${page}` });
    deferred.start(createActor(counter, { input: deferred.startInput() }));
    const kept = heard(deferred);
    expect(kept).toHaveLength(1 + 100);
    expect(kept.slice(0, 3)).toEqual(['from nothing', 'add 1', 'route /en/51']);
    expect(kept.at(-1)).toBe('route /en/149');
  });
});

describe('a start the browser knows (no session: an empty cart)', () => {
  it('shows the known start at once, tells the page, and starts the machine from it when wanted', async () => {
    const deferred = new DeferredActor<Counter>(standInOf, { from: 'the page' });
    let changes = 0;
    deferred.subscribe(() => (changes += 1));
    expect(deferred.knowStartFrom(() => ({ from: 'the browser' }))).toBe(true);
    expect(changes).toBe(1);
    expect(heard(deferred)).toEqual(['from the browser']);
    expect(await isWanted(deferred)).toBe(false);
    deferred.send({ type: 'add', amount: 1 });
    deferred.start(createActor(counter, { input: deferred.startInput() }));
    expect(heard(deferred)).toEqual(['from the browser', 'add 1']);
  });

  it('tells the page again only when the known start changed', () => {
    let currency = 'EUR';
    const deferred = new DeferredActor<Counter>(standInOf, {});
    let changes = 0;
    deferred.subscribe(() => (changes += 1));
    deferred.knowStartFrom(() => ({ from: `an empty cart in ${currency}` }));
    const shown = deferred.getSnapshot();
    deferred.refresh({ type: 'look.again' });
    deferred.startInput();
    expect(changes).toBe(1);
    expect(deferred.getSnapshot()).toBe(shown);
    currency = 'JPY';
    deferred.refresh({ type: 'look.again' });
    expect(changes).toBe(2);
    expect(heard(deferred)).toEqual(['from an empty cart in JPY']);
  });

  it('an unknown start keeps the page input and the stand-in, and tells nobody', () => {
    const deferred = new DeferredActor<Counter>(standInOf, { from: 'the page' });
    let changes = 0;
    deferred.subscribe(() => (changes += 1));
    expect(deferred.knowStartFrom(() => null)).toBe(false);
    expect(changes).toBe(0);
    expect(deferred.startInput()).toEqual({ from: 'the page' });
  });

  it('a refresh before the start is not kept: while the start is still known it is read again, and nothing loads', async () => {
    let currency = 'EUR';
    const deferred = new DeferredActor<Counter>(standInOf, {});
    deferred.knowStartFrom(() => ({ from: `an empty cart in ${currency}` }));
    currency = 'JPY';
    deferred.refresh({ type: 'look.again' });
    expect(heard(deferred)).toEqual(['from an empty cart in JPY']);
    expect(await isWanted(deferred)).toBe(false);
    deferred.start(createActor(counter, { input: deferred.startInput() }));
    expect(heard(deferred)).toEqual(['from an empty cart in JPY']);
  });

  it('a refresh once the start is no longer known (a session made in another tab) wants the machine, which starts from the page input', async () => {
    let session = false;
    const deferred = new DeferredActor<Counter>(standInOf, {});
    deferred.knowStartFrom(() => (session ? null : { from: 'an empty cart' }));
    session = true;
    deferred.refresh({ type: 'look.again' });
    expect(await isWanted(deferred)).toBe(true);
    expect(deferred.getSnapshot()).toEqual(standIn);
    deferred.start(createActor(counter, { input: deferred.startInput() }));
    // The start loads anyway: the refresh was not kept.
    expect(heard(deferred)).toEqual(['from nothing']);
  });

  it('a start that was never known is looked at by the start itself: a refresh before it is dropped and wants nothing', async () => {
    const deferred = new DeferredActor<Counter>(standInOf, {});
    deferred.refresh({ type: 'look.again' });
    expect(await isWanted(deferred)).toBe(false);
    deferred.start(createActor(counter, { input: deferred.startInput() }));
    expect(heard(deferred)).toEqual(['from nothing']);
    deferred.refresh({ type: 'look.again' });
    expect(heard(deferred)).toEqual(['from nothing', 'looked again']);
  });

  it('the start reads the known start once more: a session made since is loaded, not taken for none', () => {
    let session = false;
    const deferred = new DeferredActor<Counter>(standInOf, {});
    deferred.knowStartFrom(() => (session ? null : { from: 'an empty cart' }));
    session = true;
    expect(deferred.startInput()).toEqual({});
    expect(deferred.getSnapshot()).toEqual(standIn);
  });
});

/** A window's parts `whenIdleAfterLoad` uses, driven by the test. */
function fakeWindow({ readyState, idleCallbacks }: { readyState: DocumentReadyState; idleCallbacks: boolean }) {
  const listeners = new Map<string, () => void>();
  const idle: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const view = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
    ...(idleCallbacks
      ? {
          requestIdleCallback: (callback: () => void) => idle.push(callback),
          cancelIdleCallback: (handle: number) => idle.splice(handle - 1, 1),
        }
      : {}),
    setTimeout: (callback: () => void) => timers.push(callback),
    clearTimeout: (handle: number) => timers.splice(handle - 1, 1),
  };
  return { view: view as unknown as Window, load: () => listeners.get('load')?.(), idle, timers, listeners };
}

describe('idle time after load', () => {
  it('waits for the load event, then for idle time', () => {
    const page = fakeWindow({ readyState: 'interactive', idleCallbacks: true });
    const calls: string[] = [];
    whenIdleAfterLoad(() => calls.push('called'), page.view);
    expect(page.idle).toHaveLength(0);
    page.load();
    expect(calls).toEqual([]);
    page.idle.forEach((callback) => callback());
    expect(calls).toEqual(['called']);
  });

  it('asks for idle time at once when the page has loaded already, and pauses where there is no idle callback', () => {
    const loaded = fakeWindow({ readyState: 'complete', idleCallbacks: true });
    whenIdleAfterLoad(() => {}, loaded.view);
    expect(loaded.idle).toHaveLength(1);
    const safari = fakeWindow({ readyState: 'complete', idleCallbacks: false });
    whenIdleAfterLoad(() => {}, safari.view);
    expect(safari.timers).toHaveLength(1);
  });

  it('is cancelled before the load event, and after it', () => {
    const before = fakeWindow({ readyState: 'loading', idleCallbacks: true });
    whenIdleAfterLoad(() => {}, before.view)();
    expect(before.listeners.size).toBe(0);
    const after = fakeWindow({ readyState: 'loading', idleCallbacks: true });
    const cancel = whenIdleAfterLoad(() => {}, after.view);
    after.load();
    cancel();
    expect(after.idle).toHaveLength(0);
  });
});
