/**
 * How a form reads a refused request (spec §8: 306 invalid credentials and registration failed,
 * 350 'Password Incorrect', "server message or 'An error occured'", the reset's 'Error occured',
 * "Contact and review failures: the server's error value is raised"; issue 7 uploads): the
 * shop's code when it is one the form knows, the server's words on the fields it named, else a
 * status line with the server's own text or the generic message.
 *
 * Machines import only types from `api/`: a rejection is read structurally (`detail.kind`,
 * `status`, `code`, `message` and `fields` of the api's `ShopError`), so any other cause (a bug,
 * a stub) falls back to the generic message, and the client's description of a timeout or a lost
 * connection is never shown as the server's.
 */
import type { ACCOUNT_ERROR_CODES } from '../../api/operations/account/account-error-result';
import type { FieldError, FieldErrors, RuleError } from './form-fields';
import type { AccountRuleError } from './rules';

interface HttpDetail {
  readonly status?: unknown;
  readonly code?: unknown;
  readonly message?: unknown;
  readonly fields?: unknown;
}

/** The api's `detail` of an http failure, or `null` for anything else (timeout, network, a bug). */
function httpDetailOf(cause: unknown): HttpDetail | null {
  if (typeof cause !== 'object' || cause === null) return null;
  const detail: unknown = (cause as { detail?: unknown }).detail;
  if (typeof detail !== 'object' || detail === null || (detail as { kind?: unknown }).kind !== 'http') return null;
  return detail as HttpDetail;
}

/**
 * A status line: 'An error occured' (`generic`), the server's own text, or one of the form's own
 * codes (`E`, e.g. a picture too large). `cause` is what the actor rejected with, for logging.
 */
export type StatusFailure<E extends RuleError = never> =
  | ((RuleError<'generic'> | E) & { readonly cause: unknown })
  | { readonly code: 'server'; readonly message: string; readonly cause: unknown };

/** The server's own text when it sent one (trimmed, never blank), else the form's generic code. */
function serverWordsOr<Fallback extends string>(cause: unknown, fallback: Fallback): StatusFailure<RuleError<Fallback>> {
  const message = httpDetailOf(cause)?.message;
  return typeof message === 'string' && message.trim() !== ''
    ? { code: 'server', message: message.trim(), cause }
    : { code: fallback, cause };
}

/** The message forms' status line (contact, review, newsletter): the server's text, else 'An error occured'. */
export function statusFailureOf(cause: unknown): StatusFailure {
  return serverWordsOr(cause, 'generic');
}

/**
 * The server's per-field messages of a refusal (`detail.fields`), kept only for fields this form
 * shows. `aliases` maps the server's names onto the form's (e.g. the policy's `password` onto a
 * profile's `newPassword`; an `address.` prefix is dropped). Anything else stays in the failure's
 * message.
 */
export function serverFieldErrorsOf<F extends string>(
  cause: unknown,
  fields: readonly F[],
  aliases: Readonly<Record<string, F>> = {},
): Readonly<Partial<Record<F, string>>> {
  const reported = httpDetailOf(cause)?.fields;
  const errors: Partial<Record<F, string>> = {};
  if (typeof reported !== 'object' || reported === null || Array.isArray(reported)) return errors;
  for (const [name, message] of Object.entries(reported)) {
    const bare = name.startsWith('address.') ? name.slice('address.'.length) : name;
    const field = Object.hasOwn(aliases, bare) ? aliases[bare] : (fields as readonly string[]).includes(bare) ? (bare as F) : undefined;
    if (field !== undefined && typeof message === 'string' && message.trim() !== '') errors[field] = message;
  }
  return errors;
}

/**
 * A form's refusal (`formSetup`'s `refusal`): the failure its codes say, and the server's words
 * on the fields it shows (`aliases` as for `serverFieldErrorsOf`).
 */
export function refusalOf<F extends string, Failure>(
  failureOf: (cause: unknown) => Failure,
  fields: readonly F[],
  aliases?: Readonly<Record<string, F>>,
): (cause: unknown) => { failure: Failure; serverFieldErrors: Readonly<Partial<Record<F, string>>> } {
  return (cause) => ({ failure: failureOf(cause), serverFieldErrors: serverFieldErrorsOf(cause, fields, aliases) });
}

