import { cva, type VariantProps } from 'class-variance-authority';

/**
 * Phones (below `tablet`, 768 px): a full-width sheet against the bottom edge,
 * where the thumb is, leaving a strip of the dimmed page to tap away.
 * From tablet: a card centred in the viewport (inset 0 + auto margins + a
 * fitted height, so no transform fights the fade animation), a margin kept
 * around it. Either way the height is capped by the viewport and the body
 * scrolls inside.
 */
export const modalContentVariants = cva(
  [
    'fixed inset-x-0 bottom-0 z-modal flex max-h-[calc(100dvh-3rem)] w-full flex-col',
    'rounded-t-xl bg-card text-card-foreground shadow-xl focus:outline-none',
    'tablet:inset-0 tablet:m-auto tablet:h-fit tablet:max-h-[calc(100dvh-4rem)] tablet:w-[calc(100%-4rem)] tablet:rounded-xl tablet:border',
    'data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out',
  ],
  {
    variants: {
      // Width of the card from tablet up; phones always get the full width.
      size: {
        /** Short forms: login, newsletter sign-up. */
        sm: 'tablet:max-w-md',
        /** The review form, confirmations. */
        md: 'tablet:max-w-lg',
        /** Reading content: terms, long explanations. */
        lg: 'tablet:max-w-2xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type ModalContentVariantProps = VariantProps<typeof modalContentVariants>;
