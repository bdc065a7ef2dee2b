import type { Route } from './+types/apple-login';
import { AppLoginPage } from '../features/account/app-login-page';
import { withErrorMeta } from '../lib/seo/error-meta';
import { requireLocale } from '../lib/i18n/locale-route';
import { intlOfMatches } from '../lib/react/root-data';

/** Spec §2 Login, app-style (`/{lang}/apple-login`, `/{lang}/AppleLogin`): blank layout, the login form alone. */
export function loader({ params }: Route.LoaderArgs) {
  requireLocale(params.lang, 'en');
  return null;
}

export const meta: Route.MetaFunction = withErrorMeta(({ matches }) => {
  const intl = intlOfMatches(matches);
  return intl ? [{ title: intl.formatMessage({ id: 'meta.login' }) }, { name: 'robots', content: 'noindex, nofollow' }] : [];
});

export default function AppleLogin() {
  return <AppLoginPage />;
}
