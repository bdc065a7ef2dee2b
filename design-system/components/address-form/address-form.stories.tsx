import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import {
  controlledFormArgs,
  expectBusyIgnoresSubmits,
  expectFitsWithFullWidthButton,
  expectSameRow,
  EMAILS_MUST_MATCH,
  expectStacked,
  INVALID_EMAIL,
  REQUIRED,
} from '../../stories/form-story-helpers';
import { storyText } from '../../stories/story-text';
import { addressFieldsMessages } from './address-fields.messages';
import { AddressForm, type AddressFormErrors, type AddressFormField, type AddressFormProps, type AddressFormValues } from './address-form';
import { addressFormMessages } from './address-form.messages';
import { californiaAddress, catalogue, countries, countryProps } from './address-form.story-data';

/*
 * Stories render the form as the checkout page will: the page holds the
 * values and errors (the machine's context) and passes them back. The
 * `BillingStep` wrapper below plays that part with the spec's messages (§5)
 * so typing, blurring, submitting and the country switch can be played.
 */

const en = storyText(addressFormMessages);
const addressFields = storyText(addressFieldsMessages);

/** The zip code's hint as the form words it in a language: "e.g. 75008". */
const zipHintIn = (locale: 'en' | 'fr' | 'ja', example: string) => storyText(addressFieldsMessages, locale)('postcodeHint', { example });

const emptyValues: AddressFormValues = {
  email: '',
  emailConfirmation: '',
  firstName: '',
  lastName: '',
  address1: '',
  city: '',
  countryCode: '',
  state: '',
  postcode: '',
  disclaimer: false,
};

const californiaValues: AddressFormValues = {
  email: 'jordan.lee@example.com',
  emailConfirmation: 'jordan.lee@example.com',
  ...californiaAddress,
  disclaimer: true,
};

const parisValues: AddressFormValues = {
  email: 'camille.martin@example.fr',
  emailConfirmation: 'camille.martin@example.fr',
  firstName: 'Camille',
  lastName: 'Martin',
  address1: '55 rue du Faubourg Saint-Honoré',
  city: 'Paris',
  countryCode: 'FR',
  state: '',
  postcode: '',
  disclaimer: false,
};

const tokyoValues: AddressFormValues = {
  email: 'haruto.sato@example.jp',
  emailConfirmation: 'haruto.sato@example.jp',
  firstName: '陽翔',
  lastName: '佐藤',
  address1: '丸の内一丁目1番1号 パレスビル5階',
  city: '千代田区',
  countryCode: 'JP',
  state: '',
  postcode: '100-0005',
  disclaimer: false,
};

const FORM_ERROR = 'Please fill all the required fields before continuing';

/** The spec's rules (§5), standing in for the checkout machine's. */
function validate(values: AddressFormValues): AddressFormErrors {
  const country = catalogue.find((candidate) => candidate.code === values.countryCode);
  const errors: AddressFormErrors = {};
  for (const field of ['email', 'emailConfirmation', 'firstName', 'lastName', 'address1', 'city', 'countryCode'] as const) {
    if (values[field].trim() === '') errors[field] = REQUIRED;
  }
  if (errors.email === undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) {
    errors.email = INVALID_EMAIL;
  }
  if (errors.emailConfirmation === undefined && values.emailConfirmation !== values.email) {
    errors.emailConfirmation = EMAILS_MUST_MATCH;
  }
  if ((country?.states.length ?? 0) > 0 && values.state === '') errors.state = REQUIRED;
  if (country?.needsZipCode === true && values.postcode.trim() === '') errors.postcode = REQUIRED;
  if (!values.disclaimer) errors.disclaimer = REQUIRED;
  return errors;
}

type Server = 'none' | 'rejects-postcode';

/**
 * The page around the form: values and errors in state, the country's props
 * derived, validation on blur and submit. With `server: 'rejects-postcode'` a
 * valid submit is sent, stays busy briefly, then comes back with a field
 * error the shopper must fix, like the backend's (CHECKOUT_FIELDS).
 */
