import { describe, expect, it } from 'vitest';

import { SHOP_LOCALES } from '@shop/api/locale';

import { catalogs, intlOf } from '../../i18n/catalogs.test-support';
import { CHECKOUT_FORM_MESSAGE_IDS, CHECKOUT_RULE_MESSAGE_IDS, fieldErrorText, formErrorText } from './address-messages';

describe('checkout codes in words', () => {
  it('has a message for every code in all 8 catalogs', () => {
    for (const id of [...Object.values(CHECKOUT_RULE_MESSAGE_IDS), ...Object.values(CHECKOUT_FORM_MESSAGE_IDS)]) {
      for (const locale of SHOP_LOCALES) expect(catalogs[locale]?.[id], `${locale} ${id}`).toBeTruthy();
    }
  });

  it('says the billing form in the spec’s words (§4, §5), worded like them where it has none', () => {
    const english = intlOf('en');
    expect(fieldErrorText(english, { code: 'required' })).toBe('This field is required');
    expect(fieldErrorText(english, { code: 'email' })).toBe('Is not a valid email address');
    expect(fieldErrorText(english, { code: 'emailConfirmation' })).toBe('Emails must match');
    expect(fieldErrorText(english, { code: 'max' })).toBe('Field exceeded characters limit');
    expect(fieldErrorText(english, { code: 'zipCode' })).toBe('Is not a valid zip code');
    expect(fieldErrorText(english, { code: 'state' })).toBe('Is not a valid state');
    expect(fieldErrorText(english, { code: 'disclaimer' })).toBe('Please confirm that your device is eSIM compatible and unlocked');
    expect(formErrorText(english, 'incomplete')).toBe('Please fill all the required fields before continuing');
  });

  it('shows the server’s own words as written, and the codes in the shopper’s language', () => {
    expect(fieldErrorText(intlOf('de'), { code: 'server', message: 'Unbekannte Postleitzahl' })).toBe('Unbekannte Postleitzahl');
    expect(fieldErrorText(intlOf('nl'), { code: 'zipCode' })).toBe(catalogs['nl']?.['validation.zipCode']);
    expect(formErrorText(intlOf('ja'), 'incomplete')).toBe(catalogs['ja']?.['validation.incomplete']);
  });
});
