import { and, assertEvent, assign, not, setup } from 'xstate';
import {
  isAuthSidebarKey,
  isProtectedSidebarKey,
  type SidebarContent,
  type SidebarContext,
  type SidebarEvent,
  type SidebarInput,
  type SidebarParams,
  type SidebarRequest,
  type SidebarTag,
} from './sidebar.types';

/**
 * Value equality of two flat param records, independent of key order.
 * The values are primitives by type, so comparing entries one level deep is
 * the whole of deep equality here; a nested value would be a type error first.
 */
export function paramsEqual(a: SidebarParams, b: SidebarParams): boolean {
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) => Object.hasOwn(b, key) && Object.is(a[key], b[key]));
}

/** Copies params so a caller mutating its object later cannot change what the panel shows. */
function toContent(request: SidebarRequest): SidebarContent {
  return { key: request.key, params: { ...request.params } };
}

function isSameRequest(content: SidebarContent | null, request: SidebarRequest): boolean {
  return content !== null && content.key === request.key && paramsEqual(content.params, request.params ?? {});
}

const LOGIN_CONTENT: SidebarContent = { key: 'login', params: {} };

/**
 * The side panel: closed, or open with one panel (spec §2, §4).
 *
 * `open.awaitingLogin` is the login (or register / reset-password) panel shown
 * because a protected panel was asked for while logged out; it alone holds
 * `pendingAfterLogin`. Leaving `open` by any transition clears both content
 * and the pending wish (exit actions), so no path can leave a stale wish behind.
 */
export const sidebarMachine = setup({
  types: {
    context: {} as SidebarContext,
    events: {} as SidebarEvent,
    input: {} as SidebarInput,
    tags: {} as SidebarTag,
  },
  guards: {
    isAuthenticated: ({ context }) => context.isAuthenticated,
    /** The requested key needs a logged-in customer (spec §6). */
    isProtectedRequest: ({ event }) => {
      assertEvent(event, ['panel.toggle', 'panel.open']);
      return isProtectedSidebarKey(event.key);
    },
    /** The requested key is one of the ways to get logged in. */
    isAuthRequest: ({ event }) => {
      assertEvent(event, ['panel.toggle', 'panel.open']);
      return isAuthSidebarKey(event.key);
    },
    /** Same key and deep-equal params as the panel on screen: a toggle closes it. */
    isSameAsContent: ({ context, event }) => {
      assertEvent(event, ['panel.toggle', 'panel.open']);
      return isSameRequest(context.content, event);
    },
    /** Same key and deep-equal params as the panel waiting for login: toggling the same wish again closes. */
    isSameAsPending: ({ context, event }) => {
      assertEvent(event, ['panel.toggle', 'panel.open']);
      return isSameRequest(context.pendingAfterLogin, event);
    },
    isShowingProtectedPanel: ({ context }) => context.content !== null && isProtectedSidebarKey(context.content.key),
  },
  actions: {
    showRequested: assign(({ event }) => {
      assertEvent(event, ['panel.toggle', 'panel.open']);
      return { content: toContent(event) };
    }),
    showLogin: assign({ content: LOGIN_CONTENT }),
    rememberPending: assign(({ event }) => {
      assertEvent(event, ['panel.toggle', 'panel.open']);
      return { pendingAfterLogin: toContent(event) };
    }),
    showPending: assign(({ context }) => ({ content: context.pendingAfterLogin })),
    forgetPending: assign({ pendingAfterLogin: null }),
    clearContent: assign({ content: null }),
    markLoggedIn: assign({ isAuthenticated: true }),
    markLoggedOut: assign({ isAuthenticated: false }),
  },
}).createMachine({
  id: 'sidebar',
  context: ({ input }) => ({
    isAuthenticated: input.isAuthenticated,
    content: null,
    pendingAfterLogin: null,
  }),
  initial: 'closed',
  // Session facts are recorded in every state; `open` and its children refine what else happens.
  on: {
    'session.loggedIn': { actions: 'markLoggedIn' },
    'session.loggedOut': { actions: 'markLoggedOut' },
  },
  states: {
    closed: {
      // From closed, toggle and open mean the same: nothing is on screen to toggle off.
      on: {
        'panel.toggle': [
          {
            guard: and(['isProtectedRequest', not('isAuthenticated')]),
            target: 'open.awaitingLogin',
            actions: ['rememberPending', 'showLogin'],
          },
          { target: 'open.panel', actions: 'showRequested' },
        ],
        'panel.open': [
          {
            guard: and(['isProtectedRequest', not('isAuthenticated')]),
            target: 'open.awaitingLogin',
            actions: ['rememberPending', 'showLogin'],
          },
          { target: 'open.panel', actions: 'showRequested' },
        ],
      },
    },
    open: {
      tags: ['open'],
      initial: 'panel',
      exit: ['clearContent', 'forgetPending'],
      on: {
        'panel.close': { target: 'closed' },
        'route.changed': { target: 'closed' },
        // Logging out closes a protected panel rather than showing login: the
        // shopper just chose to leave (the account panel's log-out), so asking
        // them to log in again would be pushy, and the personal data must go at once.
        'session.loggedOut': [
          { guard: 'isShowingProtectedPanel', target: 'closed', actions: 'markLoggedOut' },
          { actions: 'markLoggedOut' },
        ],
      },
      states: {
        /** Showing the panel the shopper asked for. */
        panel: {
          on: {
            'panel.toggle': [
              { guard: 'isSameAsContent', target: '#sidebar.closed' },
              {
                guard: and(['isProtectedRequest', not('isAuthenticated')]),
                target: 'awaitingLogin',
                actions: ['rememberPending', 'showLogin'],
              },
              { actions: 'showRequested' },
            ],
            'panel.open': [
              {
                guard: and(['isProtectedRequest', not('isAuthenticated')]),
                target: 'awaitingLogin',
                actions: ['rememberPending', 'showLogin'],
              },
              { actions: 'showRequested' },
            ],
          },
        },
        /** Showing login (or register / reset password) on the way to a protected panel. */
        awaitingLogin: {
          on: {
            // Logged out by construction here, so a protected request only replaces the wish.
            'panel.toggle': [
              { guard: 'isSameAsContent', target: '#sidebar.closed' },
              { guard: 'isSameAsPending', target: '#sidebar.closed' },
              {
                guard: 'isProtectedRequest',
                actions: ['rememberPending', 'showLogin'],
              },
              { guard: 'isAuthRequest', actions: 'showRequested' },
              { target: 'panel', actions: ['forgetPending', 'showRequested'] },
            ],
            'panel.open': [
              {
                guard: 'isProtectedRequest',
                actions: ['rememberPending', 'showLogin'],
              },
              { guard: 'isAuthRequest', actions: 'showRequested' },
              { target: 'panel', actions: ['forgetPending', 'showRequested'] },
            ],
            'session.loggedIn': {
              target: 'panel',
              // Order matters: show the wish before forgetting it.
              actions: ['markLoggedIn', 'showPending', 'forgetPending'],
            },
          },
        },
      },
    },
  },
});
