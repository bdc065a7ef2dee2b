import { Suspense, type ReactNode } from 'react';

import { ChatProvider } from '../shell/chat-host';
import type { LayoutData } from './menu-loader.server';
import { lazyPart } from '../../lib/react/lazy-part';
import { ShopContactContext } from '../contact/shop-contact';
import { SidebarContext, sidebarLogic } from '../shell/sidebar-context';
import { useHydrated } from '../../lib/react/use-hydrated';

/**
 * The side panel's host (what opens it, the session's bridge to it, and the panel once opened):
 * nothing of it is in the server's HTML, so it loads once the page is hydrated.
 */
const SidePanelHost = lazyPart(() => import('./side-panel-host').then((module) => module.SidePanelHost));

interface LayoutProvidersProps {
  data: LayoutData;
  /** The account layout's guard already knows a customer is there. */
  isAuthenticated?: boolean;
  children: ReactNode;
}

/** What every layout with a side panel shares: the sidebar, the shop's contact points, the support chat and the panel itself. */
export function LayoutProviders({ data, isAuthenticated = false, children }: LayoutProvidersProps) {
  const hydrated = useHydrated();
  return (
    <SidebarContext.Provider logic={sidebarLogic} input={{ isAuthenticated }}>
      <ShopContactContext.Provider value={data.contact}>
        <ChatProvider>
          {children}
          {hydrated ? (
            <Suspense fallback={null}>
              <SidePanelHost menuItems={data.menuItems} />
            </Suspense>
          ) : null}
        </ChatProvider>
      </ShopContactContext.Provider>
    </SidebarContext.Provider>
  );
}
