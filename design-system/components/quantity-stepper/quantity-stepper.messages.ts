import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const quantityStepperMessages = defineComponentMessages('QuantityStepper', {
  en: {
    group: 'Quantity for {name}',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    remove: 'Remove {name}',
  },
  fr: {
    group: 'Quantité pour {name}',
    decrease: 'Diminuer la quantité',
    increase: 'Augmenter la quantité',
    remove: 'Retirer {name}',
  },
  es: {
    group: 'Cantidad de {name}',
    decrease: 'Reducir la cantidad',
    increase: 'Aumentar la cantidad',
    remove: 'Quitar {name}',
  },
  it: {
    group: 'Quantità per {name}',
    decrease: 'Diminuisci la quantità',
    increase: 'Aumenta la quantità',
    remove: 'Rimuovi {name}',
  },
  de: {
    group: 'Menge für {name}',
    decrease: 'Menge verringern',
    increase: 'Menge erhöhen',
    remove: '{name} entfernen',
  },
  nl: {
    group: 'Aantal voor {name}',
    decrease: 'Aantal verlagen',
    increase: 'Aantal verhogen',
    remove: '{name} verwijderen',
  },
  ja: {
    group: '{name}の数量',
    decrease: '数量を減らす',
    increase: '数量を増やす',
    remove: '{name}を削除',
  },
  tw: {
    group: '{name} 的數量',
    decrease: '減少數量',
    increase: '增加數量',
    remove: '移除 {name}',
  },
});
