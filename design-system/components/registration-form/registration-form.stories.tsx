import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import {
  accountFormArgTypes,
  controlledFormArgs,
  EMAILS_MUST_MATCH,
  busyStory,
  expectFitsWithFullWidthButton,
  expectSameRow,
  expectStacked,
  INVALID_EMAIL,
  isEmail,
  passwordInput,
  PASSWORDS_MUST_MATCH,
  REQUIRED,
  TOO_LONG,
  TOO_SHORT,
  useValidatedForm,
} from '../../stories/form-story-helpers';
import { storyText } from '../../stories/story-text';
import { titleFieldMessages } from '../form-parts/title-field.messages';
import {
  RegistrationForm,
  type RegistrationFormErrors,
  type RegistrationFormProps,
  type RegistrationFormValues,
} from './registration-form';
import { registrationFormMessages } from './registration-form.messages';
import { RegistrationSent } from './registration-sent';
import { registrationSentMessages } from './registration-sent.messages';

/*
 * The session machine holds values and errors; `RegistrationHost` plays that
 * part with the spec's messages (§5, §8 306) and swaps the form for
 * `RegistrationSent` once the shop accepted it.
 */

const de = storyText(registrationFormMessages, 'de');
const sentText = storyText(registrationSentMessages);
const titleField = storyText(titleFieldMessages);
const en = storyText(registrationFormMessages);

const REGISTRATION_FAILED = 'Registration failed';
const RATE_LIMITED = 'Too many attempts. Please wait a minute and try again.';

const emptyValues: RegistrationFormValues = {
  title: '',
  firstName: '',
  lastName: '',
  email: '',
  emailConfirmation: '',
  password: '',
  passwordConfirmation: '',
  newsletter: false,
};

const filledValues: RegistrationFormValues = {
  title: 'mrs',
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille.martin@example.fr',
  emailConfirmation: 'camille.martin@example.fr',
  password: 'voyage-a-lisbonne',
  passwordConfirmation: 'voyage-a-lisbonne',
  newsletter: false,
};

/** The spec's rules (§5) with the 8-character policy, standing in for the machine's. */
function validate(values: RegistrationFormValues): RegistrationFormErrors {
  const errors: RegistrationFormErrors = {};
  if (values.title === '') errors.title = REQUIRED;
  for (const field of ['firstName', 'lastName', 'email', 'emailConfirmation', 'password', 'passwordConfirmation'] as const) {
    if (values[field].trim() === '') errors[field] = REQUIRED;
  }
  for (const field of ['firstName', 'lastName'] as const) {
    if (values[field].length > 255) errors[field] = TOO_LONG;
  }
  if (errors.email === undefined && !isEmail(values.email)) errors.email = INVALID_EMAIL;
  if (errors.emailConfirmation === undefined && values.emailConfirmation !== values.email) {
    errors.emailConfirmation = EMAILS_MUST_MATCH;
  }
  if (errors.password === undefined && values.password.length < 8) errors.password = TOO_SHORT;
  if (errors.passwordConfirmation === undefined && values.passwordConfirmation !== values.password) {
    errors.passwordConfirmation = PASSWORDS_MUST_MATCH;
  }
  return errors;
}

type Server = 'accepts' | 'refuses' | 'common-password' | 'rate-limits';

function RegistrationHost({
  args,
  initialValues,
  server = 'accepts',
}: {
  args: RegistrationFormProps;
  initialValues: RegistrationFormValues;
  server?: Server;
}) {
  const form = useValidatedForm(initialValues, validate);
  const [formError, setFormError] = useState<string>();
  const [sent, setSent] = useState(false);

  if (sent) return <RegistrationSent email={form.values.email} focusOnMount onAction={fn()} />;

  return (
    <RegistrationForm
      {...args}
      {...form.bind(args)}
      formError={formError}
      busy={form.busy}
      focusFirstErrorKey={form.focusKey}
      onSubmit={() => {
        setFormError(undefined);
        form.submit(args.onSubmit, () => {
          if (server === 'accepts') setSent(true);
          if (server === 'refuses') setFormError(REGISTRATION_FAILED);
          if (server === 'rate-limits') setFormError(RATE_LIMITED);
          if (server === 'common-password') {
            form.refuse({ password: 'This password is too common. Choose another one.' });
          }
        });
      }}
    />
  );
}

