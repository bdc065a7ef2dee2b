import type { ShopError } from '../errors';
import { accountError, accountErrorToShopError, type AccountErrorCode } from '../operations/account/account-error-result';

/*
 * The ShopErrors the account calls raise (api/operations/account/account.ts), with the backend's English
 * messages, for the machine tests of the account forms.
 */

/** The backend's English messages of the errors the tests raise (spec §8 306, 350; the rate limit). */
const MESSAGES: Partial<Record<AccountErrorCode, string>> = {
  INVALID_CREDENTIALS_ERROR: 'The provided credentials are invalid',
  REGISTRATION_FAILED: 'Registration failed',
  PASSWORD_INCORRECT: 'Password Incorrect',
  RATE_LIMITED: 'Too many attempts. Please wait a minute and try again.',
  NOT_VERIFIED_ERROR: 'Please confirm your email address with the link we sent you before logging in',
  PASSWORD_RESET_TOKEN_INVALID_ERROR: 'This password reset link is not valid or has already been used',
  PASSWORD_RESET_TOKEN_EXPIRED_ERROR: 'This password reset link has expired: please ask for a new one',
  NOT_LOGGED_IN: 'Not logged in',
};

/** The ShopError an account call raises with `code`; `fields` (field → message) for the form errors. */
export function makeAccountError(operation: string, code: AccountErrorCode, fields?: Record<string, string>): ShopError {
  if (fields && (code === 'BAD_USER_INPUT' || code === 'PASSWORD_VALIDATION_ERROR')) {
    return accountErrorToShopError(operation, {
      errorCode: 'ACCOUNT_INPUT_ERROR',
      message: 'Please check the highlighted fields',
      fieldErrors: Object.entries(fields).map(([field, message]) => ({ field, message })),
    });
  }
  return accountError(operation, code, MESSAGES[code] ?? 'An error occured', fields);
}
