import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const coverageListMessages = defineComponentMessages('CoverageList', {
  en: {
    label: 'Destinations covered',
    showAll: 'Show all {count} destinations',
    showLess: 'Show fewer',
  },
  fr: {
    label: 'Destinations couvertes',
    showAll: 'Afficher les {count} destinations',
    showLess: 'Afficher moins',
  },
  es: {
    label: 'Destinos incluidos',
    showAll: 'Ver los {count} destinos',
    showLess: 'Ver menos',
  },
  it: {
    label: 'Destinazioni coperte',
    showAll: 'Mostra tutte le {count} destinazioni',
    showLess: 'Mostra meno',
  },
  de: {
    label: 'Abgedeckte Reiseziele',
    showAll: 'Alle {count} Reiseziele anzeigen',
    showLess: 'Weniger anzeigen',
  },
  nl: {
    label: 'Gedekte bestemmingen',
    showAll: 'Alle {count} bestemmingen tonen',
    showLess: 'Minder tonen',
  },
  ja: {
    label: '対応する渡航先',
    showAll: '{count} か所の渡航先をすべて表示',
    showLess: '表示を減らす',
  },
  tw: {
    label: '涵蓋的目的地',
    showAll: '顯示全部 {count} 個目的地',
    showLess: '顯示較少',
  },
});
