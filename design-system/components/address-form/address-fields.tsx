import { useComponentText } from '../../lib/i18n/use-component-text';
import { textFieldBinder } from '../form-parts/form-parts';
import { SelectField, type SelectFieldOption } from '../select-field/select-field';
import { TextField } from '../text-field/text-field';
import type { addressFieldsMessages } from './address-fields.messages';
import { addressFormNameRowClassName } from './address-form.variants';

/*
 * The address blocks the checkout's billing step (`AddressForm`) and the
 * account's saved address (`SavedAddressForm`) share, so both ask for a name
 * and an address the same way: same order, autocomplete tokens, phone
 * keyboards, required marks, blur timing, and the same words (their own
 * `AddressFields` messages). Not exported from the design system.
 */

/** The api's address field names (`CHECKOUT_FIELDS`), so the backend's field errors map straight on. */
export type AddressBlockField = 'firstName' | 'lastName' | 'address1' | 'city' | 'countryCode' | 'state' | 'postcode';

/** Every field is required while shown (the state only with states, the zip code only where needed). */
interface AddressBlockBinding {
  values: Readonly<Record<AddressBlockField, string>>;
  errors: Readonly<Partial<Record<AddressBlockField, string>>>;
  onFieldChange: (field: AddressBlockField, value: string) => void;
  onFieldBlur?: ((field: AddressBlockField) => void) | undefined;
}

/** `family-first` puts the last name before the first (Japanese, Chinese forms). */
export type AddressNameOrder = 'given-first' | 'family-first';

/**
 * First and last name: stacked on phones, sharing a row from tablet (short
 * values that people read as one thing), in the order of `nameOrder`.
 */
export function AddressNameFields({
  nameOrder = 'given-first',
  slot,
  ...binding
}: AddressBlockBinding & {
  nameOrder?: AddressNameOrder;
  slot: string;
}) {
  const text = useComponentText<typeof addressFieldsMessages>('AddressFields');
  const textProps = textFieldBinder<AddressBlockField>(binding);
  const firstName = (
    <TextField key="firstName" label={text('firstName')} autoComplete="given-name" autoCapitalize="words" {...textProps('firstName')} />
  );
  const lastName = (
    <TextField key="lastName" label={text('lastName')} autoComplete="family-name" autoCapitalize="words" {...textProps('lastName')} />
  );
  return (
    <div data-slot={slot} className={addressFormNameRowClassName}>
      {nameOrder === 'family-first' ? [lastName, firstName] : [firstName, lastName]}
    </div>
  );
}

/**
 * Street, city, country, then the state select when the country has states
 * and the zip code when the country needs one (spec §3 `needZipCode`). Native
 * selects: the system picker on phones, and autofill fills them.
 */
export function AddressLocationFields({
  countries,
  states = [],
  showPostcode,
  postcodeExample,
  postcodeInputMode = 'text',
  ...binding
}: AddressBlockBinding & {
  countries: readonly SelectFieldOption[];
  states?: readonly SelectFieldOption[] | undefined;
  showPostcode: boolean;
  /** A zip code of the country ("75008"), shown under the field as "e.g. 75008". */
  postcodeExample?: string | undefined;
  /** `numeric` for all-digit zip codes (US, FR), `text` where codes hold letters (NL "1012 AB", GB). */
  postcodeInputMode?: 'text' | 'numeric';
}) {
  const text = useComponentText<typeof addressFieldsMessages>('AddressFields');
  // The selects take the same binding: their change event carries the chosen code as `target.value`.
  const textProps = textFieldBinder<AddressBlockField>(binding);
  return (
    <>
      <TextField label={text('address1')} autoComplete="address-line1" {...textProps('address1')} />
      <TextField label={text('city')} autoComplete="address-level2" autoCapitalize="words" {...textProps('city')} />
      <SelectField
        label={text('country')}
        placeholder={text('countryPlaceholder')}
        options={countries}
        autoComplete="country"
        {...textProps('countryCode')}
      />
      {states.length > 0 ? (
        <SelectField
          label={text('state')}
          placeholder={text('statePlaceholder')}
          options={states}
          autoComplete="address-level1"
          {...textProps('state')}
        />
      ) : null}
      {showPostcode ? (
        <TextField
          label={text('postcode')}
          hint={postcodeExample === undefined || postcodeExample === '' ? undefined : text('postcodeHint', { example: postcodeExample })}
          autoComplete="postal-code"
          inputMode={postcodeInputMode}
          autoCapitalize="characters"
          spellCheck={false}
          {...textProps('postcode')}
        />
      ) : null}
    </>
  );
}
