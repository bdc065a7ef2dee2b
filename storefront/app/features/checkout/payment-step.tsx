import { useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';

import type { Money } from '@shop/api';
import { PaymentMethodChoice, type PaymentMethod } from '@shop/design-system';
import { isApplePayAvailable, type BrowserApplePaySessionClass } from '@shop/machines/payment/apple-pay';
import type { CheckoutSnapshot } from '@shop/machines/checkout';

import { ApplePayPanel } from '../payment/apple-pay-panel';
import { CardPaymentPanel } from '../payment/card-payment-panel';
import { PayPalPanel } from '../payment/paypal-panel';
import { subscribeToNothing } from '../../lib/react/use-hydrated';
import { BillingRecap } from './billing-recap';

/** The methods offered everywhere (issue 6); Apple Pay joins where the browser has it. */
const EVERYWHERE: readonly PaymentMethod[] = ['card', 'paypal'];
const WITH_APPLE_PAY: readonly PaymentMethod[] = [...EVERYWHERE, 'applePay'];

/** Safari's ApplePaySession where Apple Pay can pay; none on the server (and so during hydration). */
function browserApplePaySession(): BrowserApplePaySessionClass | null {
  if (!isApplePayAvailable(window)) return null;
  // Not in TypeScript's DOM types: isApplePayAvailable has just checked it is there.
  return (window as unknown as { ApplePaySession: BrowserApplePaySessionClass }).ApplePaySession;
}

function useApplePaySession(): BrowserApplePaySessionClass | null {
  return useSyncExternalStore(subscribeToNothing, browserApplePaySession, () => null);
}

interface PaymentStepProps {
  snapshot: CheckoutSnapshot;
  total: Money;
  onPaid: (orderCode: string) => void;
}

/** Spec §2 Checkout › Payment: the billing recap, then the payment methods, the card first. */
export function PaymentStep({ snapshot, total, onPaid }: PaymentStepProps) {
  const intl = useIntl();
  const [method, setMethod] = useState<PaymentMethod>('card');
  // While a wallet payment runs (PayPal's order created, Apple Pay's sheet up), the method stays as it is.
  const [walletBusy, setWalletBusy] = useState(false);
  const applePaySession = useApplePaySession();
  return (
    <div className="flex flex-col gap-6">
      <BillingRecap snapshot={snapshot} />
      <section aria-labelledby="payment-heading" className="flex flex-col gap-4">
        <h2 id="payment-heading" className="text-lg font-semibold">
          {intl.formatMessage({ id: 'wallet.choiceLegend' })}
        </h2>
        {/* The heading already names the group: its legend is for screen readers only. */}
        <PaymentMethodChoice
          methods={applePaySession ? WITH_APPLE_PAY : EVERYWHERE}
          value={method}
          onValueChange={setMethod}
          disabled={walletBusy}
          legendHidden
        >
          {(chosen) => {
            if (chosen === 'paypal') return <PayPalPanel onBusyChange={setWalletBusy} />;
            if (chosen === 'applePay' && applePaySession)
              return <ApplePayPanel total={total} sessionClass={applePaySession} onBusyChange={setWalletBusy} />;
            return <CardPaymentPanel total={total} onPaid={onPaid} />;
          }}
        </PaymentMethodChoice>
      </section>
    </div>
  );
}
