import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { AddressLocationFields, AddressNameFields, type AddressNameOrder } from '../address-form/address-fields';
import { Button } from '../button/button';
import { CheckboxField } from '../checkbox-field/checkbox-field';
import {
  FormMessage,
  FormSubmitRow,
  textFieldBinder,
  useFormShell,
  vatNumberInputProps,
  type FormHeadingLevel,
} from '../form-parts/form-parts';
import type { SelectFieldOption } from '../select-field/select-field';
import { TextField } from '../text-field/text-field';
import type { savedAddressFormMessages } from './saved-address-form.messages';
import { savedAddressFormPairClassName } from './saved-address-form.variants';

/** The text fields of a saved address; names are the api's (`SavedAddress`), so its field errors map straight on. */
export type SavedAddressFormField =
  'firstName' | 'lastName' | 'company' | 'vatNumber' | 'address1' | 'city' | 'countryCode' | 'state' | 'postcode';

export interface SavedAddressFormValues {
  firstName: string;
  lastName: string;
  /** Optional. */
  company: string;
  /** Optional. */
  vatNumber: string;
  address1: string;
  city: string;
  /** A code of `states`; ignored while the country has none. */
  state: string;
  /** Ignored while `showPostcode` is false. */
  postcode: string;
  /** ISO 3166-1 alpha-2 of one of `countries`; '' before one is chosen. */
  countryCode: string;
  /** Prefilled at checkout (spec §2 MyAccount/BillingDetails). */
  defaultBilling: boolean;
}

/** A new address before anything is typed (default unticked: the host ticks it for a first address). */
export const emptySavedAddressFormValues: SavedAddressFormValues = {
  firstName: '',
  lastName: '',
  company: '',
  vatNumber: '',
  address1: '',
  city: '',
  state: '',
  postcode: '',
  countryCode: '',
  defaultBilling: false,
};

/** One message per refused field, already translated (spec §5: "This field is required"…). */
export type SavedAddressFormErrors = Partial<Record<SavedAddressFormField, string>>;

export interface SavedAddressFormProps extends Omit<ComponentProps<'form'>, 'children' | 'onSubmit' | 'noValidate'> {
  /** Controlled values. */
  values: SavedAddressFormValues;
  /** Per-field messages; a field with a message gets `aria-invalid` and the message as its description. */
  errors?: SavedAddressFormErrors;
  /** `new` is titled "New billing address", `edit` "Edit the billing address". */
  mode: 'new' | 'edit';
  /** Level of the title. Default 2 (under the account page's `h1`). */
  headingLevel?: FormHeadingLevel;
  /** Country choices, sorted in the customer's language (value = ISO alpha-2). */
  countries: readonly SelectFieldOption[];
  /** The chosen country's states; the state select is shown only when there are some. */
  states?: readonly SelectFieldOption[];
  /** The chosen country needs a zip code (spec §3 `needZipCode`): the field is shown only then. */
  showPostcode: boolean;
  /** A zip code of the chosen country (spec §3 `zipCodeExample`), shown under the field as "e.g. 75008". */
  postcodeExample?: string;
  /** `numeric` for all-digit zip codes (US, FR), `text` (default) where they hold letters. */
  postcodeInputMode?: 'text' | 'numeric';
  /** `family-first` puts the last name before the first (ja, tw). Default `given-first`. */
  nameOrder?: AddressNameOrder;
  /** Saving: the button is busy (spinner after the loader delay) and submits are ignored. */
  saving?: boolean;
  /** Why the shop refused (its message, or "An error occured"); announced. */
  submitError?: string;
  /** Change it when field errors arrive after an asynchronous submit: focus then moves to the first invalid field. */
  focusFirstErrorKey?: string | number;
  /** Every edit of a text field or select: the text as typed, or the chosen code. */
  onFieldChange: (field: SavedAddressFormField, value: string) => void;
  /** A field lost focus (validate it now). */
  onFieldBlur?: (field: SavedAddressFormField) => void;
  onDefaultChange: (checked: boolean) => void;
  /** The button or Enter in a field. The form does not validate: the host does and passes `errors` back. */
  onSubmit: () => void;
  /** Back to the list; nothing is saved. */
  onCancel: () => void;
}

/**
 * One saved billing address of the account (spec §2 MyAccount/BillingDetails):
 * the checkout's name and address fields (the same blocks as `AddressForm`, so
 * both ask alike), an optional company and VAT number, and whether it is the
 * default billing address, prefilled at checkout.
 *
 * Controlled and unvalidating like the address form: values and errors in,
 * edits, blurs and submits out; `noValidate`. After each submit, and whenever
 * `focusFirstErrorKey` changes, focus moves to the first invalid field.
 */
export function SavedAddressForm({
  values,
  errors = {},
  mode,
  headingLevel = 2,
  countries,
  states = [],
  showPostcode,
  postcodeExample,
  postcodeInputMode = 'text',
  nameOrder = 'given-first',
  saving = false,
  submitError,
  focusFirstErrorKey,
  onFieldChange,
  onFieldBlur,
  onDefaultChange,
  onSubmit,
  onCancel,
  className,
  'aria-labelledby': labelledByProp,
  ...rest
}: SavedAddressFormProps) {
  const text = useComponentText<typeof savedAddressFormMessages>('SavedAddressForm');
  const shell = useFormShell({
    title: mode === 'edit' ? text('editHeading') : text('newHeading'),
    headingLevel,
    labelledBy: labelledByProp,
    busy: saving,
    focusFirstErrorKey,
    onSubmit,
  });
  const binding = { values, errors, onFieldChange, onFieldBlur };
  const textProps = textFieldBinder(binding);

  return (
    <form
      {...shell.formProps}
      data-slot="saved-address-form"
      data-mode={mode}
      className={cn('flex min-w-0 flex-col gap-5', className)}
      {...rest}
    >
      {shell.heading}
      <p data-slot="saved-address-form-required-note" className="text-sm text-muted-foreground">
        {text('requiredNote')}
      </p>

      <AddressNameFields slot="saved-address-form-names" nameOrder={nameOrder} {...binding} />
      <div data-slot="saved-address-form-company" className={savedAddressFormPairClassName}>
        <TextField label={text('company')} autoComplete="organization" {...textProps('company', false)} />
        <TextField label={text('vatNumber')} {...vatNumberInputProps} {...textProps('vatNumber', false)} />
      </div>
      <AddressLocationFields
        countries={countries}
        states={states}
        showPostcode={showPostcode}
        postcodeExample={postcodeExample}
        postcodeInputMode={postcodeInputMode}
        {...binding}
      />

      <CheckboxField
        label={text('defaultBilling')}
        name="defaultBilling"
        checked={values.defaultBilling}
        onCheckedChange={onDefaultChange}
      />

      <FormSubmitRow
        slot="saved-address-form-footer"
        label={text('save')}
        busy={saving}
        buttonClassName="tablet:w-auto"
        secondaryAction={
          <Button variant="secondary" size="lg" className="h-auto min-h-12 w-full py-2 whitespace-normal tablet:w-auto" onClick={onCancel}>
            {text('cancel')}
          </Button>
        }
      >
        <FormMessage message={submitError} slot="saved-address-form-error" className="mb-3" />
      </FormSubmitRow>
    </form>
  );
}
