import { defineComponentMessages } from '../../lib/i18n/component-messages';

/** `startingPrice` places "from" around the amount: some languages put it after ("€5.00 起"). */
export const priceMessages = defineComponentMessages('Price', {
  en: {
    startingPrice: 'from {price}',
    taxNote: 'VAT excl.',
    regularPrice: 'Regular price',
    discountedPrice: 'Discounted price',
  },
  fr: {
    startingPrice: 'à partir de {price}',
    taxNote: 'HT',
    regularPrice: 'Prix normal',
    discountedPrice: 'Prix réduit',
  },
  es: {
    startingPrice: 'desde {price}',
    taxNote: 'IVA no incluido',
    regularPrice: 'Precio habitual',
    discountedPrice: 'Precio rebajado',
  },
  it: {
    startingPrice: 'da {price}',
    taxNote: 'IVA esclusa',
    regularPrice: 'Prezzo normale',
    discountedPrice: 'Prezzo scontato',
  },
  de: {
    startingPrice: 'ab {price}',
    taxNote: 'zzgl. MwSt.',
    regularPrice: 'Regulärer Preis',
    discountedPrice: 'Reduzierter Preis',
  },
  nl: {
    startingPrice: 'vanaf {price}',
    taxNote: 'excl. btw',
    regularPrice: 'Normale prijs',
    discountedPrice: 'Afgeprijsde prijs',
  },
  ja: {
    startingPrice: '最低価格 {price}',
    taxNote: '税抜',
    regularPrice: '通常価格',
    discountedPrice: '割引価格',
  },
  tw: {
    startingPrice: '{price} 起',
    taxNote: '未稅',
    regularPrice: '原價',
    discountedPrice: '折扣價',
  },
});
