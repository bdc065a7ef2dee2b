import { describe, expect, it } from 'vitest';
import { ShopError } from '../../api/errors';
import {
  ACCOUNT_ERROR_CODES,
  CUSTOMER_TITLES as API_TITLES,
  PASSWORD_MAX_LENGTH as API_MAX,
  PASSWORD_MIN_LENGTH as API_MIN,
} from '../../api/schemas/customer';
import { ACCOUNT_ERROR_CODES_KNOWN, accountErrorCodeOf, accountFailureOf, serverFieldErrorsOf, tokenFailureOf } from './account-failures';
import { nothingTouched, shownFieldErrors, withoutServerErrors } from '../forms/form-fields';
import { NETWORK_ERROR, SERVER_ERROR, accountError } from './account-test-support';
import {
  ACCOUNT_MAX_LENGTHS,
  CUSTOMER_TITLES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  validateCountryCode,
  validateEmail,
  validateEmailConfirmation,
  validateExistingPassword,
  validateNewPassword,
  validateOptionalText,
  validatePasswordConfirmation,
  validateRequiredText,
  validateTitle,
} from './account-validation';

describe('constants', () => {
  it('are the api contract values', () => {
    expect(CUSTOMER_TITLES).toEqual(API_TITLES);
    expect(PASSWORD_MIN_LENGTH).toBe(API_MIN);
    expect(PASSWORD_MAX_LENGTH).toBe(API_MAX);
    expect(ACCOUNT_ERROR_CODES_KNOWN).toEqual(ACCOUNT_ERROR_CODES);
  });
});

describe('field rules', () => {
  it('required text: blank, too long (in code points), fine', () => {
    expect(validateRequiredText('  ', 60)).toEqual({ code: 'required' });
    expect(validateRequiredText('x'.repeat(61), 60)).toEqual({ code: 'max' });
    expect(validateRequiredText('東'.repeat(60), 60)).toBeNull();
    expect(validateRequiredText(' Ada ', 60)).toBeNull();
    // A 10 KB name is refused, not sent.
    expect(validateRequiredText('a'.repeat(10_240), ACCOUNT_MAX_LENGTHS.firstName)).toEqual({ code: 'max' });
  });

  it('optional text: blank is fine, too long is not', () => {
    expect(validateOptionalText('', 32)).toBeNull();
    expect(validateOptionalText('FR'.padEnd(33, '1'), 32)).toEqual({ code: 'max' });
  });

  it('email: required, length, format; script and SQL are no addresses', () => {
    expect(validateEmail('')).toEqual({ code: 'required' });
    expect(validateEmail('ada@')).toEqual({ code: 'email' });
    expect(validateEmail("' OR 1=1 --@x.com")).toEqual({ code: 'email' });
    expect(validateEmail('<script>@x.com')).toEqual({ code: 'email' });
    expect(validateEmail(`${'a'.repeat(250)}@x.com`)).toEqual({ code: 'max' });
    expect(validateEmail(' ada@example.com ')).toBeNull();
  });

  it('email confirmation: required, then equal once trimmed, case included', () => {
    expect(validateEmailConfirmation('ada@example.com', '')).toEqual({ code: 'required' });
    expect(validateEmailConfirmation('ada@example.com', 'Ada@example.com')).toEqual({ code: 'emailConfirmation' });
    expect(validateEmailConfirmation('ada@example.com', ' ada@example.com')).toBeNull();
  });

  it('title: Mr or Mrs only', () => {
    expect(validateTitle('')).toEqual({ code: 'required' });
    expect(validateTitle('dr')).toEqual({ code: 'required' });
    expect(validateTitle('mr')).toBeNull();
    expect(validateTitle('mrs')).toBeNull();
  });

  it('new password: required, at most 128, at least 8, spaces count', () => {
    expect(validateNewPassword('')).toEqual({ code: 'required' });
    expect(validateNewPassword('1234567')).toEqual({ code: 'passwordLength', min: 8 });
    expect(validateNewPassword('       ')).toEqual({ code: 'passwordLength', min: 8 });
    expect(validateNewPassword('12345678')).toBeNull();
    expect(validateNewPassword('x'.repeat(128))).toBeNull();
    expect(validateNewPassword('x'.repeat(129))).toEqual({ code: 'max' });
  });

  it('existing password: required and bounded, no minimum (older accounts)', () => {
    expect(validateExistingPassword('')).toEqual({ code: 'required' });
    expect(validateExistingPassword('abc')).toBeNull();
    expect(validateExistingPassword('x'.repeat(129))).toEqual({ code: 'max' });
  });

  it('password confirmation: required, exactly equal', () => {
    expect(validatePasswordConfirmation('secret-123', '')).toEqual({ code: 'required' });
    expect(validatePasswordConfirmation('secret-123', 'secret-123 ')).toEqual({ code: 'passwordConfirmation' });
    expect(validatePasswordConfirmation('secret-123', 'secret-123')).toBeNull();
  });

  it('country: required, one of the list when there is one', () => {
    expect(validateCountryCode('', ['US'])).toEqual({ code: 'required' });
    expect(validateCountryCode('XX', ['US'])).toEqual({ code: 'country' });
    expect(validateCountryCode('US', ['US'])).toBeNull();
    expect(validateCountryCode('XX', [])).toBeNull();
  });
});

