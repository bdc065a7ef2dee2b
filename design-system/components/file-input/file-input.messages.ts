import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const fileInputMessages = defineComponentMessages('FileInput', {
  en: {
    clear: 'Remove',
  },
  fr: {
    clear: 'Retirer',
  },
  es: {
    clear: 'Quitar',
  },
  it: {
    clear: 'Rimuovi',
  },
  de: {
    clear: 'Entfernen',
  },
  nl: {
    clear: 'Verwijderen',
  },
  ja: {
    clear: '削除',
  },
  tw: {
    clear: '移除',
  },
});
