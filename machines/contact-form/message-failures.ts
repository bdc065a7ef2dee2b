/**
 * How the contact and review forms read a refused request (spec §8 "Contact
 * and review failures: the server's error value is raised"; issue 7 uploads).
 *
 * Machines import only types from `api/`: a rejection is read structurally
 * (`detail.kind`, `status`, `code`, `message`, `fields` of the api's
 * `ShopError`), so any other cause (a bug, a stub) falls back to the generic
 * message.
 */
import { serverFieldErrorsOf } from '../account-forms/account-failures';
import type { RuleError } from '../forms/form-fields';
import { serverWords } from '../payment-failures/payment-failures';

export { serverFieldErrorsOf };

/** The backend's upload codes (`POST /contact/submit` and the review); a 413 from a proxy is a file too large too. */
export const UPLOAD_ERROR_CODES = ['FILE_TOO_LARGE', 'FILE_TYPE_NOT_ALLOWED'] as const;
export type UploadErrorCode = (typeof UPLOAD_ERROR_CODES)[number];

/**
 * What the status line below a form says: 'An error occured' (`generic`), the
 * server's own text, or one of the form's own refusals (`E`, e.g. a picture too large).
 */
export type StatusFailure<E extends RuleError = never> =
  | ((RuleError<'generic'> | E) & { readonly cause: unknown })
  | { readonly code: 'server'; readonly message: string; readonly cause: unknown };

interface HttpDetail {
  readonly status?: unknown;
  readonly code?: unknown;
  readonly message?: unknown;
}

/** The api's `detail` of an http failure, or `null` for anything else (timeout, network, a bug). */
function httpDetailOf(cause: unknown): HttpDetail | null {
  if (typeof cause !== 'object' || cause === null) return null;
  const detail: unknown = (cause as { detail?: unknown }).detail;
  if (typeof detail !== 'object' || detail === null || (detail as { kind?: unknown }).kind !== 'http') return null;
  return detail as HttpDetail;
}

/** A refused upload: `tooLarge` (FILE_TOO_LARGE or a 413), `type` (FILE_TYPE_NOT_ALLOWED), else `null`. */
export function uploadRefusalOf(cause: unknown): 'tooLarge' | 'type' | null {
  const detail = httpDetailOf(cause);
  if (detail === null) return null;
  if (detail.code === 'FILE_TYPE_NOT_ALLOWED') return 'type';
  return detail.code === 'FILE_TOO_LARGE' || detail.status === 413 ? 'tooLarge' : null;
}

/**
 * The status line for a refusal: the server's own text when it sent one
 * (never the client's description of a timeout or a lost connection), else
 * 'An error occured'.
 */
export function statusFailureOf(cause: unknown): StatusFailure {
  const message = serverWords(httpDetailOf(cause)?.message);
  return message === null ? { code: 'generic', cause } : { code: 'server', message, cause };
}
