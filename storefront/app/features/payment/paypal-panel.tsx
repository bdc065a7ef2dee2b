import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

import { PaymentStatus, PayPalButton } from '@shop/design-system';
import { createWalletPaymentMachine, selectFailure, selectIsBusy, selectPaymentDisplay } from '@shop/machines/wallet-payment';

import { useLocale } from '../../lib/locale-route';
import { useRootData } from '../../lib/root-data';
import { CartContext } from '../cart/cart-context';
import { browserShopClient } from '../../lib/shop-client';
import { walletPaymentDeps } from './wallet-payment-deps';
import { walletFailureDetail } from './payment-messages';

/**
 * PayPal on the checkout's payment step (spec §4 wallet payment): the button asks the shop to
 * create PayPal's order, then the page leaves for PayPal's approval page; the shopper comes back
 * to the return or error route. `onBusyChange` tells the step while the payment is starting, so
 * the method cannot be switched under it.
 */
export function PayPalPanel({ onBusyChange }: { onBusyChange?: (busy: boolean) => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const currency = useRootData()?.currency;
  const navigate = useNavigate();
  const cart = CartContext.useActorRef();
  const descriptionId = useId();
  const logic = useMemo(
    () => createWalletPaymentMachine(walletPaymentDeps(() => browserShopClient(locale, currency), { locale, navigate, cart })),
    [locale, currency, navigate, cart],
  );
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
