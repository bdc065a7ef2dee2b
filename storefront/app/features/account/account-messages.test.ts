import { describe, expect, it } from 'vitest';

import { ShopError } from '@shop/api';
import { SHOP_LOCALES } from '@shop/api/locale';
import { designSystemMessages } from '@shop/design-system/messages';
import { accountFailureOf, type AccountFailureCode } from '@shop/machines/forms/refusals';

import { catalogs, intlOf } from '../../i18n/catalogs.test-support';
import {
  ACCOUNT_FAILURE_MESSAGE_IDS,
  ACCOUNT_RULE_MESSAGE_IDS,
  accountFailureText,
  accountFieldErrorText,
  accountFieldErrorTexts,
} from './account-messages';

const english = intlOf('en');

describe('account codes in words', () => {
  it('has a message for every code in all 8 catalogs', () => {
    for (const id of [...Object.values(ACCOUNT_RULE_MESSAGE_IDS), ...Object.values(ACCOUNT_FAILURE_MESSAGE_IDS)]) {
      for (const locale of SHOP_LOCALES) expect(catalogs[locale]?.[id], `${locale} ${id}`).toBeTruthy();
    }
  });

  it('says the rules in the spec’s words (§5), the password’s minimum from its code', () => {
    expect(accountFieldErrorText(english, { code: 'required' })).toBe('This field is required');
    expect(accountFieldErrorText(english, { code: 'email' })).toBe('Is not a valid email address');
    expect(accountFieldErrorText(english, { code: 'emailConfirmation' })).toBe('Emails must match');
    expect(accountFieldErrorText(english, { code: 'passwordConfirmation' })).toBe('Passwords must match');
    expect(accountFieldErrorText(english, { code: 'max' })).toBe('Field exceeded characters limit');
    expect(accountFieldErrorText(english, { code: 'passwordLength', min: 8 })).toBe('Must be at least 8 characters');
    expect(accountFieldErrorText(english, { code: 'country' })).toBe('Is not a valid country');
    expect(accountFieldErrorText(english, { code: 'passwordIncorrect' })).toBe('Password Incorrect');
    for (const locale of SHOP_LOCALES) {
      expect(accountFieldErrorText(intlOf(locale), { code: 'passwordLength', min: 8 }), locale).toContain('8');
      expect(accountFieldErrorText(intlOf(locale), { code: 'passwordLength', min: 12 }), locale).toContain('12');
    }
  });

  it('says refused requests in the spec’s words (§8) where it has them', () => {
    const said = (code: AccountFailureCode) => accountFailureText(english, { code, cause: null });
    expect(said('invalidCredentials')).toBe('The provided credentials are invalid');
    expect(said('registrationFailed')).toBe('Registration failed');
    expect(said('passwordIncorrect')).toBe('Password Incorrect');
    expect(said('generic')).toBe('An error occured');
    expect(said('resetGeneric')).toBe('Error occured');
    // Spec §4, what the reset page says once the new password is set.
    expect(designSystemMessages('en')['NewPasswordForm.changed']).toBe('Password successfully changed');
  });

  it('shows the server’s own words as written, and the machine’s reading of a refusal in the shopper’s language', () => {
    expect(accountFieldErrorText(english, { code: 'server', message: 'Too common' })).toBe('Too common');
    expect(accountFieldErrorTexts(english, { email: { code: 'email' }, password: undefined })).toEqual({
      email: 'Is not a valid email address',
    });
    const limited = accountFailureOf(new ShopError('login', { kind: 'http', status: 429, code: 'RATE_LIMITED', message: 'Slow down' }), {});
    expect(accountFailureText(intlOf('de'), limited)).toBe(catalogs['de']?.['account.error.rateLimited']);
    const offline = accountFailureOf(new ShopError('login', { kind: 'network' }), {});
    expect(accountFailureText(intlOf('ja'), offline)).toBe(catalogs['ja']?.['account.error.generic']);
  });
});
