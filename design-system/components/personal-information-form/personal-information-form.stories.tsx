import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import {
  controlledFormArgs,
  busyStory,
  expectFitsWithFullWidthButton,
  expectSameRow,
  expectStacked,
  GENERIC_ERROR as ERROR,
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
  PersonalInformationForm,
  type PersonalInformationErrors,
  type PersonalInformationFormProps,
  type PersonalInformationValues,
} from './personal-information-form';
import { personalInformationFormMessages } from './personal-information-form.messages';

/*
 * `ProfileHost` plays the profile machine: values and errors in state, the
 * spec's messages (§5), and a server that answers 350 "Password Incorrect"
 * unless the current password is the right one (here "lisbon-in-spring").
 */

const en = storyText(personalInformationFormMessages);
const de = storyText(personalInformationFormMessages, 'de');
const titleField = storyText(titleFieldMessages);

const countries = [
  { value: 'AT', label: 'Austria' },
  { value: 'FR', label: 'France' },
  { value: 'DE', label: 'Germany' },
  { value: 'NL', label: 'Netherlands' },
  { value: 'US', label: 'United States' },
];

const PASSWORD_INCORRECT = 'Password Incorrect';
const RIGHT_PASSWORD = 'lisbon-in-spring';

const profile: PersonalInformationValues = {
  title: 'mrs',
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille.martin@example.fr',
  company: '',
  vatNumber: '',
  street: 'rue du Faubourg Saint-Honoré',
  streetNumber: '55',
  postcode: '75008',
  city: 'Paris',
  countryCode: 'FR',
  newsletter: true,
  newPassword: '',
  newPasswordConfirmation: '',
  currentPassword: '',
};

/** The address is optional as a whole (the shop's rule): once any of its fields is typed, street, town and country are needed. */
const hasAddress = (values: PersonalInformationValues) =>
  (['street', 'streetNumber', 'postcode', 'city', 'countryCode'] as const).some((field) => values[field].trim() !== '');

function validate(values: PersonalInformationValues): PersonalInformationErrors {
  const errors: PersonalInformationErrors = {};
  if (values.title === '') errors.title = REQUIRED;
  const required = [
    'firstName',
    'lastName',
    'email',
    'currentPassword',
    ...(hasAddress(values) ? (['street', 'city', 'countryCode'] as const) : []),
  ] as const;
  for (const field of required) {
    if (values[field].trim() === '') errors[field] = REQUIRED;
  }
  for (const field of ['firstName', 'lastName', 'company'] as const) {
    if (values[field].length > 255) errors[field] = TOO_LONG;
  }
  if (errors.email === undefined && !isEmail(values.email)) errors.email = INVALID_EMAIL;
  if (values.newPassword !== '' && values.newPassword.length < 8) errors.newPassword = TOO_SHORT;
  if (values.newPasswordConfirmation !== values.newPassword) errors.newPasswordConfirmation = PASSWORDS_MUST_MATCH;
  return errors;
}

type Server = 'checks-password' | 'fails';

function ProfileHost({
  args,
  initialValues,
  server = 'checks-password',
}: {
  args: PersonalInformationFormProps;
  initialValues: PersonalInformationValues;
  server?: Server;
}) {
  const form = useValidatedForm(initialValues, validate);
  const [submitError, setSubmitError] = useState<string>();
  const [saved, setSaved] = useState(false);

  return (
    <PersonalInformationForm
      {...args}
      {...form.bind({
        ...args,
        // An edit after a save takes the "saved" confirmation away.
        onFieldChange: (field, value) => {
          args.onFieldChange(field, value);
          setSaved(false);
        },
      })}
      submitError={submitError}
      saved={saved}
      addressRequired={hasAddress(form.values)}
      busy={form.busy}
      focusFirstErrorKey={form.focusKey}
      onSubmit={() => {
        setSubmitError(undefined);
        setSaved(false);
        form.submit(args.onSubmit, (submitted) => {
          if (server === 'fails') {
            setSubmitError(ERROR);
          } else if (submitted.currentPassword !== RIGHT_PASSWORD) {
            form.refuse({ currentPassword: PASSWORD_INCORRECT });
          } else {
            setSaved(true);
            form.setValues((current) => ({ ...current, currentPassword: '', newPassword: '', newPasswordConfirmation: '' }));
          }
        });
      }}
    />
  );
}

