import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { selectHasGivenUp, selectIsReloading } from './chunk-reload.selectors';
import { NEVER_RELOADED, NOW, RELOADED_JUST_NOW, RELOADED_LONG_AGO, startChunkReload } from './chunk-reload.test-support';
import { CHUNK_RELOAD_GUARD_MS } from './chunk-reload.types';
import { chunkReloadMachine } from './chunk-reload.machine';

const RELOAD = (at: number) => [{ effect: 'rememberReload', at }, { effect: 'reloadPage' }];

const seen = (harness: ReturnType<typeof startChunkReload>) => ({
  reloading: selectIsReloading(harness.actor.getSnapshot()),
  givenUp: selectHasGivenUp(harness.actor.getSnapshot()),
});

describe('chunk reload window', () => {
  it("is the spec's 60000 ms (§9)", () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
  });
});

describe('chunk reload guard', () => {
  it('watches quietly until a chunk fails', () => {
    const harness = startChunkReload(NEVER_RELOADED);
    expect(harness.actor.getSnapshot().value).toBe('watching');
    expect(seen(harness)).toEqual({ reloading: false, givenUp: false });
    expect(harness.effects).toEqual([]);
  });

  it('never reloaded: remembers the time, then reloads once', () => {
    const harness = startChunkReload(NEVER_RELOADED);
    harness.actor.send({ type: 'chunk.failed', at: NOW });
    expect(seen(harness)).toEqual({ reloading: true, givenUp: false });
    expect(harness.effects).toEqual(RELOAD(NOW));
    expect(harness.actor.getSnapshot().context.lastReloadAt).toBe(NOW);
  });

  it('more failures while the page goes away reload nothing more', () => {
    const harness = startChunkReload(NEVER_RELOADED);
    harness.actor.send({ type: 'chunk.failed', at: NOW });
    harness.actor.send({ type: 'chunk.failed', at: NOW + 5 });
    harness.actor.send({ type: 'chunk.failed', at: NOW + 120_000 });
    expect(harness.effects).toEqual(RELOAD(NOW));
    expect(seen(harness)).toEqual({ reloading: true, givenUp: false });
  });

  it('reloaded 10 s ago: gives up (the error page), no reload, also for more failures within the window', () => {
    const harness = startChunkReload(RELOADED_JUST_NOW);
    harness.actor.send({ type: 'chunk.failed', at: NOW });
    expect(seen(harness)).toEqual({ reloading: false, givenUp: true });
    expect(harness.effects).toEqual([]);
    harness.actor.send({ type: 'chunk.failed', at: NOW + 40_000 });
    expect(seen(harness)).toEqual({ reloading: false, givenUp: true });
    expect(harness.effects).toEqual([]);
  });

  it('after giving up, a failure once the window has passed reloads once more', () => {
    const harness = startChunkReload(RELOADED_JUST_NOW);
    harness.actor.send({ type: 'chunk.failed', at: NOW });
    harness.actor.send({ type: 'chunk.failed', at: NOW + 120_000 });
    expect(seen(harness)).toEqual({ reloading: true, givenUp: false });
    expect(harness.effects).toEqual(RELOAD(NOW + 120_000));
  });

  it('reloaded 61 s ago: reloads again', () => {
    const harness = startChunkReload(RELOADED_LONG_AGO);
    harness.actor.send({ type: 'chunk.failed', at: NOW });
    expect(harness.effects).toEqual(RELOAD(NOW));
  });

  it.each([
    [CHUNK_RELOAD_GUARD_MS, 'gaveUp'],
    [CHUNK_RELOAD_GUARD_MS + 1, 'reloading'],
    [0, 'gaveUp'],
    // The clock went back since the stored reload: treated as long ago.
    [-1, 'reloading'],
  ] as const)('a failure %i ms after the last reload leads to %s', (since, value) => {
    const harness = startChunkReload({ lastReloadAt: NOW - since });
    harness.actor.send({ type: 'chunk.failed', at: NOW });
    expect(harness.actor.getSnapshot().value).toBe(value);
  });

  it('takes another guard window from its input', () => {
    const harness = startChunkReload({ lastReloadAt: NOW - 5_000, guardMs: 1_000 });
    harness.actor.send({ type: 'chunk.failed', at: NOW });
    expect(harness.effects).toEqual(RELOAD(NOW));
  });
});

describe('chunkReloadMachine provided with the page’s effects', () => {
  it('takes the stored reload as input and runs both effects in order', () => {
    const deps = { rememberReload: vi.fn(), reloadPage: vi.fn() };
    const provided = chunkReloadMachine.provide({
      actions: { rememberReload: (_, { at }) => deps.rememberReload(at), reloadPage: deps.reloadPage },
    });
    const actor = createActor(provided, { input: { lastReloadAt: null } });
    actor.start();
    actor.send({ type: 'chunk.failed', at: NOW });
    expect(deps.rememberReload).toHaveBeenCalledWith(NOW);
    expect(deps.reloadPage).toHaveBeenCalledTimes(1);
    expect(deps.rememberReload.mock.invocationCallOrder[0]).toBeLessThan(deps.reloadPage.mock.invocationCallOrder[0]!);
    actor.stop();
  });
});
