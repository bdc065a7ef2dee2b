import type { ShopLanguage, Translations } from '../../../seed/languages';

/*
 * What the shopper reads when a card payment does not go through, in the request's language
 * (Vendure's I18nService, keys `cardPayment.*`). Spec §8 "Payment calls: the error field of the
 * response is raised": these are that field. 'Could not verify your payment' is spec §4's words.
 */

export const DECLINE_REASONS = [
  'card_declined',
  'insufficient_funds',
  'authentication_failed',
  'challenge_abandoned',
  'processing_timeout',
  'invalid_token',
  'verification_failed',
  'order_changed',
  'replaced',
  // Not the gateway's: the shop refused the debit before asking it (decline-limits.ts).
  'too_many_declines',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export function declineReasonOf(gatewayReason: string | undefined): DeclineReason {
  return (DECLINE_REASONS as readonly string[]).includes(gatewayReason ?? '') ? (gatewayReason as DeclineReason) : 'card_declined';
}

export const DECLINE_MESSAGES: Record<DeclineReason, Translations> = {
  card_declined: {
    en: 'Your card was declined. Please use another card.',
    fr: 'Votre carte a été refusée. Veuillez utiliser une autre carte.',
    es: 'Su tarjeta ha sido rechazada. Utilice otra tarjeta.',
    it: 'La tua carta è stata rifiutata. Usa un’altra carta.',
    de: 'Ihre Karte wurde abgelehnt. Bitte verwenden Sie eine andere Karte.',
    nl: 'Uw kaart is geweigerd. Gebruik een andere kaart.',
    ja: 'カードが拒否されました。別のカードをご利用ください。',
    zh_Hant: '您的卡片遭拒絕，請改用其他卡片。',
  },
  insufficient_funds: {
    en: 'Your card has insufficient funds.',
    fr: 'Le solde de votre carte est insuffisant.',
    es: 'Su tarjeta no tiene fondos suficientes.',
    it: 'La tua carta non ha fondi sufficienti.',
    de: 'Ihre Karte ist nicht ausreichend gedeckt.',
    nl: 'Uw kaart heeft onvoldoende saldo.',
    ja: 'カードの残高が不足しています。',
    zh_Hant: '您的卡片餘額不足。',
  },
  authentication_failed: {
    en: 'The 3-D Secure check was not passed. Your card was not charged.',
    fr: 'La vérification 3-D Secure a échoué. Votre carte n’a pas été débitée.',
    es: 'La verificación 3-D Secure no se ha superado. No se ha realizado ningún cargo.',
    it: 'La verifica 3-D Secure non è stata superata. Nessun addebito sulla carta.',
    de: 'Die 3-D-Secure-Prüfung war nicht erfolgreich. Ihre Karte wurde nicht belastet.',
    nl: 'De 3-D Secure-controle is mislukt. Uw kaart is niet belast.',
    ja: '3Dセキュア認証に失敗しました。カードへの請求は行われていません。',
    zh_Hant: '3-D Secure 驗證未通過，您的卡片未被扣款。',
  },
  challenge_abandoned: {
    en: 'The 3-D Secure check was cancelled. Your card was not charged.',
    fr: 'La vérification 3-D Secure a été annulée. Votre carte n’a pas été débitée.',
    es: 'La verificación 3-D Secure se ha cancelado. No se ha realizado ningún cargo.',
    it: 'La verifica 3-D Secure è stata annullata. Nessun addebito sulla carta.',
    de: 'Die 3-D-Secure-Prüfung wurde abgebrochen. Ihre Karte wurde nicht belastet.',
    nl: 'De 3-D Secure-controle is geannuleerd. Uw kaart is niet belast.',
    ja: '3Dセキュア認証がキャンセルされました。カードへの請求は行われていません。',
    zh_Hant: '3-D Secure 驗證已取消，您的卡片未被扣款。',
  },
  processing_timeout: {
    en: 'The card payment could not be completed in time. Your card was not charged.',
    fr: 'Le paiement par carte n’a pas pu aboutir à temps. Votre carte n’a pas été débitée.',
    es: 'El pago con tarjeta no se ha podido completar a tiempo. No se ha realizado ningún cargo.',
    it: 'Il pagamento con carta non è stato completato in tempo. Nessun addebito sulla carta.',
    de: 'Die Kartenzahlung konnte nicht rechtzeitig abgeschlossen werden. Ihre Karte wurde nicht belastet.',
    nl: 'De kaartbetaling kon niet op tijd worden voltooid. Uw kaart is niet belast.',
    ja: 'カード決済が時間内に完了しませんでした。カードへの請求は行われていません。',
    zh_Hant: '刷卡付款未能及時完成，您的卡片未被扣款。',
  },
  invalid_token: {
    en: 'Your card details have expired. Please enter them again.',
    fr: 'Les informations de votre carte ont expiré. Veuillez les saisir à nouveau.',
    es: 'Los datos de su tarjeta han caducado. Introdúzcalos de nuevo.',
    it: 'I dati della carta sono scaduti. Inseriscili di nuovo.',
    de: 'Ihre Kartendaten sind abgelaufen. Bitte geben Sie sie erneut ein.',
    nl: 'Uw kaartgegevens zijn verlopen. Voer ze opnieuw in.',
    ja: 'カード情報の有効期限が切れました。もう一度入力してください。',
    zh_Hant: '您的卡片資料已逾時，請重新輸入。',
  },
  verification_failed: {
    en: 'Could not verify your payment',
    fr: 'Impossible de vérifier votre paiement',
    es: 'No se ha podido verificar su pago',
    it: 'Impossibile verificare il pagamento',
    de: 'Ihre Zahlung konnte nicht bestätigt werden',
    nl: 'Uw betaling kon niet worden geverifieerd',
    ja: 'お支払いを確認できませんでした',
    zh_Hant: '無法驗證您的付款',
  },
  order_changed: {
    en: 'Your cart changed during the payment. Your card was not charged: please check the cart and pay again.',
    fr: 'Votre panier a changé pendant le paiement. Votre carte n’a pas été débitée : vérifiez le panier et payez à nouveau.',
    es: 'Su carrito cambió durante el pago. No se ha realizado ningún cargo: revise el carrito y vuelva a pagar.',
    it: 'Il carrello è cambiato durante il pagamento. Nessun addebito: controlla il carrello e paga di nuovo.',
    de: 'Ihr Warenkorb hat sich während der Zahlung geändert. Ihre Karte wurde nicht belastet: Bitte prüfen Sie den Warenkorb und zahlen Sie erneut.',
    nl: 'Uw winkelwagen is tijdens de betaling gewijzigd. Uw kaart is niet belast: controleer de winkelwagen en betaal opnieuw.',
    ja: 'お支払い中にカートの内容が変更されました。請求は行われていません。カートを確認して再度お支払いください。',
    zh_Hant: '付款期間購物車內容有變動，您的卡片未被扣款，請確認購物車後重新付款。',
  },
  replaced: {
    en: 'This payment was replaced by a newer one. Your card was not charged for it.',
    fr: 'Ce paiement a été remplacé par un plus récent. Votre carte n’a pas été débitée pour celui-ci.',
    es: 'Este pago ha sido sustituido por uno más reciente. No se ha realizado ningún cargo por él.',
    it: 'Questo pagamento è stato sostituito da uno più recente. Nessun addebito per questo pagamento.',
    de: 'Diese Zahlung wurde durch eine neuere ersetzt. Ihre Karte wurde dafür nicht belastet.',
    nl: 'Deze betaling is vervangen door een nieuwere. Uw kaart is hiervoor niet belast.',
    ja: 'このお支払いは新しいお支払いに置き換えられました。このお支払いの請求は行われていません。',
    zh_Hant: '此筆付款已由較新的付款取代，此筆未扣款。',
  },
  too_many_declines: {
    en: 'Too many card payments were declined. Your card was not charged: please pay with PayPal, or try again later.',
    fr: 'Trop de paiements par carte ont été refusés. Votre carte n’a pas été débitée : payez avec PayPal ou réessayez plus tard.',
    es: 'Se han rechazado demasiados pagos con tarjeta. No se ha realizado ningún cargo: pague con PayPal o vuelva a intentarlo más tarde.',
    it: 'Troppi pagamenti con carta sono stati rifiutati. Nessun addebito sulla carta: paga con PayPal o riprova più tardi.',
    de: 'Zu viele Kartenzahlungen wurden abgelehnt. Ihre Karte wurde nicht belastet: Bitte zahlen Sie mit PayPal oder versuchen Sie es später erneut.',
    nl: 'Te veel kaartbetalingen zijn geweigerd. Uw kaart is niet belast: betaal met PayPal of probeer het later opnieuw.',
    ja: 'カード決済の拒否が多すぎます。カードへの請求は行われていません。PayPalでお支払いいただくか、しばらくしてから再度お試しください。',
    zh_Hant: '刷卡付款遭拒次數過多，您的卡片未被扣款。請改用 PayPal 付款，或稍後再試。',
  },
};

export type CardPaymentErrorKey =
  'notReady' | 'noActiveOrder' | 'gatewayTimeout' | 'gatewayUnavailable' | 'inProgress' | 'notYours' | 'applePayValidation';

const ERROR_MESSAGES: Record<CardPaymentErrorKey, Translations> = {
  applePayValidation: {
    en: 'Apple Pay could not be started for this shop. Please pay by card.',
    fr: 'Apple Pay n’a pas pu être lancé pour cette boutique. Veuillez payer par carte.',
    es: 'No se ha podido iniciar Apple Pay para esta tienda. Pague con tarjeta.',
    it: 'Non è stato possibile avviare Apple Pay per questo negozio. Paga con carta.',
    de: 'Apple Pay konnte für diesen Shop nicht gestartet werden. Bitte zahlen Sie mit Karte.',
    nl: 'Apple Pay kon voor deze winkel niet worden gestart. Betaal met een kaart.',
    ja: 'このショップではApple Payを開始できませんでした。カードでお支払いください。',
    zh_Hant: '無法為本商店啟動 Apple Pay，請改用信用卡付款。',
  },
  notReady: {
    en: 'Please enter your email address and billing address before paying',
    fr: 'Veuillez saisir votre adresse e-mail et votre adresse de facturation avant de payer',
    es: 'Introduzca su correo electrónico y su dirección de facturación antes de pagar',
    it: 'Inserisci il tuo indirizzo email e l’indirizzo di fatturazione prima di pagare',
    de: 'Bitte geben Sie vor der Zahlung Ihre E-Mail-Adresse und Rechnungsadresse ein',
    nl: 'Vul uw e-mailadres en factuuradres in voordat u betaalt',
    ja: 'お支払いの前にメールアドレスと請求先住所を入力してください',
    zh_Hant: '付款前請輸入您的電子郵件地址與帳單地址',
  },
  noActiveOrder: {
    en: 'Your cart is empty: there is nothing to pay for',
    fr: 'Votre panier est vide : il n’y a rien à payer',
    es: 'Su carrito está vacío: no hay nada que pagar',
    it: 'Il carrello è vuoto: non c’è nulla da pagare',
    de: 'Ihr Warenkorb ist leer: Es gibt nichts zu bezahlen',
    nl: 'Uw winkelwagen is leeg: er is niets te betalen',
    ja: 'カートが空です。お支払いの対象がありません',
    zh_Hant: '您的購物車是空的，沒有需要付款的項目',
  },
  gatewayTimeout: {
    en: 'The payment service did not answer in time. Please try again in a moment: you will not be charged twice.',
    fr: 'Le service de paiement n’a pas répondu à temps. Réessayez dans un instant : vous ne serez pas débité deux fois.',
    es: 'El servicio de pago no ha respondido a tiempo. Vuelva a intentarlo en un momento: no se le cobrará dos veces.',
    it: 'Il servizio di pagamento non ha risposto in tempo. Riprova tra poco: non ti verrà addebitato due volte.',
    de: 'Der Zahlungsdienst hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es gleich noch einmal: Sie werden nicht doppelt belastet.',
    nl: 'De betaaldienst antwoordde niet op tijd. Probeer het zo opnieuw: u betaalt niet twee keer.',
    ja: '決済サービスから時間内に応答がありませんでした。しばらくしてから再度お試しください。二重に請求されることはありません。',
    zh_Hant: '付款服務未及時回應，請稍後再試，您不會被重複扣款。',
  },
  gatewayUnavailable: {
    en: 'The payment service cannot be reached right now. Please try again later.',
    fr: 'Le service de paiement est injoignable pour le moment. Veuillez réessayer plus tard.',
    es: 'El servicio de pago no está disponible en este momento. Inténtelo más tarde.',
    it: 'Il servizio di pagamento non è raggiungibile al momento. Riprova più tardi.',
    de: 'Der Zahlungsdienst ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
    nl: 'De betaaldienst is nu niet bereikbaar. Probeer het later opnieuw.',
    ja: '現在、決済サービスに接続できません。後ほど再度お試しください。',
    zh_Hant: '目前無法連線至付款服務，請稍後再試。',
  },
  inProgress: {
    en: 'Your payment is still being processed. Please wait a moment before trying again.',
    fr: 'Votre paiement est encore en cours de traitement. Patientez un instant avant de réessayer.',
    es: 'Su pago aún se está procesando. Espere un momento antes de volver a intentarlo.',
    it: 'Il pagamento è ancora in elaborazione. Attendi un momento prima di riprovare.',
    de: 'Ihre Zahlung wird noch bearbeitet. Bitte warten Sie einen Moment, bevor Sie es erneut versuchen.',
    nl: 'Uw betaling wordt nog verwerkt. Wacht even voordat u het opnieuw probeert.',
    ja: 'お支払いはまだ処理中です。しばらくお待ちになってから再度お試しください。',
    zh_Hant: '您的付款仍在處理中，請稍候再試。',
  },
  notYours: {
    en: 'This payment does not belong to your session',
    fr: 'Ce paiement n’appartient pas à votre session',
    es: 'Este pago no pertenece a su sesión',
    it: 'Questo pagamento non appartiene alla tua sessione',
    de: 'Diese Zahlung gehört nicht zu Ihrer Sitzung',
    nl: 'Deze betaling hoort niet bij uw sessie',
    ja: 'このお支払いはお客様のセッションのものではありません',
    zh_Hant: '此筆付款不屬於您的工作階段',
  },
};

function inLanguage<Key extends string>(messages: Record<Key, Translations>, language: ShopLanguage): Record<Key, string> {
  return Object.fromEntries(Object.entries<Translations>(messages).map(([key, texts]) => [key, texts[language]])) as Record<Key, string>;
}

/** For I18nService.addTranslation: `cardPayment.declined.<reason>` and `cardPayment.error.<key>`. */
export function cardPaymentTranslations(): Array<
  [ShopLanguage, { cardPayment: { declined: Record<string, string>; error: Record<string, string> } }]
> {
  return (Object.keys(ERROR_MESSAGES.notReady) as ShopLanguage[]).map((language) => [
    language,
    { cardPayment: { declined: inLanguage(DECLINE_MESSAGES, language), error: inLanguage(ERROR_MESSAGES, language) } },
  ]);
}

export const declineMessageKey = (reason: DeclineReason) => `cardPayment.declined.${reason}`;
export const errorMessageKey = (key: CardPaymentErrorKey) => `cardPayment.error.${key}`;
