import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { expectBusyIgnoresPress, expectLoaderShows } from '../../stories/button-story-helpers';
import { widthDecorator } from '../../stories/decorators';
import { accountFormArgTypes } from '../../stories/form-story-helpers';
import { storyText } from '../../stories/story-text';
import { NewsletterToggle, type NewsletterToggleProps } from './newsletter-toggle';
import { newsletterToggleMessages } from './newsletter-toggle.messages';

const en = storyText(newsletterToggleMessages);
const de = storyText(newsletterToggleMessages, 'de');

const ERROR = 'An error occured';

/** The MyNewsletter page: sends the change, stays busy briefly, then shows the shop's answer. */
function NewsletterHost({ args, fails = false }: { args: NewsletterToggleProps; fails?: boolean }) {
  const [subscribed, setSubscribed] = useState(args.subscribed);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <NewsletterToggle
      {...args}
      subscribed={subscribed}
      busy={busy}
      error={error}
      onSubscribedChange={(next) => {
        args.onSubscribedChange(next);
        setBusy(true);
        setError(undefined);
        setTimeout(() => {
          setBusy(false);
          if (fails) setError(ERROR);
          else setSubscribed(next);
        }, 50);
      }}
    />
  );
}

const meta = {
  title: 'Newsletter/NewsletterToggle',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          "**When to use:** The account's newsletter page: whether the customer receives it, and one button that does the opposite.",
          '**Use instead:** `NewsletterSignup` for visitors, who type an address; `CheckboxField` for an opt-in inside a form that is sent later.',
        ].join('\n\n'),
      },
    },
  },
  component: NewsletterToggle,
  args: { title: 'Newsletter', subscribed: false, busy: false, onSubscribedChange: fn() },
  argTypes: {
    error: { control: 'text' },
    headingLevel: accountFormArgTypes.headingLevel,
  },
  decorators: [widthDecorator('max-w-xl')],
} satisfies Meta<typeof NewsletterToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not subscribed: the state as a sentence, one button to subscribe. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'Newsletter' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(en('notSubscribed'));
    await userEvent.click(canvas.getByRole('button', { name: en('subscribe') }));
    await expect(args.onSubscribedChange).toHaveBeenCalledWith(true);
  },
};

export const Playground: Story = {};

export const Subscribed: Story = {
  args: { subscribed: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(en('subscribed'));
    await userEvent.click(canvas.getByRole('button', { name: en('unsubscribe') }));
    await expect(args.onSubscribedChange).toHaveBeenCalledWith(false);
  },
};

/** Subscribing then unsubscribing: the change is announced, focus stays on the button, which names the next action. */
export const Toggles: Story = {
  render: (args) => <NewsletterHost args={args} />,
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: en('subscribe') });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(en('subscribed')));
    await expect(button).toHaveAccessibleName(en('unsubscribe'));
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubscribedChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(en('notSubscribed')));
  },
};

/** The change failed: announced, the state unchanged. */
export const ChangeFails: Story = {
  render: (args) => <NewsletterHost args={args} fails />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('subscribe') }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(ERROR));
    await expect(canvas.getByRole('status')).toHaveTextContent(en('notSubscribed'));
  },
};

/** Sending: presses are ignored. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: en('subscribe') });
    await expectBusyIgnoresPress(button, userEvent, args.onSubscribedChange);
    await expectLoaderShows(() => button.querySelector('[data-slot="spinner"]'));
  },
};

/** Static: the failure. */
export const WithError: Story = {
  args: { subscribed: true, error: ERROR },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ERROR);
  },
};

/** 320 px: full-width button. */
export const Mobile: Story = {
  args: { subscribed: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="newsletter-toggle"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
    const button = canvas.getByRole('button', { name: en('unsubscribe') }).getBoundingClientRect();
    const inner = (root?.clientWidth ?? 0) - 2 * 20;
    await expect(button.width).toBeCloseTo(inner, 0);
  },
};

/** German on a 320 px phone: the state and the longer button in the shopper's language, nothing overflows. */
export const German: Story = {
  args: { title: undefined, subscribed: true },
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(de('subscribed'));
    await userEvent.click(canvas.getByRole('button', { name: de('unsubscribe') }));
    await expect(args.onSubscribedChange).toHaveBeenCalledWith(false);
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="newsletter-toggle"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
  },
};
