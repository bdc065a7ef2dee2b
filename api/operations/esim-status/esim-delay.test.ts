import { describe, expect, it } from 'vitest';

import { ShopError } from '../../errors';
import { esimDelayedSince } from './esim-delay';

describe('esimDelayedSince (issue 32)', () => {
  const since = '2026-06-15T08:30:00.000Z';
  const waiting = { cancelled: false, esimCount: 0 };

  it('a paid order without eSIMs that the backend reports late: since when', () => {
    expect(esimDelayedSince('op', { since }, waiting)).toBe(since);
  });

  it('no delay reported, a cancelled order, or an eSIM already shown: null', () => {
    expect(esimDelayedSince('op', null, waiting)).toBeNull();
    expect(esimDelayedSince('op', undefined, waiting)).toBeNull();
    expect(esimDelayedSince('op', { since }, { cancelled: true, esimCount: 0 })).toBeNull();
    expect(esimDelayedSince('op', { since }, { cancelled: false, esimCount: 1 })).toBeNull();
  });

  it('a date the page cannot read is a schema error of the operation', () => {
    let caught: unknown;
    try {
      esimDelayedSince('getAccountOrder', { since: 'yesterday' }, waiting);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ShopError);
    expect(caught).toMatchObject({ operation: 'getAccountOrder', detail: { kind: 'schema' } });
  });
});
