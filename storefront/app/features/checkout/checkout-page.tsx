import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';

import type { Cart, Checkout, CheckoutCountry } from '@shop/api';
import { CheckoutSteps } from '@shop/design-system';
import { checkoutMachine, selectCheckout, selectStep, selectTaxStatus, type CheckoutStep } from '@shop/machines/checkout';

import { useLocale } from '../../lib/locale-route';
import { CartContext } from '../cart/cart-context';
import { BillingStep } from './billing-step';
import { useShopClient } from '../../lib/shop-client';
import { checkoutActors } from './checkout.actors';
import { checkoutStepPath } from './checkout-paths';
import { CheckoutSummary } from './checkout-summary';
import { REDIRECT_AFTER_SUCCESS_MS } from '../payment/card-payment-panel';
import { paymentStorage } from '../payment/payment-storage';
import { PaymentStep } from './payment-step';
import { useBillingPrefill, type CheckoutPrefill } from './use-billing-prefill';
import { CheckoutLogin } from './checkout-login';

export type { CheckoutPrefill };

export interface CheckoutPageProps {
  checkout: Checkout;
  countries: CheckoutCountry[];
  defaultCountryCode: string;
  /** The step the address asked for (spec §2 child routes). */
  step: CheckoutStep;
  /** A logged-in customer's email and default saved address, typed into an empty billing form. */
  prefill?: CheckoutPrefill | null;
}

const STEP_IDS: readonly CheckoutStep[] = ['billing', 'payment', 'thankYou'];

/** Spec §2 Checkout: Billing → Payment → ThankYou, with the order and its totals alongside. */
export function CheckoutPage({ checkout, countries, defaultCountryCode, step: askedStep, prefill = null }: CheckoutPageProps) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const cart = CartContext.useActorRef();

  const client = useShopClient();
  const logic = useMemo(() => checkoutMachine.provide(checkoutActors(client)), [client]);
  const [snapshot, send] = useMachine(logic, { input: { countries, defaultCountryCode, checkout } });
  const step = selectStep(snapshot);

  // A resumed checkout starts at payment; the Billing address asks to edit the billing details.
  const askedOnce = useRef(false);
  useEffect(() => {
    if (askedOnce.current) return;
    askedOnce.current = true;
    if (askedStep === 'billing' && step === 'payment') send({ type: 'billing.edit' });
  }, [askedStep, step, send]);

  useBillingPrefill(prefill, send);

  // The address follows the step, without a history entry per step (Back leaves the checkout).
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    // The thank-you page comes after the confirmation has been read (see `onPaid`).
    if (step === 'thankYou') return;
    const path = checkoutStepPath(locale, step);
    if (location.pathname !== path) void navigate(path, { replace: true });
  }, [step, locale, location.pathname, navigate]);

  // The totals follow both the checkout's answers (VAT) and the cart panel's changes.
  const answered = selectCheckout(snapshot);
  const [summaryCart, setSummaryCart] = useState<Cart>(checkout.cart);
  useEffect(() => {
    if (!answered) return;
    setSummaryCart(answered.cart);
    cart.send({ type: 'cart.refresh' });
  }, [answered, cart]);
  useEffect(() => {
    const subscription = cart.on('cart.changed', ({ cart: changed }) => {
      // Spec §2 checkout guard: nothing left to buy → home.
      if (changed.lines.length === 0) void navigate(`/${locale}`);
      else setSummaryCart(changed);
    });
    return () => subscription.unsubscribe();
  }, [cart, locale, navigate]);

  // Spec §3: the order id is stored when payment finishes, so the thank-you page survives a reload.
  const onPaid = useCallback(
    (orderCode: string) => {
      paymentStorage.rememberOrder(orderCode);
      send({ type: 'payment.succeeded', orderCode });
      cart.send({ type: 'cart.refresh' });
      window.setTimeout(() => void navigate(checkoutStepPath(locale, 'thankYou')), REDIRECT_AFTER_SUCCESS_MS);
    },
    [send, cart, navigate, locale],
  );

  const stepLabel = (id: CheckoutStep) => intl.formatMessage({ id: `checkout.step.${id}` });
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-6 desktop:grid-cols-[1fr_24rem] desktop:items-start">
      <div className="flex min-w-0 flex-col gap-6">
        <h1 className="text-2xl font-bold tracking-tight">{intl.formatMessage({ id: 'checkout.heading' })}</h1>
        <CheckoutSteps
          steps={STEP_IDS.map((id) => ({
            id,
            label: stepLabel(id),
            ...(id === 'billing' && step === 'payment' ? { href: checkoutStepPath(locale, 'billing') } : {}),
          }))}
          currentStepId={step}
          // Going back to billing is the machine's step (it keeps what was typed), not a page load.
          renderLink={({ href, children, ...rest }) => (
            <a
              href={href}
              {...rest}
              onClick={(event) => {
                event.preventDefault();
                send({ type: 'billing.edit' });
              }}
            >
              {children}
            </a>
          )}
        />
        {step === 'billing' ? (
          <section aria-labelledby="billing-heading" className="flex flex-col gap-4">
            <h2 id="billing-heading" className="text-lg font-semibold">
              {intl.formatMessage({ id: 'checkout.billing.heading' })}
            </h2>
            <CheckoutLogin />
            <BillingStep snapshot={snapshot} send={send} couponCode={summaryCart.couponCodes[0] ?? ''} />
          </section>
        ) : (
          <PaymentStep snapshot={snapshot} send={send} total={summaryCart.totalIncludingTax} onPaid={onPaid} />
        )}
      </div>
      <aside className="desktop:sticky desktop:top-6">
        <CheckoutSummary cart={summaryCart} taxStatus={selectTaxStatus(snapshot)} />
      </aside>
    </div>
  );
}
