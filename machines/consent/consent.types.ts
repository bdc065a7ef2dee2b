/**
 * Types and constants of the cookie notice (spec §1, §2 "Other UI" the cookie
 * notice with 'Got it', §4 analytics page views, §9 "Cookie consent on accept
 * grants ad storage, analytics storage, ad user data and ad personalization").
 */

/** The four Google consent mode signals the notice decides, each `granted` or `denied`. */
export type ConsentModeState = Readonly<{
  ad_storage: 'granted' | 'denied';
  analytics_storage: 'granted' | 'denied';
  ad_user_data: 'granted' | 'denied';
  ad_personalization: 'granted' | 'denied';
}>;

/**
 * What the host declares with `gtag('consent', 'default', …)` before any tag
 * runs: nothing is granted until the shopper presses 'Got it'.
 */
export const CONSENT_MODE_DEFAULT = Object.freeze({
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
} as const) satisfies ConsentModeState;

/** What 'Got it' grants (`gtag('consent', 'update', …)`), exactly the four signals of spec §9. */
export const CONSENT_MODE_GRANTED = Object.freeze({
  ad_storage: 'granted',
  analytics_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
} as const) satisfies ConsentModeState;

export interface ConsentInput {
  /** The path on screen when the page starts, for the first page view once consent is known. */
  readonly path: string;
  /** The stored consent the host read already (it showed the notice before the machine ran): not read again. */
  readonly storedConsent?: StoredConsent;
}

export interface ConsentContext {
  /** The path on screen, kept while consent is unknown or pending so the page view after 'Got it' names the right page. */
  readonly path: string;
  /** The stored consent the host gave at the start, or `null`: the machine reads it. */
  readonly givenStoredConsent: StoredConsent | null;
}

/** What the injected `readStoredConsent` actor answers: whether 'Got it' was pressed before (the host's cookie or storage). */
export type StoredConsent = boolean;

/**
 * Events, dotted by source.
 *
 * | event              | sent by                          | effect |
 * |--------------------|----------------------------------|--------|
 * | `consent.accepted` | the notice's 'Got it' button     | `pending`: grant, remember, load the scripts, page view for the current path |
 * | `route.changed`    | router, after every navigation   | remember the path; a page view only once consent is granted |
 */
export type ConsentEvent = { type: 'consent.accepted' } | { type: 'route.changed'; path: string };

/** Cross-cutting facts components may read with `snapshot.hasTag`. */
export type ConsentTag = 'noticeShown' | 'granted';
