import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentLocale, useComponentText, type ComponentText } from '../../lib/i18n/use-component-text';
import { AlertIcon, InfoIcon } from '../../lib/icons';
import type { RenderLink } from '../../lib/render-link';
import { renderAnchor } from '../../lib/render-anchor';
import { Button } from '../button/button';
import { buttonVariants } from '../button/button.variants';
import { formatDataAmount, formatUsageDate, iccidEnding, percentOf } from './esim-usage.format';
import type { esimUsageMessages } from './esim-usage.messages';
import {
  esimUsageBadgeVariants,
  esimUsageFillVariants,
  esimUsageTrackVariants,
  esimUsageVariants,
  type EsimUsageBadgeState,
  type EsimUsageFillTone,
  type EsimUsageState,
} from './esim-usage.variants';

/** What the provider last said about one eSIM (issue 19 "eSIM usage"). */
export interface EsimUsageFigures {
  state: EsimUsageState;
  /** The plan's data, in MB (1 GB = 1024 MB). */
  dataTotalMb: number;
  /** 0 ≤ used ≤ total. */
  dataUsedMb: number;
  /** The plan's days; counting starts when the eSIM is installed (spec §4). */
  validityDays: number;
  /** `validityDays` until installed; 0 once expired. */
  daysLeft: number;
  /** ISO 8601. */
  installedAt?: string;
  /** ISO 8601. */
  expiresAt?: string;
  /** ISO 8601: when the provider answered (shown as "Updated …"). */
  checkedAt: string;
}

type HeadingLevel = 2 | 3 | 4 | 5;
type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5';
type EsimUsageSize = 'default' | 'compact';

export interface EsimUsageProps extends Omit<ComponentProps<'article'>, 'children'> {
  /** As the order line names it: "Japan eSIM 3 GB 15 days"; heads the card. */
  planName: string;
  /** Shown by its last digits, for support. */
  iccid?: string;
  /** `undefined`: the provider could not answer now; the card says so and offers to try again. */
  usage: EsimUsageFigures | undefined;
  /** A refresh is running: the button is busy, the figures stay. */
  refreshing?: boolean;
  /** "Refresh" (and "Try again" when unavailable); no button without it. */
  onRefresh?: () => void;
  /** Exhausted or expired: "Buy a new eSIM for this destination" (no top-up or extension, spec §9). */
  buyAgainHref?: string;
  /** Renders the buy-again link; pass one using React Router's `Link` for client-side navigation. */
  renderLink?: RenderLink;
  /** `compact` in a list of several eSIMs (the "My eSIMs" side panel). Default `default`. */
  size?: EsimUsageSize;
  /** Level of the plan name's heading. Default 3 (under a page's or panel's section heading). */
  headingLevel?: HeadingLevel;
  /** IANA zone the dates are read in; the browser's when absent. Set it when the server renders too. */
  timeZone?: string;
}

type UsageText = ComponentText<keyof (typeof esimUsageMessages)['catalog']['en']>;

