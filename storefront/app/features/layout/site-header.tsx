import { useIntl } from 'react-intl';

import { isShopLocale } from '@shop/api/locale';
import { Button, Flag, LanguageSwitcher, SiteHeader, STOREFRONT_LOCALES } from '@shop/design-system';
import { selectTotalQuantity } from '@shop/machines/cart';
import { selectContentKey, selectIsOpen } from '@shop/machines/sidebar';

import { useProfileButton } from '../account/use-profile-button';
import { CartContext } from '../cart/cart-context';
import { rememberLocaleChoice } from '../../lib/i18n/locale-detection';
import { useLocale } from '../../lib/i18n/locale-route';
import { useRootData } from '../../lib/react/root-data';
import { renderRouterLink } from '../../lib/routing/router-link';
import { SEARCH_BAR_ID, useHeaderSearch } from './header-search';
import { headerNavigation } from './menu-links';
import { SidebarContext } from '../shell/sidebar-context';
import { ShopMark } from './shop-mark';
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
  const localeOpen = SidebarContext.useSelector((snapshot) => selectIsOpen(snapshot) && selectContentKey(snapshot) === 'locale');
  const search = useHeaderSearch();
  const cartCount = CartContext.useSelector(selectTotalQuantity);
  const currentOption = STOREFRONT_LOCALES.find((option) => option.code === locale);
  const currency = useRootData()?.currency ?? 'EUR';
  const profile = useProfileButton();
  const localeLabel = intl.formatMessage(
    { id: 'header.localeAndCurrency' },
    { language: currentOption?.label ?? locale, currency: intl.formatMessage({ id: `currency.${currency}` }) },
  );
  const openLocalePanel = () => sidebar.send({ type: 'panel.toggle', key: 'locale' });

  return (
    <SiteHeader
      logo={<ShopMark />}
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
      // Below 425 px the currency and language fold into one flag button that opens the locale panel.
      onLocaleClick={openLocalePanel}
      localeFlag={currentOption === undefined ? null : <Flag code={currentOption.flagCode} size="sm" />}
      localeLabel={localeLabel}
      localeExpanded={localeOpen}
      languageSwitcher={
        <div className="flex items-center gap-1">
          {/* 44 px tall like the header's other buttons (the small size is 36). */}
          <Button variant="ghost" size="sm" className="h-11" aria-haspopup="dialog" aria-label={localeLabel} onClick={openLocalePanel}>
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