const meta = {
  title: 'Account/RegistrationForm',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Creating an account: title, names, e-mail twice, password twice, the newsletter opt-in.',
          '**Use instead:** `LoginForm` for an existing account; `RegistrationSent` once the shop accepted the request.',
        ].join('\n\n'),
      },
    },
  },
  component: RegistrationForm,
  args: {
    values: emptyValues,
    ...controlledFormArgs(),
    onLogin: fn(),
  },
  argTypes: accountFormArgTypes,
  decorators: [widthDecorator('max-w-xl')],
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field of spec §3 with the token that lets browsers and password managers fill it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: titleField('legend') });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByRole('radio', { name: titleField('mr') })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: titleField('mrs') })).not.toBeChecked();
    const expectations: [name: string, token: string][] = [
      [en('firstName'), 'given-name'],
      [en('lastName'), 'family-name'],
      [en('email'), 'email'],
      [en('emailConfirmation'), 'email'],
    ];
    for (const [name, token] of expectations) {
      const input = canvas.getByRole('textbox', { name });
      await expect(input).toHaveAttribute('autocomplete', token);
      await expect(input).toBeRequired();
    }
    const password = passwordInput(canvas, en('password'));
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(password).toHaveAccessibleDescription(en('passwordHint'));
    await expect(passwordInput(canvas, en('passwordConfirmation'))).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByRole('checkbox', { name: en('newsletter') })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: en('submit') })).toHaveAttribute('type', 'submit');
  },
};

export const Playground: Story = {};

/** In a page of its own: the title is the page's heading and names the form. */
export const WithTitle: Story = {
  args: { title: 'Create an account', headingLevel: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Create an account' })).toBeVisible();
  },
};

/** Choosing a title and the opt-in report their values; arrows move between Mr and Mrs. */
export const ChoicesReportChanges: Story = {
  render: (args) => <RegistrationHost args={args} initialValues={emptyValues} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: titleField('mr') }));
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('title', 'mr');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('title', 'mrs');
    await expect(canvas.getByRole('radio', { name: titleField('mrs') })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: en('newsletter') }));
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('newsletter', true);
    await userEvent.type(canvas.getByRole('textbox', { name: en('firstName') }), 'Camille');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('firstName', 'Camille');
  },
};

/** Confirmations are checked on leaving them: "Emails must match", "Passwords must match". */
export const MismatchedConfirmations: Story = {
  render: (args) => <RegistrationHost args={args} initialValues={{ ...filledValues, emailConfirmation: '', passwordConfirmation: '' }} />,
  play: async ({ canvas, userEvent }) => {
    const confirmEmail = canvas.getByRole('textbox', { name: en('emailConfirmation') });
    await userEvent.type(confirmEmail, 'camille.martin@example.com');
    await userEvent.tab();
    await expect(confirmEmail).toBeInvalid();
    await expect(confirmEmail).toHaveAccessibleDescription(EMAILS_MUST_MATCH);
    const confirmPassword = passwordInput(canvas, en('passwordConfirmation'));
    await userEvent.type(confirmPassword, 'voyage-a-lisbon');
    await userEvent.tab();
    await expect(confirmPassword).toHaveAccessibleDescription(PASSWORDS_MUST_MATCH);
    await userEvent.type(confirmPassword, 'ne');
    await expect(confirmPassword).not.toBeInvalid();
  },
};

/** A short password: the message says the same as the hint. */
export const ShortPassword: Story = {
  render: (args) => <RegistrationHost args={args} initialValues={{ ...filledValues, password: '', passwordConfirmation: '' }} />,
  play: async ({ canvas, userEvent }) => {
    const password = passwordInput(canvas, en('password'));
    await userEvent.type(password, 'lisbon');
    await userEvent.tab();
    await expect(password).toBeInvalid();
    await expect(password).toHaveAccessibleDescription(`${TOO_SHORT} At least 8 characters`);
  },
};

/** An empty submit: every field says why, focus goes to the title's first radio. */
export const SubmitEmptyFocusesFirstInvalid: Story = {
  render: (args) => <RegistrationHost args={args} initialValues={emptyValues} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('radio', { name: titleField('mr') })).toHaveFocus();
    const group = canvas.getByRole('radiogroup', { name: titleField('legend') });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(REQUIRED);
    await expect(canvas.getByRole('textbox', { name: en('email') })).toHaveAccessibleDescription(REQUIRED);
    await expect(canvas.getAllByText(REQUIRED)).toHaveLength(7);

    // Title chosen, the next submit (Enter in a field) sends focus to the first name.
    await userEvent.click(canvas.getByRole('radio', { name: titleField('mrs') }));
    await userEvent.type(canvas.getByRole('textbox', { name: en('email') }), 'camille@example.fr{Enter}');
    await expect(canvas.getByRole('textbox', { name: en('firstName') })).toHaveFocus();
  },
};

