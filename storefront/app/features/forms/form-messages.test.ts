import { describe, expect, it } from 'vitest';

import { SHOP_LOCALES } from '@shop/api/locale';
import { fileTooLarge, RATE_MAX, RATE_MIN, REVIEW_PICTURE_MAX_BYTES, CONTACT_DOCUMENT_MAX_BYTES } from '@shop/machines/forms/rules';

import { catalogs, intlOf } from '../../i18n/catalogs.test-support';
import { MESSAGE_FORM_RULE_MESSAGE_IDS, messageFieldText, messageFieldTexts, statusFailureText } from './form-messages';

describe('message form codes in words', () => {
  it('has a message for every code in all 8 catalogs', () => {
    for (const id of [...Object.values(MESSAGE_FORM_RULE_MESSAGE_IDS), 'form.genericError']) {
      for (const locale of SHOP_LOCALES) expect(catalogs[locale]?.[id], `${locale} ${id}`).toBeTruthy();
    }
  });

  it('says the rules in the spec’s words (§5), the limits from their codes', () => {
    const english = intlOf('en');
    expect(messageFieldText(english, { code: 'required' })).toBe('This field is required');
    expect(messageFieldText(english, { code: 'min' })).toBe('Field is too short');
    expect(messageFieldText(english, { code: 'max' })).toBe('Field exceeded characters limit');
    expect(messageFieldText(english, { code: 'email' })).toBe('Is not a valid email address');
    expect(messageFieldText(english, { code: 'rate', min: RATE_MIN, max: RATE_MAX })).toBe('Choose a rating from 1 to 5 stars');
    expect(messageFieldText(english, fileTooLarge('pictureTooLarge', REVIEW_PICTURE_MAX_BYTES))).toBe('The picture is larger than 5 MB');
    expect(messageFieldText(english, fileTooLarge('documentTooLarge', CONTACT_DOCUMENT_MAX_BYTES))).toBe(
      'The document is larger than 10 MB',
    );
    for (const locale of SHOP_LOCALES) {
      const intl = intlOf(locale);
      expect(messageFieldText(intl, fileTooLarge('documentTooLarge', CONTACT_DOCUMENT_MAX_BYTES)), locale).toContain('10');
      expect(messageFieldText(intl, { code: 'rate', min: 1, max: 5 }), locale).toMatch(/1.*5/su);
    }
  });

  it('shows the server’s words as written, nothing for no error, and only the fields with one', () => {
    const english = intlOf('en');
    expect(messageFieldText(english, { code: 'server', message: 'Name taken' })).toBe('Name taken');
    expect(messageFieldText(english, undefined)).toBeUndefined();
    expect(messageFieldTexts(english, { email: { code: 'email' }, name: undefined })).toEqual({ email: 'Is not a valid email address' });
  });

  it('says the status line: the server’s text, a refused picture, or spec §8’s generic text', () => {
    expect(statusFailureText(intlOf('en'), { code: 'generic', cause: null })).toBe('An error occured');
    expect(statusFailureText(intlOf('fr'), { code: 'server', message: 'Trop de messages', cause: null })).toBe('Trop de messages');
    expect(statusFailureText(intlOf('de'), { ...fileTooLarge('pictureTooLarge', REVIEW_PICTURE_MAX_BYTES), cause: null })).toBe(
      'Das Foto ist größer als 5 MB',
    );
    expect(statusFailureText(intlOf('en'), null)).toBeUndefined();
  });
});
