import { cva, type VariantProps } from 'class-variance-authority';

/**
 * A pill floating over the page on the chat button's layer (150: above the
 * sticky header, below the side panel and modals).
 * - `bottom` (default): above the bottom edge. On phones it stops short of the
 *   bottom-right corner (`end-20`), where the chat button sits; from tablet it
 *   is centred, clear of the corners.
 * - `top`: under the top edge, centred over the header.
 */
export const offlineBannerVariants = cva(
  [
    'fixed z-chat-button flex min-w-0 items-start gap-3 rounded-lg border border-foreground bg-foreground px-4 py-3 text-background shadow-xl',
    'tablet:inset-x-0 tablet:mx-auto tablet:w-fit tablet:max-w-lg',
    'animate-fade-in',
  ],
  {
    variants: {
      position: {
        bottom: 'start-4 end-20 bottom-[max(1rem,env(safe-area-inset-bottom))]',
        top: 'inset-x-4 top-2',
      },
    },
    defaultVariants: { position: 'bottom' },
  },
);

export type OfflineBannerVariantProps = VariantProps<typeof offlineBannerVariants>;
