import { useIntl } from 'react-intl';

import type { Route } from './+types/account-newsletter';
import { requireCustomer } from '../features/account/account-guard.server';
import { accountMeta } from '../features/account/account-meta';
import { NewsletterView } from '../features/account/newsletter-view';
import { withErrorMeta } from '../lib/seo/error-meta';
import { requireLocale } from '../lib/i18n/locale-route';
import { shopClientFor } from '../lib/shop-api/shop.server';

/** Spec §2 MyAccount/MyNewsletter: subscribe or unsubscribe. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang, 'en');
  return { customer: await requireCustomer(request, shopClientFor(request, context, locale)) };
}

export const meta: Route.MetaFunction = withErrorMeta(({ matches }) => accountMeta(matches, 'newsletter.heading'));

export default function AccountNewsletter({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight">{intl.formatMessage({ id: 'newsletter.heading' })}</h1>
      <NewsletterView key={loaderData.customer.id} customer={loaderData.customer} />
    </>
  );
}