/** Accepted: the form gives way to "Check your email…" with the address, which takes focus. */
export const SubmitSucceeds: Story = {
  render: (args) => <RegistrationHost args={args} initialValues={filledValues} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const title = await canvas.findByRole('heading', { name: sentText('title') });
    await expect(title).toHaveFocus();
    await expect(canvas.getByText(sentText('message', { email: 'camille.martin@example.fr' }))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: en('submit') })).toBeNull();
  },
};

/** Spec §8 306: "Registration failed", announced; what was typed stays. */
export const ServerRefuses: Story = {
  render: (args) => <RegistrationHost args={args} initialValues={filledValues} server="refuses" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(REGISTRATION_FAILED));
    await expect(canvas.getByRole('textbox', { name: en('email') })).toHaveValue('camille.martin@example.fr');
  },
};

/** Too many registrations from this address (issue 5 security): the translated rate-limit message, announced; what was typed stays. */
export const RateLimited: Story = {
  render: (args) => <RegistrationHost args={args} initialValues={filledValues} server="rate-limits" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(RATE_LIMITED));
    await expect(canvas.getByRole('textbox', { name: en('email') })).toHaveValue('camille.martin@example.fr');
  },
};

/** The shop refuses a common password after the submit: focus goes to it when the page bumps the key. */
export const ServerRefusesPassword: Story = {
  render: (args) => <RegistrationHost args={args} initialValues={filledValues} server="common-password" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    const password = passwordInput(canvas, en('password'));
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveAccessibleDescription('This password is too common. Choose another one. At least 8 characters');
  },
};

/** Field errors as the machine passes them (static), including a 10 KB name. */
export const FieldErrors: Story = {
  args: {
    values: { ...emptyValues, firstName: 'A'.repeat(10_000), email: 'camille@', emailConfirmation: 'camille@example.fr' },
    errors: {
      title: REQUIRED,
      firstName: TOO_LONG,
      lastName: REQUIRED,
      email: INVALID_EMAIL,
      emailConfirmation: EMAILS_MUST_MATCH,
      password: TOO_SHORT,
      passwordConfirmation: PASSWORDS_MUST_MATCH,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: en('firstName') })).toHaveAccessibleDescription(TOO_LONG);
    await expect(canvas.getByRole('textbox', { name: en('emailConfirmation') })).toHaveAccessibleDescription(EMAILS_MUST_MATCH);
    await expect(passwordInput(canvas, en('passwordConfirmation'))).toBeInvalid();
    const form = canvasElement.querySelector<HTMLElement>('[data-slot="registration-form"]');
    await expect(form?.scrollWidth).toBeLessThanOrEqual(form?.clientWidth ?? 0);
  },
};

/** The refusal as the machine passes it (static). */
export const FormError: Story = {
  args: { values: filledValues, formError: REGISTRATION_FAILED },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(REGISTRATION_FAILED);
  },
};

/** Sending: busy button, no second submit. */
export const Busy: Story = busyStory({ values: filledValues, busy: true }, en('submit'), (canvas) =>
  canvas.getByRole('textbox', { name: en('email') }),
);

/** "Log in" calls back without submitting. */
export const LoginAction: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('login') }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** 320 px: one column, names stacked, full-width button. */
export const Mobile: Story = {
  args: { values: filledValues },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expectStacked(canvas.getByRole('textbox', { name: en('firstName') }), canvas.getByRole('textbox', { name: en('lastName') }));
    await expectFitsWithFullWidthButton(canvasElement, 'registration-form', en('submit'));
  },
};

/** A page wide enough: first and last names share a row. */
export const Wide: Story = {
  args: { values: filledValues },
  play: async ({ canvas }) => {
    await expectSameRow(canvas.getByRole('textbox', { name: en('firstName') }), canvas.getByRole('textbox', { name: en('lastName') }));
  },
};

/** In the side panel on a desktop screen (about 400 px): names stacked though the viewport is wide. */
export const InSidePanel: Story = {
  args: { values: filledValues },
  decorators: [widthDecorator('w-100')],
  play: async ({ canvas }) => {
    await expectStacked(canvas.getByRole('textbox', { name: en('firstName') }), canvas.getByRole('textbox', { name: en('lastName') }));
  },
};

/** German in the side panel on a phone: the long labels and the opt-in wrap, the button stays full width. */
export const German: Story = {
  args: { values: filledValues },
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: de('emailConfirmation') })).toHaveValue('camille.martin@example.fr');
    await expect(canvas.getByRole('checkbox', { name: de('newsletter') })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: de('login') })).toBeVisible();
    await expectFitsWithFullWidthButton(canvasElement, 'registration-form', de('submit'));
  },
};
