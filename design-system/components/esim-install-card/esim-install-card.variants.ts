/** One eSIM's card: the thank-you page's and the order details'. */
export const esimInstallCardClassName =
  'flex min-w-0 flex-col gap-4 rounded-lg border border-border bg-card p-4 text-card-foreground tablet:p-6';

/** The QR code: white quiet zone kept, pixels kept sharp when scaled. */
export const esimQrClassName = 'size-48 shrink-0 rounded-md border border-border bg-background p-2 [image-rendering:pixelated]';

/** The folded QR code's toggle (iPhone and Android, where scanning one's own screen does not work). */
export const esimDisclosureSummaryClassName = [
  'flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md font-semibold text-primary',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden',
].join(' ');
