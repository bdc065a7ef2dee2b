import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const topProgressBarMessages = defineComponentMessages('TopProgressBar', {
  en: {
    label: 'Loading the page',
  },
  fr: {
    label: 'Chargement de la page',
  },
  es: {
    label: 'Cargando la página',
  },
  it: {
    label: 'Caricamento della pagina',
  },
  de: {
    label: 'Seite wird geladen',
  },
  nl: {
    label: 'Pagina wordt geladen',
  },
  ja: {
    label: 'ページを読み込み中',
  },
  tw: {
    label: '正在載入頁面',
  },
});
