import { useLayoutEffect, useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { AlertIcon } from '../../lib/icons';
import { Button } from '../button/button';
import { CheckboxField } from '../checkbox-field/checkbox-field';
import { SelectField, type SelectFieldOption } from '../select-field/select-field';
import { TextField } from '../text-field/text-field';
import { addressFormMessageVariants, addressFormNameRowClassName } from './address-form.variants';
import { afterPointerRelease } from '../../lib/after-pointer-release';

/**
 * The fields of the billing step (spec §3 "Checkout form"). Names follow the
 * api's `CHECKOUT_FIELDS` (`email`, `firstName`, `lastName`, `address1`,
 * `city`, `state`, `postcode`, `countryCode`), so field errors the backend
 * reports map straight onto them, plus the two the form alone has.
 */
export type AddressFormField =
  | 'email'
  | 'emailConfirmation'
  | 'firstName'
  | 'lastName'
  | 'address1'
  | 'city'
  | 'countryCode'
  | 'state'
  | 'postcode'
  | 'disclaimer';

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

/** Every text of the form, already translated. */
export interface AddressFormLabels {
  /** "Email". */
  email: string;
  /** Optional help under the e-mail: "Your eSIM is sent to this address." */
  emailHint?: string;
  /** "Confirm email". */
  emailConfirmation: string;
  /** "First name". */
  firstName: string;
  /** "Last name". */
  lastName: string;
  /** "Address". */
  address1: string;
  /** "City". */
  city: string;
  /** "Country". */
  country: string;
  /** Empty choice of the country select: "Select a country". */
  countryPlaceholder: string;
  /** "State". */
  state: string;
  /** Empty choice of the state select: "Select a state". */
  statePlaceholder: string;
  /** "Zip code". */
  postcode: string;
  /**
   * Text of the disclaimer checkbox: "I confirm my device is eSIM compatible
   * and unlocked; there is no refund otherwise". May hold a link to the terms.
   */
  disclaimer: ReactNode;
  /** Submit button: "Continue to payment". */
  submit: string;
  /** Optional line above the fields explaining the star: "Fields marked * are required." */
  requiredNote?: string;
}

export interface AddressFormProps extends Omit<ComponentProps<'form'>, 'children' | 'onSubmit' | 'noValidate'> {
  /** Controlled values (the checkout machine's context). */
  values: AddressFormValues;
  /** Per-field messages; a field with a message gets `aria-invalid` and the message as its description. */
  errors?: AddressFormErrors;
  labels: AddressFormLabels;
  /** Country choices, already sorted in the shopper's language (value = ISO alpha-2). */
  countries: readonly SelectFieldOption[];
  /** The chosen country's states; the state select is shown only when there are some. */
  states?: readonly SelectFieldOption[];
  /** Spec §3 `needZipCode`: the zip code field is shown only when true. */
  needsZipCode?: boolean;
  /** Example under the zip code, already worded: "e.g. 75008". */
  zipHint?: string;
  /**
   * Phone keyboard of the zip code: `numeric` for all-digit formats (US, FR),
   * `text` (default) where codes hold letters (NL "1012 AB", GB).
   */
  postcodeInputMode?: 'text' | 'numeric';
  /** `family-first` puts the last name before the first (Japanese, Chinese forms). Default `given-first`. */
  nameOrder?: 'given-first' | 'family-first';
  /** Form-level notice, e.g. spec §4 "Please fill all the required fields before continuing"; announced. */
  formError?: string;
  /** Why the shop refused the address (spec §8: server message then the joined detail lines); announced. */
  submitError?: string;
  /** The address is being sent: the button is busy (spinner after the loader delay) and submits are ignored. */
  busy?: boolean;
  /**
   * Change it (a counter, a timestamp) when errors arrive that the shopper
   * must fix, e.g. field errors the backend returned after an asynchronous
   * submit: after that render, focus moves to the first invalid field. Not
   * needed for synchronous validation: after every submit the form itself
   * focuses the first invalid field of the render that follows.
   */
  focusFirstErrorKey?: string | number;
  /** Every edit: text as typed, the chosen code, or the checkbox's state. */
  onFieldChange: <Field extends AddressFormField>(field: Field, value: AddressFormValues[Field]) => void;
  /** A field lost focus (validate it now, the spec's messages show per field). */
  onFieldBlur?: (field: AddressFormField) => void;
  /** The button or Enter in a field. The form does not validate: the machine does and passes `errors` back. */
  onSubmit: () => void;
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
  values,
  errors = {},
  labels,
  countries,
  states = [],
  needsZipCode = false,
  zipHint,
  postcodeInputMode = 'text',
  nameOrder = 'given-first',
  formError,
  submitError,
  busy = false,
  focusFirstErrorKey,
  onFieldChange,
  onFieldBlur,
  onSubmit,
  className,
  ...rest
}: AddressFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped by every submit so the effect below runs after the render carrying the machine's verdict,
  // even when that verdict repeats the previous errors (and nothing else would re-render).
  const [submitCount, setSubmitCount] = useState(0);

  function focusFirstInvalid() {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }

  // Layout effects: focus moves in the same commit that shows the errors, before paint, and the blur
  // it causes on the field being left is reported in that same update.
  useLayoutEffect(() => {
    if (submitCount > 0) focusFirstInvalid();
  }, [submitCount]);

  // Only a change moves focus, never the first render (a page restored with errors keeps its focus).
  const lastFocusKey = useRef(focusFirstErrorKey);
  useLayoutEffect(() => {
    if (lastFocusKey.current === focusFirstErrorKey) return;
    lastFocusKey.current = focusFirstErrorKey;
    focusFirstInvalid();
  }, [focusFirstErrorKey]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    onSubmit();
    setSubmitCount((count) => count + 1);
  }

  /** Props every text field shares: name, value, events, error, required. */
  function textProps(field: Exclude<AddressFormField, 'disclaimer' | 'countryCode' | 'state'>) {
    return {
      name: field,
      value: values[field],
      error: errors[field],
      required: true,
      onChange: (event: { target: { value: string } }) => onFieldChange(field, event.target.value),
      onBlur: () => afterPointerRelease(() => onFieldBlur?.(field)),
    };
  }

  const firstName = (
    <TextField
      key="firstName"
      label={labels.firstName}
      autoComplete="given-name"
      autoCapitalize="words"
      {...textProps('firstName')}
    />
  );
  const lastName = (
    <TextField
      key="lastName"
      label={labels.lastName}
      autoComplete="family-name"
      autoCapitalize="words"
      {...textProps('lastName')}
    />
  );
  const hasStates = states.length > 0;

  return (
    <form
      ref={formRef}
      data-slot="address-form"
      noValidate
      aria-busy={busy || undefined}
      onSubmit={submit}
      className={cn('flex min-w-0 flex-col gap-5', className)}
      {...rest}
    >
      {labels.requiredNote === undefined ? null : (
        <p data-slot="address-form-required-note" className="text-sm text-muted-foreground">
          {labels.requiredNote}
        </p>
      )}

      <TextField
        label={labels.email}
        hint={labels.emailHint}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...textProps('email')}
      />
      <TextField
        label={labels.emailConfirmation}
        type="email"
        inputMode="email"
        // Same token: an autofilled address cannot hold a typo, which is what the second entry guards against.
        autoComplete="email"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...textProps('emailConfirmation')}
      />

      <div data-slot="address-form-names" className={addressFormNameRowClassName}>
        {nameOrder === 'family-first' ? [lastName, firstName] : [firstName, lastName]}
      </div>

      <TextField label={labels.address1} autoComplete="address-line1" {...textProps('address1')} />
      <TextField label={labels.city} autoComplete="address-level2" autoCapitalize="words" {...textProps('city')} />

      <SelectField
        label={labels.country}
        placeholder={labels.countryPlaceholder}
        options={countries}
        name="countryCode"
        autoComplete="country"
        required
        value={values.countryCode}
        error={errors.countryCode}
        onChange={(event) => onFieldChange('countryCode', event.target.value)}
        onBlur={() => afterPointerRelease(() => onFieldBlur?.('countryCode'))}
      />

      {hasStates ? (
        <SelectField
          label={labels.state}
          placeholder={labels.statePlaceholder}
          options={states}
          name="state"
          autoComplete="address-level1"
          required
          value={values.state}
          error={errors.state}
          onChange={(event) => onFieldChange('state', event.target.value)}
          onBlur={() => afterPointerRelease(() => onFieldBlur?.('state'))}
        />
      ) : null}

      {needsZipCode ? (
        <TextField
          label={labels.postcode}
          hint={zipHint}
          autoComplete="postal-code"
          inputMode={postcodeInputMode}
          autoCapitalize="characters"
          spellCheck={false}
          {...textProps('postcode')}
        />
      ) : null}

      <CheckboxField
        label={labels.disclaimer}
        name="disclaimer"
        required
        checked={values.disclaimer}
        error={errors.disclaimer}
        onCheckedChange={(checked) => onFieldChange('disclaimer', checked)}
        onBlur={() => afterPointerRelease(() => onFieldBlur?.('disclaimer'))}
      />

      <div data-slot="address-form-footer" className="flex min-w-0 flex-col">
        {/* Mounted empty so a message that appears later is announced; margins, not gaps, so empty ones take no room. */}
        <div role="alert" data-slot="address-form-error">
          {formError === undefined || formError === '' ? null : (
            <p className={cn(addressFormMessageVariants(), 'mb-3')}>
              <AlertIcon className="mt-px size-4" />
              <span className="min-w-0">{formError}</span>
            </p>
          )}
        </div>
        <div role="alert" data-slot="address-form-submit-error">
          {submitError === undefined || submitError === '' ? null : (
            <p className={cn(addressFormMessageVariants(), 'mb-3')}>
              <AlertIcon className="mt-px size-4" />
              {/* The server message and its detail lines arrive joined with line breaks. */}
              <span className="min-w-0 whitespace-pre-line">{submitError}</span>
            </p>
          )}
        </div>
        <Button
          type="submit"
          size="lg"
          loading={busy}
          // Long translations wrap instead of overflowing a 320 px screen.
          className="h-auto min-h-12 w-full py-2 whitespace-normal tablet:w-auto tablet:self-start"
        >
          {labels.submit}
        </Button>
      </div>
    </form>
  );
}
