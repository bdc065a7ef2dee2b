import { cva, type VariantProps } from 'class-variance-authority';

/** Where the order stands on the thank-you page (issue 4 "eSIM delivery"). */
export type ThankYouStatus = 'delivering' | 'delivered' | 'failed';

/** The round badge by the title: spinner, tick or warning sign. */
export const thankYouIconVariants = cva('inline-flex size-12 shrink-0 items-center justify-center rounded-full', {
  variants: {
    status: {
      delivering: 'bg-secondary text-primary',
      delivered: 'bg-success text-success-foreground',
      failed: 'bg-background text-danger ring-1 ring-danger',
    } satisfies Record<ThankYouStatus, string>,
  },
  defaultVariants: { status: 'delivering' },
});

/** One eSIM's card. */
export const thankYouEsimClassName = 'flex min-w-0 flex-col gap-4 rounded-lg border border-border bg-card p-4 text-card-foreground tablet:p-6';

/** The QR code: white quiet zone kept, pixels kept sharp when scaled. */
export const thankYouQrClassName = 'size-48 shrink-0 rounded-md border border-border bg-background p-2 [image-rendering:pixelated]';

/** The folded QR code's toggle (iPhone and Android, where scanning one's own screen does not work). */
export const thankYouDisclosureSummaryClassName = [
  'flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md font-semibold text-primary',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden',
].join(' ');

export type ThankYouIconVariantProps = VariantProps<typeof thankYouIconVariants>;
