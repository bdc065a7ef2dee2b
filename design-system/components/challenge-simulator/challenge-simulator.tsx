import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentLocale, useComponentText } from '../../lib/i18n/use-component-text';
import { AlertIcon, ShieldIcon } from '../../lib/icons';
import { Button } from '../button/button';
import type { CartMoney } from '../cart-line/cart-line';
import { CardBrandMark, type CardBrand } from '../card-brands/card-brands';
import { formatMinorUnits } from '../price/price.format';
import type { challengeSimulatorMessages } from './challenge-simulator.messages';
import {
  challengeSimulatorActionClassName,
  challengeSimulatorActionsClassName,
  challengeSimulatorBannerClassName,
  challengeSimulatorPanelVariants,
  type ChallengeSimulatorStatus,
} from './challenge-simulator.variants';

/** The answers the sandbox bank can give (issue 4: approve, decline or abandon). */
export type ChallengeOutcome = 'approve' | 'decline' | 'abandon';

export interface ChallengeSimulatorProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The shop's name as the bank shows it. */
  merchant: string;
  /** Amount being authorised (minor units + currency). */
  amount: CartMoney;
  /** Last four digits of the card: shown as "•••• 3220". */
  last4: string;
  brand?: CardBrand;
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
  last4,
  brand,
  status = 'idle',
  pendingOutcome,
  errorDetail,
  onOutcome,
  onRetry,
  headingLevel = 1,
  className,
  ...rest
}: ChallengeSimulatorProps) {
  const text = useComponentText<typeof challengeSimulatorMessages>('ChallengeSimulator');
  const locale = useComponentLocale();
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const sending = status === 'sending';

  const answers: { outcome: ChallengeOutcome; variant: 'primary' | 'secondary' | 'ghost' }[] = [
    { outcome: 'approve', variant: 'primary' },
    { outcome: 'decline', variant: 'secondary' },
    { outcome: 'abandon', variant: 'ghost' },
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
        <span className="min-w-0 [overflow-wrap:anywhere]">{text('banner')}</span>
      </p>

      <div className={challengeSimulatorPanelVariants({ status })}>
        <p className="flex items-center gap-2 border-b border-border pb-3 text-sm font-semibold text-muted-foreground">
          <ShieldIcon className="size-6 text-primary" />
          <span className="min-w-0 [overflow-wrap:anywhere]">{text('bankName')}</span>
        </p>

        <Heading id={titleId} className="text-xl font-bold [overflow-wrap:anywhere]">
          {text('title')}
        </Heading>

        <dl data-slot="challenge-simulator-details" className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{text('merchant')}</dt>
          <dd className="font-semibold [overflow-wrap:anywhere]">{merchant}</dd>
          <dt className="text-muted-foreground">{text('amount')}</dt>
          <dd className="font-semibold tabular-nums">{formatMinorUnits(amount.amount, amount.currency, locale)}</dd>
          <dt className="text-muted-foreground">{text('card')}</dt>
          <dd className="flex items-center gap-2 font-semibold">
            {brand === undefined ? null : <CardBrandMark brand={brand} size="sm" />}
            {/* Screen readers would spell out each dot; they get "Card ending in 3220" instead. */}
            <span aria-hidden="true" className="tabular-nums">
              {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- masking dots, hidden from readers: no language */}
              {`•••• ${last4}`}
            </span>
            <span className="sr-only">{text('cardEnding', { last4 })}</span>
          </dd>
        </dl>

        <p className="text-sm [overflow-wrap:anywhere]">{text('codeExplanation')}</p>

        <div className={challengeSimulatorActionsClassName}>
          {answers.map(({ outcome, variant }) => (
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
              {text(outcome)}
            </Button>
          ))}
        </div>

        {/* Both live regions stay mounted so each change of state is announced. The wrapper cancels
            the panel's gap so the empty regions take no room; what they show brings its own margin. */}
        <div data-slot="challenge-simulator-feedback" className="-mt-5 flex flex-col">
          <div role="status" data-slot="challenge-simulator-status">
            {sending ? <p className="mt-5 text-sm text-muted-foreground [overflow-wrap:anywhere]">{text('sending')}</p> : null}
          </div>
          <div role="alert" data-slot="challenge-simulator-error">
            {status === 'error' ? (
              <div className="mt-5 flex flex-col gap-1">
                <p className="flex items-start gap-2 font-semibold text-danger">
                  <AlertIcon className="mt-px size-5" />
                  <span className="min-w-0 [overflow-wrap:anywhere]">{text('error')}</span>
                </p>
                {errorDetail === undefined || errorDetail === '' ? null : (
                  <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{errorDetail}</p>
                )}
              </div>
            ) : null}
          </div>
          {status === 'error' && onRetry !== undefined ? (
            <Button variant="secondary" onClick={onRetry} className="mt-3 h-auto min-h-11 self-start py-2 whitespace-normal">
              {text('retry')}
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
