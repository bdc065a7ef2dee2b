import { cva, type VariantProps } from 'class-variance-authority';

/**
 * Phones: a full-width strip against the bottom edge, the button under the
 * text at full width. From tablet: a card in the bottom-left corner, so the
 * page and the chat button (bottom-right) stay reachable beside it.
 *
 * Layer: the sidebar role (200), not the chat button's (150). On phones the
 * strip covers the bottom-right corner, and the default layout mounts the chat
 * button after the notice (spec §2), so on an equal layer the chat button
 * would sit over "Got it". The side panel and the modals, portalled later on
 * 200 and 250, still cover the notice.
 */
export const cookieNoticeVariants = cva([
  'fixed inset-x-0 bottom-0 z-sidebar flex flex-col gap-3 border-t bg-card px-4 pt-4 text-card-foreground shadow-xl',
  // Clear of the home indicator on phones without a home button.
  'pb-[max(1rem,env(safe-area-inset-bottom))]',
  'tablet:inset-x-auto tablet:start-4 tablet:bottom-4 tablet:w-[calc(100%-2rem)] tablet:max-w-md tablet:rounded-lg tablet:border tablet:p-5',
  'animate-fade-in',
]);

export type CookieNoticeVariantProps = VariantProps<typeof cookieNoticeVariants>;
