import { createActor, type ActorOptions, type AnyActorLogic } from 'xstate';
import { createFakeRequests } from '../test-support/fake-requests';
import { chatWidgetMachine } from './chat-widget.machine';
import type { ChatWidgetInput, LoadWidgetInput } from './chat-widget.types';

/*
 * A fake page for the chat widget machine's tests: the script load waits
 * until the test answers it (`machines/test-support/fake-requests.ts`), the
 * widget's readiness is a flag the test sets, and every effect is logged in
 * order. Shared by the unit and the model tests.
 */

export type ChatWidgetEffect = 'openWidget' | 'showContactOptions';

export const SCRIPT_URL = 'https://chat.example.test/widget.js';
export const WITH_SCRIPT: ChatWidgetInput = { scriptUrl: SCRIPT_URL };
export const WITHOUT_SCRIPT: ChatWidgetInput = { scriptUrl: null };

/** The bare machine with fakes in place of the stubs; `clock` for the model's simulated time. */
export function startChatWidget(input: ChatWidgetInput, clock?: ActorOptions<AnyActorLogic>['clock']) {
  const shop = createFakeRequests();
  const page = { widgetReady: false };
  const effects: ChatWidgetEffect[] = [];
  const machine = chatWidgetMachine.provide({
    actors: { loadWidget: shop.request<void, LoadWidgetInput>('loadWidget') },
    guards: { isWidgetReady: () => page.widgetReady },
    actions: {
      openWidget: () => effects.push('openWidget'),
      showContactOptions: () => effects.push('showContactOptions'),
    },
  });
  const actor = createActor(machine, clock === undefined ? { input } : { input, clock });
  actor.start();
  return { actor, shop, page, effects };
}

export type ChatWidgetHarness = ReturnType<typeof startChatWidget>;
