import { useIntl } from 'react-intl';

import { AddressForm, type AddressFormErrors, type AddressFormField } from '@shop/design-system';
import {
  selectCountries,
  selectDisclaimerAccepted,
  selectFieldErrors,
  selectFormError,
  selectIsSubmitting,
  selectNeedsZipCode,
  selectStates,
  selectSubmitError,
  selectValues,
  selectZipExample,
  type CheckoutEvent,
  type CheckoutSnapshot,
} from '@shop/machines/checkout';

import { shopErrorMessage } from '../../lib/i18n/shop-error-message';
import { fieldErrorText, formErrorText } from '../forms/address-messages';
import { postcodeInputModeOf } from '../forms/postcode-input-mode';

interface BillingStepProps {
  snapshot: CheckoutSnapshot;
  send: (event: CheckoutEvent) => void;
  /** The cart's coupon, named when the email has already used it up. */
  couponCode: string;
}

/** Spec §2 Checkout › Billing: the checkout machine drives the design system's address form. */
export function BillingStep({ snapshot, send, couponCode }: BillingStepProps) {
  const intl = useIntl();
  const values = selectValues(snapshot);
  const fieldErrors = selectFieldErrors(snapshot);
  const formError = selectFormError(snapshot);
  const submitError = selectSubmitError(snapshot);
  const zipExample = selectZipExample(snapshot);
  const country = selectCountries(snapshot).find((candidate) => candidate.code === values.countryCode);

  const errors: AddressFormErrors = {};
  for (const [field, error] of Object.entries(fieldErrors)) {
    if (error) errors[field as AddressFormField] = fieldErrorText(intl, error);
  }

  return (
    <AddressForm
      values={{ ...values, disclaimer: selectDisclaimerAccepted(snapshot) }}
      errors={errors}
      countries={selectCountries(snapshot).map((option) => ({ value: option.code, label: option.name }))}
      states={selectStates(snapshot).map((state) => ({ value: state.code, label: state.name }))}
      needsZipCode={selectNeedsZipCode(snapshot)}
      {...(zipExample ? { postcodeExample: zipExample } : {})}
      postcodeInputMode={postcodeInputModeOf(country?.zipCodeFormat)}
      nameOrder={intl.locale === 'ja' || intl.locale.startsWith('zh') ? 'family-first' : 'given-first'}
      {...(formError ? { formError: formErrorText(intl, formError) } : {})}
      {...(submitError ? { submitError: shopErrorMessage(intl, submitError.cause, couponCode) } : {})}
      busy={selectIsSubmitting(snapshot)}
      focusFirstErrorKey={submitError ? 1 : 0}
      onFieldChange={(field, value) => {
        if (field === 'disclaimer') send({ type: 'disclaimer.changed', accepted: value === true });
        else if (field === 'countryCode') send({ type: 'country.changed', countryCode: String(value) });
        else send({ type: 'field.changed', field, value: String(value) });
      }}
      onFieldBlur={(field) => send({ type: 'field.blurred', field })}
      onSubmit={() => send({ type: 'billing.submitted' })}
    />
  );
}
