import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const offlineBannerMessages = defineComponentMessages('OfflineBanner', {
  en: {
    message: 'You are offline.',
    detail: 'What you typed is kept; try again when the connection is back.',
  },
  fr: {
    message: 'Vous êtes hors ligne.',
    detail: 'Ce que vous avez saisi est conservé ; réessayez quand la connexion sera revenue.',
  },
  es: {
    message: 'Estás sin conexión.',
    detail: 'Lo que escribiste se conserva; vuelve a intentarlo cuando vuelva la conexión.',
  },
  it: {
    message: 'Sei offline.',
    detail: 'Quello che hai scritto è conservato; riprova quando torna la connessione.',
  },
  de: {
    message: 'Sie sind offline.',
    detail: 'Ihre Eingaben bleiben erhalten; versuchen Sie es erneut, wenn die Verbindung wieder da ist.',
  },
  nl: {
    message: 'Je bent offline.',
    detail: 'Wat je hebt ingevuld blijft bewaard; probeer het opnieuw als de verbinding terug is.',
  },
  ja: {
    message: 'オフラインです。',
    detail: '入力した内容は保持されます。接続が戻ったら、もう一度お試しください。',
  },
  tw: {
    message: '您目前處於離線狀態。',
    detail: '您輸入的內容會保留；連線恢復後請再試一次。',
  },
});
