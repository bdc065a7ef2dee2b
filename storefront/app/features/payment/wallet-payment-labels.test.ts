import { describe, expect, it } from 'vitest';

import { intlOf } from '../../i18n/catalogs.test-support';
import { paymentMethodChoiceLabels } from './wallet-payment-labels';

describe('payment method choice labels', () => {
  it('names the group and each method in the shopper’s language', () => {
    expect(paymentMethodChoiceLabels(intlOf('en'))).toEqual({
      legend: 'Payment method',
      card: 'Credit or debit card',
      paypal: 'PayPal',
      applePay: 'Apple Pay',
    });
    expect(paymentMethodChoiceLabels(intlOf('es'))).toMatchObject({ legend: 'Método de pago', card: 'Tarjeta de crédito o débito' });
  });
});
