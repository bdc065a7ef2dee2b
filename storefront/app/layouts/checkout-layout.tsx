import { Outlet } from 'react-router';

import type { Route } from './+types/checkout-layout';
import { menuLoader } from '../features/layout/menu-loader.server';
import { SidePanelHost } from '../features/layout/side-panel-host';
import { SidebarContext } from '../features/layout/sidebar-context';

/**
 * Spec §2 checkout layout: the page and the side panel, no shop navigation to leave by.
 * The checkout guard (empty cart → home) and the loaded cart join with the purchase issue.
 */
export const loader = menuLoader;

export default function CheckoutLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SidebarContext.Provider options={{ input: { isAuthenticated: false } }}>
      <main id="main" className="flex min-h-dvh flex-col">
        <Outlet />
      </main>
      <SidePanelHost menuItems={loaderData.menuItems} />
    </SidebarContext.Provider>
  );
}
