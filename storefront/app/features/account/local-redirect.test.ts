import { describe, expect, it } from 'vitest';

import { localRedirect } from './local-redirect';

describe('localRedirect', () => {
  it('keeps a path of the shop', () => {
    expect(localRedirect('/en/MyAccount/OrderHistory')).toBe('/en/MyAccount/OrderHistory');
    expect(localRedirect('/fr?panel=orders')).toBe('/fr?panel=orders');
  });

  it('refuses anything that leaves the shop, and no value', () => {
    expect(localRedirect(null)).toBeNull();
    expect(localRedirect('')).toBeNull();
    expect(localRedirect('https://evil.example/')).toBeNull();
    expect(localRedirect('//evil.example/')).toBeNull();
    expect(localRedirect('/\\evil.example/')).toBeNull();
    expect(localRedirect('javascript:alert(1)')).toBeNull();
  });
});
