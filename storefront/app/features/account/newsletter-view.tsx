import { useState } from 'react';
import { useIntl } from 'react-intl';

import { setNewsletter, type Customer } from '@shop/api';
import { NewsletterToggle } from '@shop/design-system';

import { useShopClient } from '../../lib/shop-api/shop-client';
import { accountFailureText } from './account-messages';
import { isNotLoggedIn, useSessionEndedCheck } from './account-requests';
import { SessionContext } from './session-context';

/** Spec §2 MyAccount/MyNewsletter: subscribe or unsubscribe; the session keeps the answered customer. */
export function NewsletterView({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const client = useShopClient();
  const onFailure = useSessionEndedCheck();
  const session = SessionContext.useActorRef();
  const [subscribed, setSubscribed] = useState(customer.newsletter);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  return (
    <NewsletterToggle
      subscribed={subscribed}
      busy={busy}
      {...(error ? { error } : {})}
      onSubscribedChange={(wanted) => {
        if (busy) return;
        setBusy(true);
        setError(undefined);
        setNewsletter(client, { subscribed: wanted })
          .then(
            (saved) => {
              setSubscribed(saved.newsletter);
              session.send({ type: 'customer.updated', customer: saved });
            },
            (failure: unknown) => {
              onFailure(failure);
              setError(
                isNotLoggedIn(failure)
                  ? accountFailureText(intl, { code: 'notLoggedIn', cause: failure })
                  : intl.formatMessage({ id: 'account.error.generic' }),
              );
            },
          )
          .finally(() => setBusy(false));
      }}
    />
  );
}
