import type { z } from 'zod';

import type { ShopClient } from '../client';
import { ShopError } from '../errors';

/** A shop client answering one GraphQL `data`, or raising one ShopError, and remembering the variables. */
export function clientAnswering(data: unknown, calls: Array<Record<string, unknown>> = []): ShopClient {
  return {
    locale: 'en',
    currency: undefined,
    async request<Schema extends z.ZodType>(operation: string, _document: string, variables: Record<string, unknown>, schema: Schema) {
      calls.push(variables);
      if (data instanceof ShopError) throw data;
      const parsed = schema.safeParse(data);
      if (!parsed.success) throw new ShopError(operation, { kind: 'schema', issues: [parsed.error.message] });
      return parsed.data;
    },
    async submitForm<Schema extends z.ZodType>(operation: string, _path: string, form: FormData, schema: Schema) {
      calls.push(Object.fromEntries(form.entries()));
      if (data instanceof ShopError) throw data;
      const parsed = schema.safeParse(data);
      if (!parsed.success) throw new ShopError(operation, { kind: 'schema', issues: [parsed.error.message] });
      return parsed.data;
    },
  };
}

/** The ShopError a call rejected with (anything else fails the test). */
export async function rejection(call: Promise<unknown>): Promise<ShopError> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ShopError)) throw new Error(`expected a ShopError, got ${String(error)}`);
  return error;
}

/** A call's rejection as the fields callers branch on: its status and backend code. */
export async function refusal(call: Promise<unknown>): Promise<{ status: number; code: string | undefined }> {
  const error = await rejection(call);
  return { status: error.status, code: error.detail.kind === 'http' ? error.detail.code : error.detail.kind };
}
