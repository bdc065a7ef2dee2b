import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';

import type { Route } from './+types/default-layout';
import { menuLoader } from '../features/layout/menu-loader.server';
import { LayoutProviders } from '../features/layout/layout-providers';
import { SiteFooter } from '../features/layout/site-footer';
import { ShopHeader } from '../features/layout/site-header';
import { ReviewModalProvider } from '../features/reviews/review-modal';
import { ChatButtonHost } from '../features/shell/chat-host';
import { CookieNoticeHost } from '../features/shell/cookie-notice-host';
import { localeOfPath } from '../lib/i18n/locale-detection';

export const loader = menuLoader;

export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);
}

/** Spec §2 default layout: header, content, side panel, cookie notice, footer, chat button and review modal. */
export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  return (
    <LayoutProviders data={loaderData}>
      <ReviewModalProvider>
        <div className="flex min-h-dvh flex-col">
          <ShopHeader />
          <main id="main" className="flex flex-1 flex-col">
            <Outlet />
          </main>
          <SiteFooter />
        </div>
        <ChatButtonHost />
        <CookieNoticeHost />
      </ReviewModalProvider>
    </LayoutProviders>
  );
}
