import type { ShopLanguage, Translations } from '../../seed/languages';
import { FIELD_PROBLEM_MESSAGES } from '../checkout/checkout-messages';

/*
 * The newsletter's texts in the shop's languages: the refusals of subscribeToNewsletter (thrown
 * as BAD_USER_INPUT, translated by Vendure from the `error.*` keys registered with its
 * I18nService) and the confirmation email. The address's messages are spec §5's, as the checkout's.
 */

export const NEWSLETTER_EMAIL_REQUIRED_KEY = 'error.newsletter-email-required';
export const NEWSLETTER_EMAIL_INVALID_KEY = 'error.newsletter-email-invalid';
export const NEWSLETTER_SOURCE_INVALID_KEY = 'error.newsletter-source-invalid';

const SOURCE_INVALID_MESSAGES: Translations = {
  en: 'This sign-up form is not known',
  fr: "Ce formulaire d'inscription n'est pas reconnu",
  es: 'Este formulario de suscripción no es válido',
  it: 'Questo modulo di iscrizione non è riconosciuto',
  de: 'Dieses Anmeldeformular ist unbekannt',
  nl: 'Dit inschrijfformulier is onbekend',
  ja: 'この登録フォームは認識されません',
  zh_Hant: '無法識別此訂閱表單',
};

export interface NewsletterEmailMessages {
  subject: string;
  heading: string;
  intro: string;
  button: string;
  expiry: string;
  notYou: string;
  linkHint: string;
  signOff: string;
  team: string;
}

export const NEWSLETTER_EMAIL_MESSAGES: Translations<NewsletterEmailMessages> = {
  en: {
    subject: 'Confirm your newsletter subscription',
    heading: 'One click to confirm',
    intro:
      'You asked to receive the eSIM Shop newsletter: travel tips, new destinations and offers. Confirm your subscription with the button below.',
    button: 'Confirm my subscription',
    expiry: 'The link works for 48 hours.',
    notYou: 'If you did not ask for this, ignore this email: you will not be subscribed.',
    linkHint: 'If the button does not work, copy this link into your browser:',
    signOff: 'Kind regards,',
    team: 'The eSIM Shop team',
  },
  fr: {
    subject: 'Confirmez votre inscription à la newsletter',
    heading: 'Un clic pour confirmer',
    intro:
      "Vous avez demandé à recevoir la newsletter d'eSIM Shop : conseils de voyage, nouvelles destinations et offres. Confirmez votre inscription avec le bouton ci-dessous.",
    button: 'Confirmer mon inscription',
    expiry: 'Le lien est valable 48 heures.',
    notYou: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : vous ne serez pas inscrit.",
    linkHint: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    signOff: 'Cordialement,',
    team: "L'équipe eSIM Shop",
  },
  es: {
    subject: 'Confirma tu suscripción a la newsletter',
    heading: 'Un clic para confirmar',
    intro:
      'Has pedido recibir la newsletter de eSIM Shop: consejos de viaje, nuevos destinos y ofertas. Confirma tu suscripción con el botón de abajo.',
    button: 'Confirmar mi suscripción',
    expiry: 'El enlace es válido durante 48 horas.',
    notYou: 'Si no lo has solicitado, ignora este correo: no se te suscribirá.',
    linkHint: 'Si el botón no funciona, copia este enlace en tu navegador:',
    signOff: 'Un saludo,',
    team: 'El equipo de eSIM Shop',
  },
  it: {
    subject: "Conferma l'iscrizione alla newsletter",
    heading: 'Un clic per confermare',
    intro:
      'Hai chiesto di ricevere la newsletter di eSIM Shop: consigli di viaggio, nuove destinazioni e offerte. Conferma la tua iscrizione con il pulsante qui sotto.',
    button: 'Conferma la mia iscrizione',
    expiry: 'Il link è valido per 48 ore.',
    notYou: 'Se non lo hai richiesto tu, ignora questa email: non verrai iscritto.',
    linkHint: 'Se il pulsante non funziona, copia questo link nel browser:',
    signOff: 'Cordiali saluti,',
    team: 'Il team di eSIM Shop',
  },
  de: {
    subject: 'Bestätigen Sie Ihr Newsletter-Abonnement',
    heading: 'Ein Klick zur Bestätigung',
    intro:
      'Sie möchten den Newsletter von eSIM Shop erhalten: Reisetipps, neue Reiseziele und Angebote. Bestätigen Sie Ihr Abonnement über die Schaltfläche unten.',
    button: 'Abonnement bestätigen',
    expiry: 'Der Link ist 48 Stunden lang gültig.',
    notYou: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Sie werden nicht angemeldet.',
    linkHint: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    signOff: 'Mit freundlichen Grüßen',
    team: 'Ihr eSIM-Shop-Team',
  },
  nl: {
    subject: 'Bevestig je inschrijving voor de nieuwsbrief',
    heading: 'Eén klik om te bevestigen',
    intro:
      'Je hebt gevraagd om de nieuwsbrief van eSIM Shop te ontvangen: reistips, nieuwe bestemmingen en aanbiedingen. Bevestig je inschrijving met de knop hieronder.',
    button: 'Mijn inschrijving bevestigen',
    expiry: 'De link is 48 uur geldig.',
    notYou: 'Heb je dit niet aangevraagd? Negeer dan deze e-mail: je wordt niet ingeschreven.',
    linkHint: 'Werkt de knop niet? Kopieer dan deze link naar je browser:',
    signOff: 'Met vriendelijke groet,',
    team: 'Het eSIM Shop-team',
  },
  ja: {
    subject: 'ニュースレター登録の確認',
    heading: 'ワンクリックで確認',
    intro:
      'eSIM Shop のニュースレター（旅のヒント、新しい渡航先、お得な情報）の受け取りをリクエストいただきました。下のボタンから登録を確認してください。',
    button: '登録を確認する',
    expiry: 'リンクの有効期限は48時間です。',
    notYou: 'お心当たりがない場合は、このメールを無視してください。登録されることはありません。',
    linkHint: 'ボタンが機能しない場合は、次のリンクをブラウザにコピーしてください：',
    signOff: '今後ともよろしくお願いいたします。',
    team: 'eSIM Shop チーム',
  },
  zh_Hant: {
    subject: '請確認您的電子報訂閱',
    heading: '一鍵確認',
    intro: '您要求接收 eSIM Shop 電子報：旅遊秘訣、新目的地與優惠。請點擊下方按鈕確認訂閱。',
    button: '確認訂閱',
    expiry: '此連結在 48 小時內有效。',
    notYou: '如果這不是您提出的請求，請忽略此郵件：您不會被加入訂閱。',
    linkHint: '如果按鈕無法使用，請將此連結複製到瀏覽器：',
    signOff: '敬祝 順心',
    team: 'eSIM Shop 團隊',
  },
};

/** One i18next resource bundle per shop language, for I18nService.addTranslation. */
export function newsletterTranslations(): Array<[ShopLanguage, Record<string, unknown>]> {
  return (Object.keys(SOURCE_INVALID_MESSAGES) as ShopLanguage[]).map((language) => [
    language,
    {
      error: {
        'newsletter-email-required': FIELD_PROBLEM_MESSAGES.required[language],
        'newsletter-email-invalid': FIELD_PROBLEM_MESSAGES.email[language],
        'newsletter-source-invalid': SOURCE_INVALID_MESSAGES[language],
      },
    },
  ]);
}
