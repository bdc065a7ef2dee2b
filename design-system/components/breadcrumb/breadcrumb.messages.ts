import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const breadcrumbMessages = defineComponentMessages('Breadcrumb', {
  en: {
    label: 'Breadcrumb',
  },
  fr: {
    label: "Fil d'Ariane",
  },
  es: {
    label: 'Ruta de navegación',
  },
  it: {
    label: 'Percorso',
  },
  de: {
    label: 'Brotkrümelnavigation',
  },
  nl: {
    label: 'Kruimelpad',
  },
  ja: {
    label: 'パンくずリスト',
  },
  tw: {
    label: '導覽路徑',
  },
});
