import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const ratingMessages = defineComponentMessages('Rating', {
  en: {
    label: 'Rated {rating} out of {max}',
  },
  fr: {
    label: 'Noté {rating} sur {max}',
  },
  es: {
    label: 'Valoración: {rating} de {max}',
  },
  it: {
    label: 'Valutazione: {rating} su {max}',
  },
  de: {
    label: 'Bewertet mit {rating} von {max}',
  },
  nl: {
    label: 'Beoordeeld met {rating} van de {max}',
  },
  ja: {
    label: '{max} 点中 {rating} 点',
  },
  tw: {
    label: '評分 {rating} 分（滿分 {max} 分）',
  },
});
