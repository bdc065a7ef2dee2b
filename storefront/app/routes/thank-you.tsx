import type { Route } from './+types/thank-you';
import { ThankYouPage } from '../features/payment/thank-you-page';
import { withErrorMeta } from '../lib/seo/error-meta';
import { intlOfMatches } from '../lib/react/root-data';

/** Spec §2 Thank-you (`/{lang}/thank-you.html`, `/{lang}/ThankYou`): the order just paid, read in the browser. */
export const meta: Route.MetaFunction = withErrorMeta(({ matches }) => {
  const intl = intlOfMatches(matches);
  return intl ? [{ title: intl.formatMessage({ id: 'meta.thankYou.title' }) }, { name: 'robots', content: 'noindex, nofollow' }] : [];
});

export default function ThankYou() {
  return <ThankYouPage />;
}
