import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { AddressLocationFields, AddressNameFields, type AddressBlockLabels, type AddressNameOrder } from '../address-form/address-fields';
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

/** Every text of the form, already translated. */
export interface SavedAddressFormLabels extends AddressBlockLabels {
  /** Title while adding: "New billing address". */
  newHeading: string;
  /** Title while editing: "Edit billing address". */
  editHeading: string;
  /** Optional line under the title: "Fields marked * are required." */
  requiredNote?: string;
  /** "Company" (optional field). */
  company: string;
  /** "VAT number" (optional field). */
  vatNumber: string;
  /** The checkbox: "Use as my default billing address". */
  defaultBilling: ReactNode;
  /** Submit button: "Save". */
  save: string;
  /** "Cancel": back to the list without saving. */
  cancel: string;
}

export interface SavedAddressFormProps extends Omit<ComponentProps<'form'>, 'children' | 'onSubmit' | 'noValidate'> {
  /** Controlled values. */
  values: SavedAddressFormValues;
  /** Per-field messages; a field with a message gets `aria-invalid` and the message as its description. */
  errors?: SavedAddressFormErrors;
  labels: SavedAddressFormLabels;
  /** `new` shows `labels.newHeading`, `edit` `labels.editHeading`. */
  mode: 'new' | 'edit';
  /** Level of the title. Default 2 (under the account page's `h1`). */
  headingLevel?: FormHeadingLevel;
  /** Country choices, sorted in the customer's language (value = ISO alpha-2). */
  countries: readonly SelectFieldOption[];
  /** The chosen country's states; the state select is shown only when there are some. */
  states?: readonly SelectFieldOption[];
  /** The chosen country needs a zip code (spec §3 `needZipCode`): the field is shown only then. */
  showPostcode: boolean;
  /** Example under the zip code, already worded: "e.g. 75008". */
  postcodeHint?: string;
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
  labels,
  mode,
  headingLevel = 2,
  countries,
  states = [],
  showPostcode,
  postcodeHint,
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
  const shell = useFormShell({
    title: mode === 'edit' ? labels.editHeading : labels.newHeading,
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
      {labels.requiredNote === undefined ? null : (
        <p data-slot="saved-address-form-required-note" className="text-sm text-muted-foreground">
          {labels.requiredNote}
        </p>
      )}

      <AddressNameFields slot="saved-address-form-names" labels={labels} nameOrder={nameOrder} {...binding} />
      <div data-slot="saved-address-form-company" className={savedAddressFormPairClassName}>
        <TextField label={labels.company} autoComplete="organization" {...textProps('company', false)} />
        <TextField label={labels.vatNumber} {...vatNumberInputProps} {...textProps('vatNumber', false)} />
      </div>
      <AddressLocationFields
        labels={labels}
        countries={countries}
        states={states}
        showPostcode={showPostcode}
        postcodeHint={postcodeHint}
        postcodeInputMode={postcodeInputMode}
        {...binding}
      />

      <CheckboxField
        label={labels.defaultBilling}
        name="defaultBilling"
        checked={values.defaultBilling}
        onCheckedChange={onDefaultChange}
      />

      <FormSubmitRow
        slot="saved-address-form-footer"
        label={labels.save}
        busy={saving}
        buttonClassName="tablet:w-auto"
        secondaryAction={
          <Button variant="secondary" size="lg" className="h-auto min-h-12 w-full py-2 whitespace-normal tablet:w-auto" onClick={onCancel}>
            {labels.cancel}
          </Button>
        }
      >
        <FormMessage message={submitError} slot="saved-address-form-error" className="mb-3" />
      </FormSubmitRow>
    </form>
  );
}
