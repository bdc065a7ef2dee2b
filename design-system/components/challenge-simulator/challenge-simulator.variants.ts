import { cva, type VariantProps } from 'class-variance-authority';

/** What the simulator is doing; the card payment machine's challenge states map onto it. */
export type ChallengeSimulatorStatus = 'idle' | 'sending' | 'error';

/** The bank-like panel under the banner. */
export const challengeSimulatorPanelVariants = cva(
  'flex min-w-0 flex-col gap-5 rounded-lg border bg-card p-4 text-card-foreground mobileWide:p-6',
  {
    variants: {
      status: {
        idle: 'border-border',
        sending: 'border-border',
        error: 'border-danger',
      } satisfies Record<ChallengeSimulatorStatus, string>,
    },
    defaultVariants: { status: 'idle' },
  },
);

/** "Test simulator — no real bank": loud on purpose, so nobody mistakes it for their bank. */
export const challengeSimulatorBannerClassName =
  'flex items-start gap-2 rounded-md border border-promo-foreground bg-promo p-3 text-sm font-semibold text-promo-foreground';

/** The three answers: stacked (full width) on phones, one row from tablets. Long texts wrap. */
export const challengeSimulatorActionsClassName = 'flex flex-col gap-2 tablet:flex-row tablet:flex-wrap';
export const challengeSimulatorActionClassName = 'h-auto min-h-11 py-2 whitespace-normal tablet:flex-1';

export type ChallengeSimulatorPanelVariantProps = VariantProps<typeof challengeSimulatorPanelVariants>;
