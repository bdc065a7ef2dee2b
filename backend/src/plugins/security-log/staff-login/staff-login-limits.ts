import type { RateCounter, RateLimit } from '../../rate-limit/rate-limit-rule';

/*
 * How staff logins on the Admin API (`login`, `authenticate`) are limited (issue 30: 30 wrong
 * passwords for `superadmin` in 9.5 s, none refused, then the right one let in). Failed logins
 * are counted by the shop's one rate limiter, before the password is checked (so parallel guesses
 * are held to the same numbers); a login that succeeds is taken back out of the counts, so staff
 * who type their password right never come near a limit. Over STAFF_LOGIN_WINDOW_MS (15 minutes
 * by default):
 *
 * - per (client address, username), 5 failures: the guesser at one address stops there;
 * - per client address, 20 failures whatever the username: one address spraying many usernames;
 * - per username, 20 failures from all addresses together: guesses spread over many addresses.
 *   Four times an address's, so one address can never lock an account out; many addresses can,
 *   while their attack lasts, which is the price of a bounded number of guesses.
 *
 * Past any of them the login is refused before its password is checked, the right password
 * included, until the window has passed: a limit that let the right password through would tell
 * the guesser which guess was right, and the guessing would go on at full speed. The owner waits
 * the window out, or another administrator signs in from elsewhere.
 */

export const STAFF_LOGIN_WINDOW_MS = 15 * 60_000;
export const STAFF_FAILURES_PER_ADDRESS_AND_USERNAME = 5;
export const STAFF_FAILURES_PER_ADDRESS = 20;
export const STAFF_FAILURES_PER_USERNAME = 20;

/** A username as the counters key it: trimmed, lower case, cut at 255 characters; undefined when blank. */
export function usernameKey(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase().slice(0, 255) : undefined;
}

/** The counters one staff login adds to (the username's only when the request names one). */
export function staffLoginCounters(address: string, username: string | undefined, windowMs = STAFF_LOGIN_WINDOW_MS): RateCounter[] {
  const rule = (scope: string, limit: number): RateLimit => ({ name: `staff-login|${scope}`, limit, windowMs, beyond: 'refuse' });
  const perAddress: RateCounter = { rule: rule('ip', STAFF_FAILURES_PER_ADDRESS), key: address };
  if (!username) return [perAddress];
  return [
    { rule: rule('ip-username', STAFF_FAILURES_PER_ADDRESS_AND_USERNAME), key: `${address}|${username}` },
    perAddress,
    { rule: rule('username', STAFF_FAILURES_PER_USERNAME), key: username },
  ];
}
