export { checkoutMachine } from './checkout.machine';
export * from './checkout.selectors';
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
