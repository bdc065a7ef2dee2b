import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { preventNavigation } from '../../stories/prevent-navigation';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import { SearchBar } from '../search-bar/search-bar';
import { SiteHeader } from './site-header';
import { siteHeaderMessages } from './site-header.messages';

/** Story logo: a mark and the shop's name (the name hides on the narrowest phones). */
const logo = (
  <>
    <svg aria-hidden="true" viewBox="0 0 28 28" className="size-7">
      <rect width="28" height="28" rx="7" fill="currentColor" />
      <path d="M9 8h10v3H12v2h6v3h-6v2h7v3H9z" fill="white" />
    </svg>
    <span className="hidden mobileWide:inline">eSIM Shop</span>
  </>
);

const navItems = [
  { label: 'Destinations', href: '/en/esims.html' },
  { label: 'Installation', href: '/en/installation.html' },
  { label: 'Reviews', href: '/en/reviews.html' },
  { label: 'FAQ', href: '/en/faq.html' },
  { label: 'Contact', href: '/en/contact.html' },
  { label: 'Blog', href: '/en/blog.html' },
];

const meta = {
  title: 'Components/SiteHeader',
  tags: ['autodocs'],
  component: SiteHeader,
  args: {
    logo,
    logoHref: '/en',
    logoLabel: 'eSIM Shop, home',
    navItems,
    cartCount: 0,
    skipLinkHref: '#main',
    onMenuClick: fn(),
    onSearchClick: fn(),
    onProfileClick: fn(),
    onCartClick: fn(),
    languageSwitcher: <LanguageSwitcher currentLocale="en" getHref={(locale) => `/${locale.code}`} />,
  },
  argTypes: {
    logo: { control: false },
    languageSwitcher: { control: false },
    children: { control: false },
    renderLink: { control: false },
  },
  parameters: { layout: 'fullscreen' },
  decorators: [preventNavigation],
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing may stick out sideways at any width. */
async function expectNoHorizontalOverflow(header: HTMLElement) {
  await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  for (const control of within(header).getAllByRole('button')) {
    await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  }
}

export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(within(header).getByRole('link', { name: 'eSIM Shop, home' })).toHaveAttribute('href', '/en');
    await expect(within(header).getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(getComputedStyle(header).position).toBe('sticky');
    await expect(getComputedStyle(header).zIndex).toBe('100');
  },
};

export const Playground: Story = {};

/**
 * ≥ 1024 px: the navigation links show and the menu button does not. Every
 * button reports its click.
 */
export const Desktop: Story = {
  args: { navItems: navItems.map((item) => (item.label === 'FAQ' ? { ...item, current: true } : item)) },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(navItems.map((item) => item.label));
    await expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearchClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    await expect(args.onProfileClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cart, empty' }));
    await expect(args.onCartClick).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'EN, Language: English' })).toBeVisible();
    await expectNoHorizontalOverflow(canvas.getByRole('banner'));
  },
};

/** 320 px: the menu button opens the mobile menu (the storefront's side panel); the links live there. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await expect(args.onMenuClick).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearchClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    await expect(args.onProfileClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cart, empty' }));
    await expect(args.onCartClick).toHaveBeenCalledTimes(1);

    // 44 px targets, all inside the screen.
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expectNoHorizontalOverflow(canvas.getByRole('banner'));
  },
};

/** With the mobile menu open the button says so. */
export const MenuOpen: Story = {
  args: { menuExpanded: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Spec §2: a badge with the total items, above 0 only; the button's name carries the count. */
export const WithCartItems: Story = {
  args: { cartCount: 3 },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const cart = canvas.getByRole('button', { name: 'Cart, 3 items' });
    const badge = canvasElement.querySelector('[data-slot="site-header-cart-badge"]');
    await expect(badge).toHaveTextContent('3');
    await expect(badge).toBeVisible();
    await userEvent.click(cart);
    await expect(args.onCartClick).toHaveBeenCalledTimes(1);
  },
};

/** A large count is capped in the badge; the name still says the real number. */
export const ManyCartItems: Story = {
  args: { cartCount: 120 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Cart, 120 items' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="site-header-cart-badge"]')).toHaveTextContent('99+');
  },
};

