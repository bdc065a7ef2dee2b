import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { preventNavigation } from '../../stories/prevent-navigation';
import { timings } from '../../tokens';
import {
  NewPasswordForm,
  type NewPasswordFormErrors,
  type NewPasswordFormField,
  type NewPasswordFormLabels,
  type NewPasswordFormProps,
  type NewPasswordFormStatus,
  type NewPasswordFormValues,
} from './new-password-form';

/* `ResetPage` plays the reset-password machine: validates, sends, answers (spec §4, §5, §8). */

const labels: NewPasswordFormLabels = {
  title: 'Choose a new password',
  newPassword: 'New password',
  newPasswordHint: 'At least 8 characters',
  newPasswordConfirmation: 'Confirm new password',
  showPassword: 'Show password',
  submit: 'Change password',
  changed: 'Password successfully changed',
  home: 'Home',
  invalidLink: 'This link has expired or was already used.',
  requestNewLink: 'Request a new link',
};

const REQUIRED = 'This field is required';
const TOO_SHORT = 'Must be at least 8 characters';
const PASSWORDS_MUST_MATCH = 'Passwords must match';
const ERROR = 'Error occured';

const emptyValues: NewPasswordFormValues = { newPassword: '', newPasswordConfirmation: '' };
const filledValues: NewPasswordFormValues = { newPassword: 'lisbon-in-spring', newPasswordConfirmation: 'lisbon-in-spring' };

function passwordInput(canvas: { getByLabelText: (text: RegExp, options: { selector: string }) => HTMLElement }, label: string) {
  return canvas.getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input' });
}

function validate(values: NewPasswordFormValues): NewPasswordFormErrors {
  const errors: NewPasswordFormErrors = {};
  if (values.newPassword === '') errors.newPassword = REQUIRED;
  else if (values.newPassword.length < 8) errors.newPassword = TOO_SHORT;
  if (values.newPasswordConfirmation === '') errors.newPasswordConfirmation = REQUIRED;
  else if (values.newPasswordConfirmation !== values.newPassword) errors.newPasswordConfirmation = PASSWORDS_MUST_MATCH;
  return errors;
}

type Server = 'accepts' | 'fails' | 'expired';

function ResetPage({ args, initialValues, server = 'accepts' }: { args: NewPasswordFormProps; initialValues: NewPasswordFormValues; server?: Server }) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<NewPasswordFormErrors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<NewPasswordFormStatus>('form');

  return (
    <NewPasswordForm
      {...args}
      values={values}
      errors={errors}
      formError={formError}
      busy={busy}
      status={status}
      onFieldChange={(field, value) => {
        args.onFieldChange(field, value);
        const next = { ...values, [field]: value };
        setValues(next);
        if (errors[field] !== undefined && validate(next)[field] === undefined) {
          setErrors(({ [field]: _fixed, ...rest }) => rest);
        }
      }}
      onFieldBlur={(field: NewPasswordFormField) => {
        args.onFieldBlur?.(field);
        setErrors((current) => ({ ...current, [field]: validate(values)[field] }));
      }}
      onSubmit={() => {
        args.onSubmit();
        const found = validate(values);
        setErrors(found);
        setFormError(undefined);
        if (Object.keys(found).length > 0) return;
        setBusy(true);
        setTimeout(() => {
          setBusy(false);
          if (server === 'accepts') setStatus('changed');
          if (server === 'expired') setStatus('invalidLink');
          if (server === 'fails') setFormError(ERROR);
        }, 50);
      }}
    />
  );
}

const meta = {
  title: 'Components/NewPasswordForm',
  tags: ['autodocs'],
  component: NewPasswordForm,
  args: {
    labels,
    values: emptyValues,
    errors: {},
    status: 'form',
    busy: false,
    homeHref: '/en',
    onFieldChange: fn(),
    onFieldBlur: fn(),
    onSubmit: fn(),
    onRequestNewLink: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['form', 'changed', 'invalidLink'] },
    formError: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [1, 2, 3] },
    labels: { control: false },
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
    preventNavigation,
  ],
} satisfies Meta<typeof NewPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's `h1`; both fields ask password managers for a new password, under the account's e-mail. */
export const Default: Story = {
  args: { email: 'jordan.lee@example.com' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    const password = passwordInput(canvas, 'New password');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(password).toHaveAccessibleDescription('At least 8 characters');
    await expect(passwordInput(canvas, 'Confirm new password')).toHaveAttribute('autocomplete', 'new-password');
    const username = canvasElement.querySelector('input[autocomplete="username"]');
    await expect(username).toHaveValue('jordan.lee@example.com');
    await expect(username).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change password' })).toHaveAttribute('type', 'submit');
  },
};

