import { HTTPError, TimeoutError } from 'ky';
import type { z } from 'zod';

/**
 * The one error shape machines and routes branch on (docs/conventions.md "API client").
 * `message` is the server's message when it sent one; callers fall back to the
 * spec's generic text ('An error occured', §8) through `GENERIC_ERROR_MESSAGE`.
 */
export type ShopErrorDetail =
  | {
      kind: 'http';
      status: number;
      code?: string;
      message?: string;
      /** A form's refusal: field name → the server's message for it, e.g. `{ postcode: 'Is not a valid zip code' }`. */
      fields?: Record<string, string>;
    }
  | { kind: 'timeout' }
  | { kind: 'network' }
  | { kind: 'schema'; issues: string[] };

export const GENERIC_ERROR_MESSAGE = 'An error occured';

export class ShopError extends Error {
  readonly detail: ShopErrorDetail;
  readonly operation: string;

  constructor(operation: string, detail: ShopErrorDetail) {
    super(describe(detail));
    this.name = 'ShopError';
    this.operation = operation;
    this.detail = detail;
  }

  /** Spec §8: status from the error, else the response, else 500. */
  get status(): number {
    return this.detail.kind === 'http'
      ? this.detail.status
      : this.detail.kind === 'timeout'
        ? 504
        : this.detail.kind === 'network'
          ? 503
          : 500;
  }

  get isNotFound(): boolean {
    return this.detail.kind === 'http' && this.detail.status === 404;
  }
}

function describe(detail: ShopErrorDetail): string {
  switch (detail.kind) {
    case 'http':
      return detail.message ?? GENERIC_ERROR_MESSAGE;
    case 'timeout':
      return 'The shop did not answer in time';
    case 'network':
      return 'The shop could not be reached';
    case 'schema':
      return `Unexpected answer from the shop: ${detail.issues.join('; ')}`;
  }
}

/** Vendure reports GraphQL errors with HTTP 200 and an error code; map the codes we meet to statuses. */
const STATUS_BY_GRAPHQL_CODE: Record<string, number> = {
  FORBIDDEN: 403,
  UNAUTHORIZED: 401,
  ENTITY_NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  USER_INPUT_ERROR: 400,
  // A payment refused because the order's billing details break the checkout's rules: the billing step's code and status.
  CHECKOUT_ADDRESS_ERROR: 400,
  // Too many attempts (logins, coupon codes): the server's translated message is for the shopper.
  RATE_LIMITED: 429,
};

/** `extensions.fieldErrors` ({ field, message } each) as `detail.fields`; none when there are none. */
function fieldErrorsOf(value: unknown): Record<string, string> | undefined {
  if (!Array.isArray(value)) return undefined;
  const entries = value.flatMap((item: unknown): Array<[string, string]> => {
    const { field, message } = (item ?? {}) as { field?: unknown; message?: unknown };
    return typeof field === 'string' && typeof message === 'string' ? [[field, message]] : [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

export function graphQLErrorToDetail(error: { message?: string; extensions?: { code?: unknown; fieldErrors?: unknown } }): ShopErrorDetail {
  const code = typeof error.extensions?.code === 'string' ? error.extensions.code : undefined;
  const status = (code === undefined ? undefined : STATUS_BY_GRAPHQL_CODE[code]) ?? 500;
  const fields = fieldErrorsOf(error.extensions?.fieldErrors);
  return {
    kind: 'http',
    status,
    ...(code ? { code } : {}),
    ...(error.message ? { message: error.message } : {}),
    ...(fields ? { fields } : {}),
  };
}

export function schemaIssues(error: z.ZodError): string[] {
  return error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

/** What an operation answers, checked by its schema: a value the schema refuses is the operation's schema ShopError. */
export function parsed<Schema extends z.ZodType>(operation: string, schema: Schema, value: unknown): z.infer<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ShopError(operation, { kind: 'schema', issues: schemaIssues(result.error) });
  return result.data;
}

/** Normalises anything thrown while talking to the shop into a ShopError. */
export async function toShopError(operation: string, error: unknown): Promise<ShopError> {
  if (error instanceof ShopError) return error;
  if (error instanceof TimeoutError) return new ShopError(operation, { kind: 'timeout' });
  if (error instanceof HTTPError) {
    const { message, code, fields } = await readServerMessage(error.response);
    return new ShopError(operation, {
      kind: 'http',
      status: error.response.status,
      ...(code ? { code } : {}),
      ...(message ? { message } : {}),
      ...(fields ? { fields } : {}),
    });
  }
  return new ShopError(operation, { kind: 'network' });
}

interface ServerReply {
  message?: string;
  /** A REST refusal's `code` (the contact and review endpoints: `{ error, code, fields }`). */
  code?: string;
  fields?: Record<string, string>;
}

/** A refusal's field messages: only string values, and none at all when there are none. */
function fieldsOf(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const fields = Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return Object.keys(fields).length > 0 ? fields : undefined;
}

function replyOf(body: unknown): ServerReply | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  const code = typeof record['code'] === 'string' && record['code'] !== '' ? record['code'] : undefined;
  const fields = fieldsOf(record['fields']);
  const extra = { ...(code ? { code } : {}), ...(fields ? { fields } : {}) };
  for (const key of ['message', 'error']) {
    if (typeof record[key] === 'string') return { message: record[key] as string, ...extra };
  }
  if (Array.isArray(record['errors']) && typeof (record['errors'][0] as { message?: unknown })?.message === 'string') {
    return { message: (record['errors'][0] as { message: string }).message, ...extra };
  }
  return extra;
}

async function readServerMessage(response: Response): Promise<ServerReply> {
  try {
    const text = await response.clone().text();
    try {
      const reply = replyOf(JSON.parse(text));
      if (reply?.message !== undefined) return reply;
    } catch {
      // Not JSON: the text itself is the message (spec §8: "the text or the serialised object").
    }
    return text.trim() ? { message: text.trim().slice(0, 300) } : {};
  } catch {
    return {};
  }
}
