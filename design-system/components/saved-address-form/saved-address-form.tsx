import { useComponentText } from '../../lib/i18n/use-component-text';
import { AddressLocationFields, AddressNameFields, type AddressNameOrder } from '../address-form/address-fields';
import { Button } from '../button/button';
import { CheckboxField } from '../checkbox-field/checkbox-field';
import {
  FormRequiredNote,
  FormSubmitRow,
  textFieldBinder,
  useControlledForm,
  vatNumberInputProps,
  type ControlledFormProps,
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

export interface SavedAddressFormProps extends Omit<ControlledFormProps<SavedAddressFormValues, SavedAddressFormField>, 'title' | 'busy'> {
  /** `new` is titled "New billing address", `edit` "Edit the billing address". */
  mode: 'new' | 'edit';
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
  onDefaultChange: (checked: boolean) => void;
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
  mode,
  countries,
  states = [],
  showPostcode,
  postcodeExample,
  postcodeInputMode = 'text',
  nameOrder = 'given-first',
  saving = false,
  submitError,
  onDefaultChange,
  onCancel,
  ...props
}: SavedAddressFormProps) {
  const text = useComponentText<typeof savedAddressFormMessages>('SavedAddressForm');
  const form = useControlledForm(
    { ...props, title: mode === 'edit' ? text('editHeading') : text('newHeading'), busy: saving },
    { slot: 'saved-address-form', className: 'flex min-w-0 flex-col gap-5' },
  );
  const textProps = textFieldBinder(form.binding);

  return (
    <form {...form.formProps} data-mode={mode}>
      {form.heading}
      <FormRequiredNote note={text('requiredNote')} slot="saved-address-form-required-note" />

      <AddressNameFields slot="saved-address-form-names" nameOrder={nameOrder} {...form.binding} />
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
        {...form.binding}
      />

      <CheckboxField
        label={text('defaultBilling')}
        name="defaultBilling"
        checked={props.values.defaultBilling}
        onCheckedChange={onDefaultChange}
      />

      <FormSubmitRow
        slot="saved-address-form-footer"
        label={text('save')}
        busy={saving}
        error={submitError}
        errorSlot="saved-address-form-error"
        buttonClassName="tablet:w-auto"
        secondaryAction={
          <Button variant="secondary" size="lg" className="h-auto min-h-12 w-full py-2 whitespace-normal tablet:w-auto" onClick={onCancel}>
            {text('cancel')}
          </Button>
        }
      />
    </form>
  );
}
