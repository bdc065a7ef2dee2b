import { useIntl } from 'react-intl';

import { isShopLocale } from '@shop/api/locale';
import { Button, LanguageSwitcher, SiteHeader, STOREFRONT_LOCALES } from '@shop/design-system';
import { selectTotalQuantity } from '@shop/machines/cart';
import { selectContentKey, selectIsOpen } from '@shop/machines/sidebar';

import { useProfileButton } from '../account/use-profile-button';
import { CartContext } from '../cart/cart-context';
import { rememberLocaleChoice } from '../../lib/locale-detection';
import { useLocale } from '../../lib/locale-route';
import { useRootData } from '../../lib/root-data';
import { useHydrated } from '../../lib/use-hydrated';
import { renderRouterLink } from '../../lib/router-link';
import { SEARCH_BAR_ID, useHeaderSearch } from './header-search';
import { headerNavigation } from './menu-links';
import { SidebarContext } from '../../lib/sidebar-context';
import { useAlternateHref } from './use-alternates';

/**
 * Spec §2 header: menu button (below 1024 px), logo to home, navigation, language and currency,
 * search toggle with its bar, the profile button (the account panel) and the cart button with its badge.
 */
export function ShopHeader() {
  const intl = useIntl();
  const locale = useLocale();
  const alternateHref = useAlternateHref();
  const sidebar = SidebarContext.useActorRef();
  const menuOpen = SidebarContext.useSelector((snapshot) => selectIsOpen(snapshot) && selectContentKey(snapshot) === 'menu');
  const search = useHeaderSearch();
  const hydrated = useHydrated();
  const loadedCartCount = CartContext.useSelector(selectTotalQuantity);
  const cartCount = hydrated ? loadedCartCount : 0;
  const currentLanguage = STOREFRONT_LOCALES.find((option) => option.code === locale)?.label ?? locale;
  const currency = useRootData()?.currency ?? 'EUR';
  const profile = useProfileButton();

  return (
    <SiteHeader
      logo={<img src="/favicon.svg" alt="" width={28} height={28} />}
      logoHref={`/${locale}`}
      logoLabel={intl.formatMessage({ id: 'header.logo' })}
      navItems={headerNavigation(intl, locale)}
      onMenuClick={() => sidebar.send({ type: 'panel.toggle', key: 'menu' })}
      menuExpanded={menuOpen}
      onSearchClick={search.toggle}
      searchExpanded={search.visible}
      searchControls={SEARCH_BAR_ID}
      {...profile}
      onCartClick={() => sidebar.send({ type: 'panel.toggle', key: 'cart' })}
      cartCount={cartCount}
      skipLinkHref="#main"
      renderLink={renderRouterLink}
      languageSwitcher={
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-haspopup="dialog"
            aria-label={intl.formatMessage(
              { id: 'header.localeAndCurrency' },
              { language: currentLanguage, currency: intl.formatMessage({ id: `currency.${currency}` }) },
            )}
            onClick={() => sidebar.send({ type: 'panel.toggle', key: 'locale' })}
          >
            {currency}
          </Button>
          <LanguageSwitcher
            currentLocale={locale}
            getHref={(option) => (isShopLocale(option.code) ? alternateHref(option.code) : `/${locale}`)}
            onLocaleSelect={(code) => {
              if (isShopLocale(code)) rememberLocaleChoice(code);
            }}
            renderLink={renderRouterLink}
          />
        </div>
      }
    >
      {search.bar}
    </SiteHeader>
  );
}
