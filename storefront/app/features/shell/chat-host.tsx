import { createActorContext } from '@xstate/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { createChatWidgetMachine, selectButtonHidden, selectButtonLoading, selectHasFailed } from '@shop/machines/chat-widget';
import { ChatButton } from '@shop/design-system';

import { useRootData } from '../../lib/root-data';
import { isChatReady, loadChatScript } from './chat-widget-adapter';
import { ContactOptionsModal } from './contact-options-modal';

const placeholder = createChatWidgetMachine({
  loadWidget: async () => undefined,
  isWidgetReady: () => false,
  openWidget: () => undefined,
  showContactOptions: () => undefined,
});

export const ChatWidgetContext = createActorContext(placeholder);

/**
 * Spec §4 support chat: the first press loads the configured widget (polling until it is ready),
 * later presses reopen it; the button hides while the chat is open. Without a configured widget
 * the button opens the contact options (phone, email, form).
 */
export function ChatProvider({ children }: { children: ReactNode }) {
  const scriptUrl = useRootData()?.thirdParties.chatWidgetScriptUrl ?? null;
  const [optionsOpen, setOptionsOpen] = useState(false);
  const closedListener = useRef<() => void>(() => undefined);
  const [logic] = useState(() =>
    createChatWidgetMachine({
      loadWidget: ({ scriptUrl: url }, signal) => loadChatScript(url, signal),
      isWidgetReady: isChatReady,
      openWidget: () => {
        window.ShopChat?.onClose(() => closedListener.current());
        window.ShopChat?.open();
      },
      showContactOptions: () => setOptionsOpen(true),
    }),
  );
  return (
    <ChatWidgetContext.Provider logic={logic} options={{ input: { scriptUrl } }}>
      <ClosedBridge listener={closedListener} />
      {children}
      <ContactOptionsModal open={optionsOpen} onOpenChange={setOptionsOpen} />
    </ChatWidgetContext.Provider>
  );
}

/** Wires the widget's "closed" callback to the machine, which lives inside the provider. */
function ClosedBridge({ listener }: { listener: { current: () => void } }) {
  const chat = ChatWidgetContext.useActorRef();
  useEffect(() => {
    listener.current = () => chat.send({ type: 'chat.closed' });
  }, [chat, listener]);
  return null;
}

/** Spec §2 chat button (layer 150): a loader while the widget loads, hidden while the chat is open. */
export function ChatButtonHost() {
  const chat = ChatWidgetContext.useActorRef();
  const loading = ChatWidgetContext.useSelector(selectButtonLoading);
  const hidden = ChatWidgetContext.useSelector(selectButtonHidden);
  const failed = ChatWidgetContext.useSelector(selectHasFailed);
  return (
    <ChatButton state={hidden ? 'hidden' : loading ? 'loading' : 'idle'} failed={failed} onOpen={() => chat.send({ type: 'chat.open' })} />
  );
}
