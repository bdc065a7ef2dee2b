import { cva, type VariantProps } from 'class-variance-authority';

/**
 * What the payment display shows (spec §4 Payment display), and `pending`: the order is placed but
 * the wallet (PayPal) is still confirming the payment; its eSIM follows by email (issue 15).
 */
export type PaymentStatusState = 'processing' | 'confirmed' | 'pending' | 'error';

export const paymentStatusVariants = cva(
  'flex min-w-0 flex-col items-center rounded-lg border bg-card px-4 py-8 text-center text-card-foreground tablet:px-8',
  {
    variants: {
      status: {
        processing: '',
        confirmed: '',
        pending: '',
        error: 'border-danger',
      } satisfies Record<PaymentStatusState, string>,
    },
    defaultVariants: { status: 'processing' },
  },
);

/** The round badge holding the spinner, the tick, the information sign or the warning sign. */
export const paymentStatusIconVariants = cva('inline-flex size-14 shrink-0 items-center justify-center rounded-full', {
  variants: {
    status: {
      processing: 'bg-secondary text-primary',
      confirmed: 'bg-success text-success-foreground',
      pending: 'bg-accent text-accent-foreground',
      error: 'bg-background text-danger',
    } satisfies Record<PaymentStatusState, string>,
  },
  defaultVariants: { status: 'processing' },
});

export type PaymentStatusVariantProps = VariantProps<typeof paymentStatusVariants>;
