import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

import { preventNavigation } from '../../stories/prevent-navigation';
import { storyText } from '../../stories/story-text';
import { Button } from '../button/button';
import { Flag } from '../flag/flag';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import { languageSwitcherMessages } from '../language-switcher/language-switcher.messages';
import { SearchBar } from '../search-bar/search-bar';
import { searchBarMessages } from '../search-bar/search-bar.messages';
import { SiteHeader } from './site-header';
import { siteHeaderMessages } from './site-header.messages';

const en = storyText(siteHeaderMessages);
const searchBar = storyText(searchBarMessages);
const languageSwitcher = storyText(languageSwitcherMessages);

const logoMark = (
  <svg aria-hidden="true" viewBox="0 0 28 28" className="size-7">
    <rect width="28" height="28" rx="7" fill="currentColor" />
    <path d="M9 8h10v3H12v2h6v3h-6v2h7v3H9z" fill="white" />
  </svg>
);

/** Story logo: a mark and the shop's name, from 768 px (below, the row has no room for the name). */
const logo = (
  <>
    {logoMark}
    <span className="hidden tablet:inline">eSIM Shop</span>
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

/** What the storefront says on the locale buttons, in the languages the stories use. */
const localeLabels = {
  en: 'Language and currency: English, Euro (€)',
  de: 'Sprache und Währung: Deutsch, Euro (€)',
  ja: '言語と通貨：日本語、ユーロ (€)',
} as const;

/** The props the storefront passes for a language: the wide slot (currency, then language) and the flag button. */
function localeArgs(locale: keyof typeof localeLabels, flagCode: string) {
  return {
    languageSwitcher: (
      <div className="flex items-center gap-1">
        <Button variant="ghost" size="sm" className="h-11" aria-haspopup="dialog" aria-label={localeLabels[locale]}>
          EUR
        </Button>
        <LanguageSwitcher currentLocale={locale} getHref={(option) => `/${option.code}`} />
      </div>
    ),
    localeFlag: <Flag code={flagCode} size="sm" />,
    localeLabel: localeLabels[locale],
  };
}

const meta = {
  title: 'Layout/SiteHeader',
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
    onLocaleClick: fn(),
    ...localeArgs('en', 'gb'),
  },
  argTypes: {
    logo: { control: false },
    languageSwitcher: { control: false },
    localeFlag: { control: false },
    children: { control: false },
    renderLink: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          "**When to use:** Once per page, at the top of the default and account layouts (spec §2): the shop's menu button below 1024 px, logo to home, navigation links from 1024 px, language and currency, search toggle, account and cart buttons. It shows state (cart count, logged in, which panel is open) and opens nothing itself: pass handlers that open the side panels and toggle the search bar. Pass `onLocaleClick` with the language and currency slot: below 425 px the slot folds into one flag button for the locale panel, so every 44 px button fits a 320 px phone in all 8 languages.",
          "**Use instead:** A bare bar with the logo alone where the shopper must not be led away (the checkout layout); `LanguageSwitcher` alone for a language choice inside a page; `SidePanel` for what the header's buttons open.",
        ].join('\n\n'),
      },
    },
  },
  decorators: [preventNavigation],
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Issue 19: every control the shopper can see (the skip link is a 1 px box until focused) lies
 * inside the screen, none covers another, and nothing sticks out sideways.
 */
async function expectEveryControlInsideAndApart(header: HTMLElement, width: number) {
  await expect(window.innerWidth).toBe(width);
  await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  const controls = [...header.querySelectorAll<HTMLElement>('button, a')]
    .filter((control) => control.checkVisibility({ visibilityProperty: true }) && !control.classList.contains('sr-only'))
    .map((control) => ({ name: control.getAttribute('aria-label') ?? control.textContent ?? '', box: control.getBoundingClientRect() }));
  await expect(controls.length).toBeGreaterThanOrEqual(5);
  const outside = controls.filter(({ box }) => box.left < 0 || box.right > width).map(({ name }) => name);
  await expect(outside).toEqual([]);
  const overlapping = controls.flatMap((first, index) =>
    controls
      .slice(index + 1)
      .filter(
        ({ box }) => box.left < first.box.right && first.box.left < box.right && box.top < first.box.bottom && first.box.top < box.bottom,
      )
      .map((second) => `${first.name} × ${second.name}`),
  );
  await expect(overlapping).toEqual([]);
}

