import type { CheckoutRouteStep, CheckoutStep } from '@shop/machines/checkout';

/** Spec §2: the checkout's address (`/{lang}/checkout.html`, also `/{lang}/Checkout`). */
export function checkoutPath(locale: string): string {
  return `/${locale}/checkout.html`;
}

const ROUTE_STEPS: readonly CheckoutRouteStep[] = ['Billing', 'Payment', 'Shipping', 'ThankYou'];

export function isCheckoutRouteStep(value: string): value is CheckoutRouteStep {
  return (ROUTE_STEPS as readonly string[]).includes(value);
}

const ROUTE_STEP_OF: Record<CheckoutStep, CheckoutRouteStep> = { billing: 'Billing', payment: 'Payment', thankYou: 'ThankYou' };

/** The address of a checkout step (spec §2 child routes of `/{lang}/Checkout`). */
export function checkoutStepPath(locale: string, step: CheckoutStep): string {
  return step === 'thankYou' ? `/${locale}/thank-you.html` : `/${locale}/Checkout/${ROUTE_STEP_OF[step]}`;
}
