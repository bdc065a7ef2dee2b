import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const promisesBarMessages = defineComponentMessages('PromisesBar', {
  en: {
    label: 'Our promises',
    slide: '{page} of {count}',
    page: 'Page {page} of {count}',
  },
  fr: {
    label: 'Nos engagements',
    slide: '{page} sur {count}',
    page: 'Page {page} sur {count}',
  },
  es: {
    label: 'Nuestros compromisos',
    slide: '{page} de {count}',
    page: 'Página {page} de {count}',
  },
  it: {
    label: 'I nostri impegni',
    slide: '{page} di {count}',
    page: 'Pagina {page} di {count}',
  },
  de: {
    label: 'Unsere Versprechen',
    slide: '{page} von {count}',
    page: 'Seite {page} von {count}',
  },
  nl: {
    label: 'Onze beloftes',
    slide: '{page} van {count}',
    page: 'Pagina {page} van {count}',
  },
  ja: {
    label: '私たちの約束',
    slide: '{count}件中{page}件目',
    page: '{count}ページ中{page}ページ目',
  },
  tw: {
    label: '我們的承諾',
    slide: '第 {page} 項，共 {count} 項',
    page: '第 {page} 頁，共 {count} 頁',
  },
});
