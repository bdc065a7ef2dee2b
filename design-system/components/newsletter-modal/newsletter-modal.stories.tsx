import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { expectBusyIgnoresPress } from '../../stories/button-story-helpers';
import { expectClosed, OpenedFromOutside, openWith, settled } from '../../stories/dialog-story-helpers';
import { INVALID_EMAIL } from '../../stories/form-story-helpers';
import { storyText } from '../../stories/story-text';
import { dialogFrameMessages } from '../modal/dialog-frame.messages';
import { newsletterSignupMessages } from '../newsletter-signup/newsletter-signup.messages';
import { SENT, SERVER_ERROR, useNewsletterSignupHost } from '../newsletter-signup/newsletter-signup.story-data';
import { NewsletterModal, type NewsletterModalProps } from './newsletter-modal';

const newsletterSignup = storyText(newsletterSignupMessages);
const dialogFrame = storyText(dialogFrameMessages);

const TITLE = 'Get our travel tips';
const DESCRIPTION = 'One email a month with offers and advice for your trips.';

/** The layout: a button outside opens the modal (the machine holds `open`), the sign-up is live inside. */
function ModalHost({ args }: { args: NewsletterModalProps }) {
  const signup = useNewsletterSignupHost(args.signup);
  return (
    <OpenedFromOutside opener="Newsletter" onOpenChange={args.onOpenChange}>
      {(state) => <NewsletterModal {...args} signup={signup} {...state} />}
    </OpenedFromOutside>
  );
}

const meta = {
  title: 'Newsletter/NewsletterModal',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Offering the newsletter in a modal, when the shop decides to ask.',
          '**Use instead:** `NewsletterSignup` in the page or footer; `NewsletterToggle` in the account.',
        ].join('\n\n'),
      },
    },
  },
  component: NewsletterModal,
  args: {
    title: TITLE,
    description: DESCRIPTION,
    onOpenChange: fn(),
    signup: {
      state: 'idle',
      value: '',
      onValueChange: fn(),
      onSubmit: fn(),
    },
  },
  argTypes: {
    signup: { control: 'object' },
    trigger: { control: false },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof NewsletterModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Opened from a button: focus moves in, subscribing shows the confirmation
 * inside the modal, the × closes it and focus goes back to the button.
 */
export const Default: Story = {
  render: (args) => <ModalHost args={args} />,
  play: async ({ canvas, userEvent, args }) => {
    const { opener, dialog } = await openWith(canvas, userEvent, 'Newsletter', TITLE);
    await expect(dialog).toHaveAccessibleDescription(DESCRIPTION);
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    // A malformed address is refused under the field, focus back on it.
    const field = within(dialog).getByRole('textbox', { name: newsletterSignup('email') });
    await userEvent.type(field, 'jordan.lee@');
    await userEvent.click(within(dialog).getByRole('button', { name: newsletterSignup('submit') }));
    await expect(field).toHaveAccessibleDescription(INVALID_EMAIL);
    await expect(field).toHaveFocus();

    await userEvent.type(field, 'example.com');
    await expect(args.signup.onValueChange).toHaveBeenLastCalledWith('jordan.lee@example.com');
    await userEvent.keyboard('{Enter}');
    await expect(args.signup.onSubmit).toHaveBeenCalledTimes(2);
    await expect(within(dialog).getByRole('button', { name: newsletterSignup('sending') })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(SENT));

    await userEvent.click(within(dialog).getByRole('button', { name: dialogFrame('close') }));
    await expectClosed(args.onOpenChange, opener);
  },
};

export const Playground: Story = {
  args: { defaultOpen: true },
};

/** Open: the title names the dialog, the description is announced with it, the field and button inside. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await settled(dialog);
    await expect(dialog).toHaveAccessibleDescription(DESCRIPTION);
    await expect(within(dialog).getByRole('textbox', { name: newsletterSignup('email') })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: newsletterSignup('submit') })).toBeVisible();
    // One heading: the modal's title; the form adds none of its own.
    await expect(within(dialog).getAllByRole('heading')).toHaveLength(1);
    await expect(getComputedStyle(dialog).zIndex).toBe('250');
  },
};

/** The × button closes it. */
export const CloseButtonCloses: Story = {
  render: (args) => <ModalHost args={args} />,
  play: async ({ canvas, userEvent, args }) => {
    const { opener, dialog } = await openWith(canvas, userEvent, 'Newsletter', TITLE);
    await userEvent.click(within(dialog).getByRole('button', { name: dialogFrame('close') }));
    await expectClosed(args.onOpenChange, opener);
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Escape closes it, even with focus in the field. */
export const EscapeCloses: Story = {
  render: (args) => <ModalHost args={args} />,
  play: async ({ canvas, userEvent, args }) => {
    const { opener, dialog } = await openWith(canvas, userEvent, 'Newsletter', TITLE);
    await userEvent.click(within(dialog).getByRole('textbox', { name: newsletterSignup('email') }));
    await userEvent.keyboard('{Escape}');
    await expectClosed(args.onOpenChange, opener);
  },
};

/** Sending: the button inside is busy and ignores presses. */
export const Sending: Story = {
  args: {
    defaultOpen: true,
    signup: { state: 'sending', value: 'jordan.lee@example.com', onValueChange: fn(), onSubmit: fn() },
  },
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    const button = within(dialog).getByRole('button', { name: newsletterSignup('sending') });
    await expectBusyIgnoresPress(button, userEvent, args.signup.onSubmit);
  },
};

/** Sent: the confirmation in the modal's status region. */
export const Sent: Story = {
  args: {
    defaultOpen: true,
    signup: {
      state: 'sent',
      value: 'jordan.lee@example.com',
      statusMessage: SENT,
      onValueChange: fn(),
      onSubmit: fn(),
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await expect(within(dialog).getByRole('status')).toHaveTextContent(SENT);
  },
};

/** The shop refused: its message as an alert inside the modal. */
export const ServerError: Story = {
  args: {
    defaultOpen: true,
    signup: {
      state: 'error',
      value: 'jordan.lee@example.com',
      statusMessage: SERVER_ERROR,
      onValueChange: fn(),
      onSubmit: fn(),
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(SERVER_ERROR);
  },
};

/** 320 px: the sheet at the bottom, the field and a full-width button stacked. */
export const Phone: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await settled(dialog);
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(window.innerWidth);
    const input = within(dialog)
      .getByRole('textbox', { name: newsletterSignup('email') })
      .getBoundingClientRect();
    const button = within(dialog)
      .getByRole('button', { name: newsletterSignup('submit') })
      .getBoundingClientRect();
    await expect(button.top).toBeGreaterThan(input.bottom);
    await expect(Math.round(button.width)).toBe(Math.round(input.width));
  },
};
