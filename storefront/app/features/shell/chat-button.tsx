import { ChatButton } from '@shop/design-system';
import { selectButtonHidden, selectButtonLoading, selectHasFailed } from '@shop/machines/chat-widget';

import { ChatWidgetContext } from './chat-host';

/** Spec §2 chat button (layer 150): a loader while the widget loads, hidden while the chat is open. */
export function ChatButtonContent() {
  const chat = ChatWidgetContext.useActorRef();
  const loading = ChatWidgetContext.useSelector(selectButtonLoading);
  const hidden = ChatWidgetContext.useSelector(selectButtonHidden);
  const failed = ChatWidgetContext.useSelector(selectHasFailed);
  return (
    <ChatButton state={hidden ? 'hidden' : loading ? 'loading' : 'idle'} failed={failed} onOpen={() => chat.send({ type: 'chat.open' })} />
  );
}
