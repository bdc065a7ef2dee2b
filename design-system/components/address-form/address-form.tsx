import { useComponentText } from '../../lib/i18n/use-component-text';
import { CheckboxField } from '../checkbox-field/checkbox-field';
import {
  checkboxBinder,
  emailInputProps,
  FormMessage,
  FormRequiredNote,
  FormSubmitRow,
  textFieldBinder,
  useControlledForm,
  type ControlledFormProps,
} from '../form-parts/form-parts';
import type { SelectFieldOption } from '../select-field/select-field';
import { TextField } from '../text-field/text-field';
import { AddressLocationFields, AddressNameFields, type AddressNameOrder } from './address-fields';
import type { addressFormMessages } from './address-form.messages';

/**
 * The fields of the billing step (spec §3 "Checkout form"). Names follow the
 * api's `CHECKOUT_FIELDS` (`email`, `firstName`, `lastName`, `address1`,
 * `city`, `state`, `postcode`, `countryCode`), so field errors the backend
 * reports map straight onto them, plus the two the form alone has.
 */
export type AddressFormField =
  'email' | 'emailConfirmation' | 'firstName' | 'lastName' | 'address1' | 'city' | 'countryCode' | 'state' | 'postcode' | 'disclaimer';

export interface AddressFormValues {
  email: string;
  emailConfirmation: string;
  firstName: string;
  lastName: string;
  address1: string;
  city: string;
  /** ISO 3166-1 alpha-2 of one of `countries`; '' before one is chosen. */
  countryCode: string;
  /** A code of `states`; ignored while the country has none. */
  state: string;
  /** Ignored while the country needs no zip code. */
  postcode: string;
  /** Spec §5: the device is eSIM compatible and unlocked; no refund otherwise. */
  disclaimer: boolean;
}

/** One message per refused field, already translated (spec §5: "This field is required"…). */
export type AddressFormErrors = Partial<Record<AddressFormField, string>>;

export interface AddressFormProps extends ControlledFormProps<AddressFormValues, AddressFormField> {
  /** Country choices, already sorted in the shopper's language (value = ISO alpha-2). */
  countries: readonly SelectFieldOption[];
  /** The chosen country's states; the state select is shown only when there are some. */
  states?: readonly SelectFieldOption[];
  /** Spec §3 `needZipCode`: the zip code field is shown only when true. */
  needsZipCode?: boolean;
  /** A zip code of the chosen country (spec §3 `zipCodeExample`), shown under the field as "e.g. 75008". */
  postcodeExample?: string;
  /**
   * Phone keyboard of the zip code: `numeric` for all-digit formats (US, FR),
   * `text` (default) where codes hold letters (NL "1012 AB", GB).
   */
  postcodeInputMode?: 'text' | 'numeric';
  /** `family-first` puts the last name before the first (Japanese, Chinese forms). Default `given-first`. */
  nameOrder?: AddressNameOrder;
  /** Form-level notice, e.g. spec §4 "Please fill all the required fields before continuing"; announced. */
  formError?: string;
  /** Why the shop refused the address (spec §8: server message then the joined detail lines); announced. */
  submitError?: string;
}

/**
 * The billing step of the checkout (spec §2 Checkout › Billing, §3 Checkout
 * form): e-mail twice, name, address, country, then the state and zip code
 * when the country has them, the disclaimer, and "Continue to payment".
 *
 * Controlled and unvalidating: `values` and `errors` come in, edits, blurs and
 * submits go out. The form is `noValidate`, so the browser never shows its
 * own (untranslated) bubbles. Every field carries the autocomplete token that
 * lets browsers and password managers fill it (`email`, `given-name`,
 * `family-name`, `address-line1`, `address-level2`, `country`,
 * `address-level1`, `postal-code`).
 *
 * Focus after a refused submit: after each submit, and whenever
 * `focusFirstErrorKey` changes, focus moves to the first field (in page
 * order) that is invalid in the render that follows. The shopper hears that
 * field's label and message; `formError` is announced once as an alert.
 */
export function AddressForm({
  countries,
  states = [],
  needsZipCode = false,
  postcodeExample,
  postcodeInputMode = 'text',
  nameOrder = 'given-first',
  formError,
  submitError,
  ...props
}: AddressFormProps) {
  const text = useComponentText<typeof addressFormMessages>('AddressForm');
  const form = useControlledForm(props, { slot: 'address-form', className: 'flex min-w-0 flex-col gap-5' });
  const textProps = textFieldBinder<'email' | 'emailConfirmation'>(form.binding);

  return (
    <form {...form.formProps}>
      {form.heading}
      <FormRequiredNote note={text('requiredNote')} slot="address-form-required-note" />

      <TextField label={text('email')} hint={text('emailHint')} {...emailInputProps} {...textProps('email')} />
      {/* Same token: an autofilled address cannot hold a typo, which is what the second entry guards against. */}
      <TextField label={text('emailConfirmation')} {...emailInputProps} {...textProps('emailConfirmation')} />

      <AddressNameFields slot="address-form-names" nameOrder={nameOrder} {...form.binding} />
      <AddressLocationFields
        countries={countries}
        states={states}
        showPostcode={needsZipCode}
        postcodeExample={postcodeExample}
        postcodeInputMode={postcodeInputMode}
        {...form.binding}
      />

      <CheckboxField label={text('disclaimer')} required {...checkboxBinder<'disclaimer'>(form.binding)('disclaimer')} />

      <FormSubmitRow
        slot="address-form-footer"
        label={text('submit')}
        busy={form.busy}
        error={formError}
        errorSlot="address-form-error"
        buttonClassName="tablet:w-auto tablet:self-start"
      >
        <FormMessage message={submitError} slot="address-form-submit-error" className="mb-3" />
      </FormSubmitRow>
    </form>
  );
}
