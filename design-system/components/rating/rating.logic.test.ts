import { describe, expect, it } from 'vitest';
import { starKinds } from './rating.logic';

const stars = (value: number, max?: number) =>
  starKinds(value, max)
    .map((kind) => (kind === 'full' ? '★' : kind === 'half' ? '½' : '☆'))
    .join('');

describe('starKinds', () => {
  it.each<[number, string]>([
    [5, '★★★★★'],
    [4.9, '★★★★★'],
    [4.7, '★★★★½'],
    [4.5, '★★★★½'],
    [4.2, '★★★★☆'],
    [4.25, '★★★★½'],
    [3, '★★★☆☆'],
    [0.3, '½☆☆☆☆'],
    [0, '☆☆☆☆☆'],
    [-1, '☆☆☆☆☆'],
    [7, '★★★★★'],
    [Number.NaN, '☆☆☆☆☆'],
  ])('%s → %s', (value, expected) => {
    expect(stars(value)).toBe(expected);
  });

  it('follows max', () => {
    expect(stars(2.5, 3)).toBe('★★½');
    expect(stars(2, 0)).toBe('');
  });
});
