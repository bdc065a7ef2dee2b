import { fromPromise } from 'xstate';
import { consentMachine } from './consent.machine';
import type { ConsentModeState, StoredConsent } from './consent.types';

/** What the cookie notice needs from the storefront. */
export interface ConsentMachineDeps {
  /** Whether 'Got it' was pressed on an earlier visit (the consent cookie). */
  readStoredConsent: () => Promise<StoredConsent>;
  /** `gtag('consent', 'update', state)`; the page declared `CONSENT_MODE_DEFAULT` before any tag. */
  grantConsent: (state: ConsentModeState) => void;
  /** Stores the grant for later visits. */
  rememberConsent: () => void;
  /** Injects the configured analytics, affiliate, Google and social scripts (none without configuration). */
  loadTrackingScripts: () => void;
  /** Sends one page view of `path`. */
  trackPageView: (path: string) => void;
}

/** The consent machine with the storefront's storage and tags in place of the stubs. */
export function createConsentMachine(deps: ConsentMachineDeps) {
  return consentMachine.provide({
    actors: { readStoredConsent: fromPromise<StoredConsent>(() => deps.readStoredConsent()) },
    actions: {
      grantConsent: (_, params) => deps.grantConsent(params),
      rememberConsent: () => deps.rememberConsent(),
      loadTrackingScripts: () => deps.loadTrackingScripts(),
      trackPageView: (_, params) => deps.trackPageView(params.path),
    },
  });
}
