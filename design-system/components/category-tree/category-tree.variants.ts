import { cva, type VariantProps } from 'class-variance-authority';

export const categoryTreeLinkVariants = cva(
  [
    'flex min-h-11 items-center gap-3 rounded-md px-3 py-2 text-start',
    'transition-colors duration-(--motion-duration-fast) hover:bg-muted',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  ],
  {
    variants: {
      current: {
        true: 'bg-accent font-semibold text-accent-foreground shadow-[inset_3px_0_0_var(--primary)] hover:bg-accent',
        false: 'text-foreground',
      },
    },
    defaultVariants: { current: false },
  },
);

export type CategoryTreeLinkVariantProps = VariantProps<typeof categoryTreeLinkVariants>;
