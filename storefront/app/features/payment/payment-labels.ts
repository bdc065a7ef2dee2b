import type { IntlShape } from 'react-intl';

import type { PaymentStatusLabels } from '@shop/design-system';

/** Spec §4 payment display, shared by every payment method. */
export function paymentStatusLabels(intl: IntlShape): PaymentStatusLabels {
  return {
    processing: intl.formatMessage({ id: 'payment.processing' }),
    confirmed: intl.formatMessage({ id: 'payment.confirmed' }),
    pending: intl.formatMessage({ id: 'payment.pending' }),
    error: intl.formatMessage({ id: 'payment.error' }),
    retry: intl.formatMessage({ id: 'cart.retry' }),
  };
}