function BillingStep({
  initialValues,
  server = 'none',
  args,
}: {
  initialValues: AddressFormValues;
  server?: Server;
  args: AddressFormProps;
}) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<AddressFormErrors>({});
  const [formError, setFormError] = useState<string>();
  const [submitError, setSubmitError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [focusKey, setFocusKey] = useState(0);

  function revalidate(next: AddressFormValues, field: AddressFormField, keepWhenValid: boolean) {
    const message = validate(next)[field];
    // Nothing to change, no update (as a machine's selector would not emit).
    if (errors[field] === message || (keepWhenValid && errors[field] === undefined)) return;
    setErrors((current) => {
      if (message === undefined) {
        const { [field]: _removed, ...rest } = current;
        return rest;
      }
      return keepWhenValid && current[field] === undefined ? current : { ...current, [field]: message };
    });
  }

  return (
    <AddressForm
      {...args}
      {...countryProps(values.countryCode)}
      values={values}
      errors={errors}
      formError={formError}
      submitError={submitError}
      busy={busy}
      focusFirstErrorKey={focusKey}
      onFieldChange={(field, value) => {
        args.onFieldChange(field, value);
        const next: AddressFormValues = { ...values, [field]: value };
        // A new country drops the old one's state.
        if (field === 'countryCode') next.state = '';
        setValues(next);
        // While typing, a message only goes away (it appears on blur or submit).
        revalidate(next, field, true);
      }}
      onFieldBlur={(field) => {
        args.onFieldBlur?.(field);
        revalidate(values, field, false);
      }}
      onSubmit={() => {
        args.onSubmit();
        const found = validate(values);
        setErrors(found);
        const invalid = Object.keys(found).length > 0;
        setFormError(invalid ? FORM_ERROR : undefined);
        setSubmitError(undefined);
        if (invalid || server === 'none') return;
        setBusy(true);
        setTimeout(() => {
          setBusy(false);
          setErrors({ postcode: `"${values.postcode}" is not a valid zip code for this country` });
          setSubmitError('The address could not be saved.\nThe zip code does not match the country.');
          setFocusKey((key) => key + 1);
        }, 400);
      }}
    />
  );
}

const meta = {
  title: 'Checkout/AddressForm',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          "**When to use:** The billing step of the checkout: the buyer's e-mail, name and billing address, with the country's own fields (state, postcode) and the device disclaimer.",
          '**Use instead:** `SavedAddressForm` to add or edit an address saved in the account; `PersonalInformationForm` for the profile.',
        ].join('\n\n'),
      },
    },
  },
  component: AddressForm,
  args: {
    countries,
    values: californiaValues,
    ...countryProps('US'),
    ...controlledFormArgs(),
  },
  argTypes: {
    formError: { control: 'text' },
    submitError: { control: 'text' },
    postcodeExample: { control: 'text' },
    postcodeInputMode: { control: 'inline-radio', options: ['text', 'numeric'] },
    nameOrder: { control: 'inline-radio', options: ['given-first', 'family-first'] },
  },
  decorators: [widthDecorator('max-w-xl')],
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A US address in California: every field named as the api names it and
 * carrying the autocomplete token that lets the browser fill it.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const expectations: [name: string, role: 'textbox' | 'combobox' | 'checkbox', field: string, token?: string][] = [
      [en('email'), 'textbox', 'email', 'email'],
      [en('emailConfirmation'), 'textbox', 'emailConfirmation', 'email'],
      [addressFields('firstName'), 'textbox', 'firstName', 'given-name'],
      [addressFields('lastName'), 'textbox', 'lastName', 'family-name'],
      [addressFields('address1'), 'textbox', 'address1', 'address-line1'],
      [addressFields('city'), 'textbox', 'city', 'address-level2'],
      [addressFields('country'), 'combobox', 'countryCode', 'country'],
      [addressFields('state'), 'combobox', 'state', 'address-level1'],
      [addressFields('postcode'), 'textbox', 'postcode', 'postal-code'],
      [en('disclaimer'), 'checkbox', 'disclaimer'],
    ];
    for (const [name, role, field, token] of expectations) {
      const control = canvas.getByRole(role, { name });
      await expect(control).toHaveAttribute('name', field);
      await expect(control).toBeRequired();
      if (token !== undefined) await expect(control).toHaveAttribute('autocomplete', token);
    }
    await expect(canvas.getByRole('combobox', { name: addressFields('state') })).toHaveDisplayValue('California');
    await expect(canvas.getByRole('textbox', { name: en('email') })).toHaveAttribute('inputmode', 'email');
    const zip = canvas.getByRole('textbox', { name: addressFields('postcode') });
    await expect(zip).toHaveAttribute('inputmode', 'numeric');
    await expect(zip).toHaveAccessibleDescription(zipHintIn('en', '94103'));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(canvas.getByRole('button', { name: en('submit') })).toHaveAttribute('type', 'submit');
  },
};

export const Playground: Story = {};

