import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import { storyText } from '../../stories/story-text';
import { VideoTutorial } from './video-tutorial';
import { videoTutorialMessages } from './video-tutorial.messages';

const en = storyText(videoTutorialMessages);

/** A local stand-in for a poster: nothing is fetched from outside. */
const poster = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720"><rect width="1280" height="720" fill="#dbe7f0"/><rect x="540" y="160" width="200" height="400" rx="28" fill="#5b7183"/></svg>',
)}`;

const meta = {
  title: 'Content/VideoTutorial',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** A video from another site (installation guides): nothing loads from that site until the shopper presses play.',
          '**Use instead:** `Slider` for pictures; text and pictures when the steps must be read without a video.',
        ].join('\n\n'),
      },
    },
  },
  component: VideoTutorial,
  args: {
    title: 'Install your eSIM on an iPhone',
    provider: 'YouTube',
    // about:blank: the stories never reach a video provider.
    embedUrl: 'about:blank',
    headingLevel: 3,
    tone: 'primary',
  },
  argTypes: {
    poster: { control: false },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    tone: { control: 'inline-radio', options: ['primary', 'secondary'] },
  },
  decorators: [widthDecorator('max-w-2xl')],
} satisfies Meta<typeof VideoTutorial>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the click: title, button and note, and no player at all; the click puts the player in and focuses it. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Install your eSIM on an iPhone' })).toBeVisible();
    const button = canvas.getByRole('button', { name: en('load', { provider: 'YouTube' }) });
    await expect(button).toHaveAccessibleDescription(en('consentNote'));
    await expect(canvasElement.querySelector('iframe')).toBeNull();

    await userEvent.click(button);
    const player = canvas.getByTitle('Install your eSIM on an iPhone');
    await expect(player.tagName).toBe('IFRAME');
    await waitFor(() => expect(player).toHaveFocus());
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText(/may set cookies/)).toBeNull();
  },
};

export const Playground: Story = {};

/** Nothing from the provider before the click: no frame, no request for the embed address. */
export const Placeholder: Story = {
  args: { embedUrl: 'about:blank#not-loaded-before-the-click' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: en('load', { provider: 'YouTube' }) })).toBeVisible();
    await expect(canvas.getByText(en('consentNote'))).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(document.querySelector('iframe[src*="not-loaded-before-the-click"]')).toBeNull();
  },
};

/** After the click: the player frame, with the minimal permissions and the referrer policy YouTube needs. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const frameBox = canvasElement.querySelector('[data-slot="video-tutorial-placeholder"]')?.parentElement?.getBoundingClientRect();
    await userEvent.click(canvas.getByRole('button', { name: en('load', { provider: 'YouTube' }) }));
    const player = canvas.getByTitle('Install your eSIM on an iPhone');
    await expect(player).toHaveAttribute('src', 'about:blank');
    await expect(player).toHaveAttribute('loading', 'lazy');
    await expect(player).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    await expect(player).toHaveAttribute('allow', 'autoplay; encrypted-media; fullscreen; picture-in-picture');
    await waitFor(() => expect(player).toHaveFocus());
    // The player takes the placeholder's place at the same size: nothing below moves.
    const playerBox = player.getBoundingClientRect();
    await expect(Math.abs(playerBox.height - (frameBox?.height ?? 0))).toBeLessThan(1);
  },
};

/** Keyboard: Enter on the button loads the player and focus lands in it. */
export const KeyboardLoad: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: en('load', { provider: 'YouTube' }) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTitle('Install your eSIM on an iPhone')).toHaveFocus());
  },
};

/** A local poster behind the button (served by the shop, never the provider's thumbnail). */
export const WithPoster: Story = {
  args: {
    title: 'Install your eSIM on Android',
    poster: { src: poster, width: 1280, height: 720 },
    posterAlt: 'A phone showing the eSIM settings screen',
    tone: 'secondary',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'A phone showing the eSIM settings screen' })).toHaveAttribute('loading', 'lazy');
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** At 320 px, in German (long words), the button fits inside the 16:9 frame and the note sits under it. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'de' },
  play: async ({ canvas, canvasElement }) => {
    const frame = canvasElement.querySelector('[data-slot="video-tutorial-placeholder"]')?.getBoundingClientRect();
    const button = canvas.getByRole('button').getBoundingClientRect();
    if (frame === undefined) throw new Error('no placeholder');
    await expect(button.top).toBeGreaterThanOrEqual(frame.top);
    await expect(button.bottom).toBeLessThanOrEqual(frame.bottom);
    await expect(button.right).toBeLessThanOrEqual(frame.right);
    await expect(
      canvas.getByText(storyText(videoTutorialMessages, 'de')('consentNote')).getBoundingClientRect().top,
    ).toBeGreaterThanOrEqual(frame.bottom);
  },
};
