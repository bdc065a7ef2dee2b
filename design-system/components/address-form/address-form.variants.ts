import { cva, type VariantProps } from 'class-variance-authority';

/**
 * One column on phones; from tablet the first and last names share a row
 * (short values, and people read them as one thing). Every other field keeps
 * the full width: addresses and e-mails are long.
 */
export const addressFormNameRowClassName = 'grid min-w-0 grid-cols-1 gap-5 tablet:grid-cols-2';

/** The form-level messages above the submit button: the missing-fields notice and the server's refusal. */
export const addressFormMessageVariants = cva('flex items-start gap-2 rounded-md border px-3 py-2.5 text-sm [overflow-wrap:anywhere]', {
  variants: {
    tone: {
      danger: 'border-danger bg-background text-danger',
    },
  },
  defaultVariants: { tone: 'danger' },
});

export type AddressFormMessageVariantProps = VariantProps<typeof addressFormMessageVariants>;
