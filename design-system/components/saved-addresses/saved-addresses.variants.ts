/** One saved address: its lines, then its actions; the default one is outlined in the primary colour. */
export const savedAddressCardClassName = [
  'flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground',
  'data-[default]:border-primary',
].join(' ');

/** The "Default" pill. */
export const savedAddressDefaultBadgeClassName =
  'inline-flex items-center gap-1 rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground';

/** Edit / Delete / Make default: side by side when they fit, wrapping when not (320 px, long translations). */
export const savedAddressActionClassName = 'h-auto min-h-11 py-2 whitespace-normal';

/** A grey bar standing for text while the addresses load. */
export const savedAddressSkeletonClassName = 'block h-4 animate-pulse rounded bg-muted motion-reduce:animate-none';
