import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const variantPickerMessages = defineComponentMessages('VariantPicker', {
  en: {
    data: 'Data',
    duration: 'Duration',
    changesOtherAxis: 'Picking this also changes your other choice',
  },
  fr: {
    data: 'Données',
    duration: 'Durée',
    changesOtherAxis: 'Ce choix modifie aussi votre autre sélection',
  },
  es: {
    data: 'Datos',
    duration: 'Duración',
    changesOtherAxis: 'Esta opción también cambia tu otra elección',
  },
  it: {
    data: 'Dati',
    duration: 'Durata',
    changesOtherAxis: "Questa scelta modifica anche l'altra opzione",
  },
  de: {
    data: 'Daten',
    duration: 'Laufzeit',
    changesOtherAxis: 'Diese Auswahl ändert auch Ihre andere Auswahl',
  },
  nl: {
    data: 'Data',
    duration: 'Looptijd',
    changesOtherAxis: 'Deze keuze wijzigt ook je andere keuze',
  },
  ja: {
    data: 'データ容量',
    duration: '利用期間',
    changesOtherAxis: 'これを選ぶと、もう一方の選択も変わります',
  },
  tw: {
    data: '數據量',
    duration: '天數',
    changesOtherAxis: '選擇此項也會變更您的另一個選擇',
  },
});
