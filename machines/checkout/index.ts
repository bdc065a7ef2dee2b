export { checkoutMachine } from './checkout.machine';
export {
  selectCheckout,
  selectCountries,
  selectDisclaimerAccepted,
  selectFieldErrors,
  selectFormError,
  selectIsSubmitting,
  selectNeedsZipCode,
  selectOrderCode,
  selectStates,
  selectSubmitError,
  selectTaxStatus,
  selectValues,
  selectZipExample,
  type CheckoutFieldError,
  type CheckoutSnapshot,
} from './checkout.selectors';
export { type CheckoutFormCode, type CheckoutRuleError } from './checkout.validation';
export {
  stepForRoute,
  type AdvanceOrderInput,
  type BillingPrefill,
  type CheckoutEvent,
  type CheckoutRouteStep,
  type CheckoutStep,
  type TaxStatus,
} from './checkout.types';
