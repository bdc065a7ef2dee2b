import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';

import type { Money } from '@shop/api';
import { ApplePayButton, PaymentStatus } from '@shop/design-system';
import {
  applePayMachine,
  selectFailure,
  selectIsBusy,
  selectPaymentDisplay,
  type BrowserApplePaySessionClass,
} from '@shop/machines/payment/apple-pay';

import { useShopClient } from '../../lib/shop-api/shop-client';
import { applePayActors, applePayRequestOf } from './payment.actors';
import { usePaymentHost } from './payment-host';
import { applePayFailureDetail } from './payment-messages';

/** The merchant name on the payment sheet (the backend's APPLE_PAY_DISPLAY_NAME names the merchant session). */
const SHEET_LABEL = 'eSIM Shop';

/**
 * Apple Pay on the checkout's payment step (issue 6): the button opens Safari's payment sheet in
 * the click itself (Safari refuses one opened later), the shop validates the merchant and pays
 * with the sheet's token through the card gateway. Rendered only where Apple Pay is available.
 */
export function ApplePayPanel({
  total,
  sessionClass,
  onBusyChange,
}: {
  total: Money;
  sessionClass: BrowserApplePaySessionClass;
  onBusyChange?: (busy: boolean) => void;
}) {
  const intl = useIntl();
  const client = useShopClient();
  const host = usePaymentHost();
  const logic = useMemo(() => applePayMachine.provide(applePayActors(client, host, sessionClass)), [client, host, sessionClass]);
  const [snapshot, send] = useMachine(logic);

  const busy = selectIsBusy(snapshot);
  useEffect(() => {
    onBusyChange?.(busy);
    return () => onBusyChange?.(false);
  }, [busy, onBusyChange]);

  const display = selectPaymentDisplay(snapshot);
  const detail = applePayFailureDetail(intl, selectFailure(snapshot));
  if (display !== 'form') {
    return <PaymentStatus status={display} {...(detail ? { errorDetail: detail } : {})} onRetry={() => send({ type: 'applePay.retry' })} />;
  }
  return (
    <ApplePayButton
      type="buy"
      lang={intl.locale}
      className="w-full"
      busy={busy}
      onClick={() => send({ type: 'applePay.start', request: applePayRequestOf(total, SHEET_LABEL) })}
    />
  );
}
