import type { Route } from './+types/paypal-error';

import { WalletReturnPage } from '../features/payment/wallet-return-page';
import { withErrorMeta } from '../lib/seo/error-meta';
import { requireLocale } from '../lib/i18n/locale-route';
import { intlOfMatches } from '../lib/react/root-data';

/**
 * Spec §2 wallet payment failure (`/{lang}/payment/paypal-error.html`, `/{lang}/payment/PayPalError`):
 * PayPal's cancel address. Nothing was approved, so nothing is asked of the shop: the page says so
 * and "Try again" leads back to the payment step, the cart intact.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  requireLocale(params.lang, 'en');
  return { token: new URL(request.url).searchParams.get('token') };
}

export const meta: Route.MetaFunction = withErrorMeta(({ matches }) => {
  const intl = intlOfMatches(matches);
  return intl ? [{ title: intl.formatMessage({ id: 'wallet.errorTitle' }) }, { name: 'robots', content: 'noindex, nofollow' }] : [];
});

export default function PayPalError({ loaderData }: Route.ComponentProps) {
  return <WalletReturnPage input={{ mode: 'cancelled', token: loaderData.token }} />;
}
