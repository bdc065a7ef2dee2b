import { I18nError, LogLevel } from '@vendure/core';

import type { ShopLanguage, Translations } from '../../../seed/languages';

/*
 * Why a wallet payment call answers no order, in the request's language (Vendure's I18nService,
 * keys `walletPayment.error.<code>`). The code is what the storefront branches on
 * (machines/payment/wallet/wallet-payment.failures.ts); the storefront shows its own catalogue's
 * text for it, so these messages are for any other client of the Shop API.
 */

const WALLET_PAYMENT_ERROR_CODES = [
  'NO_ACTIVE_ORDER',
  'WALLET_PAYMENT_NOT_READY',
  'WALLET_PAYMENT_IN_PROGRESS',
  'WALLET_PAYMENT_CANCELLED',
  'WALLET_VERIFICATION_FAILED',
  'WALLET_FOREIGN_ORDER',
  'WALLET_AMOUNT_CHANGED',
  'WALLET_GATEWAY_TIMEOUT',
  'WALLET_GATEWAY_UNAVAILABLE',
] as const;
export type WalletPaymentErrorCode = (typeof WALLET_PAYMENT_ERROR_CODES)[number];

/** Spec §4's words. */
const COULD_NOT_VERIFY: Translations = {
  en: 'Could not verify your payment',
  fr: 'Impossible de vérifier votre paiement',
  es: 'No se ha podido verificar su pago',
  it: 'Impossibile verificare il pagamento',
  de: 'Ihre Zahlung konnte nicht überprüft werden',
  nl: 'Uw betaling kon niet worden geverifieerd',
  ja: 'お支払いを確認できませんでした',
  zh_Hant: '無法驗證您的付款',
};