const meta = {
  title: 'Account/PersonalInformationForm',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          "**When to use:** The account's profile: name, contact details, optional address and a new password, saved with the current password.",
          '**Use instead:** `SavedAddressForm` for billing addresses; `NewPasswordForm` after a reset e-mail; `NewsletterToggle` for the newsletter alone.',
        ].join('\n\n'),
      },
    },
  },
  component: PersonalInformationForm,
  args: {
    countries,
    values: profile,
    postcodeInputMode: 'numeric',
    saved: false,
    addressRequired: true,
    ...controlledFormArgs(),
  },
  argTypes: {
    submitError: { control: 'text' },
    postcodeInputMode: { control: 'inline-radio', options: ['text', 'numeric'] },
  },
  decorators: [widthDecorator('max-w-2xl')],
} satisfies Meta<typeof PersonalInformationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved profile, every field with the token that lets browsers fill it; only the current password is empty. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: titleField('mrs') })).toBeChecked();
    const expectations: [name: string, token: string, required: boolean][] = [
      [en('firstName'), 'given-name', true],
      [en('lastName'), 'family-name', true],
      [en('email'), 'email', true],
      [en('company'), 'organization', false],
      [en('vatNumber'), 'off', false],
      [en('street'), 'address-line1', true],
      [en('postcode'), 'postal-code', false],
      [en('city'), 'address-level2', true],
    ];
    for (const [name, token, required] of expectations) {
      const input = canvas.getByRole('textbox', { name });
      await expect(input).toHaveAttribute('autocomplete', token);
      if (required) await expect(input).toBeRequired();
      else await expect(input).not.toBeRequired();
    }
    await expect(canvas.getByRole('textbox', { name: en('streetNumber') })).not.toBeRequired();
    await expect(canvas.getByRole('textbox', { name: en('postcode') })).toHaveAttribute('inputmode', 'numeric');
    const country = canvas.getByRole('combobox', { name: en('country') });
    await expect(country).toHaveAttribute('autocomplete', 'country');
    await expect(country).toHaveDisplayValue('France');
    await expect(canvas.getByRole('checkbox', { name: en('newsletter') })).toBeChecked();
    await expect(canvas.getByRole('group', { name: en('companySection') })).toBeVisible();
    await expect(canvas.getByRole('group', { name: en('passwordSection') })).toBeVisible();
    const newPassword = passwordInput(canvas, en('newPassword'));
    await expect(newPassword).toHaveAttribute('autocomplete', 'new-password');
    await expect(newPassword).not.toBeRequired();
    const current = passwordInput(canvas, en('currentPassword'));
    await expect(current).toHaveAttribute('autocomplete', 'current-password');
    await expect(current).toBeRequired();
    await expect(current).toHaveAccessibleDescription(en('currentPasswordHint'));
  },
};

export const Playground: Story = {};

/** A customer without a postal address: the address is optional as a whole, so none of its fields is marked required. */
export const WithoutAddress: Story = {
  args: {
    values: { ...profile, street: '', streetNumber: '', postcode: '', city: '', countryCode: '' },
    addressRequired: false,
  },
  play: async ({ canvas }) => {
    for (const name of [en('street'), en('streetNumber'), en('postcode'), en('city')])
      await expect(canvas.getByRole('textbox', { name })).not.toBeRequired();
    await expect(canvas.getByRole('combobox', { name: en('country') })).not.toBeRequired();
    await expect(canvas.getByRole('textbox', { name: en('firstName') })).toBeRequired();
  },
};

/** Edits report the field and value: text, the title, the country's code, the newsletter's state. */
export const EditsReportChanges: Story = {
  render: (args) => <ProfileHost args={args} initialValues={profile} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: titleField('mr') }));
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('title', 'mr');
    await userEvent.type(canvas.getByRole('textbox', { name: en('company') }), 'Voyages SA');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('company', 'Voyages SA');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: en('country') }), 'Germany');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('countryCode', 'DE');
    await userEvent.click(canvas.getByRole('checkbox', { name: en('newsletter') }));
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('newsletter', false);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Spec §8 350: a wrong current password comes back as "Password Incorrect" on that field, which takes focus. */
export const WrongCurrentPassword: Story = {
  render: (args) => <ProfileHost args={args} initialValues={profile} />,
  play: async ({ canvas, userEvent, args }) => {
    const current = passwordInput(canvas, en('currentPassword'));
    await userEvent.type(current, 'paris-in-winter');
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: en('submit') })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(current).toHaveFocus());
    await expect(current).toBeInvalid();
    await expect(current).toHaveAccessibleDescription(`${PASSWORD_INCORRECT} ${en('currentPasswordHint')}`);
  },
};

/** With the right password (Enter in the field): "saved" is announced and the password fields empty. */
export const SaveSucceeds: Story = {
  render: (args) => <ProfileHost args={args} initialValues={profile} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(passwordInput(canvas, en('currentPassword')), `${RIGHT_PASSWORD}{Enter}`);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(en('saved')));
    await expect(passwordInput(canvas, en('currentPassword'))).toHaveValue('');
    // The next edit takes the confirmation away: it would no longer be true.
    await userEvent.type(canvas.getByRole('textbox', { name: en('city') }), 'x');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Without the current password, and with a mismatched new one: each says why, focus on the first. */
