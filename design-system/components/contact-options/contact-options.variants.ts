import { cva, type VariantProps } from 'class-variance-authority';

/**
 * The ways to reach support: stacked rows in a side panel (`stack`), or side
 * by side from tablet on the contact page (`row`).
 */
export const contactOptionsListVariants = cva('flex min-w-0 flex-col gap-2', {
  variants: {
    layout: {
      stack: '',
      // Equal columns that wrap before one gets narrower than 14 rem.
      row: 'tablet:flex-row tablet:flex-wrap tablet:*:min-w-56 tablet:*:flex-1',
    },
  },
  defaultVariants: { layout: 'stack' },
});

/**
 * One way: a row at least 56 px high, the icon in a round badge, the label
 * over the value (the number, the address). The whole row is the link.
 */
export const contactOptionLinkClassName = [
  'flex min-h-14 min-w-0 items-center gap-3 rounded-lg border bg-card px-3 py-2 text-card-foreground',
  'transition-colors duration-(--motion-duration-fast) hover:bg-muted',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
].join(' ');

export type ContactOptionsVariantProps = VariantProps<typeof contactOptionsListVariants>;
