import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import { preventNavigation } from '../../stories/prevent-navigation';
import { storyText } from '../../stories/story-text';
import { LanguageSwitcher } from './language-switcher';
import { languageSwitcherMessages } from './language-switcher.messages';
import type { LocaleOption } from './locales';

const en = storyText(languageSwitcherMessages);

const meta = {
  title: 'Layout/LanguageSwitcher',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          "**When to use:** Choosing the shop's language from the header: the current flag and code, opening the eight languages, each named in itself.",
          '**Use instead:** `SelectField` for a language field inside a form.',
        ].join('\n\n'),
      },
    },
  },
  component: LanguageSwitcher,
  args: {
    currentLocale: 'en',
    // The storefront keeps the shopper on the same page in the other language.
    getHref: fn((locale: LocaleOption) => `/${locale.code}/esims.html`),
    onLocaleSelect: fn(),
    onOpenChange: fn(),
    align: 'end',
  },
  argTypes: {
    currentLocale: { control: 'select', options: ['en', 'fr', 'es', 'it', 'de', 'nl', 'ja', 'tw'] },
    appearance: { control: 'inline-radio', options: ['plain', 'bordered'] },
    align: { control: 'inline-radio', options: ['start', 'end'] },
  },
  // Header-like strip: the switcher sits at the right edge and the list opens below it.
  decorators: [preventNavigation, widthDecorator('flex min-h-[28rem] justify-end')],
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the trigger shows the current flag and code and announces what it does. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: en('trigger', { code: 'EN', language: 'English' }) });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list', { name: en('list') })).toBeNull();

    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getAllByRole('link')).toHaveLength(8);
  },
};

export const Playground: Story = {};

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: en('trigger', { code: 'EN', language: 'English' }) })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** Open: eight languages, each named in itself, with hreflang/lang; the current one is marked. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: en('list') });
    await expect([...list.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'English',
      'Français',
      'Español',
      'Italiano',
      'Deutsch',
      'Nederlands',
      '日本語',
      '繁體中文',
    ]);
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    const french = canvas.getByRole('link', { name: 'Français' });
    await expect(french).not.toHaveAttribute('aria-current');
    await expect(french).toHaveAttribute('href', '/fr/esims.html');
    await expect(french).toHaveAttribute('hreflang', 'fr');
    await expect(french).toHaveAttribute('lang', 'fr');
  },
};

/** Choosing a language reports it (the storefront stores the locale cookie) and closes the list. */
export const SelectLanguage: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Deutsch' }));
    await expect(args.onLocaleSelect).toHaveBeenCalledWith('de');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.queryByRole('list', { name: en('list') })).toBeNull();
  },
};

/** Enter opens, arrows move through the links (starting on the current one), Escape closes and returns focus. */
export const KeyboardNavigation: Story = {
  args: { currentLocale: 'fr' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: en('trigger', { code: 'FR', language: 'Français' }) });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Français' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Español' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('link', { name: '繁體中文' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
  },
};

export const ClosesOnOutsideClick: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('list', { name: en('list') })).toBeVisible();
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.queryByRole('list', { name: en('list') })).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A Japanese page: the names of the trigger and the list in ja. */
export const Japanese: Story = {
  args: { currentLocale: 'ja', defaultOpen: true },
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    const ja = storyText(languageSwitcherMessages, 'ja');
    await expect(canvas.getByRole('button', { name: ja('trigger', { code: 'JA', language: '日本語' }) })).toBeVisible();
    await expect(canvas.getByRole('list', { name: ja('list') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '日本語' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: '日本語' })).toHaveAttribute('href', '/ja/esims.html');
  },
};

/** Storefront code "tw", BCP 47 tag zh-Hant (Traditional Chinese), Taiwan flag. */
export const TraditionalChinese: Story = {
  args: { currentLocale: 'tw', defaultOpen: true },
  globals: { locale: 'tw' },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: '繁體中文' });
    await expect(link).toHaveAttribute('aria-current', 'true');
    await expect(link).toHaveAttribute('hreflang', 'zh-Hant');
    await expect(link).toHaveAttribute('lang', 'zh-Hant');
    await expect(args.getHref).toHaveBeenCalledWith(expect.objectContaining({ code: 'tw', flagCode: 'tw' }));
    const tw = storyText(languageSwitcherMessages, 'tw');
    await expect(
      canvas.getByRole('button', { name: tw('trigger', { code: 'TW', language: '繁體中文' }) }).querySelector('img'),
    ).toHaveAttribute('src', '/flags/4x3/tw.svg');
  },
};

export const French: Story = {
  args: { currentLocale: 'fr' },
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'FR, Langue : Français' })).toBeVisible();
  },
};

/** At 320 px the open list stays inside the screen. */
export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('list', { name: en('list') }).getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
