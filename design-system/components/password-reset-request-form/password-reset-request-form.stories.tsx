import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import {
  accountFormArgTypes,
  controlledFormArgs,
  busyStory,
  expectFitsWithFullWidthButton,
  GENERIC_ERROR as ERROR,
  INVALID_EMAIL,
  isEmail,
  REQUIRED,
} from '../../stories/form-story-helpers';
import { storyText } from '../../stories/story-text';
import { PasswordResetRequestForm, type PasswordResetRequestFormProps } from './password-reset-request-form';
import { passwordResetRequestFormMessages } from './password-reset-request-form.messages';

/* `ResetHost` plays the reset-password machine: validates, sends, answers. */

const en = storyText(passwordResetRequestFormMessages);
const de = storyText(passwordResetRequestFormMessages, 'de');
const sentTo = (email: string, text = en) => text('sent', { email });

const RATE_LIMITED = 'Too many requests. Please wait a minute and try again.';

function validate(email: string): string | undefined {
  if (email.trim() === '') return REQUIRED;
  if (!isEmail(email)) return INVALID_EMAIL;
  return undefined;
}

type Server = 'accepts' | 'rate-limits' | 'fails';

function ResetHost({
  args,
  initialEmail,
  server = 'accepts',
}: {
  args: PasswordResetRequestFormProps;
  initialEmail: string;
  server?: Server;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [emailError, setEmailError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  return (
    <PasswordResetRequestForm
      {...args}
      values={{ email }}
      errors={{ email: emailError }}
      formError={formError}
      busy={busy}
      sent={sent}
      onFieldChange={(field, value) => {
        args.onFieldChange(field, value);
        setEmail(value);
        if (emailError !== undefined && validate(value) === undefined) setEmailError(undefined);
      }}
      onFieldBlur={(field) => {
        args.onFieldBlur?.(field);
        setEmailError(validate(email));
      }}
      onSubmit={() => {
        args.onSubmit();
        const found = validate(email);
        setEmailError(found);
        setFormError(undefined);
        if (found !== undefined) return;
        setBusy(true);
        setTimeout(() => {
          setBusy(false);
          if (server === 'accepts') setSent(true);
          if (server === 'rate-limits') setFormError(RATE_LIMITED);
          if (server === 'fails') setFormError(ERROR);
        }, 50);
      }}
    />
  );
}

const meta = {
  title: 'Account/PasswordResetRequestForm',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Asking for the e-mail that resets a forgotten password, from the login form or its own page.',
          "**Use instead:** `NewPasswordForm` for choosing the new password from that e-mail's link.",
        ].join('\n\n'),
      },
    },
  },
  component: PasswordResetRequestForm,
  args: {
    title: 'Reset your password',
    values: { email: '' },
    sent: false,
    ...controlledFormArgs(),
    onBackToLogin: fn(),
  },
  argTypes: accountFormArgTypes,
  decorators: [widthDecorator('max-w-md')],
} satisfies Meta<typeof PasswordResetRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Reset your password' })).toBeVisible();
    const email = canvas.getByRole('textbox', { name: en('email') });
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(email).toHaveAttribute('inputmode', 'email');
    await expect(email).toBeRequired();
    await expect(canvas.getByRole('button', { name: en('submit') })).toHaveAttribute('type', 'submit');
  },
};

export const Playground: Story = {};

/** Typed, sent with Enter: the same message whatever the account, focused so it is read. */
export const SendWithEnter: Story = {
  render: (args) => <ResetHost args={args} initialEmail="" />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: en('email') }), 'nobody@example.com{Enter}');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('email', 'nobody@example.com');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const message = await canvas.findByText(sentTo('nobody@example.com'));
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(canvas.queryByRole('textbox', { name: en('email') })).toBeNull();
  },
};

/** An empty or malformed address: the message under the field, which takes the focus. */
export const InvalidEmail: Story = {
  render: (args) => <ResetHost args={args} initialEmail="" />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    const email = canvas.getByRole('textbox', { name: en('email') });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription(REQUIRED);
    await userEvent.type(email, 'nobody@example');
    await userEvent.tab();
    await expect(args.onFieldBlur).toHaveBeenCalledWith('email');
    await expect(email).toHaveAccessibleDescription(INVALID_EMAIL);
  },
};

/** Too many requests (issue 5 security): the message is announced, the address kept. */
export const RateLimited: Story = {
  render: (args) => <ResetHost args={args} initialEmail="jordan.lee@example.com" server="rate-limits" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(RATE_LIMITED));
    await expect(canvas.getByRole('textbox', { name: en('email') })).toHaveValue('jordan.lee@example.com');
  },
};

/** Any other failure: the server's message or "An error occured". */
export const ServerError: Story = {
  render: (args) => <ResetHost args={args} initialEmail="jordan.lee@example.com" server="fails" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(ERROR));
  },
};

/** Static: the sent state as the machine passes it. */
export const Sent: Story = {
  args: { values: { email: 'jordan.lee@example.com' }, sent: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(sentTo('jordan.lee@example.com'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: en('submit') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: en('backToLogin') }));
    await expect(args.onBackToLogin).toHaveBeenCalledOnce();
  },
};

/** Static: a refused address. */
export const FieldError: Story = {
  args: { values: { email: 'jordan@' }, errors: { email: INVALID_EMAIL } },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: en('email') });
    await expect(email).toBeInvalid();
    await expect(email).toHaveAccessibleDescription(INVALID_EMAIL);
  },
};

/** Static: the request failed. */
export const FormError: Story = {
  args: { values: { email: 'jordan.lee@example.com' }, formError: RATE_LIMITED },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(RATE_LIMITED);
  },
};

export const Busy: Story = busyStory({ values: { email: 'jordan.lee@example.com' }, busy: true }, en('submit'), (canvas) =>
  canvas.getByRole('textbox', { name: en('email') }),
);

/** 320 px, sent to a long address: it wraps. */
export const Mobile: Story = {
  args: { values: { email: 'camille.martin.voyageuse.au.long.cours@un-fournisseur-tres-long.example.fr' }, sent: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector<HTMLElement>('[data-slot="password-reset-request-form"]');
    await expect(form?.scrollWidth).toBeLessThanOrEqual(form?.clientWidth ?? 0);
  },
};

/** 320 px, the form itself: full-width button. */
export const MobileForm: Story = {
  args: { values: { email: 'jordan.lee@example.com' } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectFitsWithFullWidthButton(canvasElement, 'password-reset-request-form', en('submit'));
  },
};

/** German on a 320 px phone, in the side panel (no title): the intro and the long button wrap. */
export const German: Story = {
  args: { title: undefined, values: { email: 'jordan.lee@example.com' } },
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText(de('intro'))).toBeVisible();
    await expectFitsWithFullWidthButton(canvasElement, 'password-reset-request-form', de('submit'));
  },
};

/** German, sent: the outcome names the address in the shopper's language. */
export const GermanSent: Story = {
  args: { values: { email: 'jordan.lee@example.com' }, sent: true },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(sentTo('jordan.lee@example.com', de))).toBeVisible();
    await expect(canvas.getByRole('button', { name: de('backToLogin') })).toBeVisible();
  },
};
