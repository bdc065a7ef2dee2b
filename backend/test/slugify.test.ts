import { describe, expect, it } from 'vitest';

import { slugify } from '../src/seed/slugify';

describe('slugify', () => {
  it.each([
    ['France', 'france'],
    ['Frankreich', 'frankreich'],
    ['Japón', 'japon'],
    ['États-Unis', 'etats-unis'],
    ['Vereinigte Staaten', 'vereinigte-staaten'],
    ['España', 'espana'],
    ['Österreich', 'osterreich'],
    ['Côte d’Ivoire', 'cote-d-ivoire'],
    ['Großbritannien', 'grossbritannien'],
    ['Færøerne', 'faeroerne'],
    ['  Saint-Barthélemy  ', 'saint-barthelemy'],
    ['IJsland', 'ijsland'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('returns an empty slug for non-Latin names, so callers fall back to English', () => {
    expect(slugify('フランス')).toBe('');
    expect(slugify('法國')).toBe('');
  });
});
