import type { ReactNode } from 'react';

import { ChatProvider } from '../shell/chat-host';
import type { LayoutData } from './menu-loader.server';
import { ShopContactContext } from '../../lib/shop-contact';
import { SidePanelHost } from './side-panel-host';
import { SidebarContext, sidebarLogic } from '../../lib/sidebar-context';

interface LayoutProvidersProps {
  data: LayoutData;
  /** The account layout's guard already knows a customer is there. */
  isAuthenticated?: boolean;
  children: ReactNode;
}

/** What every layout with a side panel shares: the sidebar, the shop's contact points, the support chat and the panel itself. */
export function LayoutProviders({ data, isAuthenticated = false, children }: LayoutProvidersProps) {
  return (
    <SidebarContext.Provider logic={sidebarLogic} input={{ isAuthenticated }}>
      <ShopContactContext.Provider value={data.contact}>
        <ChatProvider>
          {children}
          <SidePanelHost menuItems={data.menuItems} />
        </ChatProvider>
      </ShopContactContext.Provider>
    </SidebarContext.Provider>
  );
}
