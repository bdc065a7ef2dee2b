/**
 * What a failed account request shows (spec §8: 306 invalid credentials and
 * registration failed, 350 'Password Incorrect', "other login or register
 * failure: server message or 'An error occured'", "reset password failure:
 * server message or 'Error occured'"), and the server's field errors
 * (`detail.fields` of BAD_USER_INPUT and PASSWORD_VALIDATION_ERROR).
 *
 * Machines import only types from `api/`: a rejection is read structurally
 * (`detail.code`, `detail.message`, `detail.fields` of the api's `ShopError`),
 * so any other cause (a bug, a stub) falls back to the generic message.
 */
import type { ACCOUNT_ERROR_CODES } from '../../api/schemas/customer';

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
 * What the form (or the session) says about a failed request, as a code the
 * storefront turns into words, or `server` with the server's own text (spec §8).
 * `generic` is 'An error occured'; `resetGeneric` is the reset's own wording,
 * 'Error occured'.
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

/** `cause` is what the actor rejected with (in the storefront a `ShopError`), for logging. */
export type AccountFailure =
  | { readonly code: AccountFailureCode; readonly cause: unknown }
  | { readonly code: 'server'; readonly message: string; readonly cause: unknown };

interface HttpDetail {
  readonly code?: string;
  readonly message?: string;
  readonly fields?: unknown;
}

/** The api's `detail` of an http failure, or `null` for anything else (timeout, network, a bug). */
function httpDetailOf(cause: unknown): HttpDetail | null {
  if (typeof cause !== 'object' || cause === null) return null;
  const detail: unknown = (cause as { detail?: unknown }).detail;
  if (typeof detail !== 'object' || detail === null || (detail as { kind?: unknown }).kind !== 'http') return null;
  return detail as HttpDetail;
}

/** The `detail.code` of a rejection when it is one of the account codes. */
export function accountErrorCodeOf(cause: unknown): AccountErrorCode | null {
  const code = httpDetailOf(cause)?.code;
  return typeof code === 'string' && (ACCOUNT_ERROR_CODES_KNOWN as readonly string[]).includes(code) ? (code as AccountErrorCode) : null;
}

/** The server's own text: only what it sent, never the client's description of a timeout or a lost connection. */
function serverMessageOf(cause: unknown): string | null {
  const message = httpDetailOf(cause)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
}

/**
 * The failure to show for a rejection: the failure code the operation maps its
 * error code to, else the server's message, else the generic text. RATE_LIMITED is the
 * same everywhere.
 */
export function accountFailureOf(
  cause: unknown,
  failureByErrorCode: Readonly<Partial<Record<AccountErrorCode, AccountFailureCode>>>,
  fallback: 'generic' | 'resetGeneric' = 'generic',
): AccountFailure {
  const errorCode = accountErrorCodeOf(cause);
  const code = errorCode === null ? undefined : errorCode === 'RATE_LIMITED' ? 'rateLimited' : failureByErrorCode[errorCode];
  if (code !== undefined) return { code, cause };
  const message = serverMessageOf(cause);
  return message === null ? { code: fallback, cause } : { code: 'server', message, cause };
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

/**
 * The server's per-field messages of a refusal (`detail.fields`), kept only
 * for fields this form shows. `aliases` maps the server's names onto the
 * form's (e.g. the policy's `password` onto a profile's `newPassword`; an
 * `address.` prefix is dropped). Anything else stays in the failure's message.
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
