import { cva, type VariantProps } from 'class-variance-authority';

/**
 * The show/hide button sits inside the input's box, at its end: 44 × 44 px
 * (touch target), so the input keeps room for it with `pe-12`.
 */
export const passwordFieldToggleClassName = [
  'absolute inset-y-0 end-0 inline-flex w-11 cursor-pointer items-center justify-center rounded-e-md text-muted-foreground',
  'transition-colors duration-(--motion-duration-fast) hover:text-foreground',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:opacity-60',
].join(' ');

/** Room for the toggle at the input's end. */
export const passwordFieldInputClassName = 'pe-12';

/**
 * The messages of the account forms (login, registration, password reset,
 * profile): a refusal from the shop, or a confirmation once it is done.
 */
export const accountFormMessageVariants = cva('flex items-start gap-2 rounded-md border px-3 py-2.5 text-sm [overflow-wrap:anywhere]', {
  variants: {
    tone: {
      danger: 'border-danger bg-background text-danger',
      success: 'border-success bg-background text-foreground',
    },
  },
  defaultVariants: { tone: 'danger' },
});

export type AccountFormMessageVariantProps = VariantProps<typeof accountFormMessageVariants>;
