import { cva, type VariantProps } from 'class-variance-authority';

/** The dropdown under the input, on the header layer (under side panels and modals). */
export const searchBarPopupClassName =
  'absolute inset-x-0 top-full z-header mt-2 overflow-hidden rounded-lg border bg-card text-card-foreground shadow-lg';

/**
 * The suggestions list. Spec §9: at most 40vh tall on phones and 20rem from
 * the desktop breakpoint, scrolling inside (the page behind never scrolls with
 * it: `overscroll-contain`). The listbox itself scrolls, not a wrapper: it is
 * the combobox's popup, reached with the arrow keys through the input, which
 * is why its options need no tab stop (axe's scrollable-region-focusable
 * exempts combobox popups, and only those).
 */
export const searchBarListboxClassName = 'flex max-h-[40vh] flex-col gap-0.5 overflow-y-auto overscroll-contain p-1 desktop:max-h-80';

export const searchResultItemVariants = cva(
  [
    'flex min-h-11 w-full items-center gap-3 rounded-md px-3 py-2 text-start',
    'cursor-pointer transition-colors duration-(--motion-duration-fast)',
    'hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  ],
  {
    variants: {
      // The highlighted option (aria-activedescendant): colour plus an inset bar, not colour alone.
      active: {
        true: 'bg-accent text-accent-foreground shadow-[inset_3px_0_0_var(--primary)] hover:bg-accent',
        false: '',
      },
    },
    defaultVariants: { active: false },
  },
);

export type SearchResultItemVariantProps = VariantProps<typeof searchResultItemVariants>;
