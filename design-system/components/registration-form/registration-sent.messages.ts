import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const registrationSentMessages = defineComponentMessages('RegistrationSent', {
  en: {
    title: 'Check your email',
    message: 'We sent a link to {email}. Open it to activate your account.',
    action: 'Log in',
  },
  fr: {
    title: 'Consultez vos e-mails',
    message: 'Nous avons envoyé un lien à {email}. Ouvrez-le pour activer votre compte.',
    action: 'Se connecter',
  },
  es: {
    title: 'Revisa tu correo',
    message: 'Hemos enviado un enlace a {email}. Ábrelo para activar tu cuenta.',
    action: 'Iniciar sesión',
  },
  it: {
    title: 'Controlla la tua e-mail',
    message: 'Abbiamo inviato un link a {email}. Aprilo per attivare il tuo account.',
    action: 'Accedi',
  },
  de: {
    title: 'Prüfen Sie Ihr E-Mail-Postfach',
    message: 'Wir haben einen Link an {email} gesendet. Öffnen Sie ihn, um Ihr Konto zu aktivieren.',
    action: 'Anmelden',
  },
  nl: {
    title: 'Kijk in je mailbox',
    message: 'We hebben een link naar {email} gestuurd. Open die om je account te activeren.',
    action: 'Inloggen',
  },
  ja: {
    title: 'メールをご確認ください',
    message: '{email}にリンクをお送りしました。リンクを開いてアカウントを有効にしてください。',
    action: 'ログイン',
  },
  tw: {
    title: '請查看您的電子郵件',
    message: '我們已將連結寄至 {email}，請開啟連結以啟用您的帳戶。',
    action: '登入',
  },
});
