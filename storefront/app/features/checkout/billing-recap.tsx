import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

import { Button } from '@shop/design-system';
import { selectCheckout, selectCountries, type CheckoutSnapshot } from '@shop/machines/checkout';

import { checkoutStepPath } from '../../lib/routing/checkout-paths';
import { useLocale } from '../../lib/i18n/locale-route';

/**
 * On the payment step: who and where the order bills, with the way back to change it: the billing
 * route, where the machine still holds every value typed.
 */
export function BillingRecap({ snapshot }: { snapshot: CheckoutSnapshot }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const checkout = selectCheckout(snapshot);
  const address = checkout?.billingAddress;
  if (!checkout || !address) return null;
  const country = selectCountries(snapshot).find((candidate) => candidate.code === address.countryCode)?.name ?? address.countryCode;
  const cityLine = [address.postcode, address.city, address.state].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="billed-to" className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-border p-4">
      <div className="min-w-0">
        <h2 id="billed-to" className="text-sm font-semibold text-muted-foreground">
          {intl.formatMessage({ id: 'checkout.billedTo' })}
        </h2>
        <address className="not-italic break-words">
          {address.firstName} {address.lastName}
          <br />
          {checkout.email}
          <br />
          {address.address1}
          <br />
          {cityLine}
          <br />
          {country}
        </address>
      </div>
      <Button variant="secondary" size="sm" onClick={() => void navigate(checkoutStepPath(locale, 'billing'), { replace: true })}>
        {intl.formatMessage({ id: 'checkout.editBilling' })}
      </Button>
    </section>
  );
}
