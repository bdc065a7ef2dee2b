import { cva, type VariantProps } from 'class-variance-authority';

/** The text input; red border (plus icon and message, never colour alone) when invalid. */
export const couponFieldInputVariants = cva(
  [
    // 16 px text: iOS zooms into smaller inputs on focus.
    'h-11 w-full min-w-0 rounded-md border bg-background px-3 text-base text-foreground',
    'placeholder:text-muted-foreground',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'read-only:bg-muted',
  ],
  {
    variants: {
      invalid: {
        true: 'border-danger',
        false: 'border-input',
      },
    },
    defaultVariants: { invalid: false },
  },
);

/** An applied code: a pill with the tag icon, the code and its remove button. */
export const couponChipClassName =
  'inline-flex max-w-full min-w-0 items-center gap-1.5 rounded-full bg-success ps-3 text-sm font-semibold text-success-foreground';

/** The chip's × button. 36 px: still comfortably above WCAG 2.5.8's 24 px minimum inside a pill. */
export const couponChipRemoveClassName = [
  'relative inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full',
  'transition-colors duration-(--motion-duration-fast) hover:bg-background',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'aria-disabled:cursor-not-allowed aria-disabled:hover:bg-transparent aria-busy:cursor-progress',
].join(' ');

export type CouponFieldInputVariantProps = VariantProps<typeof couponFieldInputVariants>;
