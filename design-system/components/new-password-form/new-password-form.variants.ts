import { cva, type VariantProps } from 'class-variance-authority';

/** The outcome that replaces the fields; focused by script, so no outline of its own. */
export const newPasswordOutcomeVariants = cva(
  'flex w-full min-w-0 items-start gap-3 rounded-md border bg-background px-4 py-3 text-base focus:outline-none',
  {
    variants: {
      tone: {
        success: 'border-success text-foreground',
        danger: 'border-danger text-danger',
      },
    },
    defaultVariants: { tone: 'success' },
  },
);

export type NewPasswordOutcomeVariantProps = VariantProps<typeof newPasswordOutcomeVariants>;
