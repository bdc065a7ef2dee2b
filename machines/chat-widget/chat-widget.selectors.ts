import type { SnapshotFrom } from 'xstate';
import type { chatWidgetMachine } from './chat-widget.machine';

export type ChatWidgetSnapshot = SnapshotFrom<typeof chatWidgetMachine>;

/**
 * What components read. They take a snapshot (e.g. through `useSelector`) and
 * never compare `snapshot.value`, so the state tree can be reshaped freely.
 */

/** The chat button shows a loader (and ignores presses) while the widget loads. */
export const selectButtonLoading = (snapshot: ChatWidgetSnapshot): boolean => snapshot.hasTag('loading');

/** The chat button is hidden while the widget is open (spec §2). */
export const selectButtonHidden = (snapshot: ChatWidgetSnapshot): boolean => snapshot.hasTag('open');

/** The last load failed: the button says chat could not load and tries again when pressed. */
export const selectHasFailed = (snapshot: ChatWidgetSnapshot): boolean => snapshot.hasTag('error');

/** The widget is loaded (closed or open): opening is instant. */
export const selectIsWidgetLoaded = (snapshot: ChatWidgetSnapshot): boolean => snapshot.matches('ready') || snapshot.matches('open');

/** No chat is configured: the button opens the contact options (phone, email, form). */
export const selectOffersContactOptions = (snapshot: ChatWidgetSnapshot): boolean => snapshot.context.scriptUrl === null;
