import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import type { MenuItem } from '@shop/api';
import { isShopLocale } from '@shop/api/locale';
import { Button, LanguageSwitcher, STOREFRONT_LOCALES } from '@shop/design-system';
import { selectContentKey, selectIsOpen } from '@shop/machines/sidebar';

import { useLocale } from '../../lib/locale-route';
import { useRootData } from '../../lib/root-data';
import { renderRouterLink } from '../../lib/router-link';
import { menuItemPath } from './menu-links';
import { SidebarContext } from './sidebar-context';
import { useAlternateHref } from './use-alternates';

function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

/** Spec §2 header: menu button, logo to home, navigation, language switcher. Search, profile and cart join later. */
export function SiteHeader({ menuItems }: { menuItems: MenuItem[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const alternateHref = useAlternateHref();
  const sidebar = SidebarContext.useActorRef();
  const menuOpen = SidebarContext.useSelector((snapshot) => selectIsOpen(snapshot) && selectContentKey(snapshot) === 'menu');
  const currentLanguage = STOREFRONT_LOCALES.find((option) => option.code === locale)?.label ?? locale;
  const currency = useRootData()?.currency ?? 'EUR';
  const currencyName = intl.formatMessage({ id: `currency.${currency}` });

  return (
    <header className="sticky top-0 z-header border-b border-border bg-background/95 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground">
        {intl.formatMessage({ id: 'layout.skipToContent' })}
      </a>
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-3 px-4">
        <Button
          variant="ghost"
          size="sm"
          aria-label={intl.formatMessage({ id: 'header.menu' })}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={() => sidebar.send({ type: 'panel.toggle', key: 'menu' })}
        >
          <MenuIcon />
        </Button>
        <Link to={`/${locale}`} className="flex items-center gap-2 text-lg font-bold text-primary" aria-label={intl.formatMessage({ id: 'header.logo' })}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="hidden mobileWide:inline">{intl.formatMessage({ id: 'meta.siteName' })}</span>
        </Link>
        <nav aria-label={intl.formatMessage({ id: 'header.mainNavigation' })} className="ml-4 hidden desktop:block">
          <ul className="flex gap-4">
            {menuItems.map((item) => (
              <li key={item.slug}>
                <Link to={menuItemPath(locale, item)} className="font-medium hover:text-primary">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <Button
            variant="ghost"
            size="sm"
            aria-haspopup="dialog"
            aria-label={intl.formatMessage({ id: 'header.localeAndCurrency' }, { language: currentLanguage, currency: currencyName })}
            onClick={() => sidebar.send({ type: 'panel.toggle', key: 'locale' })}
          >
            {currency}
          </Button>
          <LanguageSwitcher
            currentLocale={locale}
            getHref={(option) => (isShopLocale(option.code) ? alternateHref(option.code) : `/${locale}`)}
            triggerLabel={intl.formatMessage({ id: 'header.language' }, { language: currentLanguage })}
            listLabel={intl.formatMessage({ id: 'sidePanel.locale.title' })}
            renderLink={renderRouterLink}
          />
        </div>
      </div>
    </header>
  );
}
