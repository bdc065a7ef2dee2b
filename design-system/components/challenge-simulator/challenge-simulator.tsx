import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { AlertIcon, ShieldIcon } from '../../lib/icons';
import { Button } from '../button/button';
import type { CartMoney } from '../cart-line/cart-line';
import { CardBrandMark, type CardBrand } from '../card-brands/card-brands';
import { formatMinorUnits } from '../price/price.format';
import {
  challengeSimulatorActionClassName,
  challengeSimulatorActionsClassName,
  challengeSimulatorBannerClassName,
  challengeSimulatorPanelVariants,
  type ChallengeSimulatorStatus,
} from './challenge-simulator.variants';

/** The answers the sandbox bank can give (issue 4: approve, decline or abandon). */
export type ChallengeOutcome = 'approve' | 'decline' | 'abandon';

/** Every text of the simulator, already translated. */
export interface ChallengeSimulatorLabels {
  /** "Test simulator — no real bank is involved and no money moves." */
  banner: string;
  /** The pretend bank's name over the panel: "Sandbox Bank". */
  bankName: string;
  /** The heading: "Confirm your payment". */
  title: string;
  /** Term of the merchant row: "Merchant". */
  merchant: string;
  /** Term of the amount row: "Amount". */
  amount: string;
  /** Term of the card row: "Card". */
  card: string;
  /** Read instead of the dots: (last4) => `Card ending in ${last4}`. */
  cardEnding: (last4: string) => string;
  /** What a real bank would ask for, and what to do here instead. */
  codeExplanation: string;
  /** "Approve". */
  approve: string;
  /** "Decline". */
  decline: string;
  /** "Abandon" (the shopper closes the bank page without answering). */
  abandon: string;
  /** Announced while the answer is sent: "Sending your answer to the shop…". */
  sending: string;
  /** "Your answer could not be sent." */
  error: string;
  /** "Try again". */
  retry: string;
}

export interface ChallengeSimulatorProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The shop's name as the bank shows it. */
  merchant: string;
  /** Amount being authorised (minor units + currency). */
  amount: CartMoney;
  /** BCP 47 tag for the amount ("fr", "ja", "zh-Hant"). */
  locale: string;
  /** Last four digits of the card: shown as "•••• 3220". */
  last4: string;
  brand?: CardBrand;
  labels: ChallengeSimulatorLabels;
  status?: ChallengeSimulatorStatus;
  /** The answer being sent (status `sending`): its button shows the spinner. */
  pendingOutcome?: ChallengeOutcome;
  /** A translated detail under the error, e.g. the gateway's message. */
  errorDetail?: string;
  /** One of the three buttons; ignored while an answer is being sent. */
  onOutcome: (outcome: ChallengeOutcome) => void;
  /** "Try again" on the error (sends the last answer again); without it the error has no button. */
  onRetry?: () => void;
  /** Level of the title; the page's `h1` by default. */
  headingLevel?: 1 | 2;
}

/**
 * The body of `/{lang}/test-simulator`: the sandbox acquirer's 3-D Secure
 * challenge, dressed like a bank's page (merchant, amount, masked card, the
 * one-time-code step) under a banner that says it is a test. Three answers:
 * approve, decline, abandon. While one is sent every button ignores presses
 * (focus stays on the pressed one, which shows the spinner); a failure is
 * announced with a retry, and the answers stay available.
 */
