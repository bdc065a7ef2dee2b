import { cva, type VariantProps } from 'class-variance-authority';

/**
 * The track: a 3 px strip along the top edge of the viewport, over the
 * sticky header. The spec's layers (§9) name no progress bar; the chat
 * button's (150) is the first above the header's (100). The side panel (200)
 * would cover its right end, but the panel closes on every route change
 * (spec §2), which is when the bar runs.
 */
export const topProgressBarVariants = cva('pointer-events-none fixed inset-x-0 top-0 z-chat-button h-[3px] overflow-hidden');

/**
 * The bar, scaled along x from the start edge (transform, not width, so the
 * browser animates it without layout). Danger colour once the load failed.
 */
export const topProgressBarFillVariants = cva('h-full w-full origin-left rtl:origin-right', {
  variants: {
    state: {
      running: 'bg-primary',
      finishing: 'bg-primary',
      failed: 'bg-danger',
    },
  },
  defaultVariants: { state: 'running' },
});

export type TopProgressBarVariantProps = VariantProps<typeof topProgressBarFillVariants>;
