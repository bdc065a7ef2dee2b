import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const sortSelectMessages = defineComponentMessages('SortSelect', {
  en: {
    label: 'Sort by',
  },
  fr: {
    label: 'Trier par',
  },
  es: {
    label: 'Ordenar por',
  },
  it: {
    label: 'Ordina per',
  },
  de: {
    label: 'Sortieren nach',
  },
  nl: {
    label: 'Sorteren op',
  },
  ja: {
    label: '並べ替え',
  },
  tw: {
    label: '排序方式',
  },
});
