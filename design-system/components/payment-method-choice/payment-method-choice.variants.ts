import { cva, type VariantProps } from 'class-variance-authority';

/**
 * One method: the whole row is the radio's label, so a tap anywhere on it
 * chooses the method (at least 56 px high, above the 44 px touch target).
 * The chosen row is told apart by more than colour: the radio's dot, a
 * doubled border (a ring over the border, so nothing shifts) and a bolder
 * name.
 */
export const paymentMethodOptionVariants = cva(
  [
    'group flex min-h-14 min-w-0 cursor-pointer flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-border',
    'bg-card px-4 py-3 text-card-foreground transition-colors duration-(--motion-duration-fast)',
    'hover:not-has-disabled:not-has-checked:bg-muted',
    'has-checked:border-primary has-checked:bg-accent has-checked:text-accent-foreground has-checked:ring-1 has-checked:ring-primary',
    'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
    'has-disabled:cursor-not-allowed has-disabled:opacity-60',
  ],
  {
    variants: {
      // The chosen method's name is bolder, a cue that needs no colour.
      chosen: {
        true: 'font-semibold',
        false: 'font-normal',
      },
    },
    defaultVariants: { chosen: false },
  },
);

/** The native radio, kept native (arrow keys, forms, screen readers) and tinted with the primary colour. */
export const paymentMethodRadioClassName =
  'size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed focus-visible:outline-none';

export type PaymentMethodOptionVariantProps = VariantProps<typeof paymentMethodOptionVariants>;