export const Playground: Story = {};

/** Changed: "Password successfully changed" takes focus, then Home. */
export const ChangeSucceeds: Story = {
  render: (args) => <ResetPage args={args} initialValues={emptyValues} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(passwordInput(canvas, 'New password'), 'lisbon-in-spring');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('newPassword', 'lisbon-in-spring');
    await userEvent.type(passwordInput(canvas, 'Confirm new password'), 'lisbon-in-spring{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Password successfully changed');
    await expect(status).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
  },
};

/** Mismatched or short: each says why; focus goes to the first. */
export const SubmitWithErrorsFocusesFirstInvalid: Story = {
  render: (args) => <ResetPage args={args} initialValues={{ newPassword: 'lisbon', newPasswordConfirmation: 'lisbonne' }} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    const password = passwordInput(canvas, 'New password');
    await expect(password).toHaveFocus();
    await expect(password).toHaveAccessibleDescription(`${TOO_SHORT} At least 8 characters`);
    await expect(passwordInput(canvas, 'Confirm new password')).toHaveAccessibleDescription(PASSWORDS_MUST_MATCH);
  },
};

/** Leaving the confirmation with a mismatch shows it at once. */
export const BlurShowsMismatch: Story = {
  render: (args) => <ResetPage args={args} initialValues={{ newPassword: 'lisbon-in-spring', newPasswordConfirmation: '' }} />,
  play: async ({ canvas, userEvent, args }) => {
    const confirmation = passwordInput(canvas, 'Confirm new password');
    await userEvent.type(confirmation, 'lisbon-in-summer');
    await userEvent.tab();
    await expect(args.onFieldBlur).toHaveBeenCalledWith('newPasswordConfirmation');
    await expect(confirmation).toHaveAccessibleDescription(PASSWORDS_MUST_MATCH);
  },
};

/** Spec §8: the change failed; "Error occured" (or the server's message) is announced. */
export const ChangeFails: Story = {
  render: (args) => <ResetPage args={args} initialValues={filledValues} server="fails" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(ERROR));
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeVisible();
  },
};

/** The token expired or was used meanwhile: the reason takes focus, with the way to a new link. */
export const LinkExpiresOnSubmit: Story = {
  render: (args) => <ResetPage args={args} initialValues={filledValues} server="expired" />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    // The form's own (empty) alert region goes with the fields: the one left is the link's refusal.
    const reason = await canvas.findByText('This link has expired or was already used.');
    const alert = reason.closest('[role="alert"]');
    await expect(canvas.getAllByRole('alert')).toEqual([alert]);
    await expect(alert).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Request a new link' }));
    await expect(args.onRequestNewLink).toHaveBeenCalledOnce();
  },
};

/** Static: opened from a link already known to be invalid. */
export const InvalidLink: Story = {
  args: { status: 'invalidLink' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This link has expired or was already used.');
    await expect(canvas.queryByLabelText(/New password/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Request a new link' })).toBeVisible();
  },
};

/** Static: changed. Enter or a click on Home does not submit anything. */
export const Changed: Story = {
  args: { status: 'changed' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Password successfully changed');
    await userEvent.click(canvas.getByRole('link', { name: 'Home' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Static: field errors as the machine passes them. */
export const FieldErrors: Story = {
  args: { values: { newPassword: 'short', newPasswordConfirmation: '' }, errors: { newPassword: TOO_SHORT, newPasswordConfirmation: REQUIRED } },
  play: async ({ canvas }) => {
    await expect(passwordInput(canvas, 'New password')).toBeInvalid();
    await expect(passwordInput(canvas, 'Confirm new password')).toHaveAccessibleDescription(REQUIRED);
  },
};

/** Static: the failure message. */
export const FormError: Story = {
  args: { values: filledValues, formError: ERROR },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ERROR);
  },
};

export const Busy: Story = {
  args: { values: filledValues, busy: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Change password' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(button.querySelector('[data-slot="spinner"]')).toBeVisible(), {
      timeout: timings.buttonLoaderDelayMs * 4,
    });
  },
};

/** 320 px: full-width button, nothing overflows. */
export const Mobile: Story = {
  args: { values: filledValues, formError: ERROR },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const form = canvasElement.querySelector<HTMLElement>('[data-slot="new-password-form"]');
    await expect(form?.scrollWidth).toBeLessThanOrEqual(form?.clientWidth ?? 0);
    const button = canvas.getByRole('button', { name: 'Change password' }).getBoundingClientRect();
    await expect(button.width).toBeCloseTo(form?.clientWidth ?? 0, 0);
  },
};
