import { createActorContext } from '@xstate/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

import { createConsentMachine } from '@shop/machines/consent';

import { useRootData, type ThirdParties } from '../../lib/root-data';
import { readConsentCookie, writeConsentCookie } from './consent-cookie';
import { declareConsentDefault, grantConsent, loadTrackingScripts, trackPageView } from './tracking';

const NO_THIRD_PARTIES: ThirdParties = { chatWidgetScriptUrl: null, googleTagId: null, trackingScriptUrls: [] };

/** The configuration is read when a tag is needed, so the machine is made once per page. */
function consentMachineFor(thirdParties: () => ThirdParties) {
  return createConsentMachine({
    readStoredConsent: async () => readConsentCookie(),
    grantConsent,
    rememberConsent: writeConsentCookie,
    loadTrackingScripts: () => loadTrackingScripts(thirdParties()),
    trackPageView: (path) => trackPageView(thirdParties(), path),
  });
}

const placeholder = consentMachineFor(() => NO_THIRD_PARTIES);

export const ConsentContext = createActorContext(placeholder);

/** Tells the consent machine about every route change: its page views start only after 'Got it'. */
function RouteChanges() {
  const { pathname, search } = useLocation();
  const consent = ConsentContext.useActorRef();
  useEffect(() => {
    consent.send({ type: 'route.changed', path: `${pathname}${search}` });
  }, [consent, pathname, search]);
  return null;
}

/**
 * The cookie consent of every page (spec §1, §4, §9), in the browser only: on the server the
 * notice is never shown (a cached page must not carry it), and no tag loads before 'Got it'.
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const thirdParties = useRef(NO_THIRD_PARTIES);
  thirdParties.current = useRootData()?.thirdParties ?? NO_THIRD_PARTIES;
  const [logic] = useState(() => consentMachineFor(() => thirdParties.current));
  const location = useLocation();
  useEffect(declareConsentDefault, []);
  return (
    <ConsentContext.Provider logic={logic} options={{ input: { path: `${location.pathname}${location.search}` } }}>
      <RouteChanges />
      {children}
    </ConsentContext.Provider>
  );
}
