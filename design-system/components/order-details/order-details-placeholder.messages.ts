import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const orderDetailsPlaceholderMessages = defineComponentMessages('OrderDetailsPlaceholder', {
  en: {
    loading: 'Loading the order',
    error: 'We could not load this order.',
    retry: 'Try again',
  },
  fr: {
    loading: 'Chargement de la commande',
    error: 'Impossible de charger cette commande.',
    retry: 'Réessayer',
  },
  es: {
    loading: 'Cargando el pedido',
    error: 'No hemos podido cargar este pedido.',
    retry: 'Reintentar',
  },
  it: {
    loading: 'Caricamento dell’ordine',
    error: 'Impossibile caricare questo ordine.',
    retry: 'Riprova',
  },
  de: {
    loading: 'Bestellung wird geladen',
    error: 'Diese Bestellung konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
  },
  nl: {
    loading: 'Bestelling wordt geladen',
    error: 'We konden deze bestelling niet laden.',
    retry: 'Opnieuw proberen',
  },
  ja: {
    loading: 'ご注文を読み込んでいます',
    error: 'ご注文を読み込めませんでした。',
    retry: '再試行',
  },
  tw: {
    loading: '正在載入訂單',
    error: '無法載入此訂單。',
    retry: '再試一次',
  },
});
