import { describe, expect, it } from 'vitest';

import { blogSlugOf } from './content-paths';

describe('blogSlugOf', () => {
  it('reads the slug of `{slug}.html`, decoded once', () => {
    expect(blogSlugOf('travel-tips.html')).toBe('travel-tips');
    expect(blogSlugOf('%E6%97%85.html')).toBe('旅');
    expect(blogSlugOf('no-suffix')).toBeNull();
    expect(blogSlugOf(undefined)).toBeNull();
  });

  it('keeps a bare % as it is instead of throwing (the fuzzer’s /ja/blog/a%25b.html answered 500)', () => {
    expect(blogSlugOf('a%b.html')).toBe('a%b');
    expect(blogSlugOf('f&p.*%i8_^*txk@1.html')).toBe('f&p.*%i8_^*txk@1');
  });
});
