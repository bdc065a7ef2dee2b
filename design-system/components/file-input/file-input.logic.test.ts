import { describe, expect, it } from 'vitest';
import { formatSize } from './file-input.logic';

// Intl separates number and unit with a no-break space in some languages; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatSize', () => {
  it.each<[number, string]>([
    [0, '0 bytes'],
    [1, '1 byte'],
    [800, '800 bytes'],
    [1023, '1,023 bytes'],
    [1024, '1 kB'],
    [1536, '1.5 kB'],
    [250_000, '244.1 kB'],
    [1024 * 1024 - 1, '1 MB'],
    [1_572_864, '1.5 MB'],
    [5 * 1024 * 1024, '5 MB'],
    [5 * 1024 * 1024 + 1, '5 MB'],
    [10 * 1024 * 1024, '10 MB'],
    [3 * 1024 ** 3, '3 GB'],
    [2048 * 1024 ** 3, '2,048 GB'],
  ])('%s bytes → %s in English', (bytes, expected) => {
    expect(plain(formatSize(bytes, 'en'))).toBe(expected);
  });

  it('steps in 1024s, so a file at the 5 MB limit never reads as more', () => {
    expect(plain(formatSize(5 * 1024 * 1024, 'en'))).toBe('5 MB');
    expect(plain(formatSize(5 * 1000 * 1000, 'en'))).toBe('4.8 MB');
  });

  it('speaks the shop language: decimal separator and unit names', () => {
    expect(plain(formatSize(1_572_864, 'fr'))).toBe('1,5 Mo');
    expect(plain(formatSize(800, 'fr'))).toBe('800 octets');
    expect(plain(formatSize(1536, 'de'))).toBe('1,5 kB');
    expect(plain(formatSize(2 * 1024 * 1024, 'ja'))).toBe('2 MB');
  });

  it('reads a size that is no size as 0 bytes', () => {
    expect(plain(formatSize(-5, 'en'))).toBe('0 bytes');
    expect(plain(formatSize(Number.NaN, 'en'))).toBe('0 bytes');
    expect(plain(formatSize(Number.POSITIVE_INFINITY, 'en'))).toBe('0 bytes');
  });
});