export const EmptyCart: Story = {
  args: { cartCount: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Cart, empty' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="site-header-cart-badge"]')).toBeNull();
  },
};

/** The search toggle is pressed while the bar shows under the header row; pressing it again asks to hide it. */
export const SearchOpen: Story = {
  args: {
    searchExpanded: true,
    searchControls: 'site-search',
    children: (
      <div id="site-search" className="mx-auto w-full max-w-6xl px-4 pb-3">
        <SearchBar open term="" status="initial" results={[]} activeIndex={-1} onTermChange={() => {}} />
      </div>
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Search' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-controls', 'site-search');
    const input = within(canvas.getByRole('banner')).getByRole('combobox', { name: 'Search destinations' });
    await expect(input).toHaveFocus();
    await userEvent.click(toggle);
    await expect(args.onSearchClick).toHaveBeenCalledTimes(1);
  },
};

/** The skip link appears on the first Tab and leads to the content. */
export const SkipLink: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(1);
  },
};

/** Before accounts and the cart exist, the header shows no profile or cart button rather than a dead one. */
export const WithoutProfileAndCart: Story = {
  args: { onProfileClick: undefined, onCartClick: undefined, cartCount: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Account' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Cart/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
  },
};

/** Spec §2 profile button, logged out: "Account", no dot; it opens the account panel (a dialog). */
export const ProfileLoggedOut: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const profile = canvas.getByRole('button', { name: 'Account' });
    await expect(profile).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(profile).toHaveAttribute('aria-expanded', 'false');
    await expect(profile).toHaveAttribute('data-state', 'logged-out');
    await expect(profile.querySelector('[data-slot="site-header-profile-badge"]')).toBeNull();
    await userEvent.click(profile);
    await expect(args.onProfileClick).toHaveBeenCalledTimes(1);
  },
};

/** Logged in with the account panel open: the name says who, a dot shows it, the button is pressed. */
export const ProfileLoggedIn: Story = {
  args: { profileName: 'Ana Diaz', profileLoggedIn: true, profileExpanded: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Account' })).toBeNull();
    const profile = canvas.getByRole('button', { name: 'Account, logged in as Ana Diaz' });
    await expect(profile).toHaveAttribute('aria-expanded', 'true');
    await expect(profile).toHaveAttribute('data-state', 'logged-in');
    const badge = profile.querySelector('[data-slot="site-header-profile-badge"]');
    await expect(badge).not.toBeNull();
    await expect(badge).toHaveAttribute('aria-hidden', 'true');
    await expect(badge?.getBoundingClientRect().width).toBeGreaterThan(0);
    await userEvent.click(profile);
    await expect(args.onProfileClick).toHaveBeenCalledTimes(1);
  },
};

/** One item: the cart's name is singular. */
export const OneCartItem: Story = {
  args: { cartCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  },
};

/** 320 px in German: the longest names stay names (no visible text grows), nothing sticks out. */
export const GermanMobile: Story = {
  args: { cartCount: 2, profileName: 'Ana Diaz', profileLoggedIn: true },
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const { de } = siteHeaderMessages.catalog;
    await expect(canvas.getByRole('button', { name: de.menu })).toBeVisible();
    await expect(canvas.getByRole('button', { name: de.search })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Warenkorb, 2 Artikel' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Konto, angemeldet als Ana Diaz' })).toBeVisible();
    await expectNoHorizontalOverflow(canvas.getByRole('banner'));
  },
};

/** Japanese: the skip link, the navigation and the buttons are named in ja. */
export const Japanese: Story = {
  globals: { locale: 'ja', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const { ja } = siteHeaderMessages.catalog;
    await expect(canvas.getByRole('navigation', { name: ja.navigation })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'カート、空' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: ja.profile })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: ja.skipToContent })).toHaveFocus();
  },
};
