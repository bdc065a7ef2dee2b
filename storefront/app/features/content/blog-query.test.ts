import { describe, expect, it } from 'vitest';

import { blogQueryOf, blogSearch } from './blog-query';

describe('the blog list query', () => {
  it('reads the page from `category` (spec §2) and a tag', () => {
    expect(blogQueryOf(new URLSearchParams('category=2&tag=travel-tips'))).toEqual({ page: 2, tag: 'travel-tips' });
  });

  it('falls back to the first page of every post for garbage', () => {
    for (const search of ['category=-1', 'category=abc', 'category=1e9', 'category=2.5', 'tag=<script>', 'tag=']) {
      expect(blogQueryOf(new URLSearchParams(search)), search).toEqual({ page: 1, tag: undefined });
    }
  });

  it('writes the shortest search back', () => {
    expect(blogSearch({ page: 1, tag: undefined })).toBe('');
    expect(blogSearch({ page: 3, tag: 'news' })).toBe('?category=3&tag=news');
  });
});
