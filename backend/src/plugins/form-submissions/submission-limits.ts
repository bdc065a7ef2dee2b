import type { RateCounter } from '../rate-limit/rate-limit-rule';

export type SubmittedForm = 'contact' | 'review';

/**
 * Contact and review submissions per minute and client address, each form on its own
 * (FORM_SUBMISSION_RATE_LIMIT_PER_MINUTE): a form sent more often from one address is refused (429)
 * before its body is read, so a script can fill neither the inbox nor the disk. Counted by the
 * shop's one rate limiter, in the database, so the limit holds across server instances.
 */
export function submissionCounters(form: SubmittedForm, address: string, perMinute: number): RateCounter[] {
  return [{ rule: { name: `${form}|ip`, limit: perMinute, windowMs: 60_000, beyond: 'refuse' }, key: address }];
}
