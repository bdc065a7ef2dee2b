import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';

import { chatWidgetActors } from './shell.actors';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('chatWidgetActors', () => {
  it('a stopped loadWidget actor gives up waiting for the script (the machine timed out or left)', async () => {
    // The page as far as the script loader uses it: no widget script yet, a head to add it to.
    const script = { dataset: {} as Record<string, string>, addEventListener: vi.fn(), remove: vi.fn() };
    const append = vi.fn();
    vi.stubGlobal('CSS', { escape: (value: string) => value });
    vi.stubGlobal('document', { querySelector: () => null, createElement: () => script, head: { append } });
    const listen = vi.spyOn(AbortSignal.prototype, 'addEventListener');

    const loader = createActor(chatWidgetActors(vi.fn()).actors.loadWidget, { input: { scriptUrl: 'https://chat.test/widget.js' } });
    const failed = vi.fn();
    loader.subscribe({ error: failed });
    loader.start();
    expect(append).toHaveBeenCalledOnce();
    const signal = listen.mock.contexts.find((context): context is AbortSignal => context instanceof AbortSignal);
    expect(signal?.aborted).toBe(false);

    loader.stop();
    expect(signal?.aborted).toBe(true);
    // The abort rejects the wait; a stopped actor reports no error for it.
    await Promise.resolve();
    expect(failed).not.toHaveBeenCalled();
  });
});
