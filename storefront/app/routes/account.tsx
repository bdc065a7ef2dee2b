import { redirect } from 'react-router';

import type { Route } from './+types/account';
import { requireLocale } from '../lib/i18n/locale-route';

/** Spec §2 `/{lang}/MyAccount`: the account opens on its eSIMs (the layout's guard runs first). */
export function loader({ params }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang, 'en');
  throw redirect(`/${locale}/MyAccount/OrderHistory`);
}

export default function Account() {
  return null;
}
