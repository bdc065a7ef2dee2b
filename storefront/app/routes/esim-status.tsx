import type { Route } from './+types/esim-status';
import { EsimStatusPage } from '../features/esim-status/esim-status-page';
import { SECRET_URL_PAGE } from '../lib/cache-policy';
import { withErrorMeta } from '../lib/error-meta';
import { intlOfMatches } from '../lib/root-data';

/** The URL holds the guest's link token: no cache keeps the page (`private, no-store`), no search engine lists it. */
export const handle = SECRET_URL_PAGE;

/** Issue 19: the guest's eSIM usage link (`/{lang}/esim-status?token=…`), read in the browser. */
export const meta: Route.MetaFunction = withErrorMeta(({ matches }) => {
  const intl = intlOfMatches(matches);
  return intl ? [{ title: intl.formatMessage({ id: 'esimStatus.title' }) }, { name: 'robots', content: 'noindex, nofollow' }] : [];
});

export default function EsimStatus() {
  return <EsimStatusPage />;
}
