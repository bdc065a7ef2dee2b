import type { ShopLanguage, Translations } from '../../seed/languages';
import { FIELD_PROBLEM_MESSAGES } from '../checkout/checkout-messages';
import type { AccountFieldProblem } from './account-rules';

/*
 * The account's messages in the shop's languages, registered with Vendure's I18nService (as the
 * checkout's): `errorResult.*` are the messages of the error results (ours and Vendure's own
 * account errors, whose bundled translations miss it, nl, ja and zh_Hant), `error.*` those of
 * thrown errors, `account.problem.*` the field messages read through `ctx.translate`. Spec §8
 * gives 'The provided credentials are invalid', 'Registration failed' and 'Password Incorrect'.
 */

export const ACCOUNT_ERROR_RESULT_MESSAGES: Record<string, Translations> = {
  ACCOUNT_INPUT_ERROR: {
    en: 'Please check the highlighted fields',
    fr: 'Veuillez vérifier les champs signalés',
    es: 'Revisa los campos señalados',
    it: 'Controlla i campi evidenziati',
    de: 'Bitte prüfen Sie die markierten Felder',
    nl: 'Controleer de gemarkeerde velden',
    ja: '表示された項目を確認してください',
    zh_Hant: '請檢查標示的欄位',
  },
  PASSWORD_INCORRECT_ERROR: {
    en: 'Password Incorrect',
    fr: 'Mot de passe incorrect',
    es: 'Contraseña incorrecta',
    it: 'Password errata',
    de: 'Falsches Passwort',
    nl: 'Onjuist wachtwoord',
    ja: 'パスワードが正しくありません',
    zh_Hant: '密碼不正確',
  },
  INVALID_CREDENTIALS_ERROR: {
    en: 'The provided credentials are invalid',
    fr: 'Les identifiants fournis ne sont pas valides',
    es: 'Las credenciales proporcionadas no son válidas',
    it: 'Le credenziali fornite non sono valide',
    de: 'Die angegebenen Zugangsdaten sind ungültig',
    nl: 'De opgegeven inloggegevens zijn ongeldig',
    ja: '入力された認証情報が正しくありません',
    zh_Hant: '提供的登入資料無效',
  },
  NOT_VERIFIED_ERROR: {
    en: 'Please confirm your email address with the link we sent you before logging in',
    fr: 'Veuillez confirmer votre adresse e-mail avec le lien que nous vous avons envoyé avant de vous connecter',
    es: 'Confirma tu dirección de correo con el enlace que te enviamos antes de iniciar sesión',
    it: 'Conferma il tuo indirizzo email con il link che ti abbiamo inviato prima di accedere',
    de: 'Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link, den wir Ihnen gesendet haben, bevor Sie sich anmelden',
    nl: 'Bevestig je e-mailadres met de link die we je hebben gestuurd voordat je inlogt',
    ja: 'ログインする前に、お送りしたリンクからメールアドレスを確認してください',
    zh_Hant: '登入前請先透過我們寄給您的連結確認電子郵件地址',
  },
  PASSWORD_RESET_TOKEN_INVALID_ERROR: {
    en: 'This password reset link is not valid or has already been used',
    fr: "Ce lien de réinitialisation du mot de passe n'est pas valide ou a déjà été utilisé",
    es: 'Este enlace para restablecer la contraseña no es válido o ya se ha utilizado',
    it: 'Questo link per reimpostare la password non è valido o è già stato usato',
    de: 'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder wurde bereits verwendet',
    nl: 'Deze link om je wachtwoord opnieuw in te stellen is ongeldig of al gebruikt',
    ja: 'このパスワード再設定リンクは無効か、すでに使用されています',
    zh_Hant: '此重設密碼連結無效或已被使用',
  },
  PASSWORD_RESET_TOKEN_EXPIRED_ERROR: {
    en: 'This password reset link has expired: please ask for a new one',
    fr: 'Ce lien de réinitialisation du mot de passe a expiré : veuillez en demander un nouveau',
    es: 'Este enlace para restablecer la contraseña ha caducado: solicita uno nuevo',
    it: 'Questo link per reimpostare la password è scaduto: richiedine uno nuovo',
    de: 'Dieser Link zum Zurücksetzen des Passworts ist abgelaufen: Bitte fordern Sie einen neuen an',
    nl: 'Deze link om je wachtwoord opnieuw in te stellen is verlopen: vraag een nieuwe aan',
    ja: 'このパスワード再設定リンクは有効期限が切れています。新しいリンクをリクエストしてください',
    zh_Hant: '此重設密碼連結已過期，請重新申請',
  },
  VERIFICATION_TOKEN_INVALID_ERROR: {
    en: 'This confirmation link is not valid or has already been used',
    fr: "Ce lien de confirmation n'est pas valide ou a déjà été utilisé",
    es: 'Este enlace de confirmación no es válido o ya se ha utilizado',
    it: 'Questo link di conferma non è valido o è già stato usato',
    de: 'Dieser Bestätigungslink ist ungültig oder wurde bereits verwendet',
    nl: 'Deze bevestigingslink is ongeldig of al gebruikt',
    ja: 'この確認リンクは無効か、すでに使用されています',
    zh_Hant: '此確認連結無效或已被使用',
  },
  VERIFICATION_TOKEN_EXPIRED_ERROR: {
    en: 'This confirmation link has expired: register again to receive a new one',
    fr: 'Ce lien de confirmation a expiré : inscrivez-vous à nouveau pour en recevoir un nouveau',
    es: 'Este enlace de confirmación ha caducado: regístrate de nuevo para recibir otro',
    it: 'Questo link di conferma è scaduto: registrati di nuovo per riceverne uno nuovo',
    de: 'Dieser Bestätigungslink ist abgelaufen: Registrieren Sie sich erneut, um einen neuen zu erhalten',
    nl: 'Deze bevestigingslink is verlopen: registreer je opnieuw om een nieuwe te ontvangen',
    ja: 'この確認リンクは有効期限が切れています。もう一度登録して新しいリンクを受け取ってください',
    zh_Hant: '此確認連結已過期，請重新註冊以取得新連結',
  },
  IDENTIFIER_CHANGE_TOKEN_INVALID_ERROR: {
    en: 'This email change link is not valid or has already been used',
    fr: "Ce lien de changement d'adresse e-mail n'est pas valide ou a déjà été utilisé",
    es: 'Este enlace de cambio de correo no es válido o ya se ha utilizado',
    it: "Questo link per cambiare l'email non è valido o è già stato usato",
    de: 'Dieser Link zur Änderung der E-Mail-Adresse ist ungültig oder wurde bereits verwendet',
    nl: 'Deze link om je e-mailadres te wijzigen is ongeldig of al gebruikt',
    ja: 'このメールアドレス変更リンクは無効か、すでに使用されています',
    zh_Hant: '此變更電子郵件連結無效或已被使用',
  },
  IDENTIFIER_CHANGE_TOKEN_EXPIRED_ERROR: {
    en: 'This email change link has expired: please change the address again',
    fr: "Ce lien de changement d'adresse e-mail a expiré : veuillez modifier l'adresse à nouveau",
    es: 'Este enlace de cambio de correo ha caducado: cambia la dirección de nuevo',
    it: "Questo link per cambiare l'email è scaduto: modifica di nuovo l'indirizzo",
    de: 'Dieser Link zur Änderung der E-Mail-Adresse ist abgelaufen: Bitte ändern Sie die Adresse erneut',
    nl: 'Deze link om je e-mailadres te wijzigen is verlopen: wijzig het adres opnieuw',
    ja: 'このメールアドレス変更リンクは有効期限が切れています。もう一度変更してください',
    zh_Hant: '此變更電子郵件連結已過期，請再次變更地址',
  },
};

