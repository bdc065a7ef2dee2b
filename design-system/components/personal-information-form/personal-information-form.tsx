import { useComponentText } from '../../lib/i18n/use-component-text';
import { CheckboxField } from '../checkbox-field/checkbox-field';
import {
  checkboxBinder,
  emailInputProps,
  FormMessage,
  FormRequiredNote,
  FormSubmitRow,
  textFieldBinder,
  TitleField,
  useControlledForm,
  vatNumberInputProps,
  type ControlledFormProps,
  type PersonTitle,
} from '../form-parts/form-parts';
import { formPairClassName } from '../form-parts/form-parts.variants';
import { PasswordField } from '../password-field/password-field';
import { SelectField, type SelectFieldOption } from '../select-field/select-field';
import { TextField } from '../text-field/text-field';
import type { personalInformationFormMessages } from './personal-information-form.messages';
import {
  personalInformationLegendClassName,
  personalInformationSectionClassName,
  personalInformationStreetRowClassName,
} from './personal-information-form.variants';

/** The fields of spec §3 "Personal information form", in page order. */
export type PersonalInformationField =
  | 'title'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'company'
  | 'vatNumber'
  | 'street'
  | 'streetNumber'
  | 'postcode'
  | 'city'
  | 'countryCode'
  | 'newsletter'
  | 'newPassword'
  | 'newPasswordConfirmation'
  | 'currentPassword';

export interface PersonalInformationValues {
  /** Spec §3: Mr (id 1) or Mrs (id 0); the ids are the machine's to map. '' until chosen. */
  title: PersonTitle | '';
  /** The spec's forename. */
  firstName: string;
  /** The spec's name. */
  lastName: string;
  email: string;
  /** The spec's enterprise; optional. */
  company: string;
  /** Optional. */
  vatNumber: string;
  /** The spec's address, street part ("rue du Faubourg Saint-Honoré"). */
  street: string;
  /** The spec's address, number part ("55", "12b"). */
  streetNumber: string;
  postcode: string;
  /** The spec's town. */
  city: string;
  /** ISO 3166-1 alpha-2 of one of `countries`; '' before one is chosen. */
  countryCode: string;
  newsletter: boolean;
  /** Optional: empty keeps the current password. */
  newPassword: string;
  newPasswordConfirmation: string;
  /** Required to save anything (spec §5: sent with the update; a wrong one is code 350). */
  currentPassword: string;
}

/** One message per refused field, already translated (spec §5; 350 "Password Incorrect" on `currentPassword`). */
export type PersonalInformationErrors = Partial<Record<PersonalInformationField, string>>;

export interface PersonalInformationFormProps extends ControlledFormProps<PersonalInformationValues, PersonalInformationField> {
  /** Country choices, already sorted in the customer's language (value = ISO alpha-2). */
  countries: readonly SelectFieldOption[];
  /** `numeric` for all-digit zip codes (US, FR), `text` (default) where they hold letters. */
  postcodeInputMode?: 'text' | 'numeric';
  /** The last save went through: "Your information was saved." is shown and announced. Clear it on the next edit. */
  saved?: boolean;
  /** Why the shop refused, announced: the server's message or "An error occured". */
  submitError?: string;
  /**
   * The address is optional as a whole: pass `true` once one of its fields holds something, and
   * street, town and country are marked required from then on. House number and zip code never are
   * (the zip code's need depends on the country: the shop says so).
   */
  addressRequired?: boolean;
}

/** The fields bound by value (text inputs and the country select). */
type TextFieldName = Exclude<PersonalInformationField, 'title' | 'newsletter'>;

/**
 * The customer's profile (spec §2 MyProfile and the personalInformation
 * panel, §3 Personal information form): title, names, e-mail, optional
 * company and VAT number, address, newsletter, an optional new password, and
 * the current password, which every save needs (placed last, next to Save,
 * where it is asked for).
 *
 * Controlled and unvalidating like the address form. One column on phones
 * and in the side panel; pairs share a row once the form is wide enough. Its
 * own texts come in the shopper's language; the title choice's are `TitleField`'s.
 */
