import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const applePayButtonMessages = defineComponentMessages('ApplePayButton', {
  en: {
    label: 'Pay with Apple Pay',
    buyWith: 'Buy with',
    checkOutWith: 'Check out with',
  },
  fr: {
    label: 'Payer avec Apple Pay',
    buyWith: 'Acheter avec',
    checkOutWith: 'Commander avec',
  },
  es: {
    label: 'Pagar con Apple Pay',
    buyWith: 'Comprar con',
    checkOutWith: 'Finalizar con',
  },
  it: {
    label: 'Paga con Apple Pay',
    buyWith: 'Acquista con',
    checkOutWith: 'Procedi con',
  },
  de: {
    label: 'Mit Apple Pay bezahlen',
    buyWith: 'Kaufen mit',
    checkOutWith: 'Zur Kasse mit',
  },
  nl: {
    label: 'Betalen met Apple Pay',
    buyWith: 'Kopen met',
    checkOutWith: 'Afrekenen met',
  },
  ja: {
    label: 'Apple Payで支払う',
    buyWith: '購入：',
    checkOutWith: '購入手続き：',
  },
  tw: {
    label: '使用 Apple Pay 付款',
    buyWith: '購買，使用',
    checkOutWith: '結帳，使用',
  },
});
