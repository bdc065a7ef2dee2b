import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';

import { bootstrap, type MenuItem } from '@shop/api';

import type { Route } from './+types/default-layout';
import { shopConfig } from '../config.server';
import { SidePanelHost } from '../features/layout/side-panel-host';
import { SidebarContext } from '../features/layout/sidebar-context';
import { SiteFooter } from '../features/layout/site-footer';
import { SiteHeader } from '../features/layout/site-header';
import { detectLocale, localeOfPath } from '../lib/locale-detection';
import { shopClientFor } from '../lib/shop.server';

/** The menu is a nicety: with the backend down the page still renders (and shows its own error). */
export async function loader({ request, context }: Route.LoaderArgs): Promise<{ menuItems: MenuItem[] }> {
  const locale = localeOfPath(new URL(request.url).pathname) ?? detectLocale(request, shopConfig().defaultLocale);
  try {
    return { menuItems: (await bootstrap(shopClientFor(request, context, locale))).menuItems };
  } catch (error) {
    console.error(`[layout] menu unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return { menuItems: [] };
  }
}

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
        <SiteHeader menuItems={loaderData.menuItems} />
        <main id="main" className="flex flex-1 flex-col">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <SidePanelHost menuItems={loaderData.menuItems} />
    </SidebarContext.Provider>
  );
}
