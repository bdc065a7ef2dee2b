import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import {
  expectBusyIgnoresSubmits,
  expectFitsWithFullWidthButton,
  expectSameRow,
  expectStacked,
  REQUIRED,
  useValidatedForm,
} from '../../stories/form-story-helpers';
import { storyText } from '../../stories/story-text';
import { addressFieldsMessages } from '../address-form/address-fields.messages';
import { californiaAddress, catalogue, countries, countryProps } from '../address-form/address-form.story-data';
import {
  emptySavedAddressFormValues,
  SavedAddressForm,
  type SavedAddressFormErrors,
  type SavedAddressFormProps,
  type SavedAddressFormValues,
} from './saved-address-form';
import { savedAddressFormMessages } from './saved-address-form.messages';

/*
 * The account's billing-details page holds the values and errors and passes
 * them back; `BillingDetailsHost` plays that part with the checkout's rules
 * (spec §5) and a server that answers after a short busy time.
 */

const en = storyText(savedAddressFormMessages);
const addressFields = storyText(addressFieldsMessages);

const SERVER_ERROR = 'The address could not be saved.\nThe zip code 99999 does not exist in California.';

const emptyValues = emptySavedAddressFormValues;

const parisValues: SavedAddressFormValues = {
  firstName: 'Camille',
  lastName: 'Martin',
  company: 'Martin Voyages SARL',
  vatNumber: 'FR40303265045',
  address1: '55 rue du Faubourg Saint-Honoré',
  city: 'Paris',
  state: '',
  postcode: '75008',
  countryCode: 'FR',
  defaultBilling: true,
};

const californiaValues: SavedAddressFormValues = {
  ...emptyValues,
  ...californiaAddress,
};

/** The props that follow from the chosen country, as the page derives them. */
function countryFacts(code: string) {
  const { needsZipCode, ...rest } = countryProps(code);
  return { ...rest, showPostcode: needsZipCode } satisfies Partial<SavedAddressFormProps>;
}

/** The checkout's address rules: company and VAT number optional, state and zip code where the country has them. */
function validate(values: SavedAddressFormValues): SavedAddressFormErrors {
  const country = catalogue.find((candidate) => candidate.code === values.countryCode);
  const errors: SavedAddressFormErrors = {};
  for (const field of ['firstName', 'lastName', 'address1', 'city', 'countryCode'] as const) {
    if (values[field].trim() === '') errors[field] = REQUIRED;
  }
  if ((country?.states.length ?? 0) > 0 && values.state === '') errors.state = REQUIRED;
  if (country?.needsZipCode === true && values.postcode.trim() === '') errors.postcode = REQUIRED;
  return errors;
}

/** The page around the form; with `server: 'refuses'` a valid save comes back with the shop's message. */
function BillingDetailsHost({
  args,
  initialValues,
  server = 'accepts',
}: {
  args: SavedAddressFormProps;
  initialValues: SavedAddressFormValues;
  server?: 'accepts' | 'refuses';
}) {
  const form = useValidatedForm(initialValues, validate);
  const [submitError, setSubmitError] = useState<string>();

  return (
    <SavedAddressForm
      {...args}
      {...countryFacts(form.values.countryCode)}
      saving={form.busy}
      focusFirstErrorKey={form.focusKey}
      submitError={submitError}
      {...form.bind(args)}
      onFieldChange={(field, value) => {
        args.onFieldChange(field, value);
        const next = form.change(field, value);
        // Another country has other states: the chosen one no longer applies.
        if (field === 'countryCode') form.setValues({ ...next, state: '' });
      }}
      onDefaultChange={(checked) => {
        args.onDefaultChange(checked);
        form.change('defaultBilling', checked);
      }}
      onSubmit={() => {
        setSubmitError(undefined);
        form.submit(args.onSubmit, () => {
          if (server === 'refuses') setSubmitError(SERVER_ERROR);
        });
      }}
    />
  );
}

