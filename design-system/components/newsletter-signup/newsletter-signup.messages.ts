import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const newsletterSignupMessages = defineComponentMessages('NewsletterSignup', {
  en: {
    email: 'Email',
    submit: 'Subscribe',
    sending: 'Subscribing…',
  },
  fr: {
    email: 'E-mail',
    submit: "S'inscrire",
    sending: 'Inscription…',
  },
  es: {
    email: 'Correo electrónico',
    submit: 'Suscribirme',
    sending: 'Suscribiendo…',
  },
  it: {
    email: 'E-mail',
    submit: 'Iscriviti',
    sending: 'Iscrizione…',
  },
  de: {
    email: 'E-Mail',
    submit: 'Abonnieren',
    sending: 'Wird abonniert…',
  },
  nl: {
    email: 'E-mailadres',
    submit: 'Inschrijven',
    sending: 'Bezig met inschrijven…',
  },
  ja: {
    email: 'メールアドレス',
    submit: '登録する',
    sending: '登録中…',
  },
  tw: {
    email: '電子郵件',
    submit: '訂閱',
    sending: '訂閱中…',
  },
});
