import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { CartIcon, MenuIcon, SearchIcon, UserIcon } from '../../lib/icons';
import type { RenderLink } from '../../lib/render-link';
import { renderAnchor } from '../../lib/render-anchor';
import type { siteHeaderMessages } from './site-header.messages';
import { siteHeaderButtonVariants, siteHeaderNavLinkVariants } from './site-header.variants';

export interface SiteHeaderNavItem {
  label: string;
  href: string;
  /** The section on screen. */
  current?: boolean;
}

export interface SiteHeaderProps {
  /** What the logo link shows (an image and the shop's name). */
  logo: ReactNode;
  /** Home page of the current language. */
  logoHref: string;
  /** Accessible name of the logo link, with the shop's name: "eSIM shop, home". */
  logoLabel: string;
  /** Spec §2: destinations, installation, reviews, FAQ, contact, blog. Shown from the desktop breakpoint. */
  navItems: readonly SiteHeaderNavItem[];
  /** Opens the mobile menu (the storefront's side panel); shown below the desktop breakpoint. */
  onMenuClick: () => void;
  /** The mobile menu is open. */
  menuExpanded?: boolean;
  /**
   * Slot for the language switcher (`LanguageSwitcher`) and a currency choice. With `onLocaleClick`
   * it shows from mobileWide (425 px) up only: below, the whole row does not fit a 320 or 375 px phone.
   */
  languageSwitcher?: ReactNode;
  /**
   * Below mobileWide (425 px) one 44 px button, the current language's flag, stands for the slot
   * above and opens the locale panel (language and currency). No such button without a handler.
   */
  onLocaleClick?: () => void;
  /** The current language's flag on that button (`Flag`). */
  localeFlag?: ReactNode;
  /** Accessible name of that button, saying the current choice: "Language and currency: English, Euro". */
  localeLabel?: string;
  /** The locale panel is open. */
  localeExpanded?: boolean;
  onSearchClick: () => void;
  /** The search bar is shown. */
  searchExpanded?: boolean;
  /** Id of the search bar while it is shown, for `aria-controls`. */
  searchControls?: string;
  /** The profile button shows only with a handler: no dead button before accounts exist. */
  onProfileClick?: () => void;
  /** A customer is logged in: the button says "Account, logged in as {profileName}", a dot is its visible copy. */
  profileLoggedIn?: boolean;
  /** Who is logged in, e.g. "Ana Diaz". */
  profileName?: string;
  /** The account panel is open. */
  profileExpanded?: boolean;
  /** The cart button shows only with a handler. */
  onCartClick?: () => void;
  /** Total items in the cart, said by the button ("Cart, 3 items" / "Cart, empty"); the badge shows only above 0 (spec §2). */
  cartCount?: number;
  /** Where the "Skip to content" link leads, e.g. `#main`; no skip link without it. */
  skipLinkHref?: string;
  renderLink?: RenderLink;
  /** Below the header row, e.g. the search bar while it is shown. */
  children?: ReactNode;
  className?: string;
}

/** Badges stop growing at two digits plus "+". */
function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The site header of spec §2, presentational: the storefront passes the
 * logo, the links and the counts, and handles the buttons (menu and account open side panels, search
 * toggles the search bar). Sticky on the header layer. The mobile menu button
 * shows below the desktop breakpoint (spec §9 mobile menu up to 1023 px); the
 * navigation links from it up. Below mobileWide (425 px) the language and currency
 * slot folds into one flag button that opens the locale panel, so every button
 * fits a 320 px phone (issue 19).
 */