/** Nothing entered, no country yet: no state or zip code field until the country asks for them. */
export const Empty: Story = {
  args: { values: emptyValues, ...countryProps('') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en('requiredNote'))).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: addressFields('country') })).toHaveDisplayValue(addressFields('countryPlaceholder'));
    await expect(canvas.queryByRole('combobox', { name: addressFields('state') })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: addressFields('postcode') })).toBeNull();
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
  },
};

/** Typing reports each edit with the field's name; choosing a country reports its code. */
export const TypingReportsChanges: Story = {
  args: { values: emptyValues },
  render: (args) => <BillingStep args={args} initialValues={emptyValues} />,
  play: async ({ canvas, userEvent, args }) => {
    const email = canvas.getByRole('textbox', { name: en('email') });
    await userEvent.type(email, 'jordan.lee@example.com');
    await expect(email).toHaveValue('jordan.lee@example.com');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('email', 'jordan.lee@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: addressFields('firstName') }), 'Jordan');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('firstName', 'Jordan');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: addressFields('country') }), 'United States');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('countryCode', 'US');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Leaving a field reports it; the page validates it then and the message shows under it. */
export const BlurReportsField: Story = {
  args: { values: emptyValues },
  render: (args) => <BillingStep args={args} initialValues={emptyValues} />,
  play: async ({ canvas, userEvent, args }) => {
    const email = canvas.getByRole('textbox', { name: en('email') });
    await userEvent.type(email, 'jordan.lee@example');
    await expect(email).not.toBeInvalid();
    await userEvent.tab();
    await expect(args.onFieldBlur).toHaveBeenCalledWith('email');
    await expect(email).toBeInvalid();
    await expect(email).toHaveAccessibleDescription('Is not a valid email address Your eSIM is sent to this address.');
    // Fixing it takes the message away as soon as the value is valid.
    await userEvent.type(email, '.com');
    await expect(email).not.toBeInvalid();
    await expect(canvas.queryByText(INVALID_EMAIL)).toBeNull();
  },
};

/**
 * Pressing a control below a field (the disclaimer, Continue) while leaving it: the field's
 * message waits for the release, so the control does not slide from under the pointer and the
 * press is not lost.
 */
export const PressBelowWaitsForRelease: Story = {
  args: { values: emptyValues },
  render: (args) => <BillingStep args={args} initialValues={emptyValues} />,
  play: async ({ canvas, userEvent, args }) => {
    const email = canvas.getByRole('textbox', { name: en('email') });
    await userEvent.type(email, 'jordan.lee@example');
    const disclaimer = canvas.getByRole('checkbox');
    await userEvent.pointer({ keys: '[MouseLeft>]', target: disclaimer });
    await expect(email).not.toHaveFocus();
    await expect(args.onFieldBlur).not.toHaveBeenCalled();
    await expect(email).not.toBeInvalid();
    await userEvent.pointer({ keys: '[/MouseLeft]', target: disclaimer });
    await expect(disclaimer).toBeChecked();
    await waitFor(() => expect(args.onFieldBlur).toHaveBeenCalledWith('email'));
    await expect(email).toBeInvalid();
    // The pointer leaves, so the last picture does not depend on the hover look's timing.
    await userEvent.unhover(disclaimer);
  },
};

/** Enter in any field submits the form (no browser validation: the page decides). */
export const SubmitWithEnter: Story = {
  render: (args) => <BillingStep args={args} initialValues={californiaValues} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: addressFields('city') }), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.queryByText(FORM_ERROR)).toBeNull();
  },
};

export const SubmitWithButton: Story = {
  render: (args) => <BillingStep args={args} initialValues={californiaValues} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.queryByText(FORM_ERROR)).toBeNull();
  },
};

/** The state select exists only for a country with states (United States: California, Nevada). */
export const StateFollowsCountry: Story = {
  render: (args) => <BillingStep args={args} initialValues={{ ...parisValues, postcode: '75008' }} />,
  play: async ({ canvas, userEvent, args }) => {
    const country = canvas.getByRole('combobox', { name: addressFields('country') });
    await expect(country).toHaveDisplayValue('France');
    await expect(canvas.queryByRole('combobox', { name: addressFields('state') })).toBeNull();

    await userEvent.selectOptions(country, 'United States');
    const state = await canvas.findByRole('combobox', { name: addressFields('state') });
    await expect(state).toHaveDisplayValue(addressFields('statePlaceholder'));
    await expect(canvas.getAllByRole('option', { name: /California|Nevada/ })).toHaveLength(2);
    await userEvent.selectOptions(state, 'California');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('state', 'CA');

    await userEvent.selectOptions(country, 'Germany');
    await expect(canvas.queryByRole('combobox', { name: addressFields('state') })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: addressFields('postcode') })).toHaveAccessibleDescription(zipHintIn('en', '10115'));

    // Hong Kong has no zip codes: the field goes.
    await userEvent.selectOptions(country, 'Hong Kong');
    await expect(canvas.queryByRole('textbox', { name: addressFields('postcode') })).toBeNull();
  },
};