/** Below 425 px: the flag button stands for the currency and the language, which are hidden. */
async function expectLocaleFolded(header: HTMLElement, label: string) {
  await expect(within(header).getByRole('button', { name: label })).toHaveAttribute('data-slot', 'site-header-locale');
  await expect(header.querySelector('[data-slot="site-header-locale-wide"]')).not.toBeVisible();
}

export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(within(header).getByRole('link', { name: 'eSIM Shop, home' })).toHaveAttribute('href', '/en');
    await expect(within(header).getByRole('navigation', { name: en('navigation') })).toBeVisible();
    await expect(getComputedStyle(header).position).toBe('sticky');
    await expect(getComputedStyle(header).zIndex).toBe('100');
  },
};

export const Playground: Story = {};

/** Pressing search, account and the (empty) cart reports each once. */
async function expectSearchProfileAndCartReport(
  canvas: ReturnType<typeof within>,
  userEvent: { click: (element: Element) => Promise<void> },
  args: { onSearchClick?: () => void; onProfileClick?: () => void; onCartClick?: () => void },
) {
  await userEvent.click(canvas.getByRole('button', { name: en('search') }));
  await expect(args.onSearchClick).toHaveBeenCalledTimes(1);
  await userEvent.click(canvas.getByRole('button', { name: en('profile') }));
  await expect(args.onProfileClick).toHaveBeenCalledTimes(1);
  await userEvent.click(canvas.getByRole('button', { name: en('cart', { count: 0 }) }));
  await expect(args.onCartClick).toHaveBeenCalledTimes(1);
}

/**
 * ≥ 1024 px: the navigation links show and the menu button does not. Every
 * button reports its click.
 */
export const Desktop: Story = {
  args: { navItems: navItems.map((item) => (item.label === 'FAQ' ? { ...item, current: true } : item)) },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: en('navigation') });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(navItems.map((item) => item.label));
    await expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('button', { name: en('menu') })).toBeNull();

    await expectSearchProfileAndCartReport(canvas, userEvent, args);
    await expect(canvas.getByRole('button', { name: languageSwitcher('trigger', { code: 'EN', language: 'English' }) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: localeLabels.en })).toHaveTextContent('EUR');
    await expectEveryControlInsideAndApart(canvas.getByRole('banner'), 1024);
  },
};

/**
 * 320 px: the menu button opens the mobile menu (the storefront's side panel); the links live there.
 * The flag button opens the locale panel; every button is a 44 px target inside the screen.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('navigation', { name: en('navigation') })).toBeNull();
    const menu = canvas.getByRole('button', { name: en('menu') });
    await expect(menu).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await expect(args.onMenuClick).toHaveBeenCalledTimes(1);

    await expectSearchProfileAndCartReport(canvas, userEvent, args);

    const locale = canvas.getByRole('button', { name: localeLabels.en });
    await expect(locale).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(locale);
    await expect(args.onLocaleClick).toHaveBeenCalledTimes(1);

    // 44 px targets, all inside the screen.
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    }
    await expectLocaleFolded(canvas.getByRole('banner'), localeLabels.en);
    await expectEveryControlInsideAndApart(canvas.getByRole('banner'), 320);
  },
};

/** 375 px, a common phone, with items in the cart and a customer logged in: every button fits. */
export const MobileMedium: Story = {
  args: { cartCount: 12, profileName: 'Ana Diaz', profileLoggedIn: true },
  globals: { viewport: { value: 'mobileMedium', isRotated: false } },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(canvas.getByRole('button', { name: en('cart', { count: 12 }) })).toBeVisible();
    await expectLocaleFolded(header, localeLabels.en);
    await expectEveryControlInsideAndApart(header, 375);
  },
};

