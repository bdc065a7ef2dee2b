import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import {
  accountFormArgTypes,
  controlledFormArgs,
  busyStory,
  expectFitsWithFullWidthButton,
  passwordInput,
  PASSWORDS_MUST_MATCH,
  REQUIRED,
  TOO_SHORT,
  useValidatedForm,
} from '../../stories/form-story-helpers';
import { preventNavigation } from '../../stories/prevent-navigation';
import { storyText } from '../../stories/story-text';
import {
  NewPasswordForm,
  type NewPasswordFormErrors,
  type NewPasswordFormProps,
  type NewPasswordFormStatus,
  type NewPasswordFormValues,
} from './new-password-form';
import { newPasswordFormMessages } from './new-password-form.messages';

/* `ResetPage` plays the reset-password machine: validates, sends, answers (spec §4, §5, §8). */

const en = storyText(newPasswordFormMessages);
const ja = storyText(newPasswordFormMessages, 'ja');

const ERROR = 'Error occured';

const emptyValues: NewPasswordFormValues = { newPassword: '', newPasswordConfirmation: '' };
const filledValues: NewPasswordFormValues = { newPassword: 'lisbon-in-spring', newPasswordConfirmation: 'lisbon-in-spring' };

function validate(values: NewPasswordFormValues): NewPasswordFormErrors {
  const errors: NewPasswordFormErrors = {};
  if (values.newPassword === '') errors.newPassword = REQUIRED;
  else if (values.newPassword.length < 8) errors.newPassword = TOO_SHORT;
  if (values.newPasswordConfirmation === '') errors.newPasswordConfirmation = REQUIRED;
  else if (values.newPasswordConfirmation !== values.newPassword) errors.newPasswordConfirmation = PASSWORDS_MUST_MATCH;
  return errors;
}

type Server = 'accepts' | 'fails' | 'expired';

function ResetPage({
  args,
  initialValues,
  server = 'accepts',
}: {
  args: NewPasswordFormProps;
  initialValues: NewPasswordFormValues;
  server?: Server;
}) {
  const form = useValidatedForm(initialValues, validate);
  const [formError, setFormError] = useState<string>();
  const [status, setStatus] = useState<NewPasswordFormStatus>('form');

  return (
    <NewPasswordForm
      {...args}
      {...form.bind(args)}
      formError={formError}
      busy={form.busy}
      status={status}
      onSubmit={() => {
        setFormError(undefined);
        form.submit(args.onSubmit, () => {
          if (server === 'accepts') setStatus('changed');
          if (server === 'expired') setStatus('invalidLink');
          if (server === 'fails') setFormError(ERROR);
        });
      }}
    />
  );
}

const meta = {
  title: 'Account/NewPasswordForm',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Choosing a new password from the link of a reset e-mail, with its success and expired-link states.',
          '**Use instead:** `PasswordResetRequestForm` to ask for that e-mail; `PersonalInformationForm` to change the password while logged in.',
        ].join('\n\n'),
      },
    },
  },
  component: NewPasswordForm,
  args: {
    values: emptyValues,
    status: 'form',
    homeHref: '/en',
    ...controlledFormArgs(),
    onRequestNewLink: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['form', 'changed', 'invalidLink'] },
    ...accountFormArgTypes,
  },
  decorators: [widthDecorator('max-w-md'), preventNavigation],
} satisfies Meta<typeof NewPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's `h1`; both fields ask password managers for a new password, under the account's e-mail. */
export const Default: Story = {
  args: { email: 'jordan.lee@example.com' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: en('title') })).toBeVisible();
    const password = passwordInput(canvas, en('newPassword'));
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(password).toHaveAccessibleDescription(en('newPasswordHint'));
    await expect(passwordInput(canvas, en('newPasswordConfirmation'))).toHaveAttribute('autocomplete', 'new-password');
    const username = canvasElement.querySelector('input[autocomplete="username"]');
    await expect(username).toHaveValue('jordan.lee@example.com');
    await expect(username).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: en('submit') })).toHaveAttribute('type', 'submit');
  },
};

export const Playground: Story = {};

/** Changed: "Password successfully changed" takes focus, then Home. */
export const ChangeSucceeds: Story = {
  render: (args) => <ResetPage args={args} initialValues={emptyValues} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(passwordInput(canvas, en('newPassword')), 'lisbon-in-spring');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('newPassword', 'lisbon-in-spring');
    await userEvent.type(passwordInput(canvas, en('newPasswordConfirmation')), 'lisbon-in-spring{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent(en('changed'));
    await expect(status).toHaveFocus();
    await expect(canvas.getByRole('link', { name: en('home') })).toHaveAttribute('href', '/en');
  },
};

