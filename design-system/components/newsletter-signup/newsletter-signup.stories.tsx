import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { expectLoaderShows } from '../../stories/button-story-helpers';
import { widthDecorator } from '../../stories/decorators';
import { INVALID_EMAIL, REQUIRED } from '../../stories/form-story-helpers';
import { storyText } from '../../stories/story-text';
import { NewsletterSignup } from './newsletter-signup';
import { newsletterSignupMessages } from './newsletter-signup.messages';
import { NewsletterSignupHost, newsletterSignupPageTexts, SENT, SERVER_ERROR } from './newsletter-signup.story-data';

const en = storyText(newsletterSignupMessages);

const meta = {
  title: 'Newsletter/NewsletterSignup',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Subscribing to the newsletter with an e-mail address, in the page or the footer (`inline`) or on a card.',
          '**Use instead:** `NewsletterModal` to ask in a modal; `NewsletterToggle` for a logged-in customer, who needs no address.',
        ].join('\n\n'),
      },
    },
  },
  component: NewsletterSignup,
  args: {
    ...newsletterSignupPageTexts,
    state: 'idle',
    value: '',
    variant: 'inline',
    onValueChange: fn(),
    onSubmit: fn(),
  },
  argTypes: {
    state: { control: 'inline-radio', options: ['idle', 'sending', 'sent', 'error'] },
    variant: { control: 'inline-radio', options: ['inline', 'card'] },
    headingLevel: { control: 'inline-radio', options: [1, 2, 3] },
    fieldError: { control: 'text' },
    statusMessage: { control: 'text' },
  },
  decorators: [widthDecorator('max-w-xl')],
} satisfies Meta<typeof NewsletterSignup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing an address and subscribing: busy while sending, then the confirmation is announced. */
export const Default: Story = {
  render: (args) => <NewsletterSignupHost args={args} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('form', { name: 'Get our travel tips' })).toBeVisible();
    const field = canvas.getByRole('textbox', { name: en('email') });
    await expect(field).toHaveAttribute('type', 'email');
    await expect(field).toHaveAttribute('autocomplete', 'email');
    await userEvent.type(field, 'jordan.lee@example.com');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('jordan.lee@example.com');
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: en('sending') })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(SENT));
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const Playground: Story = {};

/** Idle: heading, sentence, the labelled field and the button; Enter in the field submits. */
export const Idle: Story = {
  args: { value: 'jordan.lee@example.com' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Get our travel tips' })).toBeVisible();
    await expect(canvas.getByText(newsletterSignupPageTexts.text)).toBeVisible();
    const field = canvas.getByRole('textbox', { name: en('email') });
    await expect(field).toHaveValue('jordan.lee@example.com');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.click(field);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** An empty or malformed address: the message under the field, tied to it, and focus back on it. */
export const InvalidEmail: Story = {
  render: (args) => <NewsletterSignupHost args={args} />,
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: en('email') });
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(REQUIRED);
    await expect(field).toHaveFocus();

    await userEvent.type(field, 'jordan.lee@');
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveAccessibleDescription(INVALID_EMAIL);
    await expect(canvas.getByText(INVALID_EMAIL)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: en('sending') })).toBeNull();

    // Fixed: the message goes away.
    await userEvent.type(field, 'example.com');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(INVALID_EMAIL)).toBeNull();
  },
};

/** Static: the message the host passed. */
export const WithFieldError: Story = {
  args: { value: 'jordan.lee@', fieldError: INVALID_EMAIL },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: en('email') });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(INVALID_EMAIL);
  },
};

/** Sending: the button is busy (spinner after the loader delay) and ignores presses; the field is read-only. */
export const Sending: Story = {
  args: { state: 'sending', value: 'jordan.lee@example.com' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: en('sending') });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('form', { name: 'Get our travel tips' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: en('email') })).toHaveAttribute('readonly');
    await expectLoaderShows(() => button.querySelector('[data-slot="spinner"]'));
  },
};

/** Sent: the confirmation in the status region, with its tick. */
export const Sent: Story = {
  args: { state: 'sent', value: 'jordan.lee@example.com', statusMessage: SENT },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(SENT);
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('button', { name: en('submit') })).not.toHaveAttribute('aria-busy');
  },
};

/** The shop refused: its message as an alert; the address stays to be corrected or sent again. */
export const ServerError: Story = {
  args: { state: 'error', value: 'jordan.lee@example.com', statusMessage: SERVER_ERROR },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_ERROR);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('textbox', { name: en('email') })).toHaveValue('jordan.lee@example.com');
  },
};

/** Sending fails: the shop's message is announced when it arrives, and the button works again. */
export const FailsOnSubmit: Story = {
  render: (args) => <NewsletterSignupHost args={args} fails />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: en('email') }), 'jordan.lee@example.com');
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_ERROR));
    await expect(canvas.getByRole('button', { name: en('submit') })).not.toHaveAttribute('aria-busy');
  },
};

/** Inline from tablet: the button beside the field, lined up with the input. */
export const Inline: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: en('email') }).getBoundingClientRect();
    const button = canvas.getByRole('button', { name: en('submit') }).getBoundingClientRect();
    await expect(Math.abs(button.top - input.top)).toBeLessThanOrEqual(1);
    await expect(button.left).toBeGreaterThan(input.right);
  },
};

/** The card variant: a bordered box, the button under the field at full width. */
export const Card: Story = {
  args: { variant: 'card' },
  decorators: [widthDecorator('max-w-sm')],
  play: async ({ canvas, canvasElement }) => {
    const form = canvasElement.querySelector<HTMLElement>('[data-slot="newsletter-signup"]');
    await expect(form && getComputedStyle(form).borderTopWidth).toBe('1px');
    const input = canvas.getByRole('textbox', { name: en('email') }).getBoundingClientRect();
    const button = canvas.getByRole('button', { name: en('submit') }).getBoundingClientRect();
    await expect(button.top).toBeGreaterThan(input.bottom);
    await expect(Math.round(button.width)).toBe(Math.round(input.width));
  },
};

/** 320 px, German: stacked, the long button label wraps, nothing overflows. */
export const Mobile: Story = {
  args: {
    heading: 'Unsere Reisetipps per E-Mail',
    text: 'Einmal im Monat Angebote und Ratschläge für Ihre Reisen. Abmeldung mit einem Klick.',
    fieldError: 'Ist keine gültige E-Mail-Adresse',
  },
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'de' },
  play: async ({ canvas, canvasElement }) => {
    const form = canvasElement.querySelector<HTMLElement>('[data-slot="newsletter-signup"]');
    await expect(form?.scrollWidth).toBeLessThanOrEqual(form?.clientWidth ?? 0);
    const input = canvas.getByRole('textbox', { name: storyText(newsletterSignupMessages, 'de')('email') }).getBoundingClientRect();
    const button = canvas.getByRole('button', { name: storyText(newsletterSignupMessages, 'de')('submit') }).getBoundingClientRect();
    await expect(button.top).toBeGreaterThan(input.bottom);
    await expect(Math.round(button.width)).toBe(Math.round(input.width));
  },
};