describe('failures', () => {
  it('maps the operation codes, RATE_LIMITED everywhere, then the server text, then the generic key', () => {
    const keys = { INVALID_CREDENTIALS_ERROR: 'invalidCredentials' } as const;
    const invalid = accountError('INVALID_CREDENTIALS_ERROR', { message: 'Bad creds' });
    expect(accountFailureOf(invalid, keys)).toEqual({ code: 'invalidCredentials', cause: invalid });
    const limited = accountError('RATE_LIMITED');
    expect(accountFailureOf(limited, {})).toEqual({ code: 'rateLimited', cause: limited });
    expect(accountFailureOf(SERVER_ERROR, keys)).toEqual({ code: 'server', message: 'Database unavailable', cause: SERVER_ERROR });
    expect(accountFailureOf(NETWORK_ERROR, keys)).toEqual({ code: 'generic', cause: NETWORK_ERROR });
    expect(accountFailureOf(NETWORK_ERROR, keys, 'resetGeneric')).toEqual({ code: 'resetGeneric', cause: NETWORK_ERROR });
    // A code this operation does not map shows the server's text.
    const notVerified = accountError('NOT_VERIFIED_ERROR', { message: 'Verify first' });
    expect(accountFailureOf(notVerified, keys)).toEqual({ code: 'server', message: 'Verify first', cause: notVerified });
    // Anything that is not the api's error (a bug, a stub) is the generic text, never its message.
    expect(accountFailureOf(new Error('boom'), keys)).toMatchObject({ code: 'generic' });
    expect(accountFailureOf('nope', keys)).toMatchObject({ code: 'generic' });
  });

  it('reads the code only from an http failure with a known code', () => {
    expect(accountErrorCodeOf(accountError('PASSWORD_INCORRECT'))).toBe('PASSWORD_INCORRECT');
    expect(accountErrorCodeOf(accountError('SOMETHING_ELSE'))).toBeNull();
    expect(accountErrorCodeOf(new ShopError('x', { kind: 'timeout' }))).toBeNull();
    expect(accountErrorCodeOf(null)).toBeNull();
  });

  it('tells dead tokens apart', () => {
    expect(tokenFailureOf(accountError('PASSWORD_RESET_TOKEN_INVALID_ERROR'))).toBe('tokenInvalid');
    expect(tokenFailureOf(accountError('VERIFICATION_TOKEN_INVALID_ERROR'))).toBe('tokenInvalid');
    expect(tokenFailureOf(accountError('PASSWORD_RESET_TOKEN_EXPIRED_ERROR'))).toBe('tokenExpired');
    expect(tokenFailureOf(accountError('VERIFICATION_TOKEN_EXPIRED_ERROR'))).toBe('tokenExpired');
    expect(tokenFailureOf(accountError('RATE_LIMITED'))).toBeNull();
  });

  it('keeps the server field errors of shown fields only, with aliases and the address prefix', () => {
    const cause = accountError('BAD_USER_INPUT', {
      fields: { password: 'Too common', 'address.city': 'Unknown town', secret: 'x', firstName: ' ', __proto__: 'y' },
    });
    expect(serverFieldErrorsOf(cause, ['newPassword', 'city', 'firstName'] as const, { password: 'newPassword' })).toEqual({
      newPassword: 'Too common',
      city: 'Unknown town',
    });
    expect(serverFieldErrorsOf(NETWORK_ERROR, ['city'] as const)).toEqual({});
  });
});

describe('shown field errors', () => {
  const fields = ['email', 'password'] as const;
  const rules = { email: { code: 'email' }, password: { code: 'required' } } as const;

  it('shows a rule after blur or submit, else the server text', () => {
    const form = { touched: nothingTouched(fields), submitAttempted: false, serverFieldErrors: { password: 'Locked' } };
    expect(shownFieldErrors(fields, rules, form)).toEqual({ password: { code: 'server', message: 'Locked' } });
    expect(shownFieldErrors(fields, rules, { ...form, touched: { email: true, password: false } })).toEqual({
      email: { code: 'email' },
      password: { code: 'server', message: 'Locked' },
    });
    expect(shownFieldErrors(fields, rules, { ...form, submitAttempted: true })).toEqual({
      email: { code: 'email' },
      password: { code: 'required' },
    });
  });

  it('drops server errors of changed fields, keeping the same object when none goes', () => {
    const errors = { email: 'Taken' };
    expect(withoutServerErrors<'email' | 'password'>(errors, ['password'])).toBe(errors);
    expect(withoutServerErrors<'email' | 'password'>(errors, ['email'])).toEqual({});
  });
});
