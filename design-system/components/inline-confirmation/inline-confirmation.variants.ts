import { cva, type VariantProps } from 'class-variance-authority';

/** The box around the question and its two buttons, replacing the controls it confirms. */
export const inlineConfirmationVariants = cva('flex w-full min-w-0 flex-col gap-2 rounded-md border p-3', {
  variants: {
    tone: {
      // Removing something: a tinted box, the confirm button in the danger colour.
      danger: 'border-danger bg-muted',
      neutral: 'bg-muted',
    },
  },
  defaultVariants: { tone: 'danger' },
});

/** Overrides of the primary `Button` for the confirm button of a destructive question. */
export const inlineConfirmationDangerButtonClassName = 'bg-danger text-danger-foreground hover:enabled:bg-danger-hover';

export type InlineConfirmationVariantProps = VariantProps<typeof inlineConfirmationVariants>;
