import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const paymentMethodChoiceMessages = defineComponentMessages('PaymentMethodChoice', {
  en: {
    legend: 'Payment method',
    card: 'Credit or debit card',
  },
  fr: {
    legend: 'Moyen de paiement',
    card: 'Carte de crédit ou de débit',
  },
  es: {
    legend: 'Método de pago',
    card: 'Tarjeta de crédito o débito',
  },
  it: {
    legend: 'Metodo di pagamento',
    card: 'Carta di credito o di debito',
  },
  de: {
    legend: 'Zahlungsart',
    card: 'Kredit- oder Debitkarte',
  },
  nl: {
    legend: 'Betaalmethode',
    card: 'Creditcard of debetkaart',
  },
  ja: {
    legend: 'お支払い方法',
    card: 'クレジットカード・デビットカード',
  },
  tw: {
    legend: '付款方式',
    card: '信用卡或簽帳金融卡',
  },
});
