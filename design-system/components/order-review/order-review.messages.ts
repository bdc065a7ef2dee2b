import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const orderReviewMessages = defineComponentMessages('OrderReview', {
  en: {
    list: 'Your order',
    quantity: 'Quantity',
    lineTotal: 'Line total',
  },
  fr: {
    list: 'Votre commande',
    quantity: 'Quantité',
    lineTotal: 'Total de la ligne',
  },
  es: {
    list: 'Tu pedido',
    quantity: 'Cantidad',
    lineTotal: 'Total de la línea',
  },
  it: {
    list: 'Il tuo ordine',
    quantity: 'Quantità',
    lineTotal: 'Totale riga',
  },
  de: {
    list: 'Ihre Bestellung',
    quantity: 'Menge',
    lineTotal: 'Positionssumme',
  },
  nl: {
    list: 'Je bestelling',
    quantity: 'Aantal',
    lineTotal: 'Regeltotaal',
  },
  ja: {
    list: 'ご注文内容',
    quantity: '数量',
    lineTotal: '小計',
  },
  tw: {
    list: '您的訂單',
    quantity: '數量',
    lineTotal: '項目小計',
  },
});
