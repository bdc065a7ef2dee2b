import { cva, type VariantProps } from 'class-variance-authority';

/** The bordered − value + group. */
export const quantityStepperVariants = cva(
  [
    'inline-flex shrink-0 items-center rounded-md border border-input bg-background text-foreground',
    // While the line is saving the pointer says "wait" rather than "forbidden".
    'aria-busy:cursor-progress aria-busy:[&_button]:cursor-progress',
  ],
  {
    variants: {
      size: {
        // md reaches the 44 px touch target; sm is for dense tables (36 px, still above WCAG 2.5.8's 24 px).
        sm: '[&_[data-slot=quantity-stepper-button]]:size-9 [&_[data-slot=quantity-stepper-value]]:min-w-7 text-sm',
        md: '[&_[data-slot=quantity-stepper-button]]:size-11 [&_[data-slot=quantity-stepper-value]]:min-w-8 text-base',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** The − and + buttons. Disabled through `aria-disabled`, so a focused button keeps focus when it stops working. */
export const quantityStepperButtonClassName = [
  'inline-flex shrink-0 cursor-pointer items-center justify-center rounded-md text-foreground',
  'transition-colors duration-(--motion-duration-fast) hover:bg-muted',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'aria-disabled:cursor-not-allowed aria-disabled:text-muted-foreground aria-disabled:hover:bg-transparent',
].join(' ');

export type QuantityStepperVariantProps = VariantProps<typeof quantityStepperVariants>;
