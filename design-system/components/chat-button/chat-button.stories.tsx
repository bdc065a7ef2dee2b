import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { storyText } from '../../stories/story-text';
import { Button } from '../button/button';
import { ChatButton, type ChatButtonProps, type ChatButtonState } from './chat-button';
import { chatButtonMessages } from './chat-button.messages';

const en = storyText(chatButtonMessages);

/** Spec §4: opening loads the widget once (loading), the chat opens (button hidden), closing makes it ready again. */
function ChatHost({ args }: { args: ChatButtonProps }) {
  const [state, setState] = useState<ChatButtonState>(args.state);
  return (
    <>
      {state === 'hidden' ? (
        <section aria-label="Support chat" className="rounded-lg border p-4">
          <p>Hello! How can we help?</p>
          <Button variant="secondary" onClick={() => setState('idle')}>
            Close the chat
          </Button>
        </section>
      ) : null}
      <ChatButton
        {...args}
        state={state}
        onOpen={() => {
          args.onOpen();
          setState('loading');
          setTimeout(() => setState('hidden'), 150);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Shell/ChatButton',
  tags: ['autodocs'],
  component: ChatButton,
  args: { state: 'idle', onOpen: fn() },
  argTypes: { state: { control: 'inline-radio', options: ['idle', 'loading', 'hidden'] } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          '**When to use:** The floating button that opens the support chat, once on every page, on its own layer above the content.',
          '**Use instead:** `ContactOptions` to list the ways to reach support on a page; `Button` for any other action.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof ChatButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press: busy while the widget loads, then gone while the chat is open; closing the chat brings it back. */
export const Default: Story = {
  render: (args) => <ChatHost args={args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('open') }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
    const busy = canvas.getByRole('button', { name: en('loading') });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Support chat' })).toBeVisible());
    await expect(canvas.queryByRole('button', { name: en('open') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: en('loading') })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Close the chat' }));
    await expect(canvas.getByRole('button', { name: en('open') })).toBeVisible();
  },
};

export const Playground: Story = {};

/** Idle: a round 56 px button in the bottom-right corner, on the chat layer (150); Enter opens the chat. */
export const Idle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: en('open') });
    const box = button.getBoundingClientRect();
    await expect([Math.round(box.width), Math.round(box.height)]).toEqual([56, 56]);
    await expect(window.innerWidth - box.right).toBeGreaterThanOrEqual(16);
    await expect(window.innerWidth - box.right).toBeLessThanOrEqual(24);
    await expect(window.innerHeight - box.bottom).toBeLessThanOrEqual(24);
    await expect(getComputedStyle(button).zIndex).toBe('150');
    await expect(button).toHaveAttribute('data-state', 'idle');

    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** Loading: spinner instead of the icon, busy, named for what is happening; presses do nothing, focus stays. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: en('loading') });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvasElement.querySelector('[data-slot="spinner"]')).toBeVisible();
    await userEvent.click(button);
    await expect(args.onOpen).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

/** The chat is open: no button. */
export const Hidden: Story = {
  args: { state: 'hidden' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="chat-button"]')).toBeNull();
  },
};

/** The widget failed to load last time: the button says so and invites another try, which it reports. */
export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: en('retry') });
    await userEvent.click(button);
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** Japanese: named in ja while the widget loads. */
export const Japanese: Story = {
  args: { state: 'loading' },
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: storyText(chatButtonMessages, 'ja')('loading') })).toHaveAttribute('aria-busy', 'true');
  },
};

/** 320 px: the same corner, the button fully on screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('button', { name: en('open') }).getBoundingClientRect();
    await expect(Math.round(window.innerWidth - box.right)).toBe(16);
    await expect(Math.round(window.innerHeight - box.bottom)).toBe(16);
  },
};
