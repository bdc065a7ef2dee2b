import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const reviewCardMessages = defineComponentMessages('ReviewCard', {
  en: {
    pictureAlt: 'Photo shared by {name}',
  },
  fr: {
    pictureAlt: 'Photo partagée par {name}',
  },
  es: {
    pictureAlt: 'Foto compartida por {name}',
  },
  it: {
    pictureAlt: 'Foto condivisa da {name}',
  },
  de: {
    pictureAlt: 'Foto von {name}',
  },
  nl: {
    pictureAlt: 'Foto gedeeld door {name}',
  },
  ja: {
    pictureAlt: '{name} さんが投稿した写真',
  },
  tw: {
    pictureAlt: '{name} 分享的照片',
  },
});
