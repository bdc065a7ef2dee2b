import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const paginationMessages = defineComponentMessages('Pagination', {
  en: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {page}',
  },
  fr: {
    label: 'Pages',
    previous: 'Précédent',
    next: 'Suivant',
    page: 'Page {page}',
  },
  es: {
    label: 'Páginas',
    previous: 'Anterior',
    next: 'Siguiente',
    page: 'Página {page}',
  },
  it: {
    label: 'Pagine',
    previous: 'Precedente',
    next: 'Successiva',
    page: 'Pagina {page}',
  },
  de: {
    label: 'Seiten',
    previous: 'Zurück',
    next: 'Weiter',
    page: 'Seite {page}',
  },
  nl: {
    label: "Pagina's",
    previous: 'Vorige',
    next: 'Volgende',
    page: 'Pagina {page}',
  },
  ja: {
    label: 'ページ',
    previous: '前へ',
    next: '次へ',
    page: '{page} ページ',
  },
  tw: {
    label: '頁面',
    previous: '上一頁',
    next: '下一頁',
    page: '第 {page} 頁',
  },
});
