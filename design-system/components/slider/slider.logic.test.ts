import { describe, expect, it } from 'vitest';
import { nextPage, pageAtOffset, pageCount, previousPage } from './slider.logic';

describe('pageCount', () => {
  it.each<[number, number, number]>([
    [0, 1, 0],
    [1, 1, 1],
    [4, 1, 4],
    [4, 2, 2],
    [5, 2, 3],
    [2, 2, 1],
    [3, 0, 3],
  ])('%s slides at %s per view → %s pages', (count, perView, pages) => {
    expect(pageCount(count, perView)).toBe(pages);
  });
});

describe('nextPage / previousPage', () => {
  it('moves one page', () => {
    expect(nextPage(0, 3, true)).toBe(1);
    expect(previousPage(2, 3, true)).toBe(1);
  });

  it('rewinds from the last page to the first and back', () => {
    expect(nextPage(2, 3, true)).toBe(0);
    expect(previousPage(0, 3, true)).toBe(2);
  });

  it('stays at the ends without rewind', () => {
    expect(nextPage(2, 3, false)).toBe(2);
    expect(previousPage(0, 3, false)).toBe(0);
  });

  it('has nowhere to go with one page or none', () => {
    expect(nextPage(0, 1, true)).toBe(0);
    expect(previousPage(0, 0, true)).toBe(0);
  });
});

describe('pageAtOffset', () => {
  it('rounds to the nearest page', () => {
    expect(pageAtOffset(0, 300, 900, 4)).toBe(0);
    expect(pageAtOffset(320, 300, 900, 4)).toBe(1);
    expect(pageAtOffset(580, 300, 900, 4)).toBe(2);
  });

  it('counts the end of the range as the last page, even a partial one', () => {
    // 5 slides, 2 per view: the last page starts half a width before the end.
    expect(pageAtOffset(450, 300, 450, 3)).toBe(2);
  });

  it('reads right-to-left offsets (negative) the same way', () => {
    expect(pageAtOffset(-320, 300, 900, 4)).toBe(1);
  });

  it('is the first page when nothing can scroll', () => {
    expect(pageAtOffset(0, 0, 0, 1)).toBe(0);
  });
});
