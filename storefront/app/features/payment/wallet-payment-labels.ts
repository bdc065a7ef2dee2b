import type { IntlShape } from 'react-intl';

import type { PaymentMethodChoiceLabels } from '@shop/design-system';

/** The payment step's chooser; the PayPal panel says itself how PayPal works, so no descriptions here. */
export function paymentMethodChoiceLabels(intl: IntlShape): PaymentMethodChoiceLabels {
  return {
    legend: intl.formatMessage({ id: 'wallet.choiceLegend' }),
    card: intl.formatMessage({ id: 'wallet.card' }),
    paypal: intl.formatMessage({ id: 'wallet.paypal' }),
    applePay: intl.formatMessage({ id: 'wallet.applePay' }),
  };
}