const meta = {
  title: 'Account/SavedAddressForm',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Adding or editing one billing address saved in the account, with its "default" choice.',
          "**Use instead:** `AddressForm` at the checkout's billing step; `SavedAddresses` for the list.",
        ].join('\n\n'),
      },
    },
  },
  component: SavedAddressForm,
  args: {
    mode: 'new',
    values: emptyValues,
    errors: {},
    countries,
    states: [],
    showPostcode: false,
    saving: false,
    onFieldChange: fn(),
    onFieldBlur: fn(),
    onDefaultChange: fn(),
    onSubmit: fn(),
    onCancel: fn(),
  },
  argTypes: {
    mode: { control: 'inline-radio', options: ['new', 'edit'] },
    submitError: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [1, 2, 3] },
  },
  decorators: [widthDecorator('max-w-2xl')],
} satisfies Meta<typeof SavedAddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new address: empty, its title naming the form, required fields marked, autofill tokens on every field. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: en('newHeading') })).toBeVisible();
    await expect(canvas.getByRole('form', { name: en('newHeading') })).toBeVisible();
    const expected = [
      [addressFields('firstName'), 'given-name', true],
      [addressFields('lastName'), 'family-name', true],
      [en('company'), 'organization', false],
      [en('vatNumber'), 'off', false],
      [addressFields('address1'), 'address-line1', true],
      [addressFields('city'), 'address-level2', true],
    ] as const;
    for (const [name, token, required] of expected) {
      const field = canvas.getByRole('textbox', { name });
      await expect(field).toHaveAttribute('autocomplete', token);
      if (required) await expect(field).toBeRequired();
      else await expect(field).not.toBeRequired();
    }
    const country = canvas.getByRole('combobox', { name: addressFields('country') });
    await expect(country).toHaveAttribute('autocomplete', 'country');
    await expect(country).toBeRequired();
    // No country yet: neither a state nor a zip code is asked for.
    await expect(canvas.queryByRole('combobox', { name: addressFields('state') })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: addressFields('postcode') })).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: en('defaultBilling') })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: en('save') })).toHaveAttribute('type', 'submit');
    await expect(canvas.getByRole('button', { name: en('cancel') })).toHaveAttribute('type', 'button');
  },
};

export const Playground: Story = {};

/** Editing a saved address: its values, the edit title, default ticked. */
export const EditFilled: Story = {
  args: { mode: 'edit', values: parisValues, ...countryFacts('FR') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: en('editHeading') })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: en('company') })).toHaveValue('Martin Voyages SARL');
    await expect(canvas.getByRole('combobox', { name: addressFields('country') })).toHaveValue('FR');
    const zip = canvas.getByRole('textbox', { name: addressFields('postcode') });
    await expect(zip).toHaveValue('75008');
    await expect(zip).toHaveAttribute('inputmode', 'numeric');
    await expect(zip).toHaveAccessibleDescription(addressFields('postcodeHint', { example: '75008' }));
    await expect(canvas.getByRole('checkbox', { name: en('defaultBilling') })).toBeChecked();
  },
};

/** Field errors as the page passes them (static): each field invalid and described. */
export const WithErrors: Story = {
  args: {
    values: { ...californiaValues, city: '', state: '' },
    ...countryFacts('US'),
    errors: { city: REQUIRED, state: REQUIRED },
  },
  play: async ({ canvas }) => {
    const city = canvas.getByRole('textbox', { name: addressFields('city') });
    await expect(city).toBeInvalid();
    await expect(city).toHaveAccessibleDescription(REQUIRED);
    await expect(canvas.getByRole('combobox', { name: addressFields('state') })).toHaveAccessibleDescription(REQUIRED);
    await expect(canvas.getByRole('textbox', { name: addressFields('firstName') })).not.toBeInvalid();
    await expect(city).not.toHaveFocus();
  },
};

