import { useIntl } from 'react-intl';

import type { Route } from './+types/account-shipping';
import { accountMeta } from '../features/account/account-meta';
import { withErrorMeta } from '../lib/seo/error-meta';

/** Spec §2 MyAccount/ShippingDetails: kept as a page, it says that eSIMs are not shipped. */
export const meta: Route.MetaFunction = withErrorMeta(({ matches }) => accountMeta(matches, 'shipping.heading'));

export default function AccountShipping() {
  const intl = useIntl();
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight">{intl.formatMessage({ id: 'shipping.heading' })}</h1>
      <p className="rounded-lg bg-muted p-6">{intl.formatMessage({ id: 'shipping.body' })}</p>
    </>
  );
}
