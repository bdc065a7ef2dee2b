import { useIntl } from 'react-intl';

import { selectCustomer } from '@shop/machines/session';

import { ContactFormHost } from '../contact/contact-form-host';
import { SessionContext } from './session-context';

/**
 * The account-side contact form (spec §3: email, first name, last name, message), prefilled with
 * the customer's own, sent to customer service like the contact page's.
 */
export function AccountContact() {
  const intl = useIntl();
  const customer = SessionContext.useSelector(selectCustomer);
  if (!customer) return null;
  return (
    <section aria-labelledby="account-contact" className="flex flex-col gap-3 rounded-lg border border-border p-4 tablet:p-6">
      <h2 id="account-contact" className="text-xl font-bold">
        {intl.formatMessage({ id: 'account.contact.heading' })}
      </h2>
      <p className="text-muted-foreground">{intl.formatMessage({ id: 'account.contact.intro' })}</p>
      <ContactFormHost input={{ variant: 'account', email: customer.email, firstName: customer.firstName, lastName: customer.lastName }} />
    </section>
  );
}
