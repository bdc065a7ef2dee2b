import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { ShopError } from '@shop/api';

import { shopErrorMessage } from './shop-error-message';

describe('shopErrorMessage', () => {
  it("shows the server's message for too many coupon codes (RATE_LIMITED), not 'An error occured'", () => {
    const intl = createIntl({ locale: 'fr', messages: { 'cart.error.generic': 'Une erreur est survenue' } });
    const message = 'Trop de tentatives. Veuillez patienter quelques minutes avant d’essayer un autre code promo.';
    const error = new ShopError('applyCoupon', { kind: 'http', status: 429, code: 'RATE_LIMITED', message });
    expect(shopErrorMessage(intl, error, 'GUESS1')).toBe(message);
  });
});
