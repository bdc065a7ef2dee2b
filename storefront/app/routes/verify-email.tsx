import type { Route } from './+types/verify-email';
import { VerifyEmailPage } from '../features/account/verify-email-page';
import { withErrorMeta } from '../lib/seo/error-meta';
import { intlOfMatches } from '../lib/react/root-data';

/** Issue 5: the registration email's link (`/{lang}/verify-email.html?token=…`), verified in the browser. */
export const meta: Route.MetaFunction = withErrorMeta(({ matches }) => {
  const intl = intlOfMatches(matches);
  return intl ? [{ title: intl.formatMessage({ id: 'meta.verifyEmail' }) }, { name: 'robots', content: 'noindex, nofollow' }] : [];
});

export default function VerifyEmail() {
  return <VerifyEmailPage />;
}
