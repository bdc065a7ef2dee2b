import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { preventNavigation } from '../../stories/prevent-navigation';
import { storyText } from '../../stories/story-text';
import { CookieNotice, type CookieNoticeProps } from './cookie-notice';
import { cookieNoticeMessages } from './cookie-notice.messages';

const en = storyText(cookieNoticeMessages);

const TEXT = 'We use cookies to understand how the shop is used and to show you relevant offers.';

/** The default layout: the notice goes away once accepted, the page stays as it was. */
function AcceptingHost({ args }: { args: CookieNoticeProps }) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <a href="/en/esims.html">Destinations</a>
      <CookieNotice
        {...args}
        open={open}
        onAccept={() => {
          args.onAccept();
          setOpen(false);
        }}
      />
    </>
  );
}

/** The fade-in has run, so what is checked is what a person sees. */
async function settled(element: HTMLElement) {
  await Promise.all(element.getAnimations().map((animation) => animation.finished));
}

const meta = {
  title: 'Shell/CookieNotice',
  tags: ['autodocs'],
  component: CookieNotice,
  args: {
    open: true,
    text: TEXT,
    privacyHref: '/en/privacy.html',
    onAccept: fn(),
  },
  argTypes: { renderLink: { control: false } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          '**When to use:** The shop\'s cookie statement with its "Got it" button and privacy link, shown until accepted.',
          '**Use instead:** `OfflineBanner` for the connection; `Modal` for anything the shopper must answer before going on: the notice never blocks the page.',
        ].join('\n\n'),
      },
    },
  },
  decorators: [preventNavigation],
} satisfies Meta<typeof CookieNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named region with the text, the privacy link and "Got it"; accepting reports it and the notice goes. */
export const Default: Story = {
  render: (args) => <AcceptingHost args={args} />,
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('region', { name: en('label') });
    await settled(region);
    await expect(region).toBeVisible();
    await expect(region).toHaveTextContent(TEXT);
    await expect(canvas.getByRole('link', { name: en('privacy') })).toHaveAttribute('href', '/en/privacy.html');
    // Not a dialog: nothing traps focus, the page before it is reachable and focus did not move.
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(region).not.toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(canvas.getByRole('button', { name: en('accept') }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('region', { name: en('label') })).toBeNull());
  },
};

export const Playground: Story = {};

/** Open: fixed against the bottom of the viewport, above the chat button's layer; reached by Tab after the page. */
export const Open: Story = {
  render: (args) => <AcceptingHost args={args} />,
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('region', { name: en('label') });
    const box = region.getBoundingClientRect();
    await expect(Math.round(box.bottom)).toBeLessThanOrEqual(window.innerHeight);
    await expect(window.innerHeight - box.bottom).toBeLessThan(20);
    await expect(getComputedStyle(region).position).toBe('fixed');
    await expect(Number(getComputedStyle(region).zIndex)).toBeGreaterThan(150);

    // Keyboard: page link, privacy link, then the button; Enter accepts.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Destinations' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: en('privacy') })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: en('accept') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};

/** Accepted before (or `open` false): nothing is rendered. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="cookie-notice"]')).toBeNull();
  },
};

/** Without a privacy page link: the text and the button only. */
export const WithoutPrivacyLink: Story = {
  args: { privacyHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: en('label') })).toHaveTextContent(TEXT);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** German runs long: the text wraps inside the card and the button keeps its whole label. */
export const LongGermanText: Story = {
  args: {
    text: 'Wir verwenden Cookies und vergleichbare Technologien, um die Nutzung unseres Shops zu analysieren, Ihnen personalisierte Angebote anzuzeigen und die Wirksamkeit unserer Werbekampagnen zu messen.',
    privacyHref: '/de/privacy.html',
  },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    const de = storyText(cookieNoticeMessages, 'de');
    const region = canvas.getByRole('region', { name: de('label') });
    await settled(region);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const button = canvas.getByRole('button', { name: de('accept') });
    await expect(button).toBeVisible();
    await expect(region).toContainElement(button);
    await expect(canvas.getByRole('link', { name: de('privacy') })).toBeVisible();
  },
};

/** 320 px: a full-width strip at the bottom, "Got it" full width for the thumb. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: en('label') });
    const box = region.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(window.innerWidth);
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const button = canvas.getByRole('button', { name: en('accept') }).getBoundingClientRect();
    await expect(Math.round(button.width)).toBe(Math.round(box.width) - 32);
  },
};
