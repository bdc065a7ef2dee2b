import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const accountNavMessages = defineComponentMessages('AccountNav', {
  en: {
    label: 'My account sections',
  },
  fr: {
    label: 'Rubriques de mon compte',
  },
  es: {
    label: 'Secciones de mi cuenta',
  },
  it: {
    label: 'Sezioni del mio account',
  },
  de: {
    label: 'Bereiche meines Kontos',
  },
  nl: {
    label: 'Onderdelen van mijn account',
  },
  ja: {
    label: 'マイアカウントのメニュー',
  },
  tw: {
    label: '我的帳戶選單',
  },
});
