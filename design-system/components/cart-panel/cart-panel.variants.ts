import { cva, type VariantProps } from 'class-variance-authority';

/** The centred block of the loading, error and empty states. */
export const cartPanelMessageVariants = cva(
  'flex min-w-0 flex-col items-center gap-4 px-2 py-10 text-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  {
    variants: {
      tone: {
        neutral: 'text-muted-foreground',
        danger: 'text-danger',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

/**
 * Veil over the filled cart while it is saving. Positioned after the content in
 * the same stacking context, so it covers it without a z-index of its own
 * (z-index is for the page-level roles: header, chat button, sidebar, modal).
 */
export const cartPanelOverlayClassName = 'absolute inset-0 cursor-progress rounded-md bg-background/60 text-primary';

/** The veil's spinner stays in view while a long cart scrolls under it. */
export const cartPanelOverlaySpinnerClassName = 'sticky top-1/3 flex justify-center py-16';

export type CartPanelMessageVariantProps = VariantProps<typeof cartPanelMessageVariants>;
