import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const passwordResetRequestFormMessages = defineComponentMessages('PasswordResetRequestForm', {
  en: {
    intro: 'Enter the email address of your account and we will send you a link to choose a new password.',
    email: 'Email',
    submit: 'Send me a link',
    sent: 'If an account exists for {email}, we sent it a link to reset the password.',
    backToLogin: 'Log in',
  },
  fr: {
    intro: 'Saisissez l’adresse e-mail de votre compte et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    email: 'E-mail',
    submit: 'M’envoyer un lien',
    sent: 'Si un compte existe pour {email}, nous y avons envoyé un lien pour réinitialiser le mot de passe.',
    backToLogin: 'Se connecter',
  },
  es: {
    intro: 'Introduce la dirección de correo electrónico de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.',
    email: 'Correo electrónico',
    submit: 'Enviarme un enlace',
    sent: 'Si existe una cuenta para {email}, hemos enviado a esa dirección un enlace para restablecer la contraseña.',
    backToLogin: 'Iniciar sesión',
  },
  it: {
    intro: 'Inserisci l’indirizzo e-mail del tuo account e ti invieremo un link per scegliere una nuova password.',
    email: 'E-mail',
    submit: 'Inviami un link',
    sent: 'Se esiste un account per {email}, abbiamo inviato a quell’indirizzo un link per reimpostare la password.',
    backToLogin: 'Accedi',
  },
  de: {
    intro: 'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen dann einen Link, mit dem Sie ein neues Passwort wählen können.',
    email: 'E-Mail',
    submit: 'Link zusenden',
    sent: 'Falls ein Konto für {email} existiert, haben wir einen Link zum Zurücksetzen des Passworts an diese Adresse gesendet.',
    backToLogin: 'Anmelden',
  },
  nl: {
    intro: 'Vul het e-mailadres van je account in en we sturen je een link om een nieuw wachtwoord te kiezen.',
    email: 'E-mailadres',
    submit: 'Stuur me een link',
    sent: 'Als er een account bestaat voor {email}, hebben we daar een link naartoe gestuurd om het wachtwoord opnieuw in te stellen.',
    backToLogin: 'Inloggen',
  },
  ja: {
    intro: 'アカウントのメールアドレスを入力してください。新しいパスワードを設定するためのリンクをお送りします。',
    email: 'メールアドレス',
    submit: 'リンクを送信',
    sent: '{email}のアカウントが存在する場合は、パスワード再設定用のリンクをそのアドレスに送信しました。',
    backToLogin: 'ログイン',
  },
  tw: {
    intro: '請輸入您帳戶的電子郵件地址，我們會寄送連結讓您設定新密碼。',
    email: '電子郵件',
    submit: '寄送連結給我',
    sent: '若 {email} 有對應的帳戶，我們已將重設密碼的連結寄至該地址。',
    backToLogin: '登入',
  },
});