/** The shop refused the address: its message, line breaks kept, announced. */
export const ServerError: Story = {
  args: { mode: 'edit', values: californiaValues, ...countryFacts('US'), submitError: SERVER_ERROR },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The address could not be saved. The zip code 99999 does not exist in California.');
  },
};

/** Saving: the button is busy; neither click nor Enter saves again; Cancel stays available. */
export const Saving: Story = {
  args: { mode: 'edit', values: parisValues, ...countryFacts('FR'), saving: true },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    await expectBusyIgnoresSubmits({
      button: canvas.getByRole('button', { name: en('save') }),
      field: canvas.getByRole('textbox', { name: addressFields('city') }),
      onSubmit: args.onSubmit,
      userEvent,
    });
    await expect(canvas.getByRole('button', { name: en('cancel') })).toBeEnabled();
  },
};

/** A country with states (United States): the state select appears; choosing one reports its code. */
export const CountryWithStates: Story = {
  args: { values: { ...californiaValues, state: '' }, ...countryFacts('US') },
  play: async ({ canvas, userEvent, args }) => {
    const state = canvas.getByRole('combobox', { name: addressFields('state') });
    await expect(state).toHaveAttribute('autocomplete', 'address-level1');
    await expect(state).toBeRequired();
    await userEvent.selectOptions(state, 'Nevada');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('state', 'NV');
  },
};

/** A country without zip codes (Hong Kong): no zip code field. */
export const CountryWithoutZipCode: Story = {
  args: { values: { ...californiaValues, countryCode: 'HK', state: '', postcode: '' }, ...countryFacts('HK') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: addressFields('country') })).toHaveValue('HK');
    await expect(canvas.queryByRole('textbox', { name: addressFields('postcode') })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: addressFields('state') })).toBeNull();
  },
};

/** Typing reports each edit; leaving a required field empty shows why, fixing it takes the message away. */
export const TypingAndBlur: Story = {
  render: (args) => <BillingDetailsHost args={args} initialValues={emptyValues} />,
  play: async ({ canvas, userEvent, args }) => {
    const company = canvas.getByRole('textbox', { name: en('company') });
    await userEvent.type(company, 'Lee Travel');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('company', 'Lee Travel');

    const first = canvas.getByRole('textbox', { name: addressFields('firstName') });
    await userEvent.click(first);
    await userEvent.tab();
    await expect(args.onFieldBlur).toHaveBeenCalledWith('firstName');
    await expect(first).toBeInvalid();
    await expect(first).toHaveAccessibleDescription(REQUIRED);
    await userEvent.type(first, 'Jordan');
    await expect(first).not.toBeInvalid();
    // The optional company is never refused.
    await userEvent.clear(company);
    await userEvent.tab();
    await expect(company).not.toBeInvalid();
  },
};

/** Choosing the country brings its state select and zip code, and drops them for the next country. */
export const CountryChange: Story = {
  render: (args) => <BillingDetailsHost args={args} initialValues={emptyValues} />,
  play: async ({ canvas, userEvent, args }) => {
    const country = canvas.getByRole('combobox', { name: addressFields('country') });
    await userEvent.selectOptions(country, 'United States');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('countryCode', 'US');
    const state = await canvas.findByRole('combobox', { name: addressFields('state') });
    await userEvent.selectOptions(state, 'California');
    await expect(canvas.getByRole('textbox', { name: addressFields('postcode') })).toHaveAccessibleDescription(
      addressFields('postcodeHint', { example: '94103' }),
    );

    await userEvent.selectOptions(country, 'Hong Kong');
    await waitFor(() => expect(canvas.queryByRole('combobox', { name: addressFields('state') })).toBeNull());
    await expect(canvas.queryByRole('textbox', { name: addressFields('postcode') })).toBeNull();

    // Back to the United States: the earlier state was dropped with the country change.
    await userEvent.selectOptions(country, 'United States');
    await expect(await canvas.findByRole('combobox', { name: addressFields('state') })).toHaveValue('');
  },
};

