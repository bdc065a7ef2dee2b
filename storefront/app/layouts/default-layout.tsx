import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';

import type { Route } from './+types/default-layout';
import { menuLoader } from '../features/layout/menu-loader.server';
import { SidePanelHost } from '../features/layout/side-panel-host';
import { SidebarContext } from '../features/layout/sidebar-context';
import { SiteFooter } from '../features/layout/site-footer';
import { ShopHeader } from '../features/layout/site-header';
import { localeOfPath } from '../lib/locale-detection';

export const loader = menuLoader;

export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);
}

/**
 * Spec §2 default layout: header, content, side panel, cookie notice, footer, chat button and
 * review modal. The cookie notice, chat button and review modal arrive with the content issue.
 */
export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SidebarContext.Provider options={{ input: { isAuthenticated: false } }}>
      <div className="flex min-h-dvh flex-col">
        <ShopHeader menuItems={loaderData.menuItems} />
        <main id="main" className="flex flex-1 flex-col">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <SidePanelHost menuItems={loaderData.menuItems} />
    </SidebarContext.Provider>
  );
}