export function PersonalInformationForm({
  countries,
  postcodeInputMode = 'text',
  saved = false,
  submitError,
  addressRequired = false,
  ...props
}: PersonalInformationFormProps) {
  const text = useComponentText<typeof personalInformationFormMessages>('PersonalInformationForm');
  const form = useControlledForm(props, { slot: 'personal-information-form', className: '@container flex min-w-0 flex-col gap-6' });
  const textProps = textFieldBinder<TextFieldName>(form.binding);

  return (
    <form {...form.formProps}>
      {form.heading}
      <FormRequiredNote note={text('requiredNote')} slot="personal-information-form-required-note" />

      <div className="flex min-w-0 flex-col gap-5">
        <TitleField {...form.binding} />
        <div data-slot="personal-information-form-names" className={formPairClassName}>
          <TextField label={text('firstName')} autoComplete="given-name" autoCapitalize="words" {...textProps('firstName', true)} />
          <TextField label={text('lastName')} autoComplete="family-name" autoCapitalize="words" {...textProps('lastName', true)} />
        </div>
        <TextField label={text('email')} {...emailInputProps} {...textProps('email', true)} />
      </div>

      <fieldset className={personalInformationSectionClassName}>
        <legend className={personalInformationLegendClassName}>{text('companySection')}</legend>
        <div className={formPairClassName}>
          <TextField label={text('company')} autoComplete="organization" {...textProps('company', false)} />
          <TextField label={text('vatNumber')} {...vatNumberInputProps} {...textProps('vatNumber', false)} />
        </div>
      </fieldset>

      <fieldset className={personalInformationSectionClassName}>
        <legend className={personalInformationLegendClassName}>{text('addressSection')}</legend>
        <div className={personalInformationStreetRowClassName}>
          {/*
           * Single-line inputs take `address-line1` (`street-address` is for a multi-line control).
           * Autofill puts the whole line, number included, in the street; no token exists for the number.
           */}
          <TextField label={text('street')} autoComplete="address-line1" {...textProps('street', addressRequired)} />
          <TextField label={text('streetNumber')} autoCapitalize="characters" spellCheck={false} {...textProps('streetNumber', false)} />
        </div>
        <div className={formPairClassName}>
          <TextField
            label={text('postcode')}
            autoComplete="postal-code"
            inputMode={postcodeInputMode}
            autoCapitalize="characters"
            spellCheck={false}
            {...textProps('postcode', false)}
          />
          <TextField label={text('city')} autoComplete="address-level2" autoCapitalize="words" {...textProps('city', addressRequired)} />
        </div>
        <SelectField
          label={text('country')}
          placeholder={text('countryPlaceholder')}
          options={countries}
          autoComplete="country"
          {...textProps('countryCode', addressRequired)}
        />
      </fieldset>

      <CheckboxField label={text('newsletter')} {...checkboxBinder<'newsletter'>(form.binding)('newsletter')} />

      <fieldset className={personalInformationSectionClassName}>
        <legend className={personalInformationLegendClassName}>{text('passwordSection')}</legend>
        <PasswordField
          label={text('newPassword')}
          hint={text('newPasswordHint')}
          autoComplete="new-password"
          {...textProps('newPassword', false)}
        />
        <PasswordField
          label={text('newPasswordConfirmation')}
          autoComplete="new-password"
          {...textProps('newPasswordConfirmation', false)}
        />
      </fieldset>

      <div data-slot="personal-information-form-footer" className="flex min-w-0 flex-col gap-5">
        <PasswordField
          label={text('currentPassword')}
          hint={text('currentPasswordHint')}
          autoComplete="current-password"
          {...textProps('currentPassword', true)}
        />
        <FormSubmitRow
          label={text('submit')}
          busy={form.busy}
          error={submitError}
          errorSlot="personal-information-form-error"
          buttonClassName="@lg:w-auto @lg:self-start"
        >
          <FormMessage message={saved ? text('saved') : undefined} tone="success" slot="personal-information-form-saved" className="mb-3" />
        </FormSubmitRow>
      </div>
    </form>
  );
}