export const SubmitWithErrorsFocusesFirstInvalid: Story = {
  render: (args) => (
    <ProfileHost args={args} initialValues={{ ...profile, newPassword: 'lisbon-in-autumn', newPasswordConfirmation: 'lisbon' }} />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: en('city') }));
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    const town = canvas.getByRole('textbox', { name: en('city') });
    await expect(town).toHaveFocus();
    await expect(town).toHaveAccessibleDescription(REQUIRED);
    await expect(passwordInput(canvas, en('newPasswordConfirmation'))).toHaveAccessibleDescription(PASSWORDS_MUST_MATCH);
    await expect(passwordInput(canvas, en('currentPassword'))).toHaveAccessibleDescription(`${REQUIRED} ${en('currentPasswordHint')}`);
  },
};

/** The shop failed otherwise: its message or "An error occured", announced. */
export const ServerError: Story = {
  render: (args) => <ProfileHost args={args} initialValues={{ ...profile, currentPassword: RIGHT_PASSWORD }} server="fails" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(ERROR));
  },
};

/** Static: errors as the machine passes them, including 350 on the current password and a 10 KB name. */
export const FieldErrors: Story = {
  args: {
    values: { ...profile, title: '', firstName: 'A'.repeat(10_000), email: 'camille@', postcode: '', countryCode: '' },
    errors: {
      title: REQUIRED,
      firstName: TOO_LONG,
      email: INVALID_EMAIL,
      postcode: REQUIRED,
      countryCode: REQUIRED,
      newPassword: TOO_SHORT,
      currentPassword: PASSWORD_INCORRECT,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radiogroup', { name: titleField('legend') })).toHaveAccessibleDescription(REQUIRED);
    await expect(canvas.getByRole('textbox', { name: en('firstName') })).toHaveAccessibleDescription(TOO_LONG);
    await expect(canvas.getByRole('combobox', { name: en('country') })).toBeInvalid();
    await expect(passwordInput(canvas, en('currentPassword'))).toHaveAccessibleDescription(
      `${PASSWORD_INCORRECT} ${en('currentPasswordHint')}`,
    );
    const form = canvasElement.querySelector<HTMLElement>('[data-slot="personal-information-form"]');
    await expect(form?.scrollWidth).toBeLessThanOrEqual(form?.clientWidth ?? 0);
  },
};

/** Static: saved. */
export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(en('saved'));
  },
};

/** Static: the shop's refusal. */
export const SubmitError: Story = {
  args: { values: { ...profile, currentPassword: RIGHT_PASSWORD }, submitError: ERROR },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ERROR);
  },
};

export const Busy: Story = busyStory({ values: { ...profile, currentPassword: RIGHT_PASSWORD }, busy: true }, en('submit'), (canvas) =>
  canvas.getByRole('textbox', { name: en('city') }),
);

/** A wide page: pairs share a row. */
export const Wide: Story = {
  play: async ({ canvas }) => {
    await expectSameRow(canvas.getByRole('textbox', { name: en('postcode') }), canvas.getByRole('textbox', { name: en('city') }));
  },
};

/** As in the side panel on a desktop screen (about 400 px): one column, though the viewport is wide. */
export const InSidePanel: Story = {
  decorators: [widthDecorator('w-100')],
  play: async ({ canvas }) => {
    await expectStacked(canvas.getByRole('textbox', { name: en('postcode') }), canvas.getByRole('textbox', { name: en('city') }));
  },
};

/** 320 px: one column, full-width Save, nothing overflows. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expectStacked(canvas.getByRole('textbox', { name: en('firstName') }), canvas.getByRole('textbox', { name: en('lastName') }));
    await expectFitsWithFullWidthButton(canvasElement, 'personal-information-form', en('submit'));
  },
};

/** German on a 320 px phone: the long labels, legends and hints wrap, Save stays full width. */
export const German: Story = {
  args: { errors: { currentPassword: 'Passwort falsch' } },
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(de('requiredNote'))).toBeVisible();
    await expect(canvas.getByRole('group', { name: de('passwordSection') })).toBeVisible();
    await expect(passwordInput(canvas, de('currentPassword'))).toHaveAccessibleDescription(`Passwort falsch ${de('currentPasswordHint')}`);
    await expect(canvas.getByRole('combobox', { name: de('country') })).toHaveDisplayValue('France');
    await expectFitsWithFullWidthButton(canvasElement, 'personal-information-form', de('submit'));
  },
};