/** Ticking "default" reports the new state, without submitting. */
export const DefaultToggle: Story = {
  render: (args) => <BillingDetailsHost args={args} initialValues={californiaValues} />,
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: en('defaultBilling') });
    await userEvent.click(checkbox);
    await expect(args.onDefaultChange).toHaveBeenLastCalledWith(true);
    await expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    await expect(args.onDefaultChange).toHaveBeenLastCalledWith(false);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A complete address saves: one submit, the button busy while the shop answers. */
export const SubmitSaves: Story = {
  render: (args) => <BillingDetailsHost args={args} initialValues={californiaValues} />,
  play: async ({ canvas, userEvent, args }) => {
    const save = canvas.getByRole('button', { name: en('save') });
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(save).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** The shop refuses a valid address: its message is announced after the busy time. */
export const SubmitRefused: Story = {
  render: (args) => <BillingDetailsHost args={args} initialValues={californiaValues} server="refuses" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('save') }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('The address could not be saved.'));
  },
};

/** Submitting with missing fields: each says why and focus lands on the first (in page order). */
export const SubmitWithErrorsFocusesFirstInvalid: Story = {
  render: (args) => <BillingDetailsHost args={args} initialValues={{ ...californiaValues, lastName: '', city: '' }} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('save') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const lastName = canvas.getByRole('textbox', { name: addressFields('lastName') });
    await expect(lastName).toHaveFocus();
    await expect(lastName).toHaveAccessibleDescription(REQUIRED);
    await expect(canvas.getByRole('textbox', { name: addressFields('city') })).toHaveAccessibleDescription(REQUIRED);

    // With the last name filled, Enter sends focus to the city.
    await userEvent.type(lastName, 'Lee{Enter}');
    await expect(canvas.getByRole('textbox', { name: addressFields('city') })).toHaveFocus();
  },
};

/** Cancel goes back without saving, even with unsaved edits. */
export const Cancel: Story = {
  render: (args) => <BillingDetailsHost args={args} initialValues={parisValues} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: addressFields('city') }), ' 8e');
    await userEvent.click(canvas.getByRole('button', { name: en('cancel') }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** From tablet: names and company/VAT share rows, Save and Cancel sit side by side. */
export const Tablet: Story = {
  args: { mode: 'edit', values: parisValues, ...countryFacts('FR') },
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    await expectSameRow(
      canvas.getByRole('textbox', { name: addressFields('firstName') }),
      canvas.getByRole('textbox', { name: addressFields('lastName') }),
    );
    await expectSameRow(canvas.getByRole('textbox', { name: en('company') }), canvas.getByRole('textbox', { name: en('vatNumber') }));
    await expectSameRow(canvas.getByRole('button', { name: en('save') }), canvas.getByRole('button', { name: en('cancel') }));
  },
};

/** 320 px: one column, full-width buttons, nothing overflows. */
export const Phone: Story = {
  args: { mode: 'edit', values: californiaValues, ...countryFacts('US'), submitError: SERVER_ERROR },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expectStacked(
      canvas.getByRole('textbox', { name: addressFields('firstName') }),
      canvas.getByRole('textbox', { name: addressFields('lastName') }),
    );
    await expectStacked(canvas.getByRole('button', { name: en('save') }), canvas.getByRole('button', { name: en('cancel') }));
    await expectFitsWithFullWidthButton(canvasElement, 'saved-address-form', en('save'), en('cancel'));
  },
};

/** German at 320 px: the long labels, title and buttons wrap; nothing overflows. */
export const GermanPhone: Story = {
  args: { mode: 'edit', values: parisValues, ...countryFacts('FR'), submitError: SERVER_ERROR },
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const de = storyText(savedAddressFormMessages, 'de');
    await expect(canvas.getByRole('heading', { name: de('editHeading') })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: de('defaultBilling') })).toBeChecked();
    await expectFitsWithFullWidthButton(canvasElement, 'saved-address-form', de('save'), de('cancel'));
  },
};
