import { useEffect, useMemo, type ReactNode } from 'react';

import { cartEventOf } from '@shop/machines/session';

import { hasSessionMarker } from '../../lib/shop-api/session-marker';
import { useShopClient } from '../../lib/shop-api/shop-client';
import { CartContext } from '../cart/cart-context';
import { SessionContext } from './session-context';

/**
 * Runs the session machine for the whole app, inside the cart's provider: a login brings the
 * customer's cart (the guest's lines merged in by the shop), a logout empties it (spec §4). The
 * server renders every page as for a visitor. In the browser, a visitor without a session (no
 * marker) is a guest until they log in; with a session, the browser asks who is logged in when the
 * machine starts (the first event, or idle time after `load`).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useShopClient();
  // After a language change the running session keeps its state and asks with the new client.
  const logic = useMemo(() => () => import('./session-logic').then((module) => module.sessionLogic(client)), [client]);
  return (
    <SessionContext.Provider logic={logic} knownStart={knownGuest}>
      <SessionCartBridge />
      <SessionRefresh />
      {children}
    </SessionContext.Provider>
  );
}

/** No session: a guest, known without asking the shop. */
const knownGuest = () => (hasSessionMarker() ? null : { customer: null });

/** The cart follows the session: reloaded after a login, emptied after a logout. */
function SessionCartBridge() {
  const session = SessionContext.useActorRef();
  const cart = CartContext.useActorRef();
  useEffect(() => {
    const subscriptions = (['session.loggedIn', 'session.loggedOut', 'session.resolved'] as const).map((type) =>
      session.on(type, (emitted) => {
        const event = cartEventOf(emitted);
        if (event) cart.send(event);
      }),
    );
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [session, cart]);
  return null;
}

/** Another tab may have logged in or out: ask again whenever this one comes back. */
function SessionRefresh() {
  const session = SessionContext.useActorRef();
  useEffect(() => {
    const refreshWhenShown = () => {
      if (document.visibilityState === 'visible') session.refresh({ type: 'session.refresh' });
    };
    document.addEventListener('visibilitychange', refreshWhenShown);
    return () => document.removeEventListener('visibilitychange', refreshWhenShown);
  }, [session]);
  return null;
}
