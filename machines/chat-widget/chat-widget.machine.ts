import { setup } from 'xstate';
import { stubRequest } from '../requests/requests';
import {
  CHAT_WIDGET_POLL_MS,
  CHAT_WIDGET_READY_TIMEOUT_MS,
  type ChatWidgetContext,
  type ChatWidgetEvent,
  type ChatWidgetInput,
  type ChatWidgetTag,
  type LoadWidgetInput,
} from './chat-widget.types';

/**
 * The support chat button and its third-party widget (spec §2, §4, §7).
 *
 * ```
 * uninitialised ──chat.open──▶ loading ─────────────── ready? ──▶ open ◀──chat.open── ready
 *   │ no script: showContactOptions   ├─ injecting   loadWidget({ scriptUrl })            │
 *   └─ (stays)                        └─ polling     every 50 ms: isWidgetReady      open └─chat.closed─▶ ready
 *                                     15 s, or the script fails ──▶ failed ──chat.open──▶ loading
 * ```
 *
 * Nothing third-party loads before the shopper asks for chat. The readiness
 * check is a guard rather than a request: it asks the page (is the widget's
 * API there yet?) and answers at once. The timeout covers the whole load, so
 * a script that never answers and a widget that never gets ready both end in
 * `failed`, where the button works again as "try again". Once loaded, the
 * widget is reused: `ready` and `open` never load anything.
 */
export const chatWidgetMachine = setup({
  types: {
    context: {} as ChatWidgetContext,
    events: {} as ChatWidgetEvent,
    input: {} as ChatWidgetInput,
    tags: {} as ChatWidgetTag,
  },
  actors: {
    /** Stub: the storefront injects the script and resolves on its load event (`chatWidgetActors` in storefront/app/features/shell/shell.actors.ts). */
    loadWidget: stubRequest<void, LoadWidgetInput>('chatWidgetMachine', 'loadWidget'),
  },
  delays: {
    /** Spec §4 "polling every 50 ms". Override with `machine.provide({ delays })`. */
    widgetPoll: CHAT_WIDGET_POLL_MS,
    widgetReadyTimeout: ({ context }) => context.readyTimeoutMs,
  },
  guards: {
    hasNoScript: ({ context }) => context.scriptUrl === null,
    /** Stub: the storefront asks the widget's global API whether it is ready. */
    isWidgetReady: () => false,
  },
  actions: {
    /** Stub effect: the widget's own "open" call. */
    openWidget: () => {},
    /** Stub effect: the host shows the contact options (phone, email, form) instead of a chat. */
    showContactOptions: () => {},
  },
}).createMachine({
  id: 'chat-widget',
  context: ({ input }) => ({
    scriptUrl: input.scriptUrl,
    readyTimeoutMs: input.readyTimeoutMs ?? CHAT_WIDGET_READY_TIMEOUT_MS,
  }),
  initial: 'uninitialised',
  states: {
    uninitialised: {
      on: {
        'chat.open': [{ guard: 'hasNoScript', actions: 'showContactOptions' }, { target: 'loading' }],
      },
    },
    loading: {
      tags: ['loading'],
      initial: 'injecting',
      after: { widgetReadyTimeout: { target: 'failed' } },
      states: {
        injecting: {
          invoke: {
            id: 'loadWidget',
            src: 'loadWidget',
            // `hasNoScript` kept a null script out of `loading`.
            input: ({ context }) => ({ scriptUrl: context.scriptUrl ?? '' }),
            onDone: { target: 'polling' },
            onError: { target: '#chat-widget.failed' },
          },
        },
        polling: {
          after: {
            widgetPoll: [
              { guard: 'isWidgetReady', target: '#chat-widget.open', actions: 'openWidget' },
              { target: 'polling', reenter: true },
            ],
          },
        },
      },
    },
    /** Loaded and closed: the button shows and opens the same widget again. */
    ready: {
      on: { 'chat.open': { target: 'open', actions: 'openWidget' } },
    },
    /** The widget is on screen; the button is hidden until the widget says it closed. */
    open: {
      tags: ['open'],
      on: { 'chat.closed': { target: 'ready' } },
    },
    /** The script failed or the widget never got ready: the button tries again. */
    failed: {
      tags: ['error'],
      on: { 'chat.open': { target: 'loading' } },
    },
  },
});