/** Thrown (not an error result): `error.account-rate-limited`. */
export const RATE_LIMITED_MESSAGES: Translations = {
  en: 'Too many attempts. Please wait a minute and try again.',
  fr: 'Trop de tentatives. Veuillez patienter une minute puis réessayer.',
  es: 'Demasiados intentos. Espera un minuto y vuelve a intentarlo.',
  it: 'Troppi tentativi. Attendi un minuto e riprova.',
  de: 'Zu viele Versuche. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  nl: 'Te veel pogingen. Wacht een minuut en probeer het opnieuw.',
  ja: '試行回数が多すぎます。1分ほど待ってから、もう一度お試しください。',
  zh_Hant: '嘗試次數過多，請稍候一分鐘再試。',
};

const ACCOUNT_ONLY_PROBLEMS: Record<Exclude<AccountFieldProblem, keyof typeof FIELD_PROBLEM_MESSAGES>, Translations> = {
  title: {
    en: 'Choose Mr or Mrs',
    fr: 'Choisissez M. ou Mme',
    es: 'Elige Sr. o Sra.',
    it: 'Scegli Sig. o Sig.ra',
    de: 'Wählen Sie Herr oder Frau',
    nl: 'Kies Dhr. of Mevr.',
    ja: '敬称（様・Mr / Mrs）を選択してください',
    zh_Hant: '請選擇先生或女士',
  },
  passwordTooShort: {
    en: 'Must be at least 8 characters',
    fr: 'Doit contenir au moins 8 caractères',
    es: 'Debe tener al menos 8 caracteres',
    it: 'Deve contenere almeno 8 caratteri',
    de: 'Muss mindestens 8 Zeichen lang sein',
    nl: 'Moet minstens 8 tekens bevatten',
    ja: '8文字以上で入力してください',
    zh_Hant: '至少需要 8 個字元',
  },
  passwordTooLong: {
    en: 'Must be at most 128 characters',
    fr: 'Doit contenir au plus 128 caractères',
    es: 'Debe tener como máximo 128 caracteres',
    it: 'Deve contenere al massimo 128 caratteri',
    de: 'Darf höchstens 128 Zeichen lang sein',
    nl: 'Mag maximaal 128 tekens bevatten',
    ja: '128文字以内で入力してください',
    zh_Hant: '最多 128 個字元',
  },
  passwordCommon: {
    en: 'This password is too common: choose another one',
    fr: 'Ce mot de passe est trop courant : choisissez-en un autre',
    es: 'Esta contraseña es demasiado común: elige otra',
    it: 'Questa password è troppo comune: scegline un’altra',
    de: 'Dieses Passwort ist zu verbreitet: Wählen Sie ein anderes',
    nl: 'Dit wachtwoord komt te vaak voor: kies een ander',
    ja: 'このパスワードはよく使われています。別のパスワードを選んでください',
    zh_Hant: '此密碼過於常見，請選擇其他密碼',
  },
};

