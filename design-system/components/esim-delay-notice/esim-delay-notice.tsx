import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentLocale, useComponentText } from '../../lib/i18n/use-component-text';
import { MailIcon } from '../../lib/icons';
import { formatUsageDate } from '../esim-usage/esim-usage.format';
import type { esimDelayNoticeMessages } from './esim-delay-notice.messages';

export interface EsimDelayNoticeProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** ISO 8601: since when the paid order waits for its eSIMs (the api's `esimDelayedSince`). */
  since: string;
  /** Where the eSIM will be sent, named when known (the thank-you page); "by email" without it. */
  email?: string;
  /** IANA zone the date is read in; the browser's when absent. Set it when the server renders too. */
  timeZone?: string;
}

/**
 * A paid order whose eSIM the supplier has not issued yet (issue 32): the payment went through and
 * the eSIM follows by email, nothing to do, and since when the order waits. It reassures: no
 * error, no refund. It has no live region of its own: where it appears after a change (the
 * thank-you page polling), the page's status region around it announces it; elsewhere it is read
 * in the page's order. The date is a `<time>` with the instant as its `datetime`.
 */
export function EsimDelayNotice({ since, email, timeZone, className, ...rest }: EsimDelayNoticeProps) {
  const text = useComponentText<typeof esimDelayNoticeMessages>('EsimDelayNotice');
  const locale = useComponentLocale();
  const time = formatUsageDate(since, locale, { withTime: true, ...(timeZone === undefined ? {} : { timeZone }) });
  return (
    <div
      data-slot="esim-delay-notice"
      className={cn('flex min-w-0 flex-col gap-1 rounded-lg border border-border bg-muted p-4', className)}
      {...rest}
    >
      <p className="flex items-start gap-2 font-semibold">
        <MailIcon className="mt-0.5 size-5 shrink-0 text-primary" />
        <span className="min-w-0 [overflow-wrap:anywhere]">{text('title')}</span>
      </p>
      <p className="text-sm [overflow-wrap:anywhere]">{email === undefined || email === '' ? text('text') : text('textTo', { email })}</p>
      <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
        <time dateTime={since}>{text('since', { time })}</time>
      </p>
    </div>
  );
}
