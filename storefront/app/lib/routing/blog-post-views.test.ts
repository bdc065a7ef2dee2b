import { describe, expect, it } from 'vitest';

import { blogPostViewsPath, viewCountOf } from './blog-post-views';

describe("a blog post's view count", () => {
  it('is counted at an address of its language and slug, the slug escaped', () => {
    expect(blogPostViewsPath('fr', 'esim-ou-carte-sim')).toBe('/fr/blog-views/esim-ou-carte-sim');
    expect(blogPostViewsPath('ja', 'eSIMとは/?')).toBe(`/ja/blog-views/${encodeURIComponent('eSIMとは/?')}`);
  });

  it('is read from an answer of its shape only', () => {
    expect(viewCountOf({ viewCount: 10823 })).toBe(10823);
    expect(viewCountOf({ viewCount: 0 })).toBe(0);
    for (const answer of [
      { viewCount: null },
      { viewCount: -1 },
      { viewCount: 1.5 },
      { viewCount: '12' },
      { viewCount: Number.MAX_SAFE_INTEGER + 2 },
      {},
      [],
      null,
      'viewCount',
      12,
    ]) {
      expect(viewCountOf(answer), JSON.stringify(answer)).toBeNull();
    }
  });
});
