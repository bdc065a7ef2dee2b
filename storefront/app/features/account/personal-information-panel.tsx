import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

import { getAvailableCountries, type CheckoutCountry } from '@shop/api';
import { Button, Spinner } from '@shop/design-system';
import { selectCustomer } from '@shop/machines/session';

import { useShopClient } from '../../lib/shop-api/shop-client';
import { ProfileView } from './profile-view';
import { SessionContext } from './session-context';

type CountriesState = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; countries: CheckoutCountry[] };

/** The personalInformation side panel (spec §2): the profile form of the logged-in customer. */
export function PersonalInformationPanel() {
  const intl = useIntl();
  const client = useShopClient();
  const customer = SessionContext.useSelector(selectCustomer);
  const [state, setState] = useState<CountriesState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let stopped = false;
    getAvailableCountries(client).then(
      (countries) => {
        if (!stopped) setState({ kind: 'ready', countries });
      },
      () => {
        if (!stopped) setState({ kind: 'error' });
      },
    );
    return () => {
      stopped = true;
    };
  }, [client, attempt]);

  if (state.kind === 'error') {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{intl.formatMessage({ id: 'account.error.generic' })}</p>
        <Button variant="secondary" onClick={() => setAttempt((value) => value + 1)}>
          {intl.formatMessage({ id: 'orders.retry' })}
        </Button>
      </div>
    );
  }
  // The sidebar opens this panel only once logged in (it asks for login first otherwise).
  if (state.kind === 'loading' || !customer) return <Spinner label={intl.formatMessage({ id: 'profile.loading' })} />;
  return <ProfileView key={customer.id} customer={customer} countries={state.countries} />;
}
