import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const cardBrandsMessages = defineComponentMessages('CardBrands', {
  en: {
    label: 'Accepted cards',
  },
  fr: {
    label: 'Cartes acceptées',
  },
  es: {
    label: 'Tarjetas aceptadas',
  },
  it: {
    label: 'Carte accettate',
  },
  de: {
    label: 'Akzeptierte Karten',
  },
  nl: {
    label: 'Geaccepteerde kaarten',
  },
  ja: {
    label: 'ご利用いただけるカード',
  },
  tw: {
    label: '接受的卡片',
  },
});
