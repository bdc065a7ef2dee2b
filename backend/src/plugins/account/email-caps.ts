import type { RateCounter } from '../rate-limit/rate-limit-rule';

/*
 * Email bombing (issue 30: 15 parallel reset requests for one address sent it 15 emails in 8 s,
 * 15 registrations of one unverified address 15 "confirm your email" emails). Each address gets at
 * most `perHour` emails of each kind an hour (3 by default, ACCOUNT_EMAILS_PER_HOUR):
 *
 * - `reset`: the password reset link (requestPasswordReset, requestAccountPasswordReset);
 * - `registration`: the registration's link, or the "someone tried to register" notice to a
 *   verified account's owner (registerAccount, registerCustomerAccount), and a new link
 *   (refreshCustomerVerification).
 *
 * Past the cap the request is answered exactly as before and nothing is sent or changed (no new
 * token: the links already sent keep working). The answer tells nobody whether an email went out,
 * as it tells nobody whether the account exists. Counted per address typed, whether or not it
 * has an account, by the shop's one rate limiter, so parallel requests hold to the cap. The
 * per-client-address limits (rate-limit/rate-limit-rule.ts) still apply before this.
 */

export type AccountEmailKind = 'reset' | 'registration';
export const DEFAULT_ACCOUNT_EMAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60_000;

/** The address as the counters key it: trimmed, lower case, cut at 320 characters (an email address's longest). */
export function emailKey(email: string): string {
  return email.trim().toLowerCase().slice(0, 320);
}

export function accountEmailCounter(kind: AccountEmailKind, email: string, perHour = DEFAULT_ACCOUNT_EMAILS_PER_HOUR): RateCounter {
  return { rule: { name: `account-email|${kind}`, limit: perHour, windowMs: HOUR_MS, beyond: 'refuse' }, key: emailKey(email) };
}
