import { data, redirect } from 'react-router';

import type { Route } from './+types/currency';
import { currencyCookie, isShopCurrency } from '../lib/i18n/currency';
import { requireLocale } from '../lib/i18n/locale-route';
import { safeReturnPathOr } from '../lib/routing/safe-return';

/** POST `/{lang}/currency`: keeps the chosen currency in a cookie and returns to the page (works without JavaScript). */
export async function action({ request, params }: Route.ActionArgs) {
  const locale = requireLocale(params.lang, 'en');
  const form = await request.formData();
  const currency = form.get('currency');
  if (!isShopCurrency(currency)) throw data(null, { status: 400 });
  const secure = new URL(request.url).protocol === 'https:';
  return redirect(safeReturnPathOr(form.get('returnTo'), `/${locale}`), { headers: { 'Set-Cookie': currencyCookie(currency, secure) } });
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${requireLocale(params.lang, 'en')}`);
}
