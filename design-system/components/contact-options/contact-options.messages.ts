import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const contactOptionsMessages = defineComponentMessages('ContactOptions', {
  en: {
    phone: 'Call us',
    email: 'Email us',
    form: 'Use the contact form',
  },
  fr: {
    phone: 'Appelez-nous',
    email: 'Écrivez-nous',
    form: 'Utiliser le formulaire de contact',
  },
  es: {
    phone: 'Llámanos',
    email: 'Escríbenos',
    form: 'Usar el formulario de contacto',
  },
  it: {
    phone: 'Chiamaci',
    email: 'Scrivici',
    form: 'Usa il modulo di contatto',
  },
  de: {
    phone: 'Rufen Sie uns an',
    email: 'Schreiben Sie uns',
    form: 'Kontaktformular verwenden',
  },
  nl: {
    phone: 'Bel ons',
    email: 'Mail ons',
    form: 'Gebruik het contactformulier',
  },
  ja: {
    phone: '電話する',
    email: 'メールする',
    form: 'お問い合わせフォームを使う',
  },
  tw: {
    phone: '致電我們',
    email: '寄電子郵件給我們',
    form: '使用聯絡表單',
  },
});
