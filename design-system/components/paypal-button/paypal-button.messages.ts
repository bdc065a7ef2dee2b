import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const payPalButtonMessages = defineComponentMessages('PayPalButton', {
  en: {
    label: 'Pay with PayPal',
  },
  fr: {
    label: 'Payer avec PayPal',
  },
  es: {
    label: 'Pagar con PayPal',
  },
  it: {
    label: 'Paga con PayPal',
  },
  de: {
    label: 'Mit PayPal bezahlen',
  },
  nl: {
    label: 'Betalen met PayPal',
  },
  ja: {
    label: 'PayPalで支払う',
  },
  tw: {
    label: '使用 PayPal 付款',
  },
});