export const ACCOUNT_PROBLEM_MESSAGES: Record<AccountFieldProblem, Translations> = {
  required: FIELD_PROBLEM_MESSAGES.required,
  email: FIELD_PROBLEM_MESSAGES.email,
  tooLong: FIELD_PROBLEM_MESSAGES.tooLong,
  characters: FIELD_PROBLEM_MESSAGES.characters,
  zipCode: FIELD_PROBLEM_MESSAGES.zipCode,
  state: FIELD_PROBLEM_MESSAGES.state,
  country: FIELD_PROBLEM_MESSAGES.country,
  ...ACCOUNT_ONLY_PROBLEMS,
};

export const accountProblemKey = (problem: AccountFieldProblem) => `account.problem.${problem}`;
export const RATE_LIMITED_KEY = 'error.account-rate-limited';

/** Staff asked for an invoice's PDF while the renderer is flooded or failed (invoice-admin-api.ts). */
export const INVOICE_BUSY_KEY = 'error.invoice-busy';
/** The OSS report asked for a year or quarter that is none (invoice-admin-api.ts). */
export const OSS_PERIOD_KEY = 'error.oss-period';
const OSS_PERIOD_MESSAGES: Translations = {
  en: 'Choose a quarter from 1 to 4 of a year from 2000 on.',
  fr: 'Choisissez un trimestre de 1 à 4 d’une année à partir de 2000.',
  es: 'Elige un trimestre del 1 al 4 de un año a partir de 2000.',
  it: 'Scegli un trimestre da 1 a 4 di un anno dal 2000 in poi.',
  de: 'Wählen Sie ein Quartal von 1 bis 4 eines Jahres ab 2000.',
  nl: 'Kies een kwartaal van 1 tot 4 van een jaar vanaf 2000.',
  ja: '2000年以降の年の第1～第4四半期を選んでください。',
  zh_Hant: '請選擇 2000 年起某年的第 1 至第 4 季。',
};
const INVOICE_BUSY_MESSAGES: Translations = {
  en: 'The document cannot be made right now. Please try again in a moment.',
  fr: 'Le document ne peut pas être créé pour le moment. Veuillez réessayer dans un instant.',
  es: 'El documento no se puede generar ahora. Vuelve a intentarlo en un momento.',
  it: 'Il documento non può essere creato ora. Riprova tra un momento.',
  de: 'Das Dokument kann gerade nicht erstellt werden. Bitte versuchen Sie es gleich noch einmal.',
  nl: 'Het document kan nu niet worden gemaakt. Probeer het zo meteen opnieuw.',
  ja: '現在、書類を作成できません。しばらくしてからもう一度お試しください。',
  zh_Hant: '目前無法產生文件，請稍後再試。',
};

/** One i18next resource bundle per shop language. */
export function accountTranslations(): Array<[ShopLanguage, Record<string, unknown>]> {
  return (Object.keys(RATE_LIMITED_MESSAGES) as ShopLanguage[]).map((language) => [
    language,
    {
      errorResult: Object.fromEntries(Object.entries(ACCOUNT_ERROR_RESULT_MESSAGES).map(([code, texts]) => [code, texts[language]])),
      error: {
        'account-rate-limited': RATE_LIMITED_MESSAGES[language],
        'invoice-busy': INVOICE_BUSY_MESSAGES[language],
        'oss-period': OSS_PERIOD_MESSAGES[language],
      },
      account: {
        problem: Object.fromEntries(
          Object.entries<Translations>(ACCOUNT_PROBLEM_MESSAGES).map(([problem, texts]) => [problem, texts[language]]),
        ),
      },
    },
  ]);
}
