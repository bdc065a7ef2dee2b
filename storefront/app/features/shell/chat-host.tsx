import { createActorContext } from '@xstate/react';
import { Suspense, useState, type ReactNode } from 'react';

import { chatWidgetMachine, selectButtonHidden, selectButtonLoading, selectHasFailed } from '@shop/machines/chat-widget';
import { ChatButton } from '@shop/design-system';

import { lazyPart } from '../../lib/lazy-part';
import { useRootData } from '../../lib/root-data';
import { chatWidgetActors } from './shell.actors';

export const ChatWidgetContext = createActorContext(chatWidgetMachine);

/** Phone, email and the contact form: loaded when the chat button first asks for them. */
const ContactOptionsModal = lazyPart(() => import('./contact-options-modal').then((module) => module.ContactOptionsModal));

// Its only effect on the page is a state setter, which never changes: one provided machine for good.
function chatWidgetLogic(showContactOptions: () => void) {
  return chatWidgetMachine.provide(chatWidgetActors(showContactOptions));
}

/**
 * Spec §4 support chat: the first press loads the configured widget (polling until it is ready),
 * later presses reopen it; the button hides while the chat is open. Without a configured widget
 * the button opens the contact options (phone, email, form).
 */
export function ChatProvider({ children }: { children: ReactNode }) {
  const scriptUrl = useRootData()?.thirdParties.chatWidgetScriptUrl ?? null;
  const [optionsOpen, setOptionsOpen] = useState(false);
  const [optionsWanted, setOptionsWanted] = useState(false);
  const [logic] = useState(() =>
    chatWidgetLogic(() => {
      setOptionsWanted(true);
      setOptionsOpen(true);
    }),
  );
  return (
    <ChatWidgetContext.Provider logic={logic} options={{ input: { scriptUrl } }}>
      {children}
      {optionsWanted ? (
        <Suspense fallback={null}>
          <ContactOptionsModal open={optionsOpen} onOpenChange={setOptionsOpen} />
        </Suspense>
      ) : null}
    </ChatWidgetContext.Provider>
  );
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
