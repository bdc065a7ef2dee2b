/**
 * How a payment machine reads a rejected request (the api's `ShopError`,
 * read structurally: machines import only types from `api/`): the backend's
 * code when it is one the machine knows, else what went wrong on the way.
 * The wallet and Apple Pay machines share it; each names its own codes.
 */

type Detail =
  | { readonly kind: 'http'; readonly status?: unknown; readonly code?: unknown; readonly message?: unknown }
  | { readonly kind: 'timeout' | 'network' | 'schema' };

/** The api's `detail` of a rejection, or `null` for anything that is not a `ShopError`. */
function detailOf(cause: unknown): Detail | null {
  if (typeof cause !== 'object' || cause === null) return null;
  const detail: unknown = (cause as { detail?: unknown }).detail;
  if (typeof detail !== 'object' || detail === null) return null;
  const { kind } = detail as { kind?: unknown };
  return kind === 'http' || kind === 'timeout' || kind === 'network' || kind === 'schema' ? (detail as Detail) : null;
}

/** A server's text worth showing: trimmed, never blank. */
export function serverWords(message: unknown): string | null {
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
}

/** The `detail.code` of an http refusal when it is one of `codes`. */
function refusalCodeOf<Code extends string>(cause: unknown, codes: readonly Code[]): Code | null {
  const detail = detailOf(cause);
  if (detail?.kind !== 'http') return null;
  const { code } = detail;
  return typeof code === 'string' && (codes as readonly string[]).includes(code) ? (code as Code) : null;
}

/** The keys every payment failure has besides its codes' own. */
export type TransportFailureCode = 'unavailable' | 'timeout' | 'generic';

/**
 * The failure to show for a rejection: the failure code of its error code; else the shop
 * not reached (`unavailable`), not answering in time or a 504 (`timeout`), a
 * 502 or 503 from a proxy (`unavailable`); else `generic` with the server's
 * own text when it sent one (never the client's description of a failure).
 */
export function paymentFailureOf<ErrorCode extends string, Code extends string>(
  cause: unknown,
  failureByErrorCode: Readonly<Record<ErrorCode, Code>>,
): { code: Code | TransportFailureCode; message?: string; cause: unknown } {
  const errorCode = refusalCodeOf(cause, Object.keys(failureByErrorCode) as ErrorCode[]);
  if (errorCode !== null) return { code: failureByErrorCode[errorCode], cause };
  const detail = detailOf(cause);
  if (detail?.kind === 'network') return { code: 'unavailable', cause };
  if (detail?.kind === 'timeout') return { code: 'timeout', cause };
  if (detail?.kind === 'http') {
    if (detail.status === 502 || detail.status === 503) return { code: 'unavailable', cause };
    if (detail.status === 504) return { code: 'timeout', cause };
    const message = serverWords(detail.message);
    if (message !== null) return { code: 'generic', message, cause };
  }
  return { code: 'generic', cause };
}
