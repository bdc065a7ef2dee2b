import { CONSENT_MODE_DEFAULT, type ConsentModeState } from '@shop/machines/consent';

import type { ThirdParties } from '../../lib/react/root-data';

/** Google's tag reads its commands from this queue; ours are pushed the way its snippet does. */
interface TagWindow {
  dataLayer?: unknown[];
}

function tagQueue(): unknown[] {
  const tagWindow = window as unknown as TagWindow;
  tagWindow.dataLayer ??= [];
  return tagWindow.dataLayer;
}

/**
 * `gtag(...)`: Google's tag expects each command as an `arguments` object, not an array, so this
 * is a function declaration's own `arguments` (as in Google's snippet).
 */
function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- the tag reads `arguments` objects only
  tagQueue().push(arguments);
}

let consentDeclared = false;

/** Consent mode's default (everything denied), declared before any tag can run: on the first render in the browser. */
export function declareConsentDefault(): void {
  if (consentDeclared) return;
  consentDeclared = true;
  gtag('consent', 'default', { ...CONSENT_MODE_DEFAULT });
}

export function grantConsent(state: ConsentModeState): void {
  declareConsentDefault();
  gtag('consent', 'update', { ...state });
}

function injectScript(src: string): void {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** The configured tags (Google's, then the others), injected once; nothing is configured by default. */
export function loadTrackingScripts(thirdParties: ThirdParties): void {
  if (thirdParties.googleTagId) {
    gtag('js', new Date());
    // Page views are ours to send on every route change (spec §7), not the tag's own on load.
    gtag('config', thirdParties.googleTagId, { send_page_view: false });
    injectScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(thirdParties.googleTagId)}`);
  }
  for (const src of thirdParties.trackingScriptUrls) injectScript(src);
}

/** Spec §7: a page view with the page's path on every route change. */
export function trackPageView(thirdParties: ThirdParties, path: string): void {
  if (!thirdParties.googleTagId) return;
  gtag('event', 'page_view', { page_path: path, page_location: new URL(path, window.location.origin).toString() });
}
