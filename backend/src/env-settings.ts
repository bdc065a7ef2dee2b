import { z } from 'zod';

/*
 * The pieces env.ts and the plugins' settings read the environment with: blank is unset, a
 * timeout is whole milliseconds within bounds, and the storefront's own origin is the first of
 * STOREFRONT_ORIGIN's list (the others are for CORS).
 */

/** A variable's trimmed text; blank or absent is undefined, so `FOO= node …` behaves like not setting FOO at all. */
export const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/** A timeout in whole milliseconds, between 100 ms and 2 minutes. */
export const optionalMilliseconds = optionalText.pipe(
  z.string().regex(/^\d+$/, 'must be a whole number of milliseconds').transform(Number).pipe(z.number().min(100).max(120_000)).optional(),
);

/**
 * A cron expression of Vendure's scheduler (croner) for a scheduled task: 5 fields, or 6 with
 * seconds first. Digits, `*`, `/`, `,` and `-` per field; names like MON are not needed here.
 */
export const optionalCronSchedule = optionalText.pipe(
  z
    .string()
    .regex(/^[\d*/,-]+( [\d*/,-]+){4,5}$/, 'a cron expression of 5 fields (6 with seconds first)')
    .optional(),
);

/** The storefront's own origin: the first of STOREFRONT_ORIGIN's comma-separated list. */
export function storefrontOriginOf(value: string | undefined): string {
  return new URL((value ?? 'http://127.0.0.1:3000').split(',')[0]?.trim() ?? '').origin;
}

/** The environment parsed by `schema`, or an error naming every bad variable. */
export function parseEnvironment<Schema extends z.ZodType>(schema: Schema, env: NodeJS.ProcessEnv, what: string): z.infer<Schema> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  throw new Error(`Invalid ${what} environment: ${problems}`);
}
