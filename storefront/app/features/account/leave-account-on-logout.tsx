import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { useLocale } from '../../lib/i18n/locale-route';
import { SessionContext } from './session-context';

/**
 * After a logout the account's pages have nothing to show (and their guard would refuse them on
 * the next navigation): leave `/{lang}/MyAccount/*` for the home page at once.
 */
export function LeaveAccountOnLogout() {
  const session = SessionContext.useActorRef();
  const navigate = useNavigate();
  const locale = useLocale();
  const { pathname } = useLocation();
  // Reads the page of the moment when the event comes, without resubscribing on every navigation.
  const leaveAccountPages = useEffectEvent(() => {
    if (/\/MyAccount(\/|$)/.test(pathname)) void navigate(`/${locale}`, { replace: true });
  });

  useEffect(() => {
    const subscription = session.on('session.loggedOut', () => leaveAccountPages());
    return () => subscription.unsubscribe();
  }, [session]);
  return null;
}
