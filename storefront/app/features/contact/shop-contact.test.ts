import { describe, expect, it } from 'vitest';

import { contactPoints, telHref } from './shop-contact';

describe('the shop’s contact points', () => {
  it('dials the number without its separators', () => {
    expect(telHref('+33 1 23 45 67 89')).toBe('tel:+33123456789');
    expect(telHref('+1 (555) 010-2030')).toBe('tel:+15550102030');
  });

  it('are absent while the configuration is unknown', () => {
    expect(contactPoints(null)).toBeUndefined();
  });
});
