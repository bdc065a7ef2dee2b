import { useState } from 'react';
import { useIntl } from 'react-intl';

import type { Money } from '@shop/api';
import { PaymentMethodChoice, type PaymentMethod } from '@shop/design-system';
import type { CheckoutEvent, CheckoutSnapshot } from '@shop/machines/checkout';

import { CardPaymentPanel } from '../payment/card-payment-panel';
import { PayPalPanel } from '../payment/paypal-panel';
import { paymentMethodChoiceLabels } from '../payment/wallet-payment-labels';
import { BillingRecap } from './billing-recap';

/** The methods offered (issue 6); Apple Pay joins once its in-page flow exists. */
const OFFERED_METHODS: readonly PaymentMethod[] = ['card', 'paypal'];

interface PaymentStepProps {
  snapshot: CheckoutSnapshot;
  send: (event: CheckoutEvent) => void;
  total: Money;
  onPaid: (orderCode: string) => void;
}

/** Spec §2 Checkout › Payment: the billing recap, then the payment methods, the card first. */
export function PaymentStep({ snapshot, send, total, onPaid }: PaymentStepProps) {
  const intl = useIntl();
  const [method, setMethod] = useState<PaymentMethod>('card');
  // While PayPal's order is being created (and the page left for PayPal), the method stays as it is.
  const [walletBusy, setWalletBusy] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <BillingRecap snapshot={snapshot} send={send} />
      <section aria-labelledby="payment-heading" className="flex flex-col gap-4">
        <h2 id="payment-heading" className="text-lg font-semibold">
          {intl.formatMessage({ id: 'wallet.choiceLegend' })}
        </h2>
        {/* The heading already names the group: its legend is for screen readers only. */}
        <PaymentMethodChoice
          methods={OFFERED_METHODS}
          value={method}
          onValueChange={setMethod}
          labels={paymentMethodChoiceLabels(intl)}
          disabled={walletBusy}
          legendHidden
        >
          {(chosen) => (chosen === 'paypal' ? <PayPalPanel onBusyChange={setWalletBusy} /> : <CardPaymentPanel total={total} onPaid={onPaid} />)}
        </PaymentMethodChoice>
      </section>
    </div>
  );
}
