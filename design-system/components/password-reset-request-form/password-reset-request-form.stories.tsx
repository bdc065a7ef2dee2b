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
import {
  PasswordResetRequestForm,
  type PasswordResetRequestFormLabels,
  type PasswordResetRequestFormProps,
} from './password-reset-request-form';

/* `ResetHost` plays the reset-password machine: validates, sends, answers. */

const labels: PasswordResetRequestFormLabels = {
  title: 'Reset your password',
  intro: 'Enter your email and we will send you a link to choose a new password.',
  email: 'Email',
  submit: 'Send the link',
  sent: (email) => `If an account exists for ${email}, we sent a link to reset the password.`,
  sentHelp: 'The link is valid for 2 hours. No email? Look in your spam folder.',
  backToLogin: 'Back to login',
};

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
  title: 'Components/PasswordResetRequestForm',
  tags: ['autodocs'],
  component: PasswordResetRequestForm,
  args: {
    labels,
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
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(email).toHaveAttribute('inputmode', 'email');
    await expect(email).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Send the link' })).toHaveAttribute('type', 'submit');
  },
};

export const Playground: Story = {};

/** Typed, sent with Enter: the same message whatever the account, focused so it is read. */
export const SendWithEnter: Story = {
  render: (args) => <ResetHost args={args} initialEmail="" />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'nobody@example.com{Enter}');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('email', 'nobody@example.com');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const message = await canvas.findByText('If an account exists for nobody@example.com, we sent a link to reset the password.');
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(canvas.queryByRole('textbox', { name: 'Email' })).toBeNull();
  },
};

/** An empty or malformed address: the message under the field, which takes the focus. */
export const InvalidEmail: Story = {
  render: (args) => <ResetHost args={args} initialEmail="" />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    const email = canvas.getByRole('textbox', { name: 'Email' });
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
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(RATE_LIMITED));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('jordan.lee@example.com');
  },
};

/** Any other failure: the server's message or "An error occured". */
export const ServerError: Story = {
  render: (args) => <ResetHost args={args} initialEmail="jordan.lee@example.com" server="fails" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(ERROR));
  },
};

/** Static: the sent state as the machine passes it. */
export const Sent: Story = {
  args: { values: { email: 'jordan.lee@example.com' }, sent: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('If an account exists for jordan.lee@example.com, we sent a link to reset the password.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send the link' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to login' }));
    await expect(args.onBackToLogin).toHaveBeenCalledOnce();
  },
};

/** Static: a refused address. */
export const FieldError: Story = {
  args: { values: { email: 'jordan@' }, errors: { email: INVALID_EMAIL } },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
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

export const Busy: Story = busyStory({ values: { email: 'jordan.lee@example.com' }, busy: true }, 'Send the link', (canvas) =>
  canvas.getByRole('textbox', { name: 'Email' }),
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
  play: async ({ canvas, canvasElement }) => {
    await expectFitsWithFullWidthButton(
      canvasElement.querySelector<HTMLElement>('[data-slot="password-reset-request-form"]'),
      canvas.getByRole('button', { name: 'Send the link' }),
    );
  },
};
