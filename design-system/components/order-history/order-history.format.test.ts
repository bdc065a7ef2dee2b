import { describe, expect, it } from 'vitest';

import { formatOrderDate } from './order-history.format';

describe('formatOrderDate', () => {
  it('writes the day in the shopper’s language', () => {
    expect(formatOrderDate('2026-03-14T10:30:00Z', 'en', 'UTC')).toBe('Mar 14, 2026');
    expect(formatOrderDate('2026-03-14T10:30:00Z', 'fr', 'UTC')).toBe('14 mars 2026');
    expect(formatOrderDate('2026-03-14T10:30:00Z', 'ja', 'UTC')).toBe('2026/03/14');
  });

  it('reads the instant in the given time zone, so server and browser print the same day', () => {
    expect(formatOrderDate('2026-03-14T23:30:00Z', 'en', 'UTC')).toBe('Mar 14, 2026');
    expect(formatOrderDate('2026-03-14T23:30:00Z', 'en', 'Asia/Tokyo')).toBe('Mar 15, 2026');
  });

  it('shows a malformed date as given instead of throwing', () => {
    expect(formatOrderDate('not a date', 'en', 'UTC')).toBe('not a date');
  });
});
