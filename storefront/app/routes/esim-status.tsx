import { data } from 'react-router';

import type { Route } from './+types/esim-status';
import { esimStatusAnswer, httpStatusOf } from '../features/esim-status/esim-status-answer';
import { EsimStatusPage } from '../features/esim-status/esim-status-page';
import { SECRET_URL_PAGE } from '../lib/cache/cache-policy';
import { withErrorMeta } from '../lib/seo/error-meta';
import { requireLocale } from '../lib/i18n/locale-route';
import { intlOfMatches } from '../lib/react/root-data';
import { shopClientFor } from '../lib/shop-api/shop.server';

/** The URL holds the guest's link token: no cache keeps the page (`private, no-store`), no search engine lists it. */
export const handle = SECRET_URL_PAGE;

/**
 * Issue 19: the guest's eSIM usage link (`/{lang}/esim-status?token=…`). The link is checked on the
 * server, so the answer's status says what it is (issue 30): 200 with the eSIMs, 404 for an
 * expired, forged or tampered link (the page says which), 503 when the shop does not answer.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang, 'en');
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const answer = await esimStatusAnswer(shopClientFor(request, context, locale), token);
  return data({ answer, token }, { status: httpStatusOf(answer) });
}

export const meta: Route.MetaFunction = withErrorMeta(({ matches }) => {
  const intl = intlOfMatches(matches);
  return intl ? [{ title: intl.formatMessage({ id: 'esimStatus.title' }) }, { name: 'robots', content: 'noindex, nofollow' }] : [];
});

export default function EsimStatus({ loaderData }: Route.ComponentProps) {
  return <EsimStatusPage answer={loaderData.answer} token={loaderData.token} />;
}
