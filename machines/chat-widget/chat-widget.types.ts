/**
 * Types and constants of the support chat button and widget (spec §1, §2
 * "Other UI" the chat button hidden while chat is open, §4 "Support chat
 * widget: uninitialized, loading, ready, open. Opening loads the widget once
 * (polling every 50 ms until ready); closing makes it ready; reopening reuses
 * it. The button shows a loader while loading", §7 the third-party script).
 */

/** Spec §4: how often the loaded script is asked whether its widget is ready. */
export const CHAT_WIDGET_POLL_MS = 50;
/** How long a load may take, script and readiness together, before the button offers to try again. */
export const CHAT_WIDGET_READY_TIMEOUT_MS = 15_000;

export interface ChatWidgetInput {
  /** The widget's script from configuration; `null` when none is configured (the button opens the contact options). */
  readonly scriptUrl: string | null;
  /** Overrides `CHAT_WIDGET_READY_TIMEOUT_MS`. */
  readonly readyTimeoutMs?: number;
}

export interface ChatWidgetContext {
  readonly scriptUrl: string | null;
  readonly readyTimeoutMs: number;
}

/** Input of the injected `loadWidget` actor: the script to inject. */
export interface LoadWidgetInput {
  readonly scriptUrl: string;
}

/**
 * Events, dotted by source.
 *
 * | event         | sent by                                        | effect |
 * |---------------|------------------------------------------------|--------|
 * | `chat.open`   | the chat button, "chat" in the account panel   | load once then open; reopen when ready; try again after a failure; without a script, show the contact options |
 * | `chat.closed` | the widget's own "closed" callback             | `open` → `ready` (the button shows again) |
 */
export type ChatWidgetEvent = { type: 'chat.open' } | { type: 'chat.closed' };

/** Cross-cutting facts components may read with `snapshot.hasTag`. */
export type ChatWidgetTag = 'loading' | 'open' | 'error';
