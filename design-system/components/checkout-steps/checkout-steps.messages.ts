import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const checkoutStepsMessages = defineComponentMessages('CheckoutSteps', {
  en: {
    navigation: 'Checkout steps',
    completed: '{step}, completed',
  },
  fr: {
    navigation: 'Étapes de la commande',
    completed: '{step}, terminé',
  },
  es: {
    navigation: 'Pasos de la compra',
    completed: '{step}, completado',
  },
  it: {
    navigation: 'Passaggi dell’ordine',
    completed: '{step}, completato',
  },
  de: {
    navigation: 'Bestellschritte',
    completed: '{step}, abgeschlossen',
  },
  nl: {
    navigation: 'Stappen van je bestelling',
    completed: '{step}, voltooid',
  },
  ja: {
    navigation: '購入手続きのステップ',
    completed: '{step}（完了）',
  },
  tw: {
    navigation: '結帳步驟',
    completed: '{step}（已完成）',
  },
});
