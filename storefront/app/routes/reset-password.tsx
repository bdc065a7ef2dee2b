import type { Route } from './+types/reset-password';
import { ResetPasswordPage } from '../features/account/reset-password-page';
import { withErrorMeta } from '../lib/seo/error-meta';
import { intlOfMatches } from '../lib/react/root-data';

/** Spec §2 Password reset (`/{lang}/reset-password.html`, `/{lang}/ResetPassword`); the token stays in the browser. */
export const meta: Route.MetaFunction = withErrorMeta(({ matches }) => {
  const intl = intlOfMatches(matches);
  return intl ? [{ title: intl.formatMessage({ id: 'meta.resetPassword' }) }, { name: 'robots', content: 'noindex, nofollow' }] : [];
});

export default function ResetPassword() {
  return <ResetPasswordPage />;
}
