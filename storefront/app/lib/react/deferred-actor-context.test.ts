import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';

import { DeferredActor } from './deferred-actor-context';
import { whenIdleAfterLoad } from './idle-after-load';

type CounterEvent = { type: 'route.changed'; path: string } | { type: 'add'; amount: number };

/** A machine that remembers what it was told, in order. */
const counter = setup({
  types: { context: {} as { heard: string[] }, events: {} as CounterEvent },
}).createMachine({
  context: { heard: [] },
  on: {
    'route.changed': { actions: assign(({ context, event }) => ({ heard: [...context.heard, `route ${event.path}`] })) },
    add: { actions: assign(({ context, event }) => ({ heard: [...context.heard, `add ${event.amount}`] })) },
  },
});

const standIn = createActor(counter).getSnapshot();
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

async function isWanted(deferred: DeferredActor<typeof counter>): Promise<boolean> {
  let wanted = false;
  void deferred.wanted.then(() => (wanted = true));
  await settled();
  return wanted;
}

describe('a machine that starts when it is needed', () => {
  it('is not wanted for the events the page sends by itself, and is at the first other one', async () => {
    const deferred = new DeferredActor<typeof counter>(standIn, new Set(['route.changed']));
    deferred.send({ type: 'route.changed', path: '/en' });
    deferred.send({ type: 'route.changed', path: '/en/Offers' });
    expect(await isWanted(deferred)).toBe(false);
    deferred.send({ type: 'add', amount: 2 });
    expect(await isWanted(deferred)).toBe(true);
    // Started: what was sent meanwhile is delivered in order, then what comes next.
    deferred.start(createActor(counter));
    deferred.send({ type: 'add', amount: 3 });
    expect(deferred.getSnapshot().context.heard).toEqual(['route /en', 'route /en/Offers', 'add 2', 'add 3']);
  });

  it('reads the stand-in until it runs, and is wanted when asked (idle time after load)', async () => {
    const deferred = new DeferredActor<typeof counter>(standIn);
    expect(deferred.getSnapshot()).toBe(standIn);
    expect(await isWanted(deferred)).toBe(false);
    deferred.want();
    expect(await isWanted(deferred)).toBe(true);
  });

  it('once stopped, keeps nothing sent and starts no machine', async () => {
    const deferred = new DeferredActor<typeof counter>(standIn);
    deferred.send({ type: 'add', amount: 1 });
    deferred.stop();
    deferred.send({ type: 'add', amount: 2 });
    const actor = createActor(counter);
    deferred.start(actor);
    expect(deferred.started).toBe(false);
    // The machine it was handed never heard what was sent before or after the stop.
    actor.start();
    expect(actor.getSnapshot().context.heard).toEqual([]);
    expect(deferred.getSnapshot()).toBe(standIn);
    actor.stop();
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
