import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

import { cookieNoticeMessages } from './components/cookie-notice/cookie-notice.messages';
import { priceMessages } from './components/price/price.messages';
import { ratingMessages } from './components/rating/rating.messages';

/** Where the spec quotes a component's words, the English catalog says exactly them. */
describe('components use the spec’s own English words', () => {
  it('shows a price with "VAT excl." (spec §3 product card)', () => {
    expect(priceMessages.catalog.en.taxNote).toBe('VAT excl.');
  });

  it('accepts cookies with "Got it" (spec §2)', () => {
    expect(cookieNoticeMessages.catalog.en.accept).toBe('Got it');
  });

  it('reads the rating block as "4.9 out of 5" (spec §1, §9)', () => {
    const label = new IntlMessageFormat(ratingMessages.catalog.en.label, 'en').format({ rating: '4.9', max: '5' });
    expect(label).toContain('4.9 out of 5');
  });
});
