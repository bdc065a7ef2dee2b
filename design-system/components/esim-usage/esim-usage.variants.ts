import { cva, type VariantProps } from 'class-variance-authority';

/**
 * What the eSIM provider last said about one eSIM (issue 19): not installed yet (the plan has not
 * started counting, spec §4), active, all its data used, or past its days.
 */
export const ESIM_USAGE_STATES = ['notInstalled', 'active', 'exhausted', 'expired'] as const;
export type EsimUsageState = (typeof ESIM_USAGE_STATES)[number];

/** What the badge says: the provider's state, or `unavailable` when the provider could not answer. */
export type EsimUsageBadgeState = EsimUsageState | 'unavailable';

/**
 * The card. `default` for one eSIM on a page (order details, the thank-you page); `compact` for a
 * list of several in a side panel ("My eSIMs"): tighter, thinner bars, no "used" line.
 */
export const esimUsageVariants = cva('flex min-w-0 flex-col rounded-lg border border-border bg-card text-card-foreground', {
  variants: {
    size: {
      default: 'gap-4 p-4 tablet:p-6',
      compact: 'gap-3 p-3 text-sm',
    },
  },
  defaultVariants: { size: 'default' },
});

/** The state pill; the text always says the state, the colour only repeats it. */
export const esimUsageBadgeVariants = cva(
  'inline-flex max-w-full items-center rounded-full px-2.5 py-0.5 text-xs font-semibold [overflow-wrap:anywhere]',
  {
    variants: {
      state: {
        notInstalled: 'bg-accent text-accent-foreground',
        active: 'bg-success text-success-foreground',
        exhausted: 'bg-muted text-danger ring-1 ring-border',
        expired: 'bg-muted text-danger ring-1 ring-border',
        unavailable: 'bg-muted text-muted-foreground ring-1 ring-border',
      } satisfies Record<EsimUsageBadgeState, string>,
    },
    defaultVariants: { state: 'active' },
  },
);

/** A bar's track: a neutral strip the fill grows along from the start edge. */
export const esimUsageTrackVariants = cva('w-full overflow-hidden rounded-full bg-border', {
  variants: {
    size: {
      default: 'h-2.5',
      compact: 'h-1.5',
    },
  },
  defaultVariants: { size: 'default' },
});

/**
 * A bar's fill: what is used. `spent` (danger) once nothing is left of it; `over` (muted) for the
 * other bar once the plan has ended by the first, so the colour points at the reason.
 */
export const esimUsageFillVariants = cva('h-full rounded-full', {
  variants: {
    tone: {
      running: 'bg-primary',
      spent: 'bg-danger',
      over: 'bg-muted-foreground',
    },
  },
  defaultVariants: { tone: 'running' },
});

export type EsimUsageFillTone = NonNullable<VariantProps<typeof esimUsageFillVariants>['tone']>;

export type EsimUsageVariantProps = VariantProps<typeof esimUsageVariants>;
