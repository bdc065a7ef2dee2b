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
  // site-header.css: one line each, smaller and narrower below 1280 and 1600 px (at 1024 the longest
  // labels, Dutch "Veelgestelde vragen" and Italian "Domande frequenti", share the row with every button).
  'site-header-nav-link',
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