/** From 425 px the currency and the language switcher show in the row; the flag button goes. */
export const MobileWide: Story = {
  args: { cartCount: 3 },
  globals: { viewport: { value: 'mobileWide', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: languageSwitcher('trigger', { code: 'EN', language: 'English' }) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: localeLabels.en })).toHaveTextContent('EUR');
    await expect(canvasElement.querySelector('[data-slot="site-header-locale"]')).not.toBeVisible();
    await expectEveryControlInsideAndApart(canvas.getByRole('banner'), 425);
  },
};

/** With the locale panel open the flag button is pressed and says so. */
export const LocaleOpen: Story = {
  args: { localeExpanded: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: localeLabels.en })).toHaveAttribute('aria-expanded', 'true');
  },
};

/**
 * Without `onLocaleClick` the slot stays in the row at every width (no dead flag button): a language
 * switcher alone fits from 375 px.
 */
export const WithoutLocalePanel: Story = {
  args: { onLocaleClick: undefined, languageSwitcher: <LanguageSwitcher currentLocale="en" getHref={(option) => `/${option.code}`} /> },
  globals: { viewport: { value: 'mobileMedium', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: languageSwitcher('trigger', { code: 'EN', language: 'English' }) })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="site-header-locale"]')).toBeNull();
    await expectEveryControlInsideAndApart(canvas.getByRole('banner'), 375);
  },
};

/**
 * 1024 px in Dutch, the longest navigation labels, with the storefront's logo (the mark alone):
 * the links and every button share the row. A logo with the shop's name needs 1280 px here.
 */
export const DutchDesktop: Story = {
  args: {
    logo: logoMark,
    navItems: ['Bestemmingen', 'Installatie', 'Beoordelingen', 'Veelgestelde vragen', 'Contact', 'Blog'].map((label, index) => ({
      label,
      href: navItems[index]?.href ?? '/nl',
    })),
    cartCount: 3,
  },
  globals: { locale: 'nl', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    // Each link on one line (a 44 px box), none wrapped to make room.
    for (const link of within(canvas.getByRole('navigation')).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBe(44);
    }
    await expectEveryControlInsideAndApart(canvas.getByRole('banner'), 1024);
  },
};

/** With the mobile menu open the button says so. */
export const MenuOpen: Story = {
  args: { menuExpanded: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: en('menu') })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Spec §2: a badge with the total items, above 0 only; the button's name carries the count. */
export const WithCartItems: Story = {
  args: { cartCount: 3 },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const cart = canvas.getByRole('button', { name: en('cart', { count: 3 }) });
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
    await expect(canvas.getByRole('button', { name: en('cart', { count: 120 }) })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="site-header-cart-badge"]')).toHaveTextContent('99+');
  },
};

export const EmptyCart: Story = {
  args: { cartCount: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: en('cart', { count: 0 }) })).toBeVisible();
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
    const toggle = canvas.getByRole('button', { name: en('search') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-controls', 'site-search');
    const input = within(canvas.getByRole('banner')).getByRole('combobox', { name: searchBar('label') });
    // Moved in an effect: outside the story tests' act() (a fresh Storybook page) it comes after the first paint.
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.click(toggle);
    await expect(args.onSearchClick).toHaveBeenCalledTimes(1);
  },
};

/** The skip link appears on the first Tab and leads to the content. */
export const SkipLink: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: en('skipToContent') });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(1);
  },
};

/** Before accounts and the cart exist, the header shows no profile or cart button rather than a dead one. */
export const WithoutProfileAndCart: Story = {
  args: { onProfileClick: undefined, onCartClick: undefined, cartCount: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: en('profile') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: en('cart', { count: 0 }) })).toBeNull();
    await expect(canvas.getByRole('button', { name: en('search') })).toBeVisible();
  },
};

