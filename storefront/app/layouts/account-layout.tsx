import { Outlet } from 'react-router';

import type { Route } from './+types/account-layout';
import { SidebarContext } from '../features/layout/sidebar-context';
import { ShopHeader } from '../features/layout/site-header';
import { menuLoader } from '../features/layout/menu-loader.server';

/**
 * Spec §2 account layout: the header only, then the page. Its pages (`/{lang}/MyAccount/*`)
 * and the authenticated guard join with the customer-accounts issue.
 */
export const loader = menuLoader;

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SidebarContext.Provider options={{ input: { isAuthenticated: false } }}>
      <div className="flex min-h-dvh flex-col">
        <ShopHeader menuItems={loaderData.menuItems} />
        <main id="main" className="flex flex-1 flex-col">
          <Outlet />
        </main>
      </div>
    </SidebarContext.Provider>
  );
}
