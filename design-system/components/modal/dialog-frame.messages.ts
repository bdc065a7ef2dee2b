import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const dialogFrameMessages = defineComponentMessages('DialogFrame', {
  en: {
    close: 'Close',
  },
  fr: {
    close: 'Fermer',
  },
  es: {
    close: 'Cerrar',
  },
  it: {
    close: 'Chiudi',
  },
  de: {
    close: 'Schließen',
  },
  nl: {
    close: 'Sluiten',
  },
  ja: {
    close: '閉じる',
  },
  tw: {
    close: '關閉',
  },
});
