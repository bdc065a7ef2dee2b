import { chatWidgetMachine } from '@shop/machines/chat-widget';
import { consentMachine } from '@shop/machines/consent';

import type { ThirdParties } from '../../lib/react/root-data';
import { chatWidgetActors, consentActors } from './shell.actors';

/*
 * The page shell's machines with what they act on, imported by their providers once the page is
 * hydrated (docs/architecture.md "What a first load holds").
 */

export function consentLogic(thirdParties: ThirdParties) {
  return consentMachine.provide(consentActors(thirdParties));
}

// Its only effect on the page is a state setter, which never changes: one provided machine for good.
export function chatWidgetLogic(showContactOptions: () => void) {
  return chatWidgetMachine.provide(chatWidgetActors(showContactOptions));
}
