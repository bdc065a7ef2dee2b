import { cva, type VariantProps } from 'class-variance-authority';

/** The header's icon buttons: 44 px targets, icon only (the accessible name is a prop). */
export const siteHeaderButtonVariants = cva(
  [
    'relative inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-foreground',
    'transition-colors duration-(--motion-duration-fast) hover:bg-muted',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  ],
  {
    variants: {
      pressed: {
        true: 'bg-accent text-accent-foreground hover:bg-accent',
        false: '',
      },
    },
    defaultVariants: { pressed: false },
  },
);

export const siteHeaderNavLinkVariants = cva(
  [
    // Narrower at 1024 px, where the longest labels (Dutch, German) and the buttons share the row.
    'inline-flex min-h-11 items-center rounded-md px-2 font-medium desktopMedium:px-3',
    'transition-colors duration-(--motion-duration-fast) hover:text-primary',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  ],
  {
    variants: {
      // The page's own section: weight and an underline, not colour alone.
      current: {
        true: 'text-primary underline decoration-2 underline-offset-8',
        false: 'text-foreground',
      },
    },
    defaultVariants: { current: false },
  },
);

export type SiteHeaderButtonVariantProps = VariantProps<typeof siteHeaderButtonVariants>;
