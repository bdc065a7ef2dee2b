import { describe, expect, it } from 'vitest';

import { SHOP_LOCALES } from '@shop/api/locale';

import { partnerLink } from './shop-links';

describe('the partner link (spec §1)', () => {
  it('has a French page, a Japanese page and one for every other language', () => {
    expect(partnerLink('fr')).not.toBe(partnerLink('ja'));
    const others = SHOP_LOCALES.filter((locale) => locale !== 'fr' && locale !== 'ja').map(partnerLink);
    expect(new Set(others).size).toBe(1);
    expect(others[0]).not.toBe(partnerLink('fr'));
    expect(others[0]).not.toBe(partnerLink('ja'));
  });
});
