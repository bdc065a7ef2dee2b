import { cva, type VariantProps } from 'class-variance-authority';

/**
 * A 56 px round button in the bottom-right corner (bottom-left in
 * right-to-left scripts), on the chat button's layer (spec §9: 150, above the
 * header, under the side panel and modals). Clear of the home indicator on
 * phones without a home button.
 */
export const chatButtonVariants = cva(
  [
    'fixed end-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-chat-button',
    'inline-flex size-14 items-center justify-center rounded-full shadow-lg cursor-pointer',
    'transition-colors duration-(--motion-duration-fast)',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'tablet:end-6 tablet:bottom-6',
  ],
  {
    variants: {
      state: {
        idle: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        // Still primary (it is the same button, busy), the cursor says to wait.
        loading: 'bg-primary text-primary-foreground cursor-progress',
      },
    },
    defaultVariants: { state: 'idle' },
  },
);

export type ChatButtonVariantProps = VariantProps<typeof chatButtonVariants>;