/** Mismatched or short: each says why; focus goes to the first. */
export const SubmitWithErrorsFocusesFirstInvalid: Story = {
  render: (args) => <ResetPage args={args} initialValues={{ newPassword: 'lisbon', newPasswordConfirmation: 'lisbonne' }} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    const password = passwordInput(canvas, en('newPassword'));
    await expect(password).toHaveFocus();
    await expect(password).toHaveAccessibleDescription(`${TOO_SHORT} At least 8 characters`);
    await expect(passwordInput(canvas, en('newPasswordConfirmation'))).toHaveAccessibleDescription(PASSWORDS_MUST_MATCH);
  },
};

/** Leaving the confirmation with a mismatch shows it at once. */
export const BlurShowsMismatch: Story = {
  render: (args) => <ResetPage args={args} initialValues={{ newPassword: 'lisbon-in-spring', newPasswordConfirmation: '' }} />,
  play: async ({ canvas, userEvent, args }) => {
    const confirmation = passwordInput(canvas, en('newPasswordConfirmation'));
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
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(ERROR));
    await expect(canvas.getByRole('button', { name: en('submit') })).toBeVisible();
  },
};

/** The token expired or was used meanwhile: the reason takes focus, with the way to a new link. */
export const LinkExpiresOnSubmit: Story = {
  render: (args) => <ResetPage args={args} initialValues={filledValues} server="expired" />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    // The form's own (empty) alert region goes with the fields: the one left is the link's refusal.
    const reason = await canvas.findByText(en('invalidLink'));
    const alert = reason.closest('[role="alert"]');
    await expect(canvas.getAllByRole('alert')).toEqual([alert]);
    await expect(alert).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: en('requestNewLink') }));
    await expect(args.onRequestNewLink).toHaveBeenCalledOnce();
  },
};

/** Static: opened from a link already known to be invalid. */
export const InvalidLink: Story = {
  args: { status: 'invalidLink' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en('invalidLink'));
    await expect(canvas.queryByLabelText(en('newPassword'), { exact: false, selector: 'input' })).toBeNull();
    await expect(canvas.getByRole('button', { name: en('requestNewLink') })).toBeVisible();
  },
};

/** Static: changed. Enter or a click on Home does not submit anything. */
export const Changed: Story = {
  args: { status: 'changed' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(en('changed'));
    await userEvent.click(canvas.getByRole('link', { name: en('home') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Static: field errors as the machine passes them. */
export const FieldErrors: Story = {
  args: {
    values: { newPassword: 'short', newPasswordConfirmation: '' },
    errors: { newPassword: TOO_SHORT, newPasswordConfirmation: REQUIRED },
  },
  play: async ({ canvas }) => {
    await expect(passwordInput(canvas, en('newPassword'))).toBeInvalid();
    await expect(passwordInput(canvas, en('newPasswordConfirmation'))).toHaveAccessibleDescription(REQUIRED);
  },
};

/** Static: the failure message. */
export const FormError: Story = {
  args: { values: filledValues, formError: ERROR },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ERROR);
  },
};

export const Busy: Story = busyStory({ values: filledValues, busy: true }, en('submit'), (canvas) =>
  passwordInput(canvas, en('newPassword')),
);

/** 320 px: full-width button, nothing overflows. */
export const Mobile: Story = {
  args: { values: filledValues, formError: ERROR },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectFitsWithFullWidthButton(canvasElement, 'new-password-form', en('submit'));
  },
};

/** Japanese on a 320 px phone: the page's title and the fields in the shopper's language, nothing overflows. */
export const Japanese: Story = {
  args: { values: filledValues },
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: ja('title') })).toBeVisible();
    await expect(passwordInput(canvas, ja('newPassword'))).toHaveAccessibleDescription(ja('newPasswordHint'));
    await expectFitsWithFullWidthButton(canvasElement, 'new-password-form', ja('submit'));
  },
};

/** Japanese, changed: the outcome and the way home in the shopper's language. */
export const JapaneseChanged: Story = {
  args: { status: 'changed' },
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(ja('changed'));
    await expect(canvas.getByRole('link', { name: ja('home') })).toHaveAttribute('href', '/en');
  },
};
