import { useIntl } from 'react-intl';
import { Link, Outlet } from 'react-router';

import type { Route } from './+types/checkout-layout';
import { menuLoader } from '../features/layout/menu-loader.server';
import { LayoutProviders } from '../features/layout/layout-providers';
import { ShopMark } from '../features/layout/shop-mark';
import { useLocale } from '../lib/i18n/locale-route';

/**
 * Spec §2 checkout layout: the page and the side panel, no shop navigation to leave by: only
 * the logo leads back home. The guard (empty cart → home) is the checkout route's loader, and
 * the cart is loaded by the app-wide cart machine.
 */
export const loader = menuLoader;

export default function CheckoutLayout({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <LayoutProviders data={loaderData}>
      <header className="border-b border-border">
        <div className="mx-auto flex h-14 w-full max-w-6xl items-center px-4">
          <Link to={`/${locale}`} aria-label={intl.formatMessage({ id: 'header.logo' })} className="flex items-center gap-2 font-semibold">
            <ShopMark />
            <span aria-hidden="true">{intl.formatMessage({ id: 'meta.siteName' })}</span>
          </Link>
        </div>
      </header>
      <main id="main" className="flex min-h-dvh flex-col">
        <Outlet />
      </main>
    </LayoutProviders>
  );
}
