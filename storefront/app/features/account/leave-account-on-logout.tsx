import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { useLocale } from '../../lib/locale-route';
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
  const where = useRef({ pathname, locale });
  where.current = { pathname, locale };

  useEffect(() => {
    const subscription = session.on('session.loggedOut', () => {
      if (/\/MyAccount(\/|$)/.test(where.current.pathname)) void navigate(`/${where.current.locale}`, { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [session, navigate]);
  return null;
}
