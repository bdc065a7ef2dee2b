import type { BeforeStart } from '../before-start/before-start';
import { CHAT_WIDGET_READY_TIMEOUT_MS, type ChatWidgetContext, type ChatWidgetInput, type ChatWidgetTag } from './chat-widget.types';

/** The chat before the machine runs: its button at rest, no widget loaded. */
export function chatWidgetBeforeStart(input: ChatWidgetInput): BeforeStart<ChatWidgetContext, ChatWidgetTag> {
  return {
    value: 'uninitialised',
    context: { scriptUrl: input.scriptUrl, readyTimeoutMs: input.readyTimeoutMs ?? CHAT_WIDGET_READY_TIMEOUT_MS },
    tags: [],
  };
}
