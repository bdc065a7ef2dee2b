import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import {
  accountFormArgTypes,
  controlledFormArgs,
  expectBusyIgnoresSubmits,
  expectFitsWithFullWidthButton,
  INVALID_EMAIL,
  passwordInput,
  REQUIRED,
} from '../../stories/form-story-helpers';
import { storyText } from '../../stories/story-text';
import { passwordFieldMessages } from '../password-field/password-field.messages';
import { LoginForm } from './login-form';
import { loginFormMessages } from './login-form.messages';
import {
  emptyLoginValues as emptyValues,
  filledLoginValues as filledValues,
  INVALID_CREDENTIALS,
  LoginHost,
  RATE_LIMITED,
} from './login-form.story-data';

const en = storyText(loginFormMessages);
const de = storyText(loginFormMessages, 'de');
const passwordField = storyText(passwordFieldMessages);

const meta = {
  title: 'Account/LoginForm',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Logging in with e-mail and password: in the account side panel, a login modal or the login page.',
          '**Use instead:** `RegistrationForm` to create an account; `PasswordResetRequestForm` for a forgotten password.',
        ].join('\n\n'),
      },
    },
  },
  component: LoginForm,
  args: {
    values: emptyValues,
    ...controlledFormArgs(),
    onForgotPassword: fn(),
    onCreateAccount: fn(),
  },
  argTypes: accountFormArgTypes,
  decorators: [widthDecorator('max-w-md')],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the side panel and the modal show it: no title of its own, both fields fillable by a password manager. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: en('email') });
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(email).toHaveAttribute('inputmode', 'email');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toBeRequired();
    const password = passwordInput(canvas);
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('checkbox', { name: en('remember') })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: en('submit') })).toHaveAttribute('type', 'submit');
    await expect(canvas.getByRole('button', { name: en('forgotPassword') })).toHaveAttribute('type', 'button');
    await expect(canvas.getByRole('button', { name: en('createAccount') })).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const Playground: Story = {};

/** The app-style login page: the form carries the page's `h1`, which also names the form. */
export const WithPageTitle: Story = {
  args: { title: 'Log in to your account', headingLevel: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in to your account' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Log in to your account' })).toBeVisible();
  },
};

/** In a modal whose dialog title says "Log in": no title, no create-account action. */
export const Minimal: Story = {
  args: { onCreateAccount: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('button', { name: en('createAccount') })).toBeNull();
    await expect(canvas.queryByText(en('noAccount'))).toBeNull();
    await expect(canvas.getByRole('button', { name: en('forgotPassword') })).toBeVisible();
  },
};

/** Typing reports each edit; showing the password reveals what was typed. */
export const TypingReportsChanges: Story = {
  render: (args) => <LoginHost args={args} initialValues={emptyValues} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: en('email') }), 'jordan.lee@example.com');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('email', 'jordan.lee@example.com');
    await userEvent.type(passwordInput(canvas), 'hunter22');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('password', 'hunter22');
    await userEvent.click(canvas.getByRole('button', { name: passwordField('show') }));
    await expect(canvas.getByRole('textbox', { name: en('password') })).toHaveValue('hunter22');
    await userEvent.click(canvas.getByRole('checkbox', { name: en('remember') }));
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('remember', true);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Leaving the e-mail with a bad address shows why under it; fixing it takes the message away. */
export const BlurShowsFieldError: Story = {
  render: (args) => <LoginHost args={args} initialValues={emptyValues} />,
  play: async ({ canvas, userEvent, args }) => {
    const email = canvas.getByRole('textbox', { name: en('email') });
    await userEvent.type(email, 'jordan.lee@example');
    await userEvent.tab();
    await expect(args.onFieldBlur).toHaveBeenCalledWith('email');
    await expect(email).toBeInvalid();
    await expect(email).toHaveAccessibleDescription(INVALID_EMAIL);
    await userEvent.type(email, '.com');
    await expect(email).not.toBeInvalid();
  },
};

/** Enter in the password submits. */
export const SubmitWithEnter: Story = {
  render: (args) => <LoginHost args={args} initialValues={filledValues} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(passwordInput(canvas), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: en('submit') })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(canvas.getByRole('button', { name: en('submit') })).not.toHaveAttribute('aria-busy'));
  },
};

/** An empty submit: each field says why and focus lands on the first (the e-mail). */
export const SubmitEmptyFocusesFirstInvalid: Story = {
  render: (args) => <LoginHost args={args} initialValues={emptyValues} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const email = canvas.getByRole('textbox', { name: en('email') });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription(REQUIRED);
    await expect(passwordInput(canvas)).toHaveAccessibleDescription(REQUIRED);

    // With the e-mail filled, the next submit sends focus to the password.
    await userEvent.type(email, 'jordan.lee@example.com');
    await userEvent.keyboard('{Enter}');
    await expect(passwordInput(canvas)).toHaveFocus();
  },
};

/** Spec §8 306: the shop refuses the pair; the message is announced, the e-mail is kept. */
export const InvalidCredentials: Story = {
  render: (args) => <LoginHost args={args} initialValues={filledValues} server="refuses" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 2000 });
    await waitFor(() => expect(alert).toHaveTextContent(INVALID_CREDENTIALS));
    await expect(canvas.getByRole('textbox', { name: en('email') })).toHaveValue('jordan.lee@example.com');
  },
};

/** Too many attempts (issue 5 security): the translated rate-limit message, announced. */
export const RateLimited: Story = {
  render: (args) => <LoginHost args={args} initialValues={filledValues} server="rate-limits" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(RATE_LIMITED));
  },
};

/** The refusal as the machine passes it (static). */
export const FormError: Story = {
  args: { values: filledValues, formError: INVALID_CREDENTIALS },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(INVALID_CREDENTIALS);
    await expect(canvas.getByRole('textbox', { name: en('email') })).not.toHaveFocus();
  },
};

/** Field errors as the machine passes them (static): both invalid and described. */
export const FieldErrors: Story = {
  args: { values: { ...emptyValues, email: 'jordan.lee@' }, errors: { email: INVALID_EMAIL, password: REQUIRED } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: en('email') })).toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: en('email') })).toHaveAccessibleDescription(INVALID_EMAIL);
    await expect(passwordInput(canvas)).toBeInvalid();
    await expect(passwordInput(canvas)).toHaveAccessibleDescription(REQUIRED);
  },
};

/** Logging in: the button is busy and neither click nor Enter submits again. */
export const Busy: Story = {
  args: { values: filledValues, busy: true },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    await expectBusyIgnoresSubmits({
      button: canvas.getByRole('button', { name: en('submit') }),
      field: passwordInput(canvas),
      onSubmit: args.onSubmit,
      userEvent,
    });
  },
};

/** The two actions call back (the host opens the reset panel or the registration) without submitting. */
export const Actions: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('forgotPassword') }));
    await expect(args.onForgotPassword).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: en('createAccount') }));
    await expect(args.onCreateAccount).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** 320 px (the side panel on a phone): full-width button, nothing overflows. */
export const Mobile: Story = {
  args: { values: filledValues, formError: INVALID_CREDENTIALS },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectFitsWithFullWidthButton(canvasElement, 'login-form', en('submit'));
  },
};

/** German on a 320 px phone: the longest words wrap inside the form, the button stays full width. */
export const German: Story = {
  args: { values: filledValues, formError: INVALID_CREDENTIALS, title: 'Anmelden', headingLevel: 1 },
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('checkbox', { name: de('remember') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: de('forgotPassword') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: de('createAccount') })).toBeVisible();
    await expectFitsWithFullWidthButton(canvasElement, 'login-form', de('submit'));
  },
};
