import { cva, type VariantProps } from 'class-variance-authority';

/**
 * The native checkbox, redrawn (`appearance-none`) so it is 24 px in every
 * browser and can turn red when invalid; the tick is an icon over it
 * (`peer-checked:`). Its border keeps the 3:1 of form controls (WCAG 1.4.11).
 */
export const checkboxFieldBoxVariants = cva(
  [
    'peer size-6 shrink-0 cursor-pointer appearance-none rounded-sm border-2 bg-background',
    'transition-colors duration-(--motion-duration-fast)',
    'checked:border-primary checked:bg-primary',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:cursor-not-allowed disabled:opacity-60',
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

/**
 * The whole row is the label, so a tap anywhere on the text toggles it: a
 * large touch target on phones (at least 44 px high).
 */
export const checkboxFieldLabelClassName = [
  'flex min-h-11 min-w-0 cursor-pointer items-start gap-3 py-2.5 text-sm text-foreground',
  'has-disabled:cursor-not-allowed has-disabled:text-muted-foreground',
].join(' ');

export type CheckboxFieldBoxVariantProps = VariantProps<typeof checkboxFieldBoxVariants>;
