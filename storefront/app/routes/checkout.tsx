import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';

import type { Route } from './+types/checkout';
import { getAvailableCountries, getCheckout, getSavedAddresses, loadCustomer, type Checkout, type ShopClient } from '@shop/api';
import { stepForRoute, type CheckoutRouteStep } from '@shop/machines/checkout';

import { shopConfig } from '../config.server';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { checkoutStepPath, isCheckoutRouteStep } from '../lib/routing/checkout-paths';
import type { CheckoutPrefill } from '../features/checkout/use-billing-prefill';
import { hasShopSession } from '../lib/shop-api/shop-session.server';
import { withErrorMeta } from '../lib/seo/error-meta';
import { requireLocale } from '../lib/i18n/locale-route';
import { intlOfMatches } from '../lib/react/root-data';
import { shopClientFor, toRouteError } from '../lib/shop-api/shop.server';

/**
 * Spec §2 Checkout: `/{lang}/Checkout` with the steps Billing, Payment, Shipping and ThankYou, and
 * `/{lang}/checkout.html`. Guard (spec §2): an empty or missing cart sends the shopper home.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang, 'en');
  const routeStep: CheckoutRouteStep = params.step === undefined ? 'Billing' : isCheckoutRouteStep(params.step) ? params.step : notFound();
  // After payment the order is no longer the session's cart: the thank-you page shows it.
  if (routeStep === 'ThankYou') throw redirect(`/${locale}/thank-you.html`);

  const client = shopClientFor(request, context, locale);
  const [checkout, countries] = await Promise.all([getCheckout(client), getAvailableCountries(client)]).catch(toRouteError);
  if (checkout.cart.lines.length === 0) throw redirect(`/${locale}`);

  const step = stepForRoute(routeStep, checkout.billingAddress !== null);
  // eSIMs are digital (issue 4): Shipping forwards to the step that applies, as does a Payment step without billing.
  if (params.step !== undefined && checkoutStepPath(locale, step) !== new URL(request.url).pathname) {
    throw redirect(checkoutStepPath(locale, step));
  }
  const prefill = await billingPrefillOf(request, client, checkout);
  return { checkout, countries, defaultCountryCode: shopConfig().defaultCountry, step, prefill };
}

/**
 * A logged-in customer's billing form starts from their default saved address and their email
 * (spec §2 BillingDetails "prefilled in checkout") while the order has no billing address yet.
 * It is a convenience: when it cannot be read the form simply starts empty.
 */
async function billingPrefillOf(request: Request, client: ShopClient, checkout: Checkout): Promise<CheckoutPrefill | null> {
  if (checkout.billingAddress !== null || !hasShopSession(request.headers.get('cookie'))) return null;
  try {
    const customer = await loadCustomer(client);
    if (!customer) return null;
    const saved = (await getSavedAddresses(client)).find((address) => address.defaultBilling);
    if (!saved) return checkout.email === null ? { email: customer.email, address: null } : null;
    const { id: _id, defaultBilling: _default, ...address } = saved;
    return { email: checkout.email ?? customer.email, address };
  } catch (error) {
    console.error(`[checkout] billing prefill unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * The step is the route's: moving to another step asks the loader again, whose guard decides what
 * that address may show (Payment only once billing is sent). Otherwise the page keeps its own state;
 * the locale changes what the server would answer.
 */
export function shouldRevalidate({ currentParams, nextParams, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const sameStep = currentParams['step'] === nextParams['step'];
  if (formMethod === undefined && sameStep && currentParams['lang'] === nextParams['lang']) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = withErrorMeta(({ matches }) => {
  const intl = intlOfMatches(matches);
  if (!intl) return [];
  return [
    { title: `${intl.formatMessage({ id: 'meta.checkout.title' })} – ${intl.formatMessage({ id: 'meta.siteName' })}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
});

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage {...loaderData} />;
}
