import { describe, expect, it } from 'vitest';
import { formatDataAmount, formatUsageDate, iccidEnding, percentOf } from './esim-usage.format';

// Intl separates number and unit with a no-break space in some languages; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatDataAmount', () => {
  it.each<[number, string]>([
    [0, '0 MB'],
    [0.4, '0.4 MB'],
    [9.96, '10 MB'],
    [102, '102 MB'],
    [500, '500 MB'],
    [1023, '1,023 MB'],
    [1023.6, '1 GB'],
    [1024, '1 GB'],
    [1229, '1.2 GB'],
    [3 * 1024, '3 GB'],
    [4506, '4.4 GB'],
    [20 * 1024, '20 GB'],
    [100 * 1024, '100 GB'],
    [2048 * 1024, '2,048 GB'],
  ])('%s MB → %s in English', (megabytes, expected) => {
    expect(plain(formatDataAmount(megabytes, 'en'))).toBe(expected);
  });

  it('counts 1024 MB to the GB, so a 3 GB plan of 3072 MB reads "3 GB"', () => {
    expect(plain(formatDataAmount(3072, 'en'))).toBe('3 GB');
    expect(plain(formatDataAmount(3000, 'en'))).toBe('2.9 GB');
  });

  it('speaks the shop language: decimal separator and unit names', () => {
    expect(plain(formatDataAmount(1229, 'fr'))).toBe('1,2 Go');
    expect(plain(formatDataAmount(850, 'fr'))).toBe('850 Mo');
    expect(plain(formatDataAmount(1229, 'de'))).toBe('1,2 GB');
    expect(plain(formatDataAmount(1229, 'ja'))).toBe('1.2 GB');
  });

  it('reads an amount that is no amount as 0 MB', () => {
    expect(plain(formatDataAmount(-5, 'en'))).toBe('0 MB');
    expect(plain(formatDataAmount(Number.NaN, 'en'))).toBe('0 MB');
  });
});

describe('formatUsageDate', () => {
  it('reads the date in the given zone, with the time when asked', () => {
    expect(formatUsageDate('2026-03-14T23:30:00Z', 'en', { timeZone: 'UTC' })).toBe('Mar 14, 2026');
    expect(formatUsageDate('2026-03-14T23:30:00Z', 'en', { timeZone: 'Asia/Tokyo' })).toBe('Mar 15, 2026');
    expect(plain(formatUsageDate('2026-03-14T09:45:00Z', 'en', { withTime: true, timeZone: 'UTC' }))).toBe('Mar 14, 2026, 9:45 AM');
  });

  it('shows a malformed date as given rather than throwing', () => {
    expect(formatUsageDate('soon', 'en')).toBe('soon');
  });
});

describe('iccidEnding', () => {
  it('keeps the last four digits, spaces and dashes ignored', () => {
    expect(iccidEnding('89330100000012345678')).toBe('5678');
    expect(iccidEnding('8933 0100 0000 1234 567-8')).toBe('5678');
    expect(iccidEnding('12')).toBe('12');
  });
});

describe('percentOf', () => {
  it('clamps to 0–100 and is 0 without a whole', () => {
    expect(percentOf(614, 5120)).toBeCloseTo(11.99, 2);
    expect(percentOf(6000, 5120)).toBe(100);
    expect(percentOf(-1, 5120)).toBe(0);
    expect(percentOf(1, 0)).toBe(0);
  });
});