/** Ticking the disclaimer reports `true`, unticking `false`. */
export const DisclaimerToggle: Story = {
  render: (args) => <BillingStep args={args} initialValues={{ ...californiaValues, disclaimer: false }} />,
  play: async ({ canvas, userEvent, args }) => {
    const disclaimer = canvas.getByRole('checkbox', { name: en('disclaimer') });
    await userEvent.click(disclaimer);
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('disclaimer', true);
    await expect(disclaimer).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('disclaimer', false);
    await expect(disclaimer).not.toBeChecked();
  },
};

/**
 * A submit with gaps: the notice is announced, every refused field says why,
 * and focus lands on the first of them (here the e-mail confirmation).
 */
export const SubmitWithErrorsFocusesFirstInvalid: Story = {
  render: (args) => (
    <BillingStep
      args={args}
      initialValues={{ ...emptyValues, email: 'jordan.lee@example.com', emailConfirmation: 'jordan.le@example.com', countryCode: 'US' }}
    />
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const confirmation = canvas.getByRole('textbox', { name: en('emailConfirmation') });
    await expect(confirmation).toHaveFocus();
    await expect(confirmation).toHaveAccessibleDescription(EMAILS_MUST_MATCH);
    await expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toContain(FORM_ERROR);
    await expect(canvas.getByRole('textbox', { name: addressFields('firstName') })).toHaveAccessibleDescription(REQUIRED);
    await expect(canvas.getByRole('combobox', { name: addressFields('state') })).toBeInvalid();
    await expect(canvas.getByRole('checkbox')).toBeInvalid();

    // Fixed, the confirmation is no longer refused; the next submit sends focus to the first field still refused.
    await userEvent.tripleClick(confirmation);
    await userEvent.keyboard('jordan.lee@example.com');
    await expect(confirmation).not.toBeInvalid();
    await userEvent.type(canvas.getByRole('textbox', { name: addressFields('city') }), 'San Francisco');
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('textbox', { name: addressFields('firstName') })).toHaveFocus();
  },
};

/** Enter in a field submits too; focus leaves that field for the first refused one (First name). */
export const EnterWithErrorsFocusesFirstInvalid: Story = {
  render: (args) => (
    <BillingStep
      args={args}
      initialValues={{ ...emptyValues, email: 'jordan.lee@example.com', emailConfirmation: 'jordan.lee@example.com' }}
    />
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: en('emailConfirmation') }), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const firstName = canvas.getByRole('textbox', { name: addressFields('firstName') });
    await expect(firstName).toHaveFocus();
    await expect(firstName).toHaveAccessibleDescription(REQUIRED);
    await expect(args.onFieldBlur).toHaveBeenCalledWith('emailConfirmation');
  },
};

/** Errors as the page passes them (static): each field invalid and described, the notice shown. */
export const WithErrors: Story = {
  args: {
    values: { ...emptyValues, email: 'jordan.lee@', countryCode: 'US' },
    errors: {
      email: INVALID_EMAIL,
      emailConfirmation: REQUIRED,
      firstName: REQUIRED,
      lastName: REQUIRED,
      address1: REQUIRED,
      city: REQUIRED,
      state: REQUIRED,
      postcode: REQUIRED,
      disclaimer: REQUIRED,
    },
    formError: FORM_ERROR,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent(FORM_ERROR);
    await expect(canvas.getByRole('textbox', { name: en('email') })).toHaveAccessibleDescription(
      'Is not a valid email address Your eSIM is sent to this address.',
    );
    await expect(canvas.getByRole('textbox', { name: addressFields('postcode') })).toHaveAccessibleDescription(
      `${REQUIRED} ${zipHintIn('en', '94103')}`,
    );
    await expect(canvas.getAllByText(REQUIRED)).toHaveLength(8);
    // The page loading with errors does not steal focus.
    await expect(canvas.getByRole('textbox', { name: en('email') })).not.toHaveFocus();
  },
};

/**
 * A valid form sent to the shop, which refuses the zip code: while sending the
 * button is busy; then the server's message is announced and, as the page
 * bumps `focusFirstErrorKey`, focus moves to the zip code.
 */
