import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { AlertIcon, CheckCircleIcon, InfoIcon, MailIcon } from '../../lib/icons';
import type { RenderLink } from '../../lib/render-link';
import { renderAnchor } from '../../lib/render-anchor';
import { buttonVariants } from '../button/button.variants';
import { EsimDelayNotice } from '../esim-delay-notice/esim-delay-notice';
import {
  EsimCopyAnnouncer,
  EsimInstallCard,
  useEsimCopyFeedback,
  type InstallableEsim,
  type InstallPlatform,
} from '../esim-install-card/esim-install-card';
import { PlanFlag } from '../flag/flag';
import { Spinner } from '../spinner/spinner';
import type { thankYouPanelMessages } from './thank-you-panel.messages';
import { thankYouIconVariants, type ThankYouStatus } from './thank-you-panel.variants';

/** One delivered eSIM profile, as the order carries it (issue 4 "eSIM delivery"). */
export type ThankYouEsim = InstallableEsim;

/** One line of the order as the thank-you page lists it. */
export interface ThankYouOrderLine {
  id: string;
  /** "France eSIM". */
  name: string;
  /** flag-icons code; null shows a globe (regional plans). */
  flagCode: string | null;
  /** Data and duration, "5 GB · 30 days". */
  options?: string;
  quantity: number;
}

export interface ThankYouPanelProps extends Omit<ComponentProps<'div'>, 'children'> {
  status: ThankYouStatus;
  /** Where the eSIM goes (the order's email). */
  email: string;
  /** The order's code, as the shopper quotes it to support. */
  orderCode: string;
  lines: readonly ThankYouOrderLine[];
  /** The delivered profiles (status `delivered`), one per eSIM bought. */
  esims?: readonly ThankYouEsim[];
  /** ISO 8601: since when the paid order waits for its eSIM; status `delayed` shows it. */
  delayedSince?: string;
  /** From the user agent, decided by the storefront. */
  platform: InstallPlatform;
  /** The home page of the shopper's language, `/{lang}`. */
  homeHref: string;
  renderLink?: RenderLink;
  flagBasePath?: string;
  /** Level of the title; the page's `h1` by default. */
  headingLevel?: 1 | 2;
}

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4';
// Looked up, not returned by a function, so React sees a tag rather than a component made in render.
const HEADING_TAGS: readonly HeadingTag[] = ['h1', 'h2', 'h3', 'h4'];
const headingIndex = (level: number) => Math.min(level, HEADING_TAGS.length) - 1;

/** The title of each state; only the delivered one names the email. */
const TITLE_KEYS = {
  pending: 'pendingTitle',
  delivering: 'deliveringTitle',
  delayed: 'deliveringTitle',
  delivered: 'deliveredTitle',
  failed: 'failedTitle',
  paymentFailed: 'paymentFailedTitle',
} as const satisfies Record<ThankYouStatus, keyof (typeof thankYouPanelMessages)['catalog']['en']>;

/**
 * The thank-you page body (spec §2 Thank-you, issue 4 "eSIM delivery"):
 * - `delivering`: paid, the eSIM is being prepared; a spinner and "on its way"
 *   (the page polls meanwhile; the change to delivered is announced);
 * - `delayed`: paid, but the supplier is late (issue 32): the payment went
 *   through and the eSIM follows by email to {email}, since `delayedSince`
 *   (EsimDelayNotice, announced politely); no error, no refund, and no
 *   "within 1 minute" promise;
 * - `delivered`: the title names the email; per eSIM the install path for the
 *   platform (iPhone: one-tap link first, QR folded; computer: QR shown;
 *   Android: the details to type first, QR folded), the SM-DP+ address and
 *   activation code with copy buttons, the plan-start note and delivery facts;
 * - `failed`: the order was cancelled and refunded (spec §4), announced;
 * - `pending`: placed, PayPal still confirming the payment: the eSIM follows
 *   by email once it does (the page polls meanwhile; the change is announced);
 * - `paymentFailed`: PayPal did not complete the payment, the order was
 *   cancelled and nothing charged, announced.
 * The order code and lines, and the link home, show in every state.
 */
