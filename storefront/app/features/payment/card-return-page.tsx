import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

import { PaymentStatus } from '@shop/design-system';
import { cardPaymentMachine, selectFailure, selectPaymentDisplay, type CardFinishInput } from '@shop/machines/payment/card';

import { useLocale } from '../../lib/i18n/locale-route';
import { useHydrated } from '../../lib/react/use-hydrated';
import { shopErrorMessage } from '../../lib/i18n/shop-error-message';
import { useShopClient } from '../../lib/shop-api/shop-client';
import { checkoutStepPath } from '../../lib/routing/checkout-paths';
import { cardPaymentActors } from './payment.actors';
import { usePaymentHost } from './payment-host';
import { paymentStorage } from './payment-storage';

/**
 * After 3-D Secure: the card machine finishes the payment with the stored transaction reference
 * (spec §3) and the returned values, then shows the payment display; paid → thank-you, refused →
 * 'Could not verify your payment' with "Try again" back to the checkout's payment step.
 */
/** What the provider's redirect brought back (the sandbox's md, paRes and cres, or Stripe's parameters). */
type Returned = Omit<CardFinishInput, 'transactionRef'>;

export function CardReturnPage(returned: Returned) {
  // Local storage exists only in the browser: the machine starts once the page has hydrated.
  const hydrated = useHydrated();
  const intl = useIntl();
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-12">
      <h1 className="text-2xl font-bold">{intl.formatMessage({ id: 'card.heading' })}</h1>
      {hydrated ? <Finishing returned={returned} /> : <PaymentStatus status="processing" />}
    </div>
  );
}

function Finishing({ returned }: { returned: Returned }) {
  const intl = useIntl();
  // Rendered in the browser only: the reference stored before the challenge (spec §3), read once.
  const [transactionRef] = useState(() => paymentStorage.readTransaction());
  const navigate = useNavigate();
  const locale = useLocale();
  const host = usePaymentHost();
  // The return page finishes 3-D Secure: it has no card form, so no hosted fields to tokenize with.
  const client = useShopClient();
  const logic = useMemo(() => cardPaymentMachine.provide(cardPaymentActors(client, host, null)), [client, host]);
  const [snapshot, send, actor] = useMachine(logic, { input: { mode: 'finish', finish: { transactionRef, ...returned } } });

  useEffect(() => {
    const retry = actor.on('payment.retryRequested', () => void navigate(checkoutStepPath(locale, 'payment'), { replace: true }));
    return () => retry.unsubscribe();
  }, [actor, navigate, locale]);

  const display = selectPaymentDisplay(snapshot);
  const failure = selectFailure(snapshot);
  const detail =
    failure?.reason === 'declined' ? failure.message : failure?.reason === 'error' ? shopErrorMessage(intl, failure.cause) : undefined;
  return (
    <PaymentStatus
      status={display === 'form' ? 'processing' : display}
      {...(detail ? { errorDetail: detail } : {})}
      onRetry={() => send({ type: 'payment.retry' })}
    />
  );
}
