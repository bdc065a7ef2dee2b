import { cva, type VariantProps } from 'class-variance-authority';

/**
 * The list: one row that scrolls sideways on phones (five items do not fit 320 px and must not
 * wrap into a block of buttons), a column beside the content from the tablet breakpoint.
 */
export const accountNavListClassName = [
  'flex min-w-0 snap-x snap-mandatory gap-1 overflow-x-auto overscroll-x-contain pb-1 [scrollbar-width:thin]',
  'tablet:flex-col tablet:snap-none tablet:overflow-visible tablet:pb-0',
].join(' ');

export const accountNavLinkVariants = cva(
  [
    'flex min-h-11 shrink-0 snap-start items-center rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap',
    'transition-colors duration-(--motion-duration-fast)',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'tablet:whitespace-normal tablet:[overflow-wrap:anywhere]',
  ],
  {
    variants: {
      state: {
        // Marked by more than colour: weight, background and a bar on the reading side.
        current:
          'bg-secondary text-secondary-foreground shadow-[inset_0_-3px_0_var(--color-primary)] tablet:shadow-[inset_3px_0_0_var(--color-primary)]',
        idle: 'text-foreground hover:bg-muted',
      },
    },
    defaultVariants: { state: 'idle' },
  },
);

export type AccountNavLinkVariantProps = VariantProps<typeof accountNavLinkVariants>;
