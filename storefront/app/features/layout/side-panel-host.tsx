import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

import type { MenuItem } from '@shop/api';
import { selectContentKey, selectContentParams, selectIsOpen } from '@shop/machines/sidebar';

import { LeaveAccountOnLogout } from '../account/leave-account-on-logout';
import { SessionSidebarBridge } from '../account/session-sidebar-bridge';
import { CartContext } from '../cart/cart-context';
import { requestedPanel } from './requested-panel';
import { SidebarContext } from '../shell/sidebar-context';
import { lazyPart } from '../../lib/react/lazy-part';

/** The panel and its contents: loaded when a panel first opens, never with the page. */
const SidePanelContents = lazyPart(() => import('./side-panel-contents').then((module) => module.SidePanelContents));

/** Renders the sidebar machine's panel; a navigation closes it (spec §2). */
export function SidePanelHost({ menuItems }: { menuItems: MenuItem[] }) {
  const sidebar = SidebarContext.useActorRef();
  const open = SidebarContext.useSelector(selectIsOpen);
  const key = SidebarContext.useSelector(selectContentKey);
  const params = SidebarContext.useSelector(selectContentParams);
  const location = useLocation();
  const previousLocation = useRef(location.key);
  // Once opened the panel stays mounted, so closing it plays its animation and returns focus.
  const [wanted, setWanted] = useState(false);
  if (open && key !== null && !wanted) setWanted(true);

  useEffect(() => {
    if (previousLocation.current === location.key) return;
    previousLocation.current = location.key;
    sidebar.send({ type: 'route.changed' });
  }, [location.key, sidebar]);

  // After the navigation closed the previous panel: the one the new address asks for.
  useEffect(() => {
    const requested = requestedPanel(location.search);
    if (requested) sidebar.send({ type: 'panel.open', ...requested });
  }, [location.key, location.search, sidebar]);

  // Spec §2: the cart opens in the side panel; after "Add to cart" the shopper sees what they bought.
  const cart = CartContext.useActorRef();
  useEffect(() => {
    const subscription = cart.on('cart.itemAdded', () => sidebar.send({ type: 'panel.open', key: 'cart' }));
    return () => subscription.unsubscribe();
  }, [cart, sidebar]);

  return (
    <>
      <SessionSidebarBridge />
      <LeaveAccountOnLogout />
      {wanted ? (
        <Suspense fallback={null}>
          <SidePanelContents
            open={open}
            contentKey={key}
            params={params}
            menuItems={menuItems}
            onClose={() => sidebar.send({ type: 'panel.close' })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