export const ServerRefusesField: Story = {
  render: (args) => <BillingStep args={args} initialValues={californiaValues} server="rejects-postcode" />,
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: en('submit') });
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    const zip = canvas.getByRole('textbox', { name: addressFields('postcode') });
    await waitFor(() => expect(zip).toHaveFocus());
    await expect(zip).toHaveAccessibleDescription(`"94105" is not a valid zip code for this country ${zipHintIn('en', '94103')}`);
    await expect(canvas.getAllByRole('alert')[1]).toHaveTextContent(
      'The address could not be saved. The zip code does not match the country.',
    );
    await expect(button).not.toHaveAttribute('aria-busy');
  },
};

/** Sending: the button is busy (spinner after the loader delay) and neither click nor Enter submits again. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: en('submit') });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    await expectBusyIgnoresSubmits({
      button,
      field: canvas.getByRole('textbox', { name: addressFields('city') }),
      onSubmit: args.onSubmit,
      userEvent,
    });
  },
};

/** The shop refused the address (spec §8: server message then the detail lines). */
export const SubmitError: Story = {
  args: {
    submitError: 'The address could not be saved.\nThe zip code 99999 does not exist in California.',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getAllByRole('alert')[1];
    await expect(alert).toHaveTextContent('The address could not be saved. The zip code 99999 does not exist in California.');
    await expect(alert?.querySelector('span.whitespace-pre-line')).toBeVisible();
  },
};

/** A French address, French texts; the zip code example is the hint. */
export const FrenchAddress: Story = {
  args: {
    values: parisValues,
    ...countryProps('FR'),
    countries: countries.map((country) => ({
      ...country,
      label:
        { AT: 'Autriche', FR: 'France', DE: 'Allemagne', HK: 'Hong Kong', JP: 'Japon', NL: 'Pays-Bas', US: 'États-Unis' }[country.value] ??
        country.label,
    })),
  },
  globals: { locale: 'fr' },
  parameters: { docs: { description: { story: 'Rendered in French, with the country names the fr storefront passes.' } } },
  play: async ({ canvas }) => {
    const fr = storyText(addressFormMessages, 'fr');
    const frFields = storyText(addressFieldsMessages, 'fr');
    const zip = canvas.getByRole('textbox', { name: frFields('postcode') });
    await expect(zip).toHaveAccessibleDescription(zipHintIn('fr', '75008'));
    await expect(zip).toHaveValue('');
    await expect(canvas.queryByRole('combobox', { name: frFields('state') })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: frFields('country') })).toHaveDisplayValue('France');
    await expect(canvas.getByRole('button', { name: fr('submit') })).toBeVisible();
  },
};

/** Japanese: family name first, CJK texts and the disclaimer wrapping at 320 px. */
export const JapaneseMobile: Story = {
  args: {
    nameOrder: 'family-first',
    values: tokyoValues,
    ...countryProps('JP'),
    countries: [
      { value: 'US', label: 'アメリカ合衆国' },
      { value: 'JP', label: '日本' },
      { value: 'FR', label: 'フランス' },
    ],
    errors: { disclaimer: 'ご購入の前に、この内容を確認してチェックを入れてください。' },
    formError: '次へ進む前に、必須項目をすべて入力してください。',
  },
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const ja = storyText(addressFieldsMessages, 'ja');
    const family = canvas.getByRole('textbox', { name: ja('lastName') });
    const given = canvas.getByRole('textbox', { name: ja('firstName') });
    await expect(family.compareDocumentPosition(given) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(canvas.getByRole('textbox', { name: ja('postcode') })).toHaveAccessibleDescription(zipHintIn('ja', '100-0001'));
    await expect(canvas.getByRole('checkbox', { name: storyText(addressFormMessages, 'ja')('disclaimer') })).toBeInvalid();
    const form = canvasElement.querySelector<HTMLElement>('[data-slot="address-form"]');
    await expect(form?.scrollWidth).toBeLessThanOrEqual(form?.clientWidth ?? 0);
  },
};

/** 320 px: one column, first and last name stacked, full-width button. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expectStacked(
      canvas.getByRole('textbox', { name: addressFields('firstName') }),
      canvas.getByRole('textbox', { name: addressFields('lastName') }),
    );
    await expectFitsWithFullWidthButton(canvasElement, 'address-form', en('submit'));
  },
};

/** From tablet the first and last names share a row. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    await expectSameRow(
      canvas.getByRole('textbox', { name: addressFields('firstName') }),
      canvas.getByRole('textbox', { name: addressFields('lastName') }),
    );
  },
};