// Looked up, not computed in render, so React sees a tag rather than a component made in render.
const HEADING_TAGS: Readonly<Record<HeadingLevel, HeadingTag>> = { 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5' };

/**
 * One eSIM's state as its provider last reported it (issue 19): installed or not, data used and
 * left, days left, expired; two progress bars for data and days, when the figures were checked and a
 * Refresh button. Spec §4: the plan starts counting when the eSIM is downloaded or first connects,
 * so a not-installed eSIM shows its full days with a hint. Spec §9: no top-up or extension, so an
 * exhausted or expired eSIM offers "Buy a new eSIM for this destination". Without figures (the
 * provider did not answer) it says the status is unavailable and offers to try again.
 */
export function EsimUsage({
  planName,
  iccid,
  usage,
  refreshing = false,
  onRefresh,
  buyAgainHref,
  renderLink = renderAnchor,
  size = 'default',
  headingLevel = 3,
  timeZone,
  className,
  ...rest
}: EsimUsageProps) {
  const headingId = useId();
  const text = useComponentText<typeof esimUsageMessages>('EsimUsage');
  const locale = useComponentLocale();
  const HeadingTag = HEADING_TAGS[headingLevel];
  const badgeState: EsimUsageBadgeState = usage?.state ?? 'unavailable';
  const compact = size === 'compact';

  return (
    <article
      data-slot="esim-usage"
      data-state={badgeState}
      data-size={size}
      aria-labelledby={headingId}
      aria-busy={refreshing || undefined}
      className={cn(esimUsageVariants({ size }), className)}
      {...rest}
    >
      <header className="flex min-w-0 flex-col gap-1">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <HeadingTag id={headingId} className={cn('min-w-0 font-semibold [overflow-wrap:anywhere]', compact ? 'text-base' : 'text-lg')}>
            {planName}
          </HeadingTag>
          <span data-slot="esim-usage-badge" className={esimUsageBadgeVariants({ state: badgeState })}>
            {text(badgeState)}
          </span>
        </div>
        {iccid === undefined || iccid === '' ? null : (
          <p data-slot="esim-usage-iccid" className="text-sm text-muted-foreground tabular-nums">
            {text('iccid', { digits: iccidEnding(iccid) })}
          </p>
        )}
      </header>

      {usage === undefined ? (
        <p data-slot="esim-usage-unavailable" className="flex items-start gap-2">
          <AlertIcon className="mt-px size-4 shrink-0 text-muted-foreground" />
          <span className="min-w-0 [overflow-wrap:anywhere]">{text('unavailableNotice')}</span>
        </p>
      ) : (
        <UsageFigures usage={usage} size={size} text={text} locale={locale} timeZone={timeZone} />
      )}

      {usage?.state === 'exhausted' || usage?.state === 'expired' ? (
        <div data-slot="esim-usage-offer" className="flex min-w-0 flex-col gap-3 rounded-md bg-muted p-3">
          <p className="[overflow-wrap:anywhere]">
            {text(usage.state === 'exhausted' ? 'exhaustedNotice' : 'expiredNotice')} {text('noExtension')}
          </p>
          {buyAgainHref === undefined
            ? null
            : renderLink({
                href: buyAgainHref,
                className: cn(
                  buttonVariants({ size: compact ? 'sm' : 'md' }),
                  'h-auto py-2 whitespace-normal',
                  compact ? 'min-h-9' : 'min-h-11 mobileWide:self-start',
                ),
                children: <span className="[overflow-wrap:anywhere]">{text('buyAgain')}</span>,
              })}
        </div>
      ) : null}

      <footer className="flex min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-2">
        {/* Polite: a finished refresh is announced by its new time, once. */}
        <p data-slot="esim-usage-checked" aria-live="polite" className="min-w-0 text-sm text-muted-foreground">
          {usage === undefined ? null : (
            <time dateTime={usage.checkedAt}>
              {text('updated', { time: formatUsageDate(usage.checkedAt, locale, { withTime: true, timeZone }) })}
            </time>
          )}
        </p>
        {onRefresh === undefined ? null : (
          <Button
            variant="secondary"
            size={compact ? 'sm' : 'md'}
            data-slot="esim-usage-refresh"
            loading={refreshing}
            onClick={onRefresh}
            // Several cards in a list each have one: the plan name tells them apart.
            aria-describedby={headingId}
            className="h-auto py-1.5 whitespace-normal"
          >
            {text(usage === undefined ? 'retry' : 'refresh')}
          </Button>
        )}
      </footer>
    </article>
  );
}

interface UsageFiguresProps {
  usage: EsimUsageFigures;
  size: EsimUsageSize;
  text: UsageText;
  locale: string;
  timeZone: string | undefined;
}

/** The two bars (data, days), the not-installed hint and the dates. */
function UsageFigures({ usage, size, text, locale, timeZone }: UsageFiguresProps) {
  const compact = size === 'compact';
  const dataTotal = Math.max(0, usage.dataTotalMb);
  // The provider's state decides: an exhausted plan reads "0 left" even if its last count was a crumb short.
  const dataUsed = usage.state === 'exhausted' ? dataTotal : Math.min(dataTotal, Math.max(0, usage.dataUsedMb));
  const dataLeft = dataTotal - dataUsed;
  const validityDays = Math.max(0, usage.validityDays);
  const daysLeft = usage.state === 'expired' ? 0 : Math.min(validityDays, Math.max(0, usage.daysLeft));
  const over = usage.state === 'exhausted' || usage.state === 'expired';
  const tone = (spent: boolean): EsimUsageFillTone => (spent ? 'spent' : over ? 'over' : 'running');
  const data = (megabytes: number) => formatDataAmount(megabytes, locale);
  const date = (iso: string) => formatUsageDate(iso, locale, { timeZone });

  const dates = [
    compact || usage.installedAt === undefined ? null : text('installedOn', { date: date(usage.installedAt) }),
    usage.expiresAt === undefined ? null : text(usage.state === 'expired' ? 'expiredOn' : 'expiresOn', { date: date(usage.expiresAt) }),
  ].filter((line) => line !== null);

  return (
    <div data-slot="esim-usage-figures" className={cn('flex min-w-0 flex-col', compact ? 'gap-3' : 'gap-4')}>
      <UsageBar
        slot="data"
        label={text('data')}
        value={dataUsed}
        max={dataTotal}
        valueText={text('dataLeft', { left: data(dataLeft), total: data(dataTotal) })}
        // Nothing is used before install: the line would only repeat the bar.
        detail={compact || usage.state === 'notInstalled' ? undefined : text('dataUsed', { used: data(dataUsed) })}
        tone={tone(dataTotal > 0 && dataLeft === 0)}
        size={size}
      />
      <UsageBar
        slot="days"
        label={text('validity')}
        value={validityDays - daysLeft}
        max={validityDays}
        valueText={text('daysLeft', { left: daysLeft, total: validityDays })}
        tone={tone(validityDays > 0 && daysLeft === 0)}
        size={size}
      />
      {usage.state === 'notInstalled' ? (
        <p data-slot="esim-usage-hint" className="flex items-start gap-2">
          <InfoIcon className="mt-px size-4 shrink-0 text-primary" />
          <span className="min-w-0 [overflow-wrap:anywhere]">{text('notInstalledHint')}</span>
        </p>
      ) : null}
      {dates.length === 0 ? null : (
        <p data-slot="esim-usage-dates" className="flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-muted-foreground">
          {dates.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </p>
      )}
    </div>
  );
}

interface UsageBarProps {
  slot: 'data' | 'days';
  label: string;
  /** What is used (MB, or days gone by): the fill grows as the plan is used up. */
  value: number;
  max: number;
  /** What is left, in words: the visible figure and what a screen reader hears. */
  valueText: string;
  detail?: string;
  tone: EsimUsageFillTone;
  size: EsimUsageSize;
}

function UsageBar({ slot, label, value, max, valueText, detail, tone, size }: UsageBarProps) {
  const labelId = useId();
  return (
    <div data-slot={`esim-usage-${slot}`} className="flex min-w-0 flex-col gap-1.5">
      <div className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <span id={labelId} className="font-semibold">
          {label}
        </span>
        <span data-slot="esim-usage-value" className="min-w-0 tabular-nums [overflow-wrap:anywhere]">
          {valueText}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={valueText}
        className={esimUsageTrackVariants({ size })}
      >
        <div
          data-slot="esim-usage-fill"
          data-tone={tone}
          className={esimUsageFillVariants({ tone })}
          style={{ width: `${percentOf(value, max)}%` }}
        />
      </div>
      {detail === undefined ? null : <span className="text-sm text-muted-foreground tabular-nums">{detail}</span>}
    </div>
  );
}
