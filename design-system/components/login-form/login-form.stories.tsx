import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { timings } from '../../tokens';
import {
  LoginForm,
  type LoginFormErrors,
  type LoginFormField,
  type LoginFormLabels,
  type LoginFormProps,
  type LoginFormValues,
} from './login-form';

/*
 * The session machine holds values and errors and passes them back; the
 * `LoginHost` wrapper plays that part with the spec's messages (§5, §8 306).
 */

const labels: LoginFormLabels = {
  email: 'Email',
  password: 'Password',
  showPassword: 'Show password',
  remember: 'Remember me',
  submit: 'Log in',
  forgotPassword: 'Forgot password?',
  noAccount: 'No account yet?',
  createAccount: 'Create an account',
};

const REQUIRED = 'This field is required';
const INVALID_EMAIL = 'Is not a valid email address';
const INVALID_CREDENTIALS = 'The provided credentials are invalid';
const RATE_LIMITED = 'Too many attempts. Please wait a minute and try again.';

const emptyValues: LoginFormValues = { email: '', password: '', remember: false };
const filledValues: LoginFormValues = { email: 'jordan.lee@example.com', password: 'correct horse battery', remember: false };

/** A hidden password has no role: find it by its label (the required star is not part of the name). */
function passwordInput(canvas: { getByLabelText: (text: RegExp, options: { selector: string }) => HTMLElement }, label = 'Password') {
  return canvas.getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input' });
}

function validate(values: LoginFormValues): LoginFormErrors {
  const errors: LoginFormErrors = {};
  if (values.email.trim() === '') errors.email = REQUIRED;
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) errors.email = INVALID_EMAIL;
  if (values.password === '') errors.password = REQUIRED;
  return errors;
}

type Server = 'accepts' | 'refuses' | 'rate-limits';

/** The host (page, panel or modal) around the form; the server answers after a short busy time. */
function LoginHost({ args, initialValues, server = 'accepts' }: { args: LoginFormProps; initialValues: LoginFormValues; server?: Server }) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  return (
    <LoginForm
      {...args}
      values={values}
      errors={errors}
      formError={formError}
      busy={busy}
      onFieldChange={(field, value) => {
        args.onFieldChange(field, value);
        const next: LoginFormValues = { ...values, [field]: value };
        setValues(next);
        // While typing a message only goes away; it appears on blur or submit.
        const name: LoginFormField = field;
        if (name !== 'remember' && errors[name] !== undefined && validate(next)[name] === undefined) {
          setErrors(({ [name]: _fixed, ...rest }) => rest);
        }
      }}
      onFieldBlur={(field: LoginFormField) => {
        args.onFieldBlur?.(field);
        if (field === 'remember') return;
        const message = validate(values)[field];
        setErrors((current) => ({ ...current, [field]: message }));
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
          if (server === 'refuses') setFormError(INVALID_CREDENTIALS);
          if (server === 'rate-limits') setFormError(RATE_LIMITED);
        }, 50);
      }}
    />
  );
}

const meta = {
  title: 'Components/LoginForm',
  tags: ['autodocs'],
  component: LoginForm,
  args: {
    labels,
    values: emptyValues,
    errors: {},
    busy: false,
    onFieldChange: fn(),
    onFieldBlur: fn(),
    onSubmit: fn(),
    onForgotPassword: fn(),
    onCreateAccount: fn(),
  },
  argTypes: {
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
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the side panel and the modal show it: no title of its own, both fields fillable by a password manager. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(email).toHaveAttribute('inputmode', 'email');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toBeRequired();
    const password = passwordInput(canvas);
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toHaveAttribute('type', 'submit');
    await expect(canvas.getByRole('button', { name: 'Forgot password?' })).toHaveAttribute('type', 'button');
    await expect(canvas.getByRole('button', { name: 'Create an account' })).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const Playground: Story = {};

/** The app-style login page: the form carries the page's `h1`, which also names the form. */
export const WithPageTitle: Story = {
  args: { labels: { ...labels, title: 'Log in to your account' }, headingLevel: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in to your account' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Log in to your account' })).toBeVisible();
  },
};

/** In a modal whose dialog title says "Log in": no title, no remember me, no create-account action. */
export const Minimal: Story = {
  args: { labels: { ...labels, remember: undefined }, onCreateAccount: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Create an account' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
  },
};

/** Typing reports each edit; showing the password reveals what was typed. */
export const TypingReportsChanges: Story = {
  render: (args) => <LoginHost args={args} initialValues={emptyValues} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'jordan.lee@example.com');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('email', 'jordan.lee@example.com');
    await userEvent.type(passwordInput(canvas), 'hunter22');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('password', 'hunter22');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('hunter22');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('remember', true);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Leaving the e-mail with a bad address shows why under it; fixing it takes the message away. */
export const BlurShowsFieldError: Story = {
  render: (args) => <LoginHost args={args} initialValues={emptyValues} />,
  play: async ({ canvas, userEvent, args }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
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
    await expect(canvas.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy'));
  },
};

/** An empty submit: each field says why and focus lands on the first (the e-mail). */
export const SubmitEmptyFocusesFirstInvalid: Story = {
  render: (args) => <LoginHost args={args} initialValues={emptyValues} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const email = canvas.getByRole('textbox', { name: 'Email' });
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
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 2000 });
    await waitFor(() => expect(alert).toHaveTextContent(INVALID_CREDENTIALS));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('jordan.lee@example.com');
  },
};

/** Too many attempts (issue 5 security): the translated rate-limit message, announced. */
export const RateLimited: Story = {
  render: (args) => <LoginHost args={args} initialValues={filledValues} server="rate-limits" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(RATE_LIMITED));
  },
};

/** The refusal as the machine passes it (static). */
export const FormError: Story = {
  args: { values: filledValues, formError: INVALID_CREDENTIALS },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(INVALID_CREDENTIALS);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).not.toHaveFocus();
  },
};

/** Field errors as the machine passes them (static): both invalid and described. */
export const FieldErrors: Story = {
  args: { values: { ...emptyValues, email: 'jordan.lee@' }, errors: { email: INVALID_EMAIL, password: REQUIRED } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(INVALID_EMAIL);
    await expect(passwordInput(canvas)).toBeInvalid();
    await expect(passwordInput(canvas)).toHaveAccessibleDescription(REQUIRED);
  },
};

/** Logging in: the button is busy and neither click nor Enter submits again. */
export const Busy: Story = {
  args: { values: filledValues, busy: true },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Log in' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await userEvent.type(passwordInput(canvas), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(button.querySelector('[data-slot="spinner"]')).toBeVisible(), {
      timeout: timings.buttonLoaderDelayMs * 4,
    });
  },
};

/** The two actions call back (the host opens the reset panel or the registration) without submitting. */
export const Actions: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot password?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Create an account' }));
    await expect(args.onCreateAccount).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** 320 px (the side panel on a phone): full-width button, nothing overflows. */
export const Mobile: Story = {
  args: { values: filledValues, formError: INVALID_CREDENTIALS },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const form = canvasElement.querySelector<HTMLElement>('[data-slot="login-form"]');
    await expect(form?.scrollWidth).toBeLessThanOrEqual(form?.clientWidth ?? 0);
    const button = canvas.getByRole('button', { name: 'Log in' }).getBoundingClientRect();
    await expect(button.width).toBeCloseTo(form?.clientWidth ?? 0, 0);
  },
};
