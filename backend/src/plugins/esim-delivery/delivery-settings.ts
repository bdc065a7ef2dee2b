import { z } from 'zod';

import { optionalCronSchedule, optionalText, parseEnvironment } from '../../env-settings';

/** The delivery's settings from the environment (ESIM_EMAIL_*), read by the plugin itself. */
export interface DeliverySettings {
  /**
   * How long an eSIM email handed to the mailer may take to be sent before it counts as lost (the
   * process that queued it died first) and the sweep queues the delivery again.
   */
  emailResendAfterMs: number;
  /** When the sweep looks for paid orders whose email was never sent (Vendure scheduler cron). */
  emailSweepSchedule: string;
}

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
});

export function readDeliverySettings(env: NodeJS.ProcessEnv): DeliverySettings {
  const raw = parseEnvironment(schema, env, 'eSIM delivery');
  return {
    emailResendAfterMs: raw.ESIM_EMAIL_RESEND_AFTER_MS ?? DEFAULT_RESEND_AFTER_MS,
    emailSweepSchedule: raw.ESIM_EMAIL_SWEEP_SCHEDULE ?? DEFAULT_SWEEP_SCHEDULE,
  };
}
