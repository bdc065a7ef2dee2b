import { z } from 'zod';

import { optionalCronSchedule, optionalText, parseEnvironment } from '../../env-settings';
import type { RetryPolicy } from './delivery-retry';

/** The delivery's settings from the environment (ESIM_EMAIL_*, ESIM_RETRY_*, …), read by the plugin itself. */
export interface DeliverySettings {
  /**
   * How long an eSIM email handed to the mailer may take to be sent before it counts as lost (the
   * process that queued it died first) and the sweep queues the delivery again.
   */
  emailResendAfterMs: number;
  /** When the sweep looks for paid orders whose email was never sent (Vendure scheduler cron). */
  emailSweepSchedule: string;
  /** How deliveries that wait for the supplier are retried and given up (delivery-retry.ts). */
  retry: Omit<RetryPolicy, 'now' | 'random'>;
  /** When the sweep queues again the deliveries whose next attempt is due (Vendure scheduler cron). */
  retrySweepSchedule: string;
  /** An order waiting longer than this for its eSIMs is reported to the owner once. */
  delayAlertAfterMs: number;
  /** The supplier's prepaid balance under this (minor units of its currency) alerts the owner. */
  lowBalanceMinor: number | undefined;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** A duration in whole milliseconds between `min` and `max`. */
const duration = (min: number, max: number) =>
  optionalText.pipe(
    z.string().regex(/^\d+$/, 'must be a whole number of milliseconds').transform(Number).pipe(z.number().min(min).max(max)).optional(),
  );

/**
 * Every 15 seconds (seconds first). An email lost with its process (claimed, not yet queued by the
 * mailer) is queued again by the first sweep after its claim expires: within the claim's minute
 * and 15 s, and sent a second or two later, so about 77 s after the claim at worst, well inside the
 * 2 minutes after a crash issue 30 allows (every minute left that at 121 s, a few seconds inside).
 * A sweep with nothing to do is one indexed query of the orders placed in the last day.
 */
const DEFAULT_SWEEP_SCHEDULE = '*/15 * * * * *';
const DEFAULT_RESEND_AFTER_MS = 60 * 1000;

const schema = z.object({
  // Longer than the mailer's own retries of one email (a few seconds), and than the queue takes to
  // run a dead process's job again (BullMQ's 20 s with Redis, job-queue-plugin.ts; 35 s without,
  // job-queue/stalled-jobs.ts): else that job and the sweep could both send. At most a day, the
  // sweep's reach.
  ESIM_EMAIL_RESEND_AFTER_MS: optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number of milliseconds')
      .transform(Number)
      .pipe(
        z
          .number()
          .min(5_000)
          .max(24 * 60 * 60 * 1000),
      )
      .optional(),
  ),
  ESIM_EMAIL_SWEEP_SCHEDULE: optionalCronSchedule,
  ESIM_RETRY_BASE_MS: duration(100, HOUR),
  ESIM_RETRY_MAX_MS: duration(SECOND, 24 * HOUR),
  ESIM_POLL_BASE_MS: duration(100, HOUR),
  ESIM_BALANCE_RETRY_MS: duration(SECOND, 24 * HOUR),
  ESIM_GIVE_UP_AFTER_MS: duration(MINUTE, 14 * 24 * HOUR),
  ESIM_DELAY_NOTICE_AFTER_MS: duration(0, 24 * HOUR),
  ESIM_RETRY_SWEEP_SCHEDULE: optionalCronSchedule,
  ESIM_DELAY_ALERT_AFTER_MS: duration(MINUTE, 7 * 24 * HOUR),
  ESIM_LOW_BALANCE_MINOR: optionalText.pipe(
    z.string().regex(/^\d+$/, 'must be a whole number of minor units').transform(Number).optional(),
  ),
});

export function readDeliverySettings(env: NodeJS.ProcessEnv): DeliverySettings {
  const raw = parseEnvironment(schema, env, 'eSIM delivery');
  return {
    emailResendAfterMs: raw.ESIM_EMAIL_RESEND_AFTER_MS ?? DEFAULT_RESEND_AFTER_MS,
    emailSweepSchedule: raw.ESIM_EMAIL_SWEEP_SCHEDULE ?? DEFAULT_SWEEP_SCHEDULE,
    retry: {
      // 30 s, 1 min, 2 min, … 1 h: an outage of minutes costs a minute or two after it ends, and
      // one of hours an hour at most, without hammering a supplier that is down
      retryBaseMs: raw.ESIM_RETRY_BASE_MS ?? 30 * SECOND,
      retryMaxMs: raw.ESIM_RETRY_MAX_MS ?? HOUR,
      // the webhook normally wakes the job first; the poll is the fallback when it never comes
      pollBaseMs: raw.ESIM_POLL_BASE_MS ?? 15 * SECOND,
      balanceRetryMs: raw.ESIM_BALANCE_RETRY_MS ?? 10 * MINUTE,
      giveUpAfterMs: raw.ESIM_GIVE_UP_AFTER_MS ?? 48 * HOUR,
      delayNoticeAfterMs: raw.ESIM_DELAY_NOTICE_AFTER_MS ?? 2 * MINUTE,
    },
    // every 10 s: a due retry waits at most that long; a sweep with nothing due is one indexed query
    retrySweepSchedule: raw.ESIM_RETRY_SWEEP_SCHEDULE ?? '*/10 * * * * *',
    delayAlertAfterMs: raw.ESIM_DELAY_ALERT_AFTER_MS ?? HOUR,
    lowBalanceMinor: raw.ESIM_LOW_BALANCE_MINOR,
  };
}
