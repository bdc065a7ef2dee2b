import { ShopError } from '../../errors';

/**
 * The account errors callers branch on (ShopError `detail.code`), with the spec's codes where it
 * has them (§8): 306 invalid credentials / registration failed, 350 wrong current password,
 * 410 no customer (not an error: `loadCustomer` answers null).
 */
export const ACCOUNT_ERROR_CODES = [
  /** Spec 306 on login: 'The provided credentials are invalid'. */
  'INVALID_CREDENTIALS_ERROR',
  /** Login before the email address was verified. */
  'NOT_VERIFIED_ERROR',
  /** Spec 306 on register: 'Registration failed' (also: the email is taken; never said which). */
  'REGISTRATION_FAILED',
  /** The password breaks the policy; `fields.password` says how. */
  'PASSWORD_VALIDATION_ERROR',
  /** Spec 350: 'Password Incorrect'. */
  'PASSWORD_INCORRECT',
  /** A reset or verification token that is unknown, used or expired. */
  'PASSWORD_RESET_TOKEN_INVALID_ERROR',
  'PASSWORD_RESET_TOKEN_EXPIRED_ERROR',
  'VERIFICATION_TOKEN_INVALID_ERROR',
  'VERIFICATION_TOKEN_EXPIRED_ERROR',
  /** More than 10 attempts a minute from this address or on this account; status 429. */
  'RATE_LIMITED',
  /** Field checks failed on the server; `fields` names them. */
  'BAD_USER_INPUT',
  /** The call needs a logged-in customer; status 401. */
  'NOT_LOGGED_IN',
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

/**
 * What the account mutations' answers say of their error members (`... on ErrorResult { errorCode
 * message }`, with `fieldErrors` on AccountInputError and `validationErrorMessage` on
 * PasswordValidationError where their union holds them).
 */
export interface AccountErrorResult {
  errorCode: string;
  message: string;
  fieldErrors?: ReadonlyArray<{ field: string; message: string }>;
  validationErrorMessage?: string;
}

/**
 * Statuses of the account errors (HTTP-like, for callers that branch on them): wrong credentials
 * and no session are 401 (spec 306 on login); a wrong current password is 403, since the customer
 * is logged in but did not prove it is them (spec 350); too many attempts are 429.
 */
export const ACCOUNT_ERROR_STATUS: Record<AccountErrorCode, number> = {
  INVALID_CREDENTIALS_ERROR: 401,
  NOT_VERIFIED_ERROR: 403,
  REGISTRATION_FAILED: 400,
  PASSWORD_VALIDATION_ERROR: 400,
  PASSWORD_INCORRECT: 403,
  PASSWORD_RESET_TOKEN_INVALID_ERROR: 400,
  PASSWORD_RESET_TOKEN_EXPIRED_ERROR: 400,
  VERIFICATION_TOKEN_INVALID_ERROR: 400,
  VERIFICATION_TOKEN_EXPIRED_ERROR: 400,
  RATE_LIMITED: 429,
  BAD_USER_INPUT: 400,
  NOT_LOGGED_IN: 401,
};

/** Vendure's error codes that have a name of their own in ACCOUNT_ERROR_CODES. */
const CODE_BY_VENDURE_CODE: Record<string, AccountErrorCode> = {
  INVALID_CREDENTIALS_ERROR: 'INVALID_CREDENTIALS_ERROR',
  NOT_VERIFIED_ERROR: 'NOT_VERIFIED_ERROR',
  PASSWORD_VALIDATION_ERROR: 'PASSWORD_VALIDATION_ERROR',
  PASSWORD_INCORRECT_ERROR: 'PASSWORD_INCORRECT',
  PASSWORD_RESET_TOKEN_INVALID_ERROR: 'PASSWORD_RESET_TOKEN_INVALID_ERROR',
  PASSWORD_RESET_TOKEN_EXPIRED_ERROR: 'PASSWORD_RESET_TOKEN_EXPIRED_ERROR',
  VERIFICATION_TOKEN_INVALID_ERROR: 'VERIFICATION_TOKEN_INVALID_ERROR',
  VERIFICATION_TOKEN_EXPIRED_ERROR: 'VERIFICATION_TOKEN_EXPIRED_ERROR',
  // The email change's link is a verification link like the registration's.
  IDENTIFIER_CHANGE_TOKEN_INVALID_ERROR: 'VERIFICATION_TOKEN_INVALID_ERROR',
  IDENTIFIER_CHANGE_TOKEN_EXPIRED_ERROR: 'VERIFICATION_TOKEN_EXPIRED_ERROR',
  // Thrown by the backend (GraphQL error codes), not error results.
  RATE_LIMITED: 'RATE_LIMITED',
  FORBIDDEN: 'NOT_LOGGED_IN',
  UNAUTHORIZED: 'NOT_LOGGED_IN',
};

export function accountError(operation: string, code: AccountErrorCode, message: string, fields?: Record<string, string>): ShopError {
  return new ShopError(operation, { kind: 'http', status: ACCOUNT_ERROR_STATUS[code], code, message, ...(fields ? { fields } : {}) });
}

/**
 * An error result of an account mutation as the ShopError callers branch on. Field errors keep
 * their messages in `detail.fields` (`address.postcode` for the profile's address); when the
 * password is the only field in error the code is PASSWORD_VALIDATION_ERROR. `fallback` names
 * anything else (spec 306 'Registration failed' for the registration).
 */
export function accountErrorToShopError(
  operation: string,
  result: AccountErrorResult,
  fallback: AccountErrorCode = 'BAD_USER_INPUT',
): ShopError {
  if (result.errorCode === 'ACCOUNT_INPUT_ERROR') {
    const fieldErrors = result.fieldErrors ?? [];
    const fields = Object.fromEntries(fieldErrors.map((error) => [error.field, error.message]));
    const onlyPassword =
      fieldErrors.length > 0 && fieldErrors.every((error) => error.field === 'password' || error.field === 'newPassword');
    return accountError(operation, onlyPassword ? 'PASSWORD_VALIDATION_ERROR' : 'BAD_USER_INPUT', result.message, fields);
  }
  if (result.errorCode === 'PASSWORD_VALIDATION_ERROR') {
    const message = result.validationErrorMessage ?? result.message;
    return accountError(operation, 'PASSWORD_VALIDATION_ERROR', message, { newPassword: message });
  }
  const code = CODE_BY_VENDURE_CODE[result.errorCode] ?? fallback;
  return accountError(operation, code, result.message);
}

/** A thrown ShopError with the account's code and status (RATE_LIMITED 429, no session 401); others as they are. */
export function withAccountCode(error: unknown): unknown {
  if (!(error instanceof ShopError) || error.detail.kind !== 'http' || !error.detail.code) return error;
  const code = CODE_BY_VENDURE_CODE[error.detail.code];
  if (!code) return error;
  return new ShopError(error.operation, { ...error.detail, code, status: ACCOUNT_ERROR_STATUS[code] });
}
