import { useIntl } from 'react-intl';

import type { Money } from '@shop/api';
import type { CheckoutEvent, CheckoutSnapshot } from '@shop/machines/checkout';

import { CardPaymentPanel } from '../payment/card-payment-panel';
import { BillingRecap } from './billing-recap';

interface PaymentStepProps {
  snapshot: CheckoutSnapshot;
  send: (event: CheckoutEvent) => void;
  total: Money;
  onPaid: (orderCode: string) => void;
}

/** Spec §2 Checkout › Payment: the billing recap, then the payment methods. */
export function PaymentStep({ snapshot, send, total, onPaid }: PaymentStepProps) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-6">
      <BillingRecap snapshot={snapshot} send={send} />
      <section aria-labelledby="payment-heading" className="flex flex-col gap-4">
        <h2 id="payment-heading" className="text-lg font-semibold">
          {intl.formatMessage({ id: 'card.heading' })}
        </h2>
        <CardPaymentPanel total={total} onPaid={onPaid} />
      </section>
    </div>
  );
}
