import { z } from 'zod';

import { optionalText, parseEnvironment } from '../../env-settings';
import type { SecurityLogPluginOptions } from './constants';
import { STAFF_LOGIN_WINDOW_MS } from './staff-login/staff-login-limits';

const schema = z.object({
  // From a second (a test) to an hour (the limiter's longest window).
  STAFF_LOGIN_WINDOW_SECONDS: optionalText.pipe(
    z.string().regex(/^\d+$/, 'must be a whole number of seconds').transform(Number).pipe(z.number().min(1).max(3_600)).optional(),
  ),
});

/**
 * `STAFF_LOGIN_WINDOW_SECONDS` (default 900) lets a test see a staff account's window pass;
 * production keeps the default.
 */
export function readSecurityLogSettings(env: NodeJS.ProcessEnv): SecurityLogPluginOptions {
  const raw = parseEnvironment(schema, env, 'security log');
  return {
    staffLoginWindowMs: raw.STAFF_LOGIN_WINDOW_SECONDS === undefined ? STAFF_LOGIN_WINDOW_MS : raw.STAFF_LOGIN_WINDOW_SECONDS * 1000,
  };
}
