import { afterEach, describe, expect, it } from 'vitest';

import { watchPublishedVersion, type PublishedVersionWatcher } from './published-version.server';

const watchers: PublishedVersionWatcher[] = [];
afterEach(() => {
  for (const watcher of watchers.splice(0)) watcher.stop();
});

/** A watcher over a fake backend answering `answers` in turn (an Error: the call fails). */
function watcher(answers: Array<unknown>) {
  const asked: string[] = [];
  const logged: string[] = [];
  const fetch = (url: string | URL | Request) => {
    asked.push(String(url));
    const answer = answers.shift();
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve(new Response(JSON.stringify(answer), { status: answer === 'down' ? 503 : 200 }));
  };
  const watch = watchPublishedVersion({
    backendUrl: 'http://backend.test:3001',
    intervalMs: 60_000,
    fetch: fetch as typeof globalThis.fetch,
    log: (message) => logged.push(message),
  });
  watchers.push(watch);
  return { watch, asked, logged };
}

describe('the published version watcher', () => {
  it('reads the backend’s version at once and again on each poll', async () => {
    const { watch, asked } = watcher([{ version: 'v1' }, { version: 'v2' }]);
    await watch.poll();
    expect(asked).toEqual(['http://backend.test:3001/published-version']);
    expect(watch.current()).toBe('v1');
    await watch.poll();
    expect(watch.current()).toBe('v2');
  });

  it('keeps the last version while the backend fails or answers nonsense, and says so once', async () => {
    const { watch, logged } = watcher([{ version: 'v1' }, new Error('ECONNREFUSED'), 'down', { version: 42 }, { version: 'v2' }]);
    await watch.poll();
    for (let poll = 0; poll < 3; poll += 1) {
      await watch.poll();
      expect(watch.current()).toBe('v1');
    }
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('ECONNREFUSED');
    await watch.poll();
    expect(watch.current()).toBe('v2');
    expect(logged).toHaveLength(2);
  });

  it('knows no version before the backend first answered', async () => {
    const { watch } = watcher([new Error('not up yet')]);
    await watch.poll();
    expect(watch.current()).toBeUndefined();
  });
});
