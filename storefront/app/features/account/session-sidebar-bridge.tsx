import { useEffect } from 'react';

import { selectIsLoggedIn, sidebarEventOf } from '@shop/machines/session';

import { SidebarContext } from '../shell/sidebar-context';
import { SessionContext } from './session-context';

/**
 * Tells the layout's side panel who is logged in: a protected panel asked for while logged out
 * (orders, order details, personal information) opens login first and reopens after it (spec §2).
 */
export function SessionSidebarBridge() {
  const session = SessionContext.useActorRef();
  const sidebar = SidebarContext.useActorRef();
  const loggedIn = SessionContext.useSelector(selectIsLoggedIn);

  // The panel may mount after the session resolved (a layout change): start from what is known.
  useEffect(() => {
    sidebar.send({ type: loggedIn ? 'session.loggedIn' : 'session.loggedOut' });
    // Only when the panel (re)mounts: later changes arrive as the session's events below.
  }, [sidebar]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const subscriptions = (['session.loggedIn', 'session.loggedOut', 'session.resolved'] as const).map((type) =>
      session.on(type, (emitted) => sidebar.send(sidebarEventOf(emitted))),
    );
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [session, sidebar]);
  return null;
}