export function SiteHeader({
  logo,
  logoHref,
  logoLabel,
  navItems,
  onMenuClick,
  menuExpanded = false,
  languageSwitcher,
  onLocaleClick,
  localeFlag,
  localeLabel,
  localeExpanded = false,
  onSearchClick,
  searchExpanded = false,
  searchControls,
  onProfileClick,
  profileLoggedIn = false,
  profileName = '',
  profileExpanded = false,
  onCartClick,
  cartCount,
  skipLinkHref,
  renderLink = renderAnchor,
  children,
  className,
}: SiteHeaderProps) {
  const text = useComponentText<typeof siteHeaderMessages>('SiteHeader');
  const count = cartCount !== undefined && Number.isFinite(cartCount) ? Math.max(0, Math.floor(cartCount)) : 0;
  return (
    <header data-slot="site-header" className={cn('sticky top-0 z-header border-b bg-background', className)}>
      {skipLinkHref === undefined ? null : (
        <a
          href={skipLinkHref}
          className="sr-only rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:absolute focus:start-2 focus:top-2"
        >
          {text('skipToContent')}
        </a>
      )}
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-0.5 px-1 mobileMedium:gap-1 mobileMedium:px-2 tablet:gap-2 tablet:px-4">
        <button
          type="button"
          data-slot="site-header-menu"
          aria-label={text('menu')}
          aria-haspopup="dialog"
          aria-expanded={menuExpanded}
          onClick={onMenuClick}
          className={cn(siteHeaderButtonVariants({ pressed: menuExpanded }), 'desktop:hidden')}
        >
          <MenuIcon className="size-6" />
        </button>
        {renderLink({
          href: logoHref,
          'aria-label': logoLabel,
          className:
            'flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-md px-1 text-lg font-bold text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          children: logo,
        })}
        {navItems.length === 0 ? null : (
          <nav aria-label={text('navigation')} className="ms-2 hidden desktop:block desktopMedium:ms-4">
            <ul className="flex items-center gap-0.5 desktopMedium:gap-1">
              {navItems.map((item) => (
                <li key={item.href}>
                  {renderLink({
                    href: item.href,
                    'aria-current': item.current ? 'page' : undefined,
                    className: siteHeaderNavLinkVariants({ current: item.current === true }),
                    children: item.label,
                  })}
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="ms-auto flex items-center gap-0.5 tablet:gap-1">
          {onLocaleClick === undefined ? (
            languageSwitcher
          ) : (
            <>
              <div data-slot="site-header-locale-wide" className="hidden items-center mobileWide:flex">
                {languageSwitcher}
              </div>
              <button
                type="button"
                data-slot="site-header-locale"
                aria-label={localeLabel}
                aria-haspopup="dialog"
                aria-expanded={localeExpanded}
                onClick={onLocaleClick}
                className={cn(siteHeaderButtonVariants({ pressed: localeExpanded }), 'mobileWide:hidden')}
              >
                {localeFlag}
              </button>
            </>
          )}
          <button
            type="button"
            data-slot="site-header-search"
            aria-label={text('search')}
            aria-expanded={searchExpanded}
            aria-controls={searchExpanded ? searchControls : undefined}
            onClick={onSearchClick}
            className={siteHeaderButtonVariants({ pressed: searchExpanded })}
          >
            <SearchIcon className="size-6" />
          </button>
          {onProfileClick === undefined ? null : (
            <button
              type="button"
              data-slot="site-header-profile"
              data-state={profileLoggedIn ? 'logged-in' : 'logged-out'}
              aria-label={profileLoggedIn ? text('profileLoggedIn', { name: profileName }) : text('profile')}
              aria-haspopup="dialog"
              aria-expanded={profileExpanded}
              onClick={onProfileClick}
              className={siteHeaderButtonVariants({ pressed: profileExpanded })}
            >
              <UserIcon className="size-6" />
              {profileLoggedIn ? (
                // The label says who is logged in; the dot is its visible copy.
                <span
                  aria-hidden="true"
                  data-slot="site-header-profile-badge"
                  className="absolute end-1.5 top-1.5 size-2.5 rounded-full border-2 border-background bg-success"
                />
              ) : null}
            </button>
          )}
          {onCartClick === undefined ? null : (
            <button
              type="button"
              data-slot="site-header-cart"
              aria-label={text('cart', { count })}
              aria-haspopup="dialog"
              onClick={onCartClick}
              className={siteHeaderButtonVariants()}
            >
              <CartIcon className="size-6" />
              {count > 0 ? (
                // The label already says the count; the badge is the visible copy of it.
                <span
                  aria-hidden="true"
                  data-slot="site-header-cart-badge"
                  className="absolute end-0.5 top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs leading-none font-bold text-primary-foreground tabular-nums"
                >
                  {badgeText(count)}
                </span>
              ) : null}
            </button>
          )}
        </div>
      </div>
      {children}
    </header>
  );
}
