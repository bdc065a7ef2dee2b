import { cva, type VariantProps } from 'class-variance-authority';

/** Where a step stands relative to the current one. */
export type CheckoutStepStatus = 'complete' | 'current' | 'upcoming';

/**
 * One step: its marker above its name, centred in an equal share of the row,
 * so three steps fit side by side from 320 px. The lines joining the markers
 * are the item's `::before` (towards the previous step) and `::after`
 * (towards the next), stopping short of the marker so nothing overlaps it.
 */
export const checkoutStepVariants = cva(
  [
    'relative flex min-w-0 flex-1 flex-col items-center text-center',
    'before:absolute before:start-0 before:top-4 before:h-0.5 before:w-[calc(50%-1.5rem)] before:-translate-y-1/2',
    'after:absolute after:end-0 after:top-4 after:h-0.5 after:w-[calc(50%-1.5rem)] after:-translate-y-1/2',
    'first:before:hidden last:after:hidden',
  ],
  {
    variants: {
      // The line before a step is filled once that step is reached; the line after once it is done.
      status: {
        complete: 'before:bg-primary after:bg-primary',
        current: 'before:bg-primary after:bg-border',
        upcoming: 'before:bg-border after:bg-border',
      } satisfies Record<CheckoutStepStatus, string>,
    },
    defaultVariants: { status: 'upcoming' },
  },
);

/** The round marker: a tick when done, the number otherwise. */
export const checkoutStepMarkerVariants = cva(
  'inline-flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold tabular-nums',
  {
    variants: {
      status: {
        complete: 'border-primary bg-primary text-primary-foreground',
        current: 'border-primary bg-background text-primary',
        upcoming: 'border-input bg-background text-muted-foreground',
      } satisfies Record<CheckoutStepStatus, string>,
    },
    defaultVariants: { status: 'upcoming' },
  },
);

/*
 * Long compound words (German "Zahlungsinformationen") hyphenate in the page's language where the
 * browser can; `anywhere` is the fallback that still keeps them inside their third of a 320 px row.
 */
export const checkoutStepLabelVariants = cva('max-w-full text-sm leading-snug hyphens-auto [overflow-wrap:anywhere]', {
  variants: {
    status: {
      complete: 'text-foreground',
      current: 'font-semibold text-foreground',
      upcoming: 'text-muted-foreground',
    } satisfies Record<CheckoutStepStatus, string>,
  },
  defaultVariants: { status: 'upcoming' },
});

/** Marker and name, whether plain or a link back to a completed step (then a 44 px-high target). */
export const checkoutStepContentClassName = 'flex min-w-0 max-w-full flex-col items-center gap-1.5 px-1';

export const checkoutStepLinkClassName = [
  'min-h-11 rounded-md group',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
].join(' ');

export type CheckoutStepVariantProps = VariantProps<typeof checkoutStepVariants>;
