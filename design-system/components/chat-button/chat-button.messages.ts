import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const chatButtonMessages = defineComponentMessages('ChatButton', {
  en: {
    open: 'Chat with us',
    retry: 'The chat could not load. Try again',
    loading: 'Opening the chat…',
  },
  fr: {
    open: 'Discuter avec nous',
    retry: "Le chat n'a pas pu se charger. Réessayer",
    loading: 'Ouverture du chat…',
  },
  es: {
    open: 'Chatea con nosotros',
    retry: 'No se pudo cargar el chat. Reintentar',
    loading: 'Abriendo el chat…',
  },
  it: {
    open: 'Chatta con noi',
    retry: 'Impossibile caricare la chat. Riprova',
    loading: 'Apertura della chat…',
  },
  de: {
    open: 'Mit uns chatten',
    retry: 'Der Chat konnte nicht geladen werden. Erneut versuchen',
    loading: 'Chat wird geöffnet…',
  },
  nl: {
    open: 'Chat met ons',
    retry: 'De chat kon niet worden geladen. Opnieuw proberen',
    loading: 'Chat wordt geopend…',
  },
  ja: {
    open: 'チャットで相談',
    retry: 'チャットを読み込めませんでした。再試行',
    loading: 'チャットを開いています…',
  },
  tw: {
    open: '與我們聊天',
    retry: '無法載入聊天。請再試一次',
    loading: '正在開啟聊天…',
  },
});
