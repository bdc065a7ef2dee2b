import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo } from 'react';
import { useIntl } from 'react-intl';

import { PaymentStatus, PayPalButton } from '@shop/design-system';
import { selectFailure, selectIsBusy, selectPaymentDisplay, walletPaymentMachine } from '@shop/machines/payment/wallet';

import { useShopClient } from '../../lib/shop-api/shop-client';
import { walletPaymentActors } from './payment.actors';
import { usePaymentHost } from './payment-host';
import { walletFailureDetail } from './payment-messages';

/**
 * PayPal on the checkout's payment step (spec §4 wallet payment): the button asks the shop to
 * create PayPal's order, then the page leaves for PayPal's approval page; the shopper comes back
 * to the return or error route. `onBusyChange` tells the step while the payment is starting, so
 * the method cannot be switched under it.
 */
export function PayPalPanel({ onBusyChange }: { onBusyChange?: (busy: boolean) => void }) {
  const intl = useIntl();
  const client = useShopClient();
  const host = usePaymentHost();
  const descriptionId = useId();
  const logic = useMemo(() => walletPaymentMachine.provide(walletPaymentActors(client, host)), [client, host]);
  const [snapshot, send] = useMachine(logic, { input: { mode: 'checkout' } });

  // Back from PayPal's page may restore this page from the browser's cache, still "leaving": the button again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) send({ type: 'page.restored' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [send]);

  const busy = selectIsBusy(snapshot);
  useEffect(() => {
    onBusyChange?.(busy);
    return () => onBusyChange?.(false);
  }, [busy, onBusyChange]);

  const display = selectPaymentDisplay(snapshot);
  const detail = walletFailureDetail(intl, selectFailure(snapshot));
  return (
    <div className="flex flex-col gap-4">
      <p id={descriptionId} className="text-sm text-muted-foreground">
        {intl.formatMessage({ id: 'wallet.paypalDescription' })}
      </p>
      <PayPalButton
        aria-describedby={descriptionId}
        fullWidth
        busy={busy}
        onClick={() => send({ type: 'wallet.start', method: 'paypal' })}
      />
      {display === 'processing' || display === 'error' ? (
        <PaymentStatus status={display} {...(detail ? { errorDetail: detail } : {})} onRetry={() => send({ type: 'wallet.retry' })} />
      ) : null}
    </div>
  );
}
