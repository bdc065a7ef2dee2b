import { useEffect, useRef } from 'react';

import type { BillingPrefill, CheckoutEvent } from '@shop/machines/checkout';

import { useShopClient } from '../../lib/shop-api/shop-client';
import { SessionContext } from '../account/session-context';

/** A logged-in customer's email and default saved address, for an empty billing form. */
export type CheckoutPrefill = BillingPrefill;

/**
 * The billing form starts from the server's prefill (a customer already logged in), and takes the
 * default saved address when the shopper logs in during the checkout (the login modal); the
 * checkout machine decides what of it fills the form. Reading the addresses is a convenience:
 * when it fails the email alone is offered.
 */
export function useBillingPrefill(prefill: CheckoutPrefill | null, send: (event: CheckoutEvent) => void): void {
  const client = useShopClient();
  const session = SessionContext.useActorRef();

  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !prefill) return;
    prefilled.current = true;
    send({ type: 'billing.prefilled', prefill });
  }, [prefill, send]);

  useEffect(() => {
    // A page left (or another language) drops the answer of a read still on its way.
    const controller = new AbortController();
    const subscription = session.on('session.loggedIn', ({ customer }) => {
      // The api's operation loads here, after a login: the billing form's first load does without it.
      import('@shop/api/operations/account/account')
        .then(({ getSavedAddresses }) => getSavedAddresses(client, { signal: controller.signal }))
        .then(
          (addresses) => {
            const saved = addresses.find((address) => address.defaultBilling);
            const address = saved ? (({ id: _id, defaultBilling: _default, ...fields }) => fields)(saved) : null;
            send({ type: 'billing.prefilled', prefill: { email: customer.email, address } });
          },
          (error: unknown) => {
            console.error(`[checkout] billing prefill after login unavailable: ${error instanceof Error ? error.message : String(error)}`);
            send({ type: 'billing.prefilled', prefill: { email: customer.email, address: null } });
          },
        );
    });
    return () => {
      subscription.unsubscribe();
      controller.abort();
    };
  }, [session, client, send]);
}