/** Spec §2 profile button, logged out: "Account", no dot; it opens the account panel (a dialog). */
export const ProfileLoggedOut: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const profile = canvas.getByRole('button', { name: en('profile') });
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
    await expect(canvas.queryByRole('button', { name: en('profile') })).toBeNull();
    const profile = canvas.getByRole('button', { name: en('profileLoggedIn', { name: 'Ana Diaz' }) });
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
    await expect(canvas.getByRole('button', { name: en('cart', { count: 1 }) })).toBeVisible();
  },
};

/** The header on a phone (`mobile` 320 px, `mobileMedium` 375 px) in `locale`, checked by `expectFits`. */
function phoneStory(
  locale: 'de' | 'ja',
  viewport: 'mobile' | 'mobileMedium',
  args: Story['args'],
  expectFits: (canvas: HTMLElement, width: number) => Promise<void>,
): Story {
  return {
    args,
    globals: { locale, viewport: { value: viewport, isRotated: false } },
    play: async ({ canvasElement }) => expectFits(canvasElement, viewport === 'mobile' ? 320 : 375),
  };
}

/** German, logged in with items in the cart: the longest names stay names (no visible text grows). */
async function expectGermanHeaderFits(canvas: HTMLElement, width: number) {
  const header = within(canvas).getByRole('banner');
  const de = storyText(siteHeaderMessages, 'de');
  await expect(within(header).getByRole('button', { name: de('menu') })).toBeVisible();
  await expect(within(header).getByRole('button', { name: de('search') })).toBeVisible();
  await expect(within(header).getByRole('button', { name: de('cart', { count: 2 }) })).toBeVisible();
  await expect(within(header).getByRole('button', { name: de('profileLoggedIn', { name: 'Ana Diaz' }) })).toBeVisible();
  await expectLocaleFolded(header, localeLabels.de);
  await expectEveryControlInsideAndApart(header, width);
}

const germanArgs: Story['args'] = { cartCount: 2, profileName: 'Ana Diaz', profileLoggedIn: true, ...localeArgs('de', 'de') };

/** 320 px in German. */
export const GermanMobile: Story = phoneStory('de', 'mobile', germanArgs, expectGermanHeaderFits);

/** 375 px in German. */
export const GermanMobileMedium: Story = phoneStory('de', 'mobileMedium', germanArgs, expectGermanHeaderFits);

/** Japanese: the skip link, the navigation and the buttons are named in ja. */
export const Japanese: Story = {
  globals: { locale: 'ja', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const ja = storyText(siteHeaderMessages, 'ja');
    await expect(canvas.getByRole('navigation', { name: ja('navigation') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: ja('cart', { count: 0 }) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: ja('profile') })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: ja('skipToContent') })).toHaveFocus();
  },
};

/** Japanese with items in the cart: every button named in ja, inside the screen, apart. */
async function expectJapaneseHeaderFits(canvas: HTMLElement, width: number) {
  const header = within(canvas).getByRole('banner');
  const ja = storyText(siteHeaderMessages, 'ja');
  await expect(within(header).getByRole('button', { name: ja('menu') })).toBeVisible();
  await expect(within(header).getByRole('button', { name: ja('cart', { count: 3 }) })).toBeVisible();
  await expectLocaleFolded(header, localeLabels.ja);
  await expectEveryControlInsideAndApart(header, width);
}

const japaneseArgs: Story['args'] = { cartCount: 3, ...localeArgs('ja', 'jp') };

/** 320 px in Japanese. */
export const JapaneseMobile: Story = phoneStory('ja', 'mobile', japaneseArgs, expectJapaneseHeaderFits);

/** 375 px in Japanese. */
export const JapaneseMobileMedium: Story = phoneStory('ja', 'mobileMedium', japaneseArgs, expectJapaneseHeaderFits);
