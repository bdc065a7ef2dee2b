import { cva, type VariantProps } from 'class-variance-authority';

export const cardFormVariants = cva('flex min-w-0 flex-col text-foreground', {
  variants: {
    density: {
      comfortable: 'gap-5',
      compact: 'gap-3',
    },
  },
  defaultVariants: { density: 'comfortable' },
});

/** Expiry and CVV share a row: both are short, and two columns still fit at 320 px. */
export const cardFormShortFieldsClassName = 'grid grid-cols-2 items-start gap-3';

/** The card number's box leaves room at the end for the brand mark. */
export const cardFormNumberInputClassName = 'pe-14 tabular-nums tracking-wide';

export type CardFormVariantProps = VariantProps<typeof cardFormVariants>;
