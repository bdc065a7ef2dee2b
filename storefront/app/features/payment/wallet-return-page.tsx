import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import { PaymentStatus } from '@shop/design-system';
import { selectFailure, selectPaymentDisplay, type WalletPaymentInput, walletPaymentMachine } from '@shop/machines/payment/wallet';

import { useShopClient } from '../../lib/shop-api/shop-client';
import { useHydrated } from '../../lib/react/use-hydrated';
import { walletPaymentActors } from './payment.actors';
import { usePaymentHost } from './payment-host';
import { walletFailureDetail } from './payment-messages';

/** The two pages PayPal sends the shopper back to: the return (approved) and the error route (cancelled). */
export type WalletReturnInput = Exclude<WalletPaymentInput, { mode: 'checkout' }>;

/**
 * Spec §2 wallet payment return and failure: the wallet machine verifies the return with the shop
 * (which captures it once, server to server) and shows the payment display: paid → 'Payment
 * successful. Redirecting...' → thank-you; refused or cancelled → 'Could not verify your payment'
 * with "Try again" back to the checkout's payment step, the cart intact.
 */
export function WalletReturnPage({ input }: { input: WalletReturnInput }) {
  // The finish must run once, in the browser: the machine starts only once the page has hydrated.
  const hydrated = useHydrated();
  const intl = useIntl();
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-12">
      <h1 className="text-2xl font-bold">
        {intl.formatMessage({ id: input.mode === 'return' ? 'wallet.returnTitle' : 'wallet.errorTitle' })}
      </h1>
      {hydrated ? <Returning input={input} /> : <BeforeHydration mode={input.mode} />}
    </div>
  );
}

/** What the server renders: a cancel already says so (without its button, which needs the script). */
function BeforeHydration({ mode }: { mode: WalletReturnInput['mode'] }) {
  const intl = useIntl();
  if (mode === 'return') return <PaymentStatus status="processing" />;
  const detail = walletFailureDetail(intl, { code: 'cancelled' });
  return <PaymentStatus status="error" {...(detail ? { errorDetail: detail } : {})} />;
}

function Returning({ input }: { input: WalletReturnInput }) {
  const intl = useIntl();
  const client = useShopClient();
  const host = usePaymentHost();
  const logic = useMemo(() => walletPaymentMachine.provide(walletPaymentActors(client, host)), [client, host]);
  const [snapshot, send] = useMachine(logic, { input });

  const display = selectPaymentDisplay(snapshot);
  const detail = walletFailureDetail(intl, selectFailure(snapshot));
  return (
    <PaymentStatus
      status={display === 'form' ? 'processing' : display}
      {...(detail ? { errorDetail: detail } : {})}
      onRetry={() => send({ type: 'wallet.retry' })}
    />
  );
}
