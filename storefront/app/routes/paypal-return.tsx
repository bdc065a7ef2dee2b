import type { Route } from './+types/paypal-return';

import { WalletReturnPage } from '../features/payment/wallet-return-page';
import { withErrorMeta } from '../lib/seo/error-meta';
import { requireLocale } from '../lib/i18n/locale-route';
import { intlOfMatches } from '../lib/react/root-data';

/**
 * Spec §2 wallet payment return (`/{lang}/payment/paypal.html`, `/{lang}/payment/PayPalReturn`):
 * PayPal sends the shopper back with `token` and `PayerID`. Nothing is trusted from them: the shop
 * verifies the PayPal order server to server before anything changes. A missing one is the
 * machine's to refuse, so the page still answers (with the error and "Try again").
 */
export function loader({ request, params }: Route.LoaderArgs) {
  requireLocale(params.lang, 'en');
  const query = new URL(request.url).searchParams;
  return { token: query.get('token'), payerId: query.get('PayerID') };
}

export const meta: Route.MetaFunction = withErrorMeta(({ matches }) => {
  const intl = intlOfMatches(matches);
  return intl ? [{ title: intl.formatMessage({ id: 'wallet.returnTitle' }) }, { name: 'robots', content: 'noindex, nofollow' }] : [];
});

export default function PayPalReturn({ loaderData }: Route.ComponentProps) {
  return <WalletReturnPage input={{ mode: 'return', token: loaderData.token, payerId: loaderData.payerId }} />;
}
