import { cva, type VariantProps } from 'class-variance-authority';

export const paginationLinkVariants = cva(
  [
    // 44 px tall everywhere; 36 px wide on phones so seven slots fit 320 px, 44 px from tablet up.
    'inline-flex h-11 min-w-9 items-center justify-center gap-1 rounded-md px-2 text-sm font-semibold tablet:min-w-11',
    'transition-colors duration-(--motion-duration-fast)',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  ],
  {
    variants: {
      state: {
        idle: 'text-foreground hover:bg-muted',
        current: 'bg-primary text-primary-foreground',
        // Previous on the first page / next on the last: shown for a steady layout, not operable.
        disabled: 'cursor-not-allowed text-muted-foreground opacity-60',
      },
    },
    defaultVariants: { state: 'idle' },
  },
);

export type PaginationLinkVariantProps = VariantProps<typeof paginationLinkVariants>;
