import { describe, expect, it } from 'vitest';

import { createPublishedMemo } from './published-memo.server';

/** A memo over a version the test sets, and a reader that counts its reads. */
function memoAt(initialVersion: string | undefined, maxEntries = 8) {
  let version = initialVersion;
  const memo = createPublishedMemo({ publishedVersion: () => version, maxEntries });
  let reads = 0;
  const read = (answer: string) => () => {
    reads += 1;
    return Promise.resolve(answer);
  };
  return {
    memo,
    read,
    reads: () => reads,
    publish: (next: string | undefined) => {
      version = next;
    },
  };
}

describe('the published memo', () => {
  it('reads a key once per published version', async () => {
    const { memo, read, reads, publish } = memoAt('v1');
    expect(await memo.get('menu en', read('first'))).toBe('first');
    expect(await memo.get('menu en', read('second'))).toBe('first');
    expect(reads()).toBe(1);
    publish('v2');
    expect(await memo.get('menu en', read('third'))).toBe('third');
    expect(await memo.get('menu en', read('fourth'))).toBe('third');
    expect(reads()).toBe(2);
  });

  it('keeps each key apart', async () => {
    const { memo, read } = memoAt('v1');
    await memo.get('menu en', read('english'));
    expect(await memo.get('menu fr', read('français'))).toBe('français');
    expect(await memo.get('menu en', read('other'))).toBe('english');
  });

  it('keeps nothing while the version is unknown', async () => {
    const { memo, read, reads } = memoAt(undefined);
    await memo.get('menu en', read('first'));
    expect(await memo.get('menu en', read('second'))).toBe('second');
    expect(reads()).toBe(2);
  });

  it('shares one read between concurrent asks', async () => {
    const { memo, read, reads } = memoAt('v1');
    const [first, second] = await Promise.all([memo.get('menu en', read('a')), memo.get('menu en', read('b'))]);
    expect([first, second]).toEqual(['a', 'a']);
    expect(reads()).toBe(1);
  });

  it('does not keep a failed read', async () => {
    const { memo, read } = memoAt('v1');
    await expect(memo.get('menu en', () => Promise.reject(new Error('backend down')))).rejects.toThrow('backend down');
    expect(await memo.get('menu en', read('back'))).toBe('back');
  });

  it('holds at most maxEntries keys, dropping the oldest', async () => {
    const { memo, read, reads } = memoAt('v1', 2);
    await memo.get('a', read('a'));
    await memo.get('b', read('b'));
    await memo.get('c', read('c'));
    expect(reads()).toBe(3);
    await memo.get('c', read('c again'));
    await memo.get('b', read('b again'));
    expect(reads()).toBe(3);
    expect(await memo.get('a', read('a again'))).toBe('a again');
    expect(reads()).toBe(4);
  });
});
