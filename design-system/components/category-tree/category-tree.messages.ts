import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const categoryTreeMessages = defineComponentMessages('CategoryTree', {
  en: {
    label: 'Categories',
    count: '{count, plural, one {# plan} other {# plans}}',
  },
  fr: {
    label: 'Catégories',
    count: '{count, plural, one {# forfait} other {# forfaits}}',
  },
  es: {
    label: 'Categorías',
    count: '{count, plural, one {# plan} other {# planes}}',
  },
  it: {
    label: 'Categorie',
    count: '{count, plural, one {# piano} other {# piani}}',
  },
  de: {
    label: 'Kategorien',
    count: '{count, plural, one {# Tarif} other {# Tarife}}',
  },
  nl: {
    label: 'Categorieën',
    count: '{count, plural, one {# bundel} other {# bundels}}',
  },
  ja: {
    label: 'カテゴリー',
    count: '{count} 件',
  },
  tw: {
    label: '分類',
    count: '{count} 個方案',
  },
});
