import { describe, expect, it } from 'vitest';

import { productPath, readVariantQuery, slugOfProductPage } from './product-path';

describe('product addresses', () => {
  it('builds /{lang}/esim-{slug}.html with the chosen plan in the query', () => {
    expect(productPath('fr', 'france')).toBe('/fr/esim-france.html');
    expect(productPath('en', 'united-states', { data: '5gb', duration: '30d' })).toBe('/en/esim-united-states.html?data=5gb&duration=30d');
  });

  it('recognises product page segments only', () => {
    expect(slugOfProductPage('esim-united-states.html')).toBe('united-states');
    expect(slugOfProductPage('esim-.html')).toBeUndefined();
    expect(slugOfProductPage('esim-France.html')).toBeUndefined();
    expect(slugOfProductPage('esim-france.htm')).toBeUndefined();
    expect(slugOfProductPage('Home')).toBeUndefined();
  });

  it('accepts well-formed plan codes and refuses malformed or repeated ones', () => {
    expect(readVariantQuery(new URLSearchParams('data=5gb&duration=30d&utm_source=x'))).toEqual({
      ok: true,
      selection: { data: '5gb', duration: '30d' },
    });
    expect(readVariantQuery(new URLSearchParams(''))).toEqual({ ok: true, selection: {} });
    expect(readVariantQuery(new URLSearchParams('data=<script>'))).toEqual({ ok: false });
    expect(readVariantQuery(new URLSearchParams('data='))).toEqual({ ok: false });
    expect(readVariantQuery(new URLSearchParams('duration=7d&duration=30d'))).toEqual({ ok: false });
  });
});
