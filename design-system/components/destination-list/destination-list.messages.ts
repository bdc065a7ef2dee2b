import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const destinationListMessages = defineComponentMessages('DestinationList', {
  en: {
    filter: 'Find a destination',
    priceNote: 'Starting prices, VAT excl.',
    matches: '{count, plural, one {# destination} other {# destinations}}',
    noMatch: 'No destination matches “{term}”.',
  },
  fr: {
    filter: 'Trouver une destination',
    priceNote: 'Prix de départ, HT.',
    matches: '{count, plural, one {# destination trouvée} other {# destinations trouvées}}',
    noMatch: 'Aucune destination ne correspond à « {term} ».',
  },
  es: {
    filter: 'Buscar un destino',
    priceNote: 'Precios desde, IVA no incluido.',
    matches: '{count, plural, one {# destino} other {# destinos}}',
    noMatch: 'Ningún destino coincide con «{term}».',
  },
  it: {
    filter: 'Trova una destinazione',
    priceNote: 'Prezzi a partire da, IVA esclusa.',
    matches: '{count, plural, one {# destinazione} other {# destinazioni}}',
    noMatch: 'Nessuna destinazione corrisponde a «{term}».',
  },
  de: {
    filter: 'Reiseziel finden',
    priceNote: 'Preise ab, zzgl. MwSt.',
    matches: '{count, plural, one {# Reiseziel} other {# Reiseziele}}',
    noMatch: 'Kein Reiseziel passt zu „{term}“.',
  },
  nl: {
    filter: 'Zoek een bestemming',
    priceNote: 'Vanafprijzen, excl. btw.',
    matches: '{count, plural, one {# bestemming} other {# bestemmingen}}',
    noMatch: 'Geen bestemming komt overeen met ‘{term}’.',
  },
  ja: {
    filter: '渡航先を探す',
    priceNote: '最低価格・税抜',
    matches: '{count}件の渡航先',
    noMatch: '「{term}」に一致する渡航先はありません。',
  },
  tw: {
    filter: '尋找目的地',
    priceNote: '起價，未稅',
    matches: '{count} 個目的地',
    noMatch: '沒有符合「{term}」的目的地。',
  },
});
