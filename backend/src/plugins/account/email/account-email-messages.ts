import type { Translations } from '../../../seed/languages';

/*
 * The account's emails in the shop's languages: email verification after registration, password
 * reset, confirmation of a new email address, and the notice to an account's owner that someone
 * tried to register with their address. Links are never the only way in: each mail also says what
 * to do when the customer did not ask for it.
 */

export interface AccountEmailMessages {
  greeting: (firstName: string | undefined) => string;
  verifySubject: string;
  verifyIntro: string;
  verifyButton: string;
  verifyNotYou: string;
  resetSubject: string;
  resetIntro: string;
  resetButton: string;
  resetNotYou: string;
  changeSubject: string;
  changeIntro: string;
  changeButton: string;
  changeNotYou: string;
  existsSubject: string;
  existsIntro: string;
  existsButton: string;
  existsNotYou: string;
  linkHint: string;
  signOff: string;
  team: string;
}

export const ACCOUNT_EMAIL_MESSAGES: Translations<AccountEmailMessages> = {
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    verifySubject: 'Confirm your email address',
    verifyIntro:
      'Thank you for creating your eSIM Shop account. Confirm your email address to activate it: your orders and eSIMs then appear in your account.',
    verifyButton: 'Confirm my email address',
    verifyNotYou: 'If you did not create an account, ignore this email: no account is activated without this confirmation.',
    resetSubject: 'Reset your password',
    resetIntro:
      'We received a request to reset the password of your eSIM Shop account. Choose a new password with the button below; the link works once.',
    resetButton: 'Choose a new password',
    resetNotYou: 'If you did not ask for this, ignore this email: your password stays the same.',
    changeSubject: 'Confirm your new email address',
    changeIntro: 'You asked to use this address for your eSIM Shop account. Confirm it to complete the change.',
    changeButton: 'Confirm this address',
    changeNotYou: 'If you did not ask for this, ignore this email: the account keeps its current address.',
    existsSubject: 'Someone tried to register with your email address',
    existsIntro:
      'Someone tried to create an eSIM Shop account with this email address, which already has an account. Nothing was changed. If it was you and you forgot your password, you can reset it.',
    existsButton: 'Go to the shop',
    existsNotYou: 'If it was not you, you can ignore this email: your account is safe.',
    linkHint: 'If the button does not work, copy this link into your browser:',
    signOff: 'Kind regards,',
    team: 'The eSIM Shop team',
  },
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    verifySubject: 'Confirmez votre adresse e-mail',
    verifyIntro:
      "Merci d'avoir créé votre compte eSIM Shop. Confirmez votre adresse e-mail pour l'activer : vos commandes et vos eSIM apparaîtront alors dans votre compte.",
    verifyButton: 'Confirmer mon adresse e-mail',
    verifyNotYou: "Si vous n'avez pas créé de compte, ignorez cet e-mail : aucun compte n'est activé sans cette confirmation.",
    resetSubject: 'Réinitialisez votre mot de passe',
    resetIntro:
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte eSIM Shop. Choisissez un nouveau mot de passe avec le bouton ci-dessous ; le lien ne fonctionne qu’une fois.',
    resetButton: 'Choisir un nouveau mot de passe',
    resetNotYou: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
    changeSubject: 'Confirmez votre nouvelle adresse e-mail',
    changeIntro: 'Vous avez demandé à utiliser cette adresse pour votre compte eSIM Shop. Confirmez-la pour terminer la modification.',
    changeButton: 'Confirmer cette adresse',
    changeNotYou: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : le compte conserve son adresse actuelle.",
    existsSubject: "Quelqu'un a tenté de s'inscrire avec votre adresse e-mail",
    existsIntro:
      "Quelqu'un a tenté de créer un compte eSIM Shop avec cette adresse e-mail, qui a déjà un compte. Rien n'a été modifié. Si c'était vous et que vous avez oublié votre mot de passe, vous pouvez le réinitialiser.",
    existsButton: 'Aller à la boutique',
    existsNotYou: "Si ce n'était pas vous, vous pouvez ignorer cet e-mail : votre compte est en sécurité.",
    linkHint: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    signOff: 'Cordialement,',
    team: "L'équipe eSIM Shop",
  },
  es: {
    greeting: (name) => (name ? `Hola ${name}:` : 'Hola:'),
    verifySubject: 'Confirma tu dirección de correo electrónico',
    verifyIntro:
      'Gracias por crear tu cuenta de eSIM Shop. Confirma tu dirección de correo para activarla: tus pedidos y tus eSIM aparecerán entonces en tu cuenta.',
    verifyButton: 'Confirmar mi correo electrónico',
    verifyNotYou: 'Si no has creado ninguna cuenta, ignora este correo: ninguna cuenta se activa sin esta confirmación.',
    resetSubject: 'Restablece tu contraseña',
    resetIntro:
      'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de eSIM Shop. Elige una nueva contraseña con el botón de abajo; el enlace solo funciona una vez.',
    resetButton: 'Elegir una nueva contraseña',
    resetNotYou: 'Si no lo has solicitado, ignora este correo: tu contraseña no cambia.',
    changeSubject: 'Confirma tu nueva dirección de correo electrónico',
    changeIntro: 'Has pedido usar esta dirección para tu cuenta de eSIM Shop. Confírmala para completar el cambio.',
    changeButton: 'Confirmar esta dirección',
    changeNotYou: 'Si no lo has solicitado, ignora este correo: la cuenta conserva su dirección actual.',
    existsSubject: 'Alguien ha intentado registrarse con tu dirección de correo',
    existsIntro:
      'Alguien ha intentado crear una cuenta de eSIM Shop con esta dirección de correo, que ya tiene una cuenta. No se ha cambiado nada. Si fuiste tú y olvidaste tu contraseña, puedes restablecerla.',
    existsButton: 'Ir a la tienda',
    existsNotYou: 'Si no fuiste tú, puedes ignorar este correo: tu cuenta está segura.',
    linkHint: 'Si el botón no funciona, copia este enlace en tu navegador:',
    signOff: 'Un saludo,',
    team: 'El equipo de eSIM Shop',
  },
  it: {
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    verifySubject: 'Conferma il tuo indirizzo email',
    verifyIntro:
      'Grazie per aver creato il tuo account eSIM Shop. Conferma il tuo indirizzo email per attivarlo: i tuoi ordini e le tue eSIM compariranno poi nel tuo account.',
    verifyButton: 'Conferma il mio indirizzo email',
    verifyNotYou: 'Se non hai creato un account, ignora questa email: nessun account viene attivato senza questa conferma.',
    resetSubject: 'Reimposta la tua password',
    resetIntro:
      'Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account eSIM Shop. Scegli una nuova password con il pulsante qui sotto; il link funziona una sola volta.',
    resetButton: 'Scegli una nuova password',
    resetNotYou: 'Se non lo hai richiesto tu, ignora questa email: la tua password resta invariata.',
    changeSubject: 'Conferma il tuo nuovo indirizzo email',
    changeIntro: 'Hai chiesto di usare questo indirizzo per il tuo account eSIM Shop. Confermalo per completare la modifica.',
    changeButton: 'Conferma questo indirizzo',
    changeNotYou: "Se non lo hai richiesto tu, ignora questa email: l'account mantiene l'indirizzo attuale.",
    existsSubject: 'Qualcuno ha provato a registrarsi con il tuo indirizzo email',
    existsIntro:
      'Qualcuno ha provato a creare un account eSIM Shop con questo indirizzo email, che ha già un account. Non è stato modificato nulla. Se eri tu e hai dimenticato la password, puoi reimpostarla.',
    existsButton: 'Vai al negozio',
    existsNotYou: 'Se non eri tu, puoi ignorare questa email: il tuo account è al sicuro.',
    linkHint: 'Se il pulsante non funziona, copia questo link nel browser:',
    signOff: 'Cordiali saluti,',
    team: 'Il team di eSIM Shop',
  },
  de: {
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    verifySubject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    verifyIntro:
      'Vielen Dank, dass Sie ein eSIM-Shop-Konto erstellt haben. Bestätigen Sie Ihre E-Mail-Adresse, um es zu aktivieren: Danach erscheinen Ihre Bestellungen und eSIMs in Ihrem Konto.',
    verifyButton: 'E-Mail-Adresse bestätigen',
    verifyNotYou: 'Wenn Sie kein Konto erstellt haben, ignorieren Sie diese E-Mail: Ohne diese Bestätigung wird kein Konto aktiviert.',
    resetSubject: 'Setzen Sie Ihr Passwort zurück',
    resetIntro:
      'Wir haben eine Anfrage zum Zurücksetzen des Passworts Ihres eSIM-Shop-Kontos erhalten. Wählen Sie über die Schaltfläche unten ein neues Passwort; der Link funktioniert einmal.',
    resetButton: 'Neues Passwort wählen',
    resetNotYou: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    changeSubject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
    changeIntro: 'Sie möchten diese Adresse für Ihr eSIM-Shop-Konto verwenden. Bestätigen Sie sie, um die Änderung abzuschließen.',
    changeButton: 'Diese Adresse bestätigen',
    changeNotYou: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Das Konto behält seine aktuelle Adresse.',
    existsSubject: 'Jemand hat versucht, sich mit Ihrer E-Mail-Adresse zu registrieren',
    existsIntro:
      'Jemand hat versucht, mit dieser E-Mail-Adresse, für die bereits ein Konto besteht, ein eSIM-Shop-Konto zu erstellen. Es wurde nichts geändert. Wenn Sie das waren und Ihr Passwort vergessen haben, können Sie es zurücksetzen.',
    existsButton: 'Zum Shop',
    existsNotYou: 'Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren: Ihr Konto ist sicher.',
    linkHint: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    signOff: 'Mit freundlichen Grüßen',
    team: 'Ihr eSIM-Shop-Team',
  },
  nl: {
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    verifySubject: 'Bevestig je e-mailadres',
    verifyIntro:
      'Bedankt voor het aanmaken van je eSIM Shop-account. Bevestig je e-mailadres om het te activeren: je bestellingen en eSIMs verschijnen dan in je account.',
    verifyButton: 'Mijn e-mailadres bevestigen',
    verifyNotYou: 'Heb je geen account aangemaakt? Negeer dan deze e-mail: zonder deze bevestiging wordt geen account geactiveerd.',
    resetSubject: 'Stel je wachtwoord opnieuw in',
    resetIntro:
      'We hebben een verzoek ontvangen om het wachtwoord van je eSIM Shop-account opnieuw in te stellen. Kies met de knop hieronder een nieuw wachtwoord; de link werkt één keer.',
    resetButton: 'Een nieuw wachtwoord kiezen',
    resetNotYou: 'Heb je dit niet aangevraagd? Negeer dan deze e-mail: je wachtwoord blijft hetzelfde.',
    changeSubject: 'Bevestig je nieuwe e-mailadres',
    changeIntro: 'Je hebt gevraagd dit adres te gebruiken voor je eSIM Shop-account. Bevestig het om de wijziging af te ronden.',
    changeButton: 'Dit adres bevestigen',
    changeNotYou: 'Heb je dit niet aangevraagd? Negeer dan deze e-mail: het account behoudt zijn huidige adres.',
    existsSubject: 'Iemand probeerde zich te registreren met je e-mailadres',
    existsIntro:
      'Iemand probeerde een eSIM Shop-account aan te maken met dit e-mailadres, dat al een account heeft. Er is niets gewijzigd. Was jij het en ben je je wachtwoord vergeten, dan kun je het opnieuw instellen.',
    existsButton: 'Naar de winkel',
    existsNotYou: 'Was jij het niet, dan kun je deze e-mail negeren: je account is veilig.',
    linkHint: 'Werkt de knop niet? Kopieer dan deze link naar je browser:',
    signOff: 'Met vriendelijke groet,',
    team: 'Het eSIM Shop-team',
  },
  ja: {
    greeting: (name) => (name ? `${name} 様` : 'お客様'),
    verifySubject: 'メールアドレスの確認',
    verifyIntro:
      'eSIM Shop のアカウントを作成いただきありがとうございます。メールアドレスを確認してアカウントを有効にしてください。有効化後、ご注文と eSIM がアカウントに表示されます。',
    verifyButton: 'メールアドレスを確認する',
    verifyNotYou:
      'アカウントを作成した覚えがない場合は、このメールを無視してください。この確認なしにアカウントが有効になることはありません。',
    resetSubject: 'パスワードの再設定',
    resetIntro:
      'eSIM Shop アカウントのパスワード再設定のリクエストを受け付けました。下のボタンから新しいパスワードを設定してください。リンクは1回のみ有効です。',
    resetButton: '新しいパスワードを設定する',
    resetNotYou: 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
    changeSubject: '新しいメールアドレスの確認',
    changeIntro: 'このメールアドレスを eSIM Shop アカウントで使用するリクエストを受け付けました。変更を完了するには確認してください。',
    changeButton: 'このアドレスを確認する',
    changeNotYou: 'お心当たりがない場合は、このメールを無視してください。アカウントのメールアドレスは変更されません。',
    existsSubject: 'お客様のメールアドレスで登録が試みられました',
    existsIntro:
      'すでにアカウントがあるこのメールアドレスで、eSIM Shop のアカウント作成が試みられました。何も変更されていません。ご本人でパスワードをお忘れの場合は、パスワードを再設定できます。',
    existsButton: 'ショップへ',
    existsNotYou: 'お心当たりがない場合は、このメールを無視してください。アカウントは安全です。',
    linkHint: 'ボタンが機能しない場合は、次のリンクをブラウザにコピーしてください：',
    signOff: '今後ともよろしくお願いいたします。',
    team: 'eSIM Shop チーム',
  },
  zh_Hant: {
    greeting: (name) => (name ? `${name} 您好：` : '您好：'),
    verifySubject: '請確認您的電子郵件地址',
    verifyIntro: '感謝您建立 eSIM Shop 帳戶。請確認您的電子郵件地址以啟用帳戶，啟用後您的訂單和 eSIM 會顯示在帳戶中。',
    verifyButton: '確認我的電子郵件地址',
    verifyNotYou: '如果您沒有建立帳戶，請忽略此郵件：未經此確認，任何帳戶都不會啟用。',
    resetSubject: '重設您的密碼',
    resetIntro: '我們收到重設您 eSIM Shop 帳戶密碼的請求。請點擊下方按鈕設定新密碼；此連結僅能使用一次。',
    resetButton: '設定新密碼',
    resetNotYou: '如果這不是您提出的請求，請忽略此郵件：您的密碼不會變更。',
    changeSubject: '請確認您的新電子郵件地址',
    changeIntro: '您要求將此地址用於您的 eSIM Shop 帳戶。請確認以完成變更。',
    changeButton: '確認此地址',
    changeNotYou: '如果這不是您提出的請求，請忽略此郵件：帳戶將保留目前的地址。',
    existsSubject: '有人嘗試使用您的電子郵件地址註冊',
    existsIntro: '有人嘗試使用此電子郵件地址建立 eSIM Shop 帳戶，但此地址已有帳戶。沒有任何變更。如果是您本人且忘記了密碼，可以重設密碼。',
    existsButton: '前往商店',
    existsNotYou: '如果不是您本人，請忽略此郵件：您的帳戶是安全的。',
    linkHint: '如果按鈕無法使用，請將此連結複製到瀏覽器：',
    signOff: '敬祝 順心',
    team: 'eSIM Shop 團隊',
  },
};
