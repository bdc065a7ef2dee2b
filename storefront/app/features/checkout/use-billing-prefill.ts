import { useEffect, useRef } from 'react';

import { getSavedAddresses, type CheckoutAddress } from '@shop/api';
import type { CheckoutEvent, CheckoutValues } from '@shop/machines/checkout';

import { useLocale } from '../../lib/locale-route';
import { accountClient } from '../account/account-client';
import { SessionContext } from '../account/session-context';

/** A logged-in customer's email and default saved address, for an empty billing form. */
export interface CheckoutPrefill {
  email: string;
  address: Omit<CheckoutAddress, 'alias'> | null;
}

/**
 * Types the prefill into the billing form as the shopper would (nothing marked touched), into the
 * fields still empty only: what the shopper typed before logging in stays.
 */
function typePrefill(send: (event: CheckoutEvent) => void, values: CheckoutValues, prefill: CheckoutPrefill): void {
  const typeInto = (field: Exclude<keyof CheckoutValues, 'countryCode'>, value: string | undefined) => {
    if (value && values[field].trim() === '') send({ type: 'field.changed', field, value });
  };
  typeInto('email', prefill.email);
  typeInto('emailConfirmation', prefill.email);
  const address = prefill.address;
  if (!address) return;
  const ownAddressTyped = [values.firstName, values.lastName, values.address1, values.city].some((value) => value.trim() !== '');
  if (ownAddressTyped) return;
  // The country first: its state and zip code fields exist only once it is chosen.
  send({ type: 'country.changed', countryCode: address.countryCode });
  typeInto('firstName', address.firstName);
  typeInto('lastName', address.lastName);
  typeInto('address1', address.address1);
  typeInto('city', address.city);
  typeInto('state', address.state ?? undefined);
  typeInto('postcode', address.postcode ?? undefined);
}

/**
 * The billing form starts from the server's prefill (a customer already logged in), and takes the
 * default saved address when the shopper logs in during the checkout (the login modal). Reading
 * the addresses is a convenience: when it fails the form stays as it is.
 */
export function useBillingPrefill(prefill: CheckoutPrefill | null, values: CheckoutValues, send: (event: CheckoutEvent) => void): void {
  const locale = useLocale();
  const session = SessionContext.useActorRef();
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !prefill) return;
    prefilled.current = true;
    typePrefill(send, valuesRef.current, prefill);
  }, [prefill, send]);

  useEffect(() => {
    const subscription = session.on('session.loggedIn', ({ customer }) => {
      getSavedAddresses(accountClient(locale)).then(
        (addresses) => {
          const saved = addresses.find((address) => address.defaultBilling);
          const address = saved ? (({ id: _id, defaultBilling: _default, ...fields }) => fields)(saved) : null;
          typePrefill(send, valuesRef.current, { email: customer.email, address });
        },
        (error: unknown) => {
          console.error(`[checkout] billing prefill after login unavailable: ${error instanceof Error ? error.message : String(error)}`);
          typePrefill(send, valuesRef.current, { email: customer.email, address: null });
        },
      );
    });
    return () => subscription.unsubscribe();
  }, [session, locale, send]);
}