export function ChallengeSimulator({
  merchant,
  amount,
  locale,
  last4,
  brand,
  labels,
  status = 'idle',
  pendingOutcome,
  errorDetail,
  onOutcome,
  onRetry,
  headingLevel = 1,
  className,
  ...rest
}: ChallengeSimulatorProps) {
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const sending = status === 'sending';

  const answers: { outcome: ChallengeOutcome; label: string; variant: 'primary' | 'secondary' | 'ghost' }[] = [
    { outcome: 'approve', label: labels.approve, variant: 'primary' },
    { outcome: 'decline', label: labels.decline, variant: 'secondary' },
    { outcome: 'abandon', label: labels.abandon, variant: 'ghost' },
  ];

  return (
    <section
      data-slot="challenge-simulator"
      data-status={status}
      aria-labelledby={titleId}
      aria-busy={sending || undefined}
      className={cn('mx-auto flex w-full max-w-lg min-w-0 flex-col gap-4 text-foreground', className)}
      {...rest}
    >
      <p data-slot="challenge-simulator-banner" className={challengeSimulatorBannerClassName}>
        <AlertIcon className="mt-px size-5" />
        <span className="min-w-0 [overflow-wrap:anywhere]">{labels.banner}</span>
      </p>

      <div className={challengeSimulatorPanelVariants({ status })}>
        <p className="flex items-center gap-2 border-b border-border pb-3 text-sm font-semibold text-muted-foreground">
          <ShieldIcon className="size-6 text-primary" />
          <span className="min-w-0 [overflow-wrap:anywhere]">{labels.bankName}</span>
        </p>

        <Heading id={titleId} className="text-xl font-bold [overflow-wrap:anywhere]">
          {labels.title}
        </Heading>

        <dl data-slot="challenge-simulator-details" className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{labels.merchant}</dt>
          <dd className="font-semibold [overflow-wrap:anywhere]">{merchant}</dd>
          <dt className="text-muted-foreground">{labels.amount}</dt>
          <dd className="font-semibold tabular-nums">{formatMinorUnits(amount.amount, amount.currency, locale)}</dd>
          <dt className="text-muted-foreground">{labels.card}</dt>
          <dd className="flex items-center gap-2 font-semibold">
            {brand === undefined ? null : <CardBrandMark brand={brand} size="sm" />}
            {/* Screen readers would spell out each dot; they get "Card ending in 3220" instead. */}
            <span aria-hidden="true" className="tabular-nums">
              {`•••• ${last4}`}
            </span>
            <span className="sr-only">{labels.cardEnding(last4)}</span>
          </dd>
        </dl>

        <p className="text-sm [overflow-wrap:anywhere]">{labels.codeExplanation}</p>

        <div className={challengeSimulatorActionsClassName}>
          {answers.map(({ outcome, label, variant }) => (
            <Button
              key={outcome}
              data-slot="challenge-simulator-outcome"
              data-outcome={outcome}
              variant={variant}
              loading={sending && pendingOutcome === outcome}
              // Not `disabled`: focus stays on the pressed button while its answer is sent.
              aria-disabled={sending || undefined}
              onClick={() => {
                if (!sending) onOutcome(outcome);
              }}
              className={challengeSimulatorActionClassName}
            >
              {label}
            </Button>
          ))}
        </div>

        {/* Both live regions stay mounted so each change of state is announced. The wrapper cancels
            the panel's gap so the empty regions take no room; what they show brings its own margin. */}
        <div data-slot="challenge-simulator-feedback" className="-mt-5 flex flex-col">
          <div role="status" data-slot="challenge-simulator-status">
            {sending ? <p className="mt-5 text-sm text-muted-foreground [overflow-wrap:anywhere]">{labels.sending}</p> : null}
          </div>
          <div role="alert" data-slot="challenge-simulator-error">
            {status === 'error' ? (
              <div className="mt-5 flex flex-col gap-1">
                <p className="flex items-start gap-2 font-semibold text-danger">
                  <AlertIcon className="mt-px size-5" />
                  <span className="min-w-0 [overflow-wrap:anywhere]">{labels.error}</span>
                </p>
                {errorDetail === undefined || errorDetail === '' ? null : (
                  <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{errorDetail}</p>
                )}
              </div>
            ) : null}
          </div>
          {status === 'error' && onRetry !== undefined ? (
            <Button variant="secondary" onClick={onRetry} className="mt-3 h-auto min-h-11 self-start py-2 whitespace-normal">
              {labels.retry}
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
