import { cva, type VariantProps } from 'class-variance-authority';

/**
 * Where the order stands on the thank-you page (issue 4 "eSIM delivery"; issue 15: `pending` while
 * PayPal confirms the payment, `paymentFailed` when it did not complete it; issue 32: `delayed`
 * while the supplier has not issued a paid order's eSIM).
 */
export type ThankYouStatus = 'pending' | 'delivering' | 'delayed' | 'delivered' | 'failed' | 'paymentFailed';

/** The round badge by the title: spinner, tick or warning sign. */
export const thankYouIconVariants = cva('inline-flex size-12 shrink-0 items-center justify-center rounded-full', {
  variants: {
    status: {
      pending: 'bg-accent text-accent-foreground',
      delivering: 'bg-secondary text-primary',
      delayed: 'bg-secondary text-primary',
      delivered: 'bg-success text-success-foreground',
      failed: 'bg-background text-danger ring-1 ring-danger',
      paymentFailed: 'bg-background text-danger ring-1 ring-danger',
    } satisfies Record<ThankYouStatus, string>,
  },
  defaultVariants: { status: 'delivering' },
});

export type ThankYouIconVariantProps = VariantProps<typeof thankYouIconVariants>;
