export { chatWidgetMachine } from './chat-widget.machine';
export {
  selectButtonHidden,
  selectButtonLoading,
  selectHasFailed,
  selectIsWidgetLoaded,
  selectOffersContactOptions,
  type ChatWidgetSnapshot,
} from './chat-widget.selectors';
export {
  CHAT_WIDGET_POLL_MS,
  CHAT_WIDGET_READY_TIMEOUT_MS,
  type ChatWidgetContext,
  type ChatWidgetEvent,
  type ChatWidgetInput,
  type ChatWidgetTag,
  type LoadWidgetInput,
} from './chat-widget.types';
export { chatWidgetBeforeStart } from './chat-widget.before-start';
