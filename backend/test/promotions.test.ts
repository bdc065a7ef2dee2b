import { describe, expect, it } from 'vitest';

import { COUPON_LIMIT_REACHED_MESSAGES } from '../src/plugins/cart/coupon-limit-messages';
import { SHOP_LANGUAGES } from '../src/seed/languages';
import { loadPromotions } from '../src/seed/load-seed-data';

const promotions = loadPromotions();
const byCode = new Map(promotions.map((promotion) => [promotion.couponCode, promotion]));

describe('seed/promotions.json', () => {
  it('has unique coupon codes', () => {
    expect(byCode.size).toBe(promotions.length);
  });

  it('WELCOME10: 10% off the order, no end date, no usage limit', () => {
    expect(byCode.get('WELCOME10')).toMatchObject({
      enabled: true,
      endsAt: null,
      usageLimit: null,
      perCustomerUsageLimit: null,
      actions: [{ code: 'order_percentage_discount', arguments: { discount: '10' } }],
    });
  });

  it('SUMMER2020 has ended', () => {
    const endsAt = byCode.get('SUMMER2020')?.endsAt;
    expect(endsAt && Date.parse(endsAt)).toBeLessThan(Date.now());
  });

  it('FIRSTTRIP can be used once per customer', () => {
    expect(byCode.get('FIRSTTRIP')?.perCustomerUsageLimit).toBe(1);
  });

  it('names every promotion in each shop language, each one its own text', () => {
    for (const promotion of promotions) {
      const names = SHOP_LANGUAGES.map((language) => promotion.names[language]);
      expect(new Set(names).size, promotion.couponCode).toBe(SHOP_LANGUAGES.length);
    }
  });

  it('the one-coupon message exists in each shop language', () => {
    expect(Object.keys(COUPON_LIMIT_REACHED_MESSAGES).sort()).toEqual([...SHOP_LANGUAGES].sort());
  });
});

describe('loadPromotions', () => {
  it('a catalogue folder without promotions.json has none', () => {
    expect(loadPromotions('/nonexistent-seed-dir')).toEqual([]);
  });
});
