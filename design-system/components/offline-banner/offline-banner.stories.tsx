import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import { storyText } from '../../stories/story-text';
import { Button } from '../button/button';
import { OfflineBanner, type OfflineBannerProps } from './offline-banner';
import { offlineBannerMessages } from './offline-banner.messages';

const en = storyText(offlineBannerMessages);

/** The network going and coming back, as the layout's online state reports it. */
function NetworkHost({ args }: { args: OfflineBannerProps }) {
  const [offline, setOffline] = useState(args.offline);
  return (
    <>
      <Button variant="secondary" onClick={() => setOffline((current) => !current)}>
        {offline ? 'Reconnect' : 'Lose the network'}
      </Button>
      <OfflineBanner {...args} offline={offline} />
    </>
  );
}

/** The fade-in has run, so what is checked is what a person sees. */
async function settled(element: Element) {
  await Promise.all(element.getAnimations().map((animation) => animation.finished));
}

function content(canvasElement: HTMLElement): HTMLElement | null {
  return canvasElement.querySelector<HTMLElement>('[data-slot="offline-banner-content"]');
}

const meta = {
  title: 'Shell/OfflineBanner',
  tags: ['autodocs'],
  component: OfflineBanner,
  args: { offline: true, position: 'bottom' },
  argTypes: { position: { control: 'inline-radio', options: ['bottom', 'top'] } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          '**When to use:** Telling the shopper the connection is lost (and back): one banner for the whole app, kept mounted.',
          '**Use instead:** `FormMessage` of form parts for a failed request inside a form; `PaymentStatus` for a payment.',
        ].join('\n\n'),
      },
    },
  },
  decorators: [widthDecorator('p-4')],
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Losing the network shows and announces the message in the status region; reconnecting empties it. */
export const Default: Story = {
  args: { offline: false },
  render: (args) => <NetworkHost args={args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Lose the network' }));
    // The same region, now filled: screen readers read the change politely.
    await expect(canvas.getByRole('status')).toBe(status);
    await expect(status).toHaveTextContent(`${en('message')}${en('detail')}`);
    const shown = content(canvasElement);
    if (shown) await settled(shown);
    await expect(canvas.getByText(en('message'))).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  },
};

export const Playground: Story = {};

/** Online: nothing shown, the empty region takes no room. */
export const Online: Story = {
  args: { offline: false },
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await expect(status.getBoundingClientRect().height).toBe(0);
    await expect(content(canvasElement)).toBeNull();
  },
};

/** Offline: the message and its detail float above the bottom edge, over the page. */
export const Offline: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(`${en('message')}${en('detail')}`);
    const banner = content(canvasElement);
    await expect(banner).not.toBeNull();
    if (banner === null) return;
    await settled(banner);
    await expect(banner).toBeVisible();
    const box = banner.getBoundingClientRect();
    await expect(window.innerHeight - box.bottom).toBeGreaterThanOrEqual(8);
    await expect(window.innerHeight - box.bottom).toBeLessThanOrEqual(24);
    await expect(Number(getComputedStyle(banner).zIndex)).toBeGreaterThan(100);
  },
};

/** `position="top"`: under the top edge, over the header. */
export const Top: Story = {
  args: { position: 'top' },
  play: async ({ canvasElement }) => {
    const banner = content(canvasElement);
    if (banner === null) throw new Error('The banner is not shown');
    await settled(banner);
    const box = banner.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.top).toBeLessThanOrEqual(16);
  },
};

/** 320 px in German (long words): the text wraps, and the bottom-right corner stays free for the chat button (56 px + 16 px margin). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'de' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(storyText(offlineBannerMessages, 'de')('message'));
    const banner = content(canvasElement);
    if (banner === null) throw new Error('The banner is not shown');
    await settled(banner);
    const box = banner.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(16);
    await expect(window.innerWidth - box.right).toBeGreaterThanOrEqual(72);
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
  },
};
