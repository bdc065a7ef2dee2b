import { cva, type VariantProps } from 'class-variance-authority';

/**
 * The box of a text input or a native select. Shared by `TextField` and
 * `SelectField` so the checkout's fields line up.
 */
export const fieldControlVariants = cva(
  [
    // 44 px high (touch target); 16 px text, or iOS zooms into the field on focus.
    'h-11 w-full min-w-0 rounded-md border bg-background px-3 text-base text-foreground',
    'placeholder:text-muted-foreground',
    'transition-colors duration-(--motion-duration-fast)',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground',
  ],
  {
    variants: {
      // Red border when invalid, always with the message and its icon: never colour alone.
      invalid: {
        true: 'border-danger',
        false: 'border-input',
      },
    },
    defaultVariants: { invalid: false },
  },
);

/** The visible label above a control. */
export const fieldLabelClassName = 'text-sm font-semibold text-foreground [overflow-wrap:anywhere]';

/** Hint and error lines under a control. */
export const fieldMessageVariants = cva('flex items-start gap-1.5 text-sm [overflow-wrap:anywhere]', {
  variants: {
    tone: {
      hint: 'text-muted-foreground',
      error: 'text-danger',
    },
  },
  defaultVariants: { tone: 'hint' },
});

export type FieldControlVariantProps = VariantProps<typeof fieldControlVariants>;
export type FieldMessageVariantProps = VariantProps<typeof fieldMessageVariants>;