export function ThankYouPanel({
  status,
  email,
  orderCode,
  lines,
  esims = [],
  delayedSince,
  platform,
  homeHref,
  renderLink = renderAnchor,
  flagBasePath,
  headingLevel = 1,
  className,
  ...rest
}: ThankYouPanelProps) {
  const TitleTag = HEADING_TAGS[headingIndex(headingLevel)] ?? 'h4';
  const SectionTag = HEADING_TAGS[headingIndex(headingLevel + 1)] ?? 'h4';
  const linesHeadingId = useId();
  const clipboard = useEsimCopyFeedback();
  const text = useComponentText<typeof thankYouPanelMessages>('ThankYouPanel');

  const title = text(TITLE_KEYS[status], { email });
  const alertText = status === 'failed' ? text('failedText') : status === 'paymentFailed' ? text('paymentFailedText') : undefined;
  // Spec §9 delivery facts, one sentence each.
  const deliveryFacts = [text('factEmail'), text('factSpam'), text('factSupport')];

  return (
    <div
      data-slot="thank-you-panel"
      data-status={status}
      data-platform={platform}
      className={cn('flex min-w-0 flex-col gap-6 text-foreground', className)}
      {...rest}
    >
      <header className="flex min-w-0 flex-col gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span aria-hidden="true" className={thankYouIconVariants({ status })}>
            {status === 'delivering' ? (
              <Spinner className="size-6" />
            ) : status === 'delayed' ? (
              <MailIcon className="size-7" />
            ) : status === 'delivered' ? (
              <CheckCircleIcon className="size-7" />
            ) : status === 'pending' ? (
              <InfoIcon className="size-7" />
            ) : (
              <AlertIcon className="size-7" />
            )}
          </span>
          <TitleTag className="min-w-0 self-center text-xl font-bold [overflow-wrap:anywhere] tablet:text-2xl">{title}</TitleTag>
        </div>
        <dl data-slot="thank-you-panel-order-code" className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <dt className="text-muted-foreground">{text('orderCode')}</dt>
          <dd className="font-mono font-semibold [overflow-wrap:anywhere]">{orderCode}</dd>
        </dl>
      </header>

      {/* Mounted in every state so that what the polling brings is announced. The wrapper cancels the
          page's gap so the empty regions take no room; what they show brings its own margin. */}
      <div data-slot="thank-you-panel-live" className="-mt-6 flex flex-col">
        <div role="status" data-slot="thank-you-panel-status">
          {status === 'delivering' ? (
            <div className="mt-6 flex flex-col gap-1 rounded-lg border border-border bg-muted p-4">
              <p className="flex items-center gap-2 font-semibold">
                <Spinner size="sm" className="text-primary" />
                <span className="min-w-0 [overflow-wrap:anywhere]">{text('delivering')}</span>
              </p>
              <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{text('deliveringHint')}</p>
            </div>
          ) : status === 'delayed' ? (
            delayedSince === undefined ? null : (
              <EsimDelayNotice className="mt-6" since={delayedSince} email={email} />
            )
          ) : status === 'pending' ? (
            <div className="mt-6 flex flex-col gap-1 rounded-lg border border-border bg-muted p-4">
              <p className="flex items-start gap-2 font-semibold">
                <InfoIcon className="mt-0.5 size-5 shrink-0 text-primary" />
                <span className="min-w-0 [overflow-wrap:anywhere]">{text('pending', { email })}</span>
              </p>
              <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{text('pendingHint')}</p>
            </div>
          ) : status === 'delivered' ? (
            <span className="sr-only">{title}</span>
          ) : null}
        </div>
        <div role="alert" data-slot="thank-you-panel-alert">
          {alertText === undefined ? null : (
            <p className="mt-6 flex items-start gap-2 rounded-lg border border-danger bg-background p-4 text-danger">
              <AlertIcon className="mt-0.5 size-5" />
              <span className="min-w-0 [overflow-wrap:anywhere]">{alertText}</span>
            </p>
          )}
        </div>
      </div>

      {status === 'delivered'
        ? esims.map((esim, index) => (
            <EsimInstallCard
              key={`${index}:${esim.lpaString}`}
              data-slot="thank-you-panel-esim"
              esim={esim}
              copyKey={String(index)}
              platform={platform}
              headingLevel={headingLevel === 1 ? 2 : 3}
              clipboard={clipboard}
            />
          ))
        : null}

      {/* The delivery facts (an email within a minute…) hold once the order is paid, not before nor after a failure, nor while the supplier is late. */}
      {status === 'failed' || status === 'paymentFailed' || status === 'pending' || status === 'delayed' ? null : (
        <div data-slot="thank-you-panel-facts" className="flex flex-col gap-2 rounded-lg bg-muted p-4 text-sm">
          {status === 'delivered' ? (
            <p className="flex items-start gap-2 font-semibold">
              <InfoIcon className="mt-px size-4" />
              <span className="min-w-0 [overflow-wrap:anywhere]">{text('planStarts')}</span>
            </p>
          ) : null}
          <ul className="flex list-disc flex-col gap-1 ps-6 text-muted-foreground">
            {deliveryFacts.map((fact) => (
              <li key={fact} className="[overflow-wrap:anywhere]">
                {fact}
              </li>
            ))}
          </ul>
        </div>
      )}

      <section aria-labelledby={linesHeadingId} className="flex min-w-0 flex-col gap-2">
        <SectionTag id={linesHeadingId} className="text-lg font-semibold [overflow-wrap:anywhere]">
          {text('orderLines')}
        </SectionTag>
        <ul data-slot="thank-you-panel-lines" className="flex flex-col divide-y divide-border">
          {lines.map((line) => (
            <li key={line.id} className="flex min-w-0 items-center gap-3 py-3">
              <PlanFlag code={line.flagCode} size="md" basePath={flagBasePath} />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold [overflow-wrap:anywhere]">{line.name}</span>
                {line.options === undefined || line.options === '' ? null : (
                  <span className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{line.options}</span>
                )}
              </div>
              <span className="shrink-0 text-sm tabular-nums text-muted-foreground">
                <span className="sr-only">{text('quantity')} </span>
                {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- the multiplication sign, hidden from readers, is the same in every language */}
                <span aria-hidden="true">× </span>
                {line.quantity}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <div>
        {renderLink({
          href: homeHref,
          className: cn(buttonVariants({ variant: 'secondary' }), 'h-auto min-h-11 py-2 whitespace-normal'),
          children: text('backHome'),
        })}
      </div>

      {/* Copy feedback for screen readers; the button shows it to everyone else. */}
      <EsimCopyAnnouncer data-slot="thank-you-panel-announcer" clipboard={clipboard} />
    </div>
  );
}
