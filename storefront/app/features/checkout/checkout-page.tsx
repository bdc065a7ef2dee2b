import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';

import type { Checkout, CheckoutCountry } from '@shop/api';
import { CheckoutSteps } from '@shop/design-system';
import { selectCart, selectIsRefreshing } from '@shop/machines/cart';
import { checkoutMachine, selectOrderCode, selectTaxStatus, type CheckoutStep } from '@shop/machines/checkout';

import { checkoutStepPath } from '../../lib/routing/checkout-paths';
import { useLocale } from '../../lib/i18n/locale-route';
import { useShopClient } from '../../lib/shop-api/shop-client';
import { CartContext } from '../cart/cart-context';
import { BillingStep } from './billing-step';
import { CheckoutLogin } from './checkout-login';
import { CheckoutSummary } from './checkout-summary';
import { checkoutActors } from './checkout.actors';
import { useBillingPrefill, type CheckoutPrefill } from './use-billing-prefill';
import { laterHydratedPart } from '../../lib/react/lazy-part';

/**
 * The payment step (card fields, PayPal, Apple Pay and their machines): the server renders it on
 * its own address; the browser loads its code after the page's, so the billing step's first load
 * carries none of it (docs/architecture.md "What a first load holds").
 */
const PaymentStep = laterHydratedPart(() => import('./payment-step').then((module) => module.PaymentStep));

export interface CheckoutPageProps {
  /** The checkout as the loader read it: the machine's start, and the summary's until the cart machine has loaded. */
  checkout: Checkout;
  countries: CheckoutCountry[];
  defaultCountryCode: string;
  /** The step shown: the route's, as its loader's guard decided it (spec §2 child routes). */
  step: CheckoutStep;
  /** A logged-in customer's email and default saved address, typed into an empty billing form. */
  prefill?: CheckoutPrefill | null;
}

const STEP_IDS: readonly CheckoutStep[] = ['billing', 'payment', 'thankYou'];

/**
 * Spec §2 Checkout: Billing → Payment → ThankYou, with the order and its totals alongside. The
 * route is the step (see docs/architecture.md "The checkout's step"): the page moves between steps
 * by navigating, never by telling the machine, which keeps the form and its request.
 */
export function CheckoutPage({ checkout, countries, defaultCountryCode, step: routeStep, prefill = null }: CheckoutPageProps) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const cart = CartContext.useActorRef();

  const client = useShopClient();
  const logic = useMemo(() => checkoutMachine.provide(checkoutActors(client)), [client]);
  const [snapshot, send, checkoutActor] = useMachine(logic, { input: { countries, defaultCountryCode, checkout } });

  useBillingPrefill(prefill, send);

  useEffect(() => {
    // The shop took the billing step: the cart now carries its VAT, and the payment step follows,
    // replacing the history entry (Back leaves the checkout, README "Checkout steps").
    const sent = checkoutActor.on('billing.sent', () => {
      cart.send({ type: 'cart.refresh' });
      void navigate(checkoutStepPath(locale, 'payment'), { replace: true });
    });
    // Spec §2 checkout guard: nothing left to buy → home.
    const changed = cart.on('cart.changed', ({ cart: now }) => {
      if (now.lines.length === 0) void navigate(`/${locale}`);
    });
    return () => {
      sent.unsubscribe();
      changed.unsubscribe();
    };
  }, [checkoutActor, cart, locale, navigate]);

  // The cart machine's cart; the loader's only until the browser has loaded it (the server renders none).
  const summaryCart = CartContext.useSelector(selectCart) ?? checkout.cart;
  // The VAT shown is the cart's: while the cart reloads after a send, its amount may be the old address's.
  const cartRefreshing = CartContext.useSelector(selectIsRefreshing);
  const answeredTax = selectTaxStatus(snapshot);
  const taxStatus = answeredTax === 'calculated' && cartRefreshing ? 'calculating' : answeredTax;

  // The payment goes to thank-you itself (`goToThankYou`, payment.actors.ts); the checkout marks the order paid.
  const onPaid = useCallback((orderCode: string) => send({ type: 'payment.succeeded', orderCode }), [send]);
  // Paid, the steps show thank-you while "Payment successful. Redirecting..." waits for its page.
  const step: CheckoutStep = selectOrderCode(snapshot) === null ? routeStep : 'thankYou';

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
          // Back to billing is a move of the route inside this page: the machine keeps what was typed.
          renderLink={({ href, children, ...rest }) => (
            <Link to={href} replace {...rest}>
              {children}
            </Link>
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
          <PaymentStep snapshot={snapshot} total={summaryCart.totalIncludingTax} onPaid={onPaid} />
        )}
      </div>
      <aside className="desktop:sticky desktop:top-6">
        <CheckoutSummary cart={summaryCart} taxStatus={taxStatus} />
      </aside>
    </div>
  );
}
