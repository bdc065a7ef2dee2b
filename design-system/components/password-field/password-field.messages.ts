import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const passwordFieldMessages = defineComponentMessages('PasswordField', {
  en: {
    show: 'Show password',
  },
  fr: {
    show: 'Afficher le mot de passe',
  },
  es: {
    show: 'Mostrar contraseña',
  },
  it: {
    show: 'Mostra password',
  },
  de: {
    show: 'Passwort anzeigen',
  },
  nl: {
    show: 'Wachtwoord tonen',
  },
  ja: {
    show: 'パスワードを表示',
  },
  tw: {
    show: '顯示密碼',
  },
});
