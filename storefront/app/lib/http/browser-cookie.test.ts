import { describe, expect, it } from 'vitest';

import { hasCookie } from './browser-cookie';

describe('a cookie the browser holds', () => {
  it('is found by its exact name and value among the others, whatever the spaces', () => {
    expect(hasCookie('esim_consent', 'granted', 'locale=fr;esim_consent=granted')).toBe(true);
    expect(hasCookie('esim_consent', 'granted', ' esim_consent=granted ; locale=fr')).toBe(true);
  });

  it('is not another whose name ends in it, whose value starts with it, or an empty one', () => {
    expect(hasCookie('esim_consent', 'granted', 'xesim_consent=granted')).toBe(false);
    expect(hasCookie('esim_consent', 'granted', 'esim_consent=grantedly')).toBe(false);
    expect(hasCookie('esim_consent', 'granted', 'esim_consent=')).toBe(false);
    expect(hasCookie('esim_consent', 'granted', '')).toBe(false);
  });
});
