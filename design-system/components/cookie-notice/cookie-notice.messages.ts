import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const cookieNoticeMessages = defineComponentMessages('CookieNotice', {
  en: {
    label: 'Cookies',
    privacy: 'Privacy policy',
    accept: 'Got it',
  },
  fr: {
    label: 'Cookies',
    privacy: 'Politique de confidentialité',
    accept: "J'ai compris",
  },
  es: {
    label: 'Cookies',
    privacy: 'Política de privacidad',
    accept: 'Entendido',
  },
  it: {
    label: 'Cookie',
    privacy: 'Informativa sulla privacy',
    accept: 'Ho capito',
  },
  de: {
    label: 'Cookies',
    privacy: 'Datenschutzerklärung',
    accept: 'Verstanden',
  },
  nl: {
    label: 'Cookies',
    privacy: 'Privacybeleid',
    accept: 'Begrepen',
  },
  ja: {
    label: 'Cookie',
    privacy: 'プライバシーポリシー',
    accept: '了解しました',
  },
  tw: {
    label: 'Cookie',
    privacy: '隱私權政策',
    accept: '我知道了',
  },
});
