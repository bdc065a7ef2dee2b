import { assertEvent, assign, setup } from 'xstate';
import { stubRequest } from '../requests/requests';
import {
  CONSENT_MODE_GRANTED,
  type ConsentContext,
  type ConsentEvent,
  type ConsentInput,
  type ConsentModeState,
  type ConsentTag,
  type StoredConsent,
} from './consent.types';

/**
 * The cookie notice and what it allows (spec §1, §2, §4, §9).
 *
 * ```
 * unknown ──readStoredConsent: true──────────────▶ granted
 *    └──── false / unreadable ──▶ pending ──consent.accepted──▶ granted
 * (a stored consent given as input takes the same branches without the read)
 * ```
 *
 * Nothing third-party loads outside `granted`: its entry applies the consent
 * mode update, then asks the host to inject the configured scripts, then
 * sends the page view of the page on screen; every later `route.changed`
 * sends one more. A grant read from storage takes the same entry, so a
 * returning shopper never sees the notice and still gets the update (consent
 * mode starts denied on every page load). Only a fresh 'Got it' is
 * remembered: a stored grant is already stored.
 */
export const consentMachine = setup({
  types: {
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
    input: {} as ConsentInput,
    tags: {} as ConsentTag,
  },
  actors: {
    /** Stub: the storefront reads its consent cookie (`consentActors` in storefront/app/features/shell/shell.actors.ts). */
    readStoredConsent: stubRequest<StoredConsent>('consentMachine', 'readStoredConsent'),
  },
  guards: {
    wasGranted: (_, params: { stored: StoredConsent }) => params.stored === true,
    isStoredConsentGiven: ({ context }) => context.givenStoredConsent !== null,
  },
  actions: {
    storePath: assign(({ event }) => {
      assertEvent(event, 'route.changed');
      return { path: event.path };
    }),
    /** Stub effect: `gtag('consent', 'update', params)`. */
    grantConsent: (_, _params: ConsentModeState) => {},
    /** Stub effect: the host stores the grant (a cookie) so the next visit skips the notice. */
    rememberConsent: () => {},
    /** Stub effect: the host injects the configured tracking scripts (none by default). */
    loadTrackingScripts: () => {},
    /** Stub effect: one analytics page view of `path`. */
    trackPageView: (_, _params: { path: string }) => {},
  },
}).createMachine({
  id: 'consent',
  context: ({ input }) => ({ path: input.path, givenStoredConsent: input.storedConsent ?? null }),
  initial: 'unknown',
  states: {
    unknown: {
      // The host read the stored consent already (its notice is on screen): no second read.
      always: [
        { guard: { type: 'wasGranted', params: ({ context }) => ({ stored: context.givenStoredConsent === true }) }, target: 'granted' },
        { guard: 'isStoredConsentGiven', target: 'pending' },
      ],
      on: { 'route.changed': { actions: 'storePath' } },
      invoke: {
        id: 'readStoredConsent',
        src: 'readStoredConsent',
        onDone: [
          { guard: { type: 'wasGranted', params: ({ event }) => ({ stored: event.output }) }, target: 'granted' },
          { target: 'pending' },
        ],
        // Storage the host cannot read is no consent: ask.
        onError: { target: 'pending' },
      },
    },
    pending: {
      tags: ['noticeShown'],
      on: {
        'route.changed': { actions: 'storePath' },
        'consent.accepted': { target: 'granted', actions: 'rememberConsent' },
      },
    },
    granted: {
      tags: ['granted'],
      // Order matters: consent first, so the scripts start granted; the page view needs the scripts.
      entry: [
        { type: 'grantConsent', params: CONSENT_MODE_GRANTED },
        'loadTrackingScripts',
        { type: 'trackPageView', params: ({ context }) => ({ path: context.path }) },
      ],
      on: {
        'route.changed': {
          actions: ['storePath', { type: 'trackPageView', params: ({ event }) => ({ path: event.path }) }],
        },
      },
    },
  },
});
