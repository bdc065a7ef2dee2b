import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router';

import { ChatProvider } from '../shell/chat-host';
import type { LayoutData } from './menu-loader.server';
import { lazyPart, useWaitingPartsMayLoad } from '../../lib/react/lazy-part';
import { subscribeToNothing } from '../../lib/react/use-hydrated';
import { ShopContactContext } from '../contact/shop-contact';
import { SidebarContext, sidebarLogic } from '../shell/sidebar-context';

/**
 * The side panel's host (what opens it, the session's bridge to it, and the panel once opened):
 * nothing of it is in the server's HTML. It answers the shopper or a machine only, so it loads
 * with the parts that wait for the shopper, or once hydrated when the address asks for a panel
 * (`?panel=`, a link in an email).
 */
const SidePanelHost = lazyPart(() => import('./side-panel-host').then((module) => module.SidePanelHost));

interface LayoutProvidersProps {
  data: LayoutData;
  /** The account layout's guard already knows a customer is there. */
  isAuthenticated?: boolean;
  children: ReactNode;
}

/**
 * Whether the address asks for a panel (`?panel=`, a link in an email): false on the server and
 * while the page hydrates (the router renders the layout again when the address changes). Not
 * `useHydrated`: a page that asks for no panel ends its hydration without a second, synchronous
 * render of the layout.
 */
function usePanelAsked(): boolean {
  const { search } = useLocation();
  return useSyncExternalStore(
    subscribeToNothing,
    () => new URLSearchParams(search).has('panel'),
    () => false,
  );
}

/** What every layout with a side panel shares: the sidebar, the shop's contact points, the support chat and the panel itself. */
export function LayoutProviders({ data, isAuthenticated = false, children }: LayoutProvidersProps) {
  const shopperMayUseIt = useWaitingPartsMayLoad();
  const panelAsked = usePanelAsked();
  return (
    <SidebarContext.Provider logic={sidebarLogic} input={{ isAuthenticated }}>
      <ShopContactContext.Provider value={data.contact}>
        <ChatProvider>
          {children}
          {shopperMayUseIt || panelAsked ? (
            <Suspense fallback={null}>
              <SidePanelHost menuItems={data.menuItems} />
            </Suspense>
          ) : null}
        </ChatProvider>
      </ShopContactContext.Provider>
    </SidebarContext.Provider>
  );
}