const MESSAGES: Record<WalletPaymentErrorCode, Translations> = {
  NO_ACTIVE_ORDER: {
    en: 'There is no order to pay: your cart is empty or your session has ended.',
    fr: 'Il n’y a aucune commande à payer : votre panier est vide ou votre session a expiré.',
    es: 'No hay ningún pedido que pagar: su carrito está vacío o su sesión ha caducado.',
    it: 'Non c’è nessun ordine da pagare: il carrello è vuoto o la sessione è scaduta.',
    de: 'Es gibt keine Bestellung zu bezahlen: Ihr Warenkorb ist leer oder Ihre Sitzung ist abgelaufen.',
    nl: 'Er is geen bestelling om te betalen: uw winkelwagen is leeg of uw sessie is verlopen.',
    ja: 'お支払いする注文がありません。カートが空か、セッションが終了しています。',
    zh_Hant: '沒有可付款的訂單：您的購物車是空的，或工作階段已結束。',
  },
  WALLET_PAYMENT_NOT_READY: {
    en: 'Please fill in your billing details before paying.',
    fr: 'Veuillez renseigner vos informations de facturation avant de payer.',
    es: 'Complete sus datos de facturación antes de pagar.',
    it: 'Compila i dati di fatturazione prima di pagare.',
    de: 'Bitte geben Sie vor dem Bezahlen Ihre Rechnungsdaten ein.',
    nl: 'Vul uw factuurgegevens in voordat u betaalt.',
    ja: 'お支払いの前に請求先情報を入力してください。',
    zh_Hant: '付款前請先填寫帳單資料。',
  },
  WALLET_PAYMENT_IN_PROGRESS: {
    en: 'This payment is already being processed. Please wait a moment.',
    fr: 'Ce paiement est déjà en cours de traitement. Veuillez patienter un instant.',
    es: 'Este pago ya se está procesando. Espere un momento.',
    it: 'Questo pagamento è già in elaborazione. Attendi un momento.',
    de: 'Diese Zahlung wird bereits bearbeitet. Bitte warten Sie einen Moment.',
    nl: 'Deze betaling wordt al verwerkt. Een ogenblik geduld.',
    ja: 'このお支払いはすでに処理中です。しばらくお待ちください。',
    zh_Hant: '此筆付款正在處理中，請稍候。',
  },
  WALLET_PAYMENT_CANCELLED: {
    en: 'The payment was cancelled. Your cart is unchanged.',
    fr: 'Le paiement a été annulé. Votre panier est inchangé.',
    es: 'El pago se ha cancelado. Su carrito no ha cambiado.',
    it: 'Il pagamento è stato annullato. Il carrello è invariato.',
    de: 'Die Zahlung wurde abgebrochen. Ihr Warenkorb ist unverändert.',
    nl: 'De betaling is geannuleerd. Uw winkelwagen is ongewijzigd.',
    ja: 'お支払いはキャンセルされました。カートの内容は変更されていません。',
    zh_Hant: '付款已取消，您的購物車維持不變。',
  },
  WALLET_VERIFICATION_FAILED: COULD_NOT_VERIFY,
  // Said as a failed verification: whoever holds another shopper's return learns nothing of that order.
  WALLET_FOREIGN_ORDER: COULD_NOT_VERIFY,
  WALLET_AMOUNT_CHANGED: {
    en: 'Your cart changed during the payment. Please check it and pay again.',
    fr: 'Votre panier a changé pendant le paiement. Vérifiez-le et payez à nouveau.',
    es: 'Su carrito ha cambiado durante el pago. Revíselo y vuelva a pagar.',
    it: 'Il carrello è cambiato durante il pagamento. Controllalo e paga di nuovo.',
    de: 'Ihr Warenkorb hat sich während der Zahlung geändert. Bitte prüfen Sie ihn und zahlen Sie erneut.',
    nl: 'Uw winkelwagen is tijdens de betaling gewijzigd. Controleer hem en betaal opnieuw.',
    ja: 'お支払い中にカートの内容が変更されました。内容をご確認のうえ、もう一度お支払いください。',
    zh_Hant: '付款期間您的購物車已變更，請確認後重新付款。',
  },
  WALLET_GATEWAY_TIMEOUT: {
    en: 'The payment service did not answer in time. Please try again.',
    fr: 'Le service de paiement n’a pas répondu à temps. Veuillez réessayer.',
    es: 'El servicio de pago no ha respondido a tiempo. Inténtelo de nuevo.',
    it: 'Il servizio di pagamento non ha risposto in tempo. Riprova.',
    de: 'Der Zahlungsdienst hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es erneut.',
    nl: 'De betaaldienst heeft niet op tijd geantwoord. Probeer het opnieuw.',
    ja: '決済サービスから時間内に応答がありませんでした。もう一度お試しください。',
    zh_Hant: '付款服務未及時回應，請再試一次。',
  },
  WALLET_GATEWAY_UNAVAILABLE: {
    en: 'The payment service is not available right now. Please try again in a moment.',
    fr: 'Le service de paiement n’est pas disponible pour le moment. Réessayez dans un instant.',
    es: 'El servicio de pago no está disponible en este momento. Inténtelo de nuevo en unos instantes.',
    it: 'Il servizio di pagamento non è disponibile al momento. Riprova tra poco.',
    de: 'Der Zahlungsdienst ist gerade nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.',
    nl: 'De betaaldienst is nu niet beschikbaar. Probeer het zo opnieuw.',
    ja: '現在、決済サービスをご利用いただけません。しばらくしてから再度お試しください。',
    zh_Hant: '付款服務目前無法使用，請稍後再試。',
  },
};

/** A wallet payment call that ends without an order; the message is translated by Vendure. */
export class WalletPaymentError extends I18nError {
  constructor(code: WalletPaymentErrorCode) {
    super(`walletPayment.error.${code}`, {}, code, code === 'WALLET_GATEWAY_UNAVAILABLE' ? LogLevel.Error : LogLevel.Verbose);
  }
}

export const walletError = (code: WalletPaymentErrorCode) => new WalletPaymentError(code);

/** For I18nService.addTranslation: `walletPayment.error.<code>`. */
export function walletPaymentTranslations(): Array<[ShopLanguage, { walletPayment: { error: Record<string, string> } }]> {
  return (Object.keys(MESSAGES.NO_ACTIVE_ORDER) as ShopLanguage[]).map((language) => [
    language,
    { walletPayment: { error: Object.fromEntries(WALLET_PAYMENT_ERROR_CODES.map((code) => [code, MESSAGES[code][language]])) } },
  ]);
}
