import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router';

import type { Route } from './+types/account-layout';
import { AccountNav } from '@shop/design-system';

import { requireCustomer } from '../features/account/account-guard.server';
import { accountNavItems } from '../features/account/account-nav-items';
import { menuLoader } from '../features/layout/menu-loader.server';
import { LayoutProviders } from '../features/layout/layout-providers';
import { ShopHeader } from '../features/layout/site-header';
import { localeOfPath } from '../lib/i18n/locale-detection';
import { useLocale } from '../lib/i18n/locale-route';
import { renderRouterLink } from '../lib/routing/router-link';
import { shopClientFor } from '../lib/shop-api/shop.server';

/**
 * Spec §2 account layout: the header, the account's navigation and the page, with the side panel
 * the header's buttons open. Its loader is the authenticated guard (§2, §6): no session cookie or
 * no logged-in customer sends the visitor to `/`, on every navigation inside the account.
 */
export async function loader(args: Route.LoaderArgs) {
  const { request, context } = args;
  const locale = localeOfPath(new URL(request.url).pathname) ?? 'en';
  await requireCustomer(request, shopClientFor(request, context, locale));
  return menuLoader(args);
}

/** The page of the navigation that is on screen; an order's details belong to the history. */
function currentPageOf(pathname: string): string | null {
  const page = /\/MyAccount\/([^/]+)/.exec(pathname)?.[1] ?? null;
  return page === 'Order' ? 'OrderHistory' : page;
}

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { pathname } = useLocation();
  return (
    <LayoutProviders data={loaderData} isAuthenticated>
      <div className="flex min-h-dvh flex-col">
        <ShopHeader />
        <main id="main" className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6 tablet:flex-row tablet:items-start">
          <AccountNav
            items={accountNavItems(intl, locale)}
            currentId={currentPageOf(pathname)}
            renderLink={renderRouterLink}
            className="tablet:w-56 tablet:shrink-0"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-6">
            <Outlet />
          </div>
        </main>
      </div>
    </LayoutProviders>
  );
}
