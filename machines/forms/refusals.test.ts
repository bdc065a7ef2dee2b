import { describe, expect, it } from 'vitest';
import { ShopError } from '../../api/errors';
import { ACCOUNT_ERROR_CODES } from '../../api/operations/account/account-error-result';
import { NETWORK_ERROR, SERVER_ERROR, accountError } from '../test-support/account-fixtures';
import {
  FILE_TOO_LARGE_ERROR,
  FILE_TYPE_ERROR,
  NETWORK_ERROR as CONTACT_NETWORK_ERROR,
  PAYLOAD_TOO_LARGE,
  SERVER_ERROR as CONTACT_SERVER_ERROR,
  httpError,
} from '../test-support/message-fixtures';
import {
  ACCOUNT_ERROR_CODES_KNOWN,
  accountErrorCodeOf,
  accountFailureOf,
  serverFieldErrorsOf,
  statusFailureOf,
  tokenFailureOf,
  uploadRefusalOf,
} from './refusals';

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

  it("reads the code only from an http failure with a known code, the api's", () => {
    expect(ACCOUNT_ERROR_CODES_KNOWN).toEqual(ACCOUNT_ERROR_CODES);
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

describe('message form failures', () => {
  it('reads upload refusals by code, and a bare 413 as too large', () => {
    expect(uploadRefusalOf(FILE_TYPE_ERROR)).toBe('type');
    expect(uploadRefusalOf(FILE_TOO_LARGE_ERROR)).toBe('tooLarge');
    expect(uploadRefusalOf(PAYLOAD_TOO_LARGE)).toBe('tooLarge');
    expect(uploadRefusalOf(CONTACT_SERVER_ERROR)).toBeNull();
    expect(uploadRefusalOf(CONTACT_NETWORK_ERROR)).toBeNull();
    expect(uploadRefusalOf({ detail: { kind: 'http', code: 'FILE_TYPE_NOT_ALLOWED' } })).toBe('type');
    expect(uploadRefusalOf(new Error('FILE_TOO_LARGE'))).toBeNull();
  });

  it("shows the server's own text, else 'An error occured' (never the client's words for a lost connection)", () => {
    expect(statusFailureOf(CONTACT_SERVER_ERROR)).toEqual({
      code: 'server',
      message: 'Mail server unavailable',
      cause: CONTACT_SERVER_ERROR,
    });
    expect(statusFailureOf(CONTACT_NETWORK_ERROR)).toEqual({ code: 'generic', cause: CONTACT_NETWORK_ERROR });
    const blank = httpError({ message: '   ' });
    expect(statusFailureOf(blank)).toEqual({ code: 'generic', cause: blank });
    expect(statusFailureOf('boom')).toEqual({ code: 'generic', cause: 'boom' });
  });
});
