import { fromPromise } from 'xstate';
import { chatWidgetMachine } from './chat-widget.machine';
import type { LoadWidgetInput } from './chat-widget.types';

/** What the chat button needs from the storefront. */
export interface ChatWidgetMachineDeps {
  /**
   * Injects the widget's script (once per page: resolve at once if it is
   * already there) and resolves on its load event, rejects on its error
   * event. The signal aborts when the machine gives up (timeout) or stops.
   */
  loadWidget: (input: LoadWidgetInput, signal: AbortSignal) => Promise<void>;
  /** Whether the widget's API is there and ready to open (checked every 50 ms while loading). */
  isWidgetReady: () => boolean;
  /** Opens the widget; the host wires the widget's "closed" callback to send `chat.closed`. */
  openWidget: () => void;
  /** Shows the contact options (phone, email, form) when no chat script is configured. */
  showContactOptions: () => void;
}

/** The chat widget machine with the storefront's script loading and widget calls in place of the stubs. */
export function createChatWidgetMachine(deps: ChatWidgetMachineDeps) {
  return chatWidgetMachine.provide({
    actors: {
      loadWidget: fromPromise<void, LoadWidgetInput>(({ input, signal }) => deps.loadWidget(input, signal)),
    },
    guards: { isWidgetReady: () => deps.isWidgetReady() },
    actions: {
      openWidget: () => deps.openWidget(),
      showContactOptions: () => deps.showContactOptions(),
    },
  });
}
