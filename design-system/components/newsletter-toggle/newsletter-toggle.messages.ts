import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const newsletterToggleMessages = defineComponentMessages('NewsletterToggle', {
  en: {
    subscribed: 'You receive our newsletter.',
    notSubscribed: 'You do not receive our newsletter.',
    subscribe: 'Subscribe',
    unsubscribe: 'Unsubscribe',
  },
  fr: {
    subscribed: 'Vous recevez notre lettre d’information.',
    notSubscribed: 'Vous ne recevez pas notre lettre d’information.',
    subscribe: 'S’abonner',
    unsubscribe: 'Se désabonner',
  },
  es: {
    subscribed: 'Recibes nuestro boletín.',
    notSubscribed: 'No recibes nuestro boletín.',
    subscribe: 'Suscribirme',
    unsubscribe: 'Darme de baja',
  },
  it: {
    subscribed: 'Ricevi la nostra newsletter.',
    notSubscribed: 'Non ricevi la nostra newsletter.',
    subscribe: 'Iscriviti',
    unsubscribe: 'Annulla l’iscrizione',
  },
  de: {
    subscribed: 'Sie erhalten unseren Newsletter.',
    notSubscribed: 'Sie erhalten unseren Newsletter nicht.',
    subscribe: 'Abonnieren',
    unsubscribe: 'Abbestellen',
  },
  nl: {
    subscribed: 'Je ontvangt onze nieuwsbrief.',
    notSubscribed: 'Je ontvangt onze nieuwsbrief niet.',
    subscribe: 'Abonneren',
    unsubscribe: 'Afmelden',
  },
  ja: {
    subscribed: 'ニュースレターを購読中です。',
    notSubscribed: 'ニュースレターは購読していません。',
    subscribe: '購読する',
    unsubscribe: '購読を停止する',
  },
  tw: {
    subscribed: '您已訂閱我們的電子報。',
    notSubscribed: '您目前未訂閱我們的電子報。',
    subscribe: '訂閱',
    unsubscribe: '取消訂閱',
  },
});
