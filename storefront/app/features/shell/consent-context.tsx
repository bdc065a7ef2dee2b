import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';

import { consentBeforeStart, type consentMachine } from '@shop/machines/consent';

import { createDeferredActorContext } from '../../lib/react/deferred-actor-context';
import { useRootData, type ThirdParties } from '../../lib/react/root-data';
import { readConsentCookie } from './consent-cookie';
import { declareConsentDefault } from './tracking';

const NO_THIRD_PARTIES: ThirdParties = { chatWidgetScriptUrl: null, googleTagId: null, trackingScriptUrls: [] };

/**
 * On the server consent is unknown (no notice, no tag). In the browser, without a stored grant the
 * notice shows at once and the machine starts at the shopper's choice; with one, the machine starts
 * in idle time after the page's `load` (it loads the tags). The routes seen meanwhile wait for it.
 */
export const ConsentContext = createDeferredActorContext<typeof consentMachine>(consentBeforeStart, { passiveEvents: ['route.changed'] });

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
  const thirdParties = useRootData()?.thirdParties ?? NO_THIRD_PARTIES;
  // New configuration, same consent: the running machine's next tag reads the latest one.
  const logic = useMemo(() => () => import('./shell-logic').then((module) => module.consentLogic(thirdParties)), [thirdParties]);
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  useEffect(declareConsentDefault, []);
  // No grant stored: the notice, known from the cookie; a grant needs the machine, which loads the tags.
  const knownStart = () => (readConsentCookie() ? null : { path, storedConsent: false });
  return (
    <ConsentContext.Provider logic={logic} input={{ path }} knownStart={knownStart}>
      <RouteChanges />
      {children}
    </ConsentContext.Provider>
  );
}
