import { Suspense, useState, type ReactNode } from 'react';

import { chatWidgetBeforeStart, type chatWidgetMachine } from '@shop/machines/chat-widget';

import { createDeferredActorContext } from '../../lib/react/deferred-actor-context';
import { laterHydratedPart, lazyPart } from '../../lib/react/lazy-part';
import { useRootData } from '../../lib/react/root-data';

/** The chat machine starts at the first press; until then its button is at rest. */
export const ChatWidgetContext = createDeferredActorContext<typeof chatWidgetMachine>(chatWidgetBeforeStart, { startsAtRest: true });

/** Phone, email and the contact form: loaded when the chat button first asks for them. */
const ContactOptionsModal = lazyPart(() => import('../contact/contact-options-modal').then((module) => module.ContactOptionsModal));

/**
 * Spec §4 support chat: the first press loads the configured widget (polling until it is ready),
 * later presses reopen it; the button hides while the chat is open. Without a configured widget
 * the button opens the contact options (phone, email, form).
 */
export function ChatProvider({ children }: { children: ReactNode }) {
  const scriptUrl = useRootData()?.thirdParties.chatWidgetScriptUrl ?? null;
  const [optionsOpen, setOptionsOpen] = useState(false);
  const [optionsWanted, setOptionsWanted] = useState(false);
  const [logic] = useState(
    () => () =>
      import('./shell-logic').then((module) =>
        module.chatWidgetLogic(() => {
          setOptionsWanted(true);
          setOptionsOpen(true);
        }),
      ),
  );
  return (
    <ChatWidgetContext.Provider logic={logic} input={{ scriptUrl }}>
      {children}
      {optionsWanted ? (
        <Suspense fallback={null}>
          <ContactOptionsModal open={optionsOpen} onOpenChange={setOptionsOpen} />
        </Suspense>
      ) : null}
    </ChatWidgetContext.Provider>
  );
}

/**
 * Spec §2 chat button (layer 150): the server renders it at rest; the browser hydrates it once its
 * code has loaded at the shopper's first act (docs/architecture.md "What a first load holds").
 */
export const ChatButtonHost = laterHydratedPart(() => import('./chat-button').then((module) => module.ChatButtonContent), {
  waitsFor: 'the shopper',
});