/**
 * A refused upload (`POST /contact/submit` and the review): `tooLarge` (FILE_TOO_LARGE, or a 413
 * from a proxy), `type` (FILE_TYPE_NOT_ALLOWED), else `null`.
 */
export function uploadRefusalOf(cause: unknown): 'tooLarge' | 'type' | null {
  const detail = httpDetailOf(cause);
  if (detail === null) return null;
  if (detail.code === 'FILE_TYPE_NOT_ALLOWED') return 'type';
  return detail.code === 'FILE_TOO_LARGE' || detail.status === 413 ? 'tooLarge' : null;
}

/** The same list as the api's (machines may not import its values); the type below fails to compile if they drift. */
export const ACCOUNT_ERROR_CODES_KNOWN = [
  'INVALID_CREDENTIALS_ERROR',
  'NOT_VERIFIED_ERROR',
  'REGISTRATION_FAILED',
  'PASSWORD_VALIDATION_ERROR',
  'PASSWORD_INCORRECT',
  'PASSWORD_RESET_TOKEN_INVALID_ERROR',
  'PASSWORD_RESET_TOKEN_EXPIRED_ERROR',
  'VERIFICATION_TOKEN_INVALID_ERROR',
  'VERIFICATION_TOKEN_EXPIRED_ERROR',
  'RATE_LIMITED',
  'BAD_USER_INPUT',
  'NOT_LOGGED_IN',
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES_KNOWN)[number];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** Compile-time only. */
type _AccountErrorCodesMatchApi = Assert<Same<AccountErrorCode, (typeof ACCOUNT_ERROR_CODES)[number]>>;

/**
 * What an account form (or the session) says about a failed request, as a code the storefront
 * turns into words (`features/account/account-messages.ts`), or `server` with the server's own
 * text. `generic` is 'An error occured'; `resetGeneric` is the reset's own wording, 'Error occured'.
 */
export type AccountFailureCode =
  | 'invalidCredentials'
  | 'notVerified'
  | 'registrationFailed'
  | 'passwordIncorrect'
  | 'rateLimited'
  | 'tokenInvalid'
  | 'tokenExpired'
  | 'notLoggedIn'
  | 'generic'
  | 'resetGeneric';

export type AccountFailure = StatusFailure<RuleError<AccountFailureCode>>;

/** The `detail.code` of a rejection when it is one of the account codes. */
export function accountErrorCodeOf(cause: unknown): AccountErrorCode | null {
  const code = httpDetailOf(cause)?.code;
  return typeof code === 'string' && (ACCOUNT_ERROR_CODES_KNOWN as readonly string[]).includes(code) ? (code as AccountErrorCode) : null;
}

/**
 * The failure to show for a rejection: the failure code the operation maps its error code to,
 * else the server's message, else the generic text. RATE_LIMITED is the same everywhere.
 */
export function accountFailureOf(
  cause: unknown,
  failureByErrorCode: Readonly<Partial<Record<AccountErrorCode, AccountFailureCode>>>,
  fallback: 'generic' | 'resetGeneric' = 'generic',
): AccountFailure {
  const errorCode = accountErrorCodeOf(cause);
  const code = errorCode === null ? undefined : errorCode === 'RATE_LIMITED' ? 'rateLimited' : failureByErrorCode[errorCode];
  return code === undefined ? serverWordsOr(cause, fallback) : { code, cause };
}

/** A reset or verification link that can never work again: its own state with a way to a new link. */
export function tokenFailureOf(cause: unknown): 'tokenInvalid' | 'tokenExpired' | null {
  switch (accountErrorCodeOf(cause)) {
    case 'PASSWORD_RESET_TOKEN_INVALID_ERROR':
    case 'VERIFICATION_TOKEN_INVALID_ERROR':
      return 'tokenInvalid';
    case 'PASSWORD_RESET_TOKEN_EXPIRED_ERROR':
    case 'VERIFICATION_TOKEN_EXPIRED_ERROR':
      return 'tokenExpired';
    default:
      return null;
  }
}

/** What an account form's field shows: the account rules' errors, and the shop refusing the current password (spec 350). */
export type AccountFieldRuleError = AccountRuleError | RuleError<'passwordIncorrect'>;

export type AccountFieldError = FieldError<AccountFieldRuleError>;

export type AccountFieldErrors<F extends string> = FieldErrors<F, AccountFieldRuleError>;
