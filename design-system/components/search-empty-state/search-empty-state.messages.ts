import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const searchEmptyStateMessages = defineComponentMessages('SearchEmptyState', {
  en: {
    title: 'No plan matches “{term}”',
    hint: 'Check the spelling, or type a country in any language: Japan, 日本, Japon.',
    closest: 'Did you mean',
    popular: 'Popular destinations',
    showAll: 'Show all plans',
  },
  fr: {
    title: 'Aucun forfait ne correspond à « {term} »',
    hint: 'Vérifiez l’orthographe, ou tapez un pays dans n’importe quelle langue : Japon, 日本, Japan.',
    closest: 'Vouliez-vous dire',
    popular: 'Destinations populaires',
    showAll: 'Voir tous les forfaits',
  },
  es: {
    title: 'Ningún plan coincide con «{term}»',
    hint: 'Revisa la ortografía o escribe un país en cualquier idioma: Japón, 日本, Japan.',
    closest: '¿Quisiste decir',
    popular: 'Destinos populares',
    showAll: 'Ver todos los planes',
  },
  it: {
    title: 'Nessun piano corrisponde a «{term}»',
    hint: 'Controlla l’ortografia o scrivi un paese in qualsiasi lingua: Giappone, 日本, Japan.',
    closest: 'Forse cercavi',
    popular: 'Destinazioni popolari',
    showAll: 'Mostra tutti i piani',
  },
  de: {
    title: 'Kein Tarif passt zu „{term}“',
    hint: 'Prüfen Sie die Schreibweise oder geben Sie ein Land in einer beliebigen Sprache ein: Japan, 日本, Japon.',
    closest: 'Meinten Sie',
    popular: 'Beliebte Reiseziele',
    showAll: 'Alle Tarife anzeigen',
  },
  nl: {
    title: 'Geen bundel gevonden voor ‘{term}’',
    hint: 'Controleer de spelling of typ een land in een willekeurige taal: Japan, 日本, Japon.',
    closest: 'Bedoelde u',
    popular: 'Populaire bestemmingen',
    showAll: 'Alle bundels tonen',
  },
  ja: {
    title: '「{term}」に一致するプランはありません',
    hint: 'つづりを確認するか、国名をいずれかの言語で入力してください（例：日本、Japan、Japon）。',
    closest: 'もしかして',
    popular: '人気の渡航先',
    showAll: 'すべてのプランを表示',
  },
  tw: {
    title: '沒有符合「{term}」的方案',
    hint: '請檢查拼寫，或以任何語言輸入國家名稱：日本、Japan、Japon。',
    closest: '您是不是要找',
    popular: '熱門目的地',
    showAll: '顯示所有方案',
  },
});
