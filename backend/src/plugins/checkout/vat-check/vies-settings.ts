import { z } from 'zod';

import type { ViesSettings } from './vies-client';

/** The European Commission's VIES REST service: public, no credentials. */
export const VIES_PUBLIC_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api';

const schema = z.object({
  VIES_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.url({ protocol: /^https?$/ }).optional()),
  VIES_TIMEOUT_MS: z.coerce.number().int().min(500).max(30_000).optional(),
});

/**
 * VIES_URL (the service, VIES_PUBLIC_URL by default; the shop's harness points it at the
 * simulator, backend/sandbox/vies) and VIES_TIMEOUT_MS (one request's limit, 3 s by default: the
 * checkout waits for it). A value that is not a URL stops the start, naming the variable.
 */
export function readViesSettings(env: NodeJS.ProcessEnv): ViesSettings {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid VAT number check settings: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  }
  return { url: (parsed.data.VIES_URL ?? VIES_PUBLIC_URL).replace(/\/+$/, ''), timeoutMs: parsed.data.VIES_TIMEOUT_MS ?? 3000 };
}

/** A production start on the simulator (a VIES_URL on this machine) would grant reverse charge on numbers nobody checked. */
export function viesStandIns(env: NodeJS.ProcessEnv): string[] {
  const url = env['VIES_URL']?.trim();
  if (!url) return [];
  let host = '';
  try {
    host = new URL(url).hostname;
  } catch {
    return [];
  }
  return /^(?:localhost|127\.\d+\.\d+\.\d+|\[::1\]|::1)$/.test(host)
    ? [`VIES_URL: the VIES simulator answers (unset it: ${VIES_PUBLIC_URL} is the real service)`]
    : [];
}
