import type { Translations } from '../../../../seed/languages';

/**
 * The email sent when PayPal does not complete a payment it had left pending (denied, or taken back
 * before it counted): the order is cancelled, no eSIM was issued, and nothing is owed. The sign-off
 * texts are the eSIM emails' own words.
 */
export interface PaymentFailedMessages {
  subject: (orderCode: string) => string;
  heading: string;
  greeting: (firstName: string | undefined) => string;
  explanation: (orderCode: string) => string;
  cancelledItems: string;
  nothingCharged: string;
  tryAgain: string;
  support: string;
  signOff: string;
  team: string;
}

export const PAYMENT_FAILED_MESSAGES: Translations<PaymentFailedMessages> = {
  en: {
    subject: (code) => `Order ${code}: your PayPal payment did not go through`,
    heading: 'Your PayPal payment did not go through',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    explanation: (code) =>
      `PayPal did not complete the payment of your order ${code}, so we have cancelled the order and no eSIM was issued.`,
    cancelledItems: 'Cancelled:',
    nothingCharged: 'Nothing is charged for this order. If PayPal had set an amount aside, PayPal releases it.',
    tryAgain: 'You can order again at any time, with PayPal or a card.',
    support: 'Questions? Our support team answers within 15 minutes, 24/7.',
    signOff: 'Kind regards,',
    team: 'The eSIM Shop team',
  },
  fr: {
    subject: (code) => `Commande ${code} : votre paiement PayPal n'a pas abouti`,
    heading: "Votre paiement PayPal n'a pas abouti",
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    explanation: (code) =>
      `PayPal n'a pas finalisé le paiement de votre commande ${code} : nous avons donc annulé la commande et aucune eSIM n'a été émise.`,
    cancelledItems: 'Annulé :',
    nothingCharged: "Rien n'est facturé pour cette commande. Si PayPal avait réservé un montant, PayPal le libère.",
    tryAgain: 'Vous pouvez commander à nouveau à tout moment, avec PayPal ou une carte.',
    support: 'Des questions ? Notre équipe support répond en 15 minutes, 24 h/24 et 7 j/7.',
    signOff: 'Cordialement,',
    team: "L'équipe eSIM Shop",
  },
  es: {
    subject: (code) => `Pedido ${code}: tu pago con PayPal no se ha completado`,
    heading: 'Tu pago con PayPal no se ha completado',
    greeting: (name) => (name ? `Hola ${name}:` : 'Hola:'),
    explanation: (code) =>
      `PayPal no ha completado el pago de tu pedido ${code}, así que hemos cancelado el pedido y no se ha emitido ninguna eSIM.`,
    cancelledItems: 'Cancelado:',
    nothingCharged: 'No se te cobra nada por este pedido. Si PayPal había reservado un importe, PayPal lo libera.',
    tryAgain: 'Puedes volver a hacer el pedido cuando quieras, con PayPal o con tarjeta.',
    support: '¿Tienes preguntas? Nuestro equipo de soporte responde en 15 minutos, 24/7.',
    signOff: 'Un saludo,',
    team: 'El equipo de eSIM Shop',
  },
  it: {
    subject: (code) => `Ordine ${code}: il tuo pagamento PayPal non è andato a buon fine`,
    heading: 'Il tuo pagamento PayPal non è andato a buon fine',
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    explanation: (code) =>
      `PayPal non ha completato il pagamento del tuo ordine ${code}, quindi abbiamo annullato l'ordine e non è stata emessa alcuna eSIM.`,
    cancelledItems: 'Annullato:',
    nothingCharged: 'Non ti viene addebitato nulla per questo ordine. Se PayPal aveva riservato un importo, PayPal lo svincola.',
    tryAgain: 'Puoi ordinare di nuovo in qualsiasi momento, con PayPal o con una carta.',
    support: 'Domande? Il nostro supporto risponde entro 15 minuti, 24 ore su 24, 7 giorni su 7.',
    signOff: 'Cordiali saluti,',
    team: 'Il team di eSIM Shop',
  },
  de: {
    subject: (code) => `Bestellung ${code}: Ihre PayPal-Zahlung ist nicht zustande gekommen`,
    heading: 'Ihre PayPal-Zahlung ist nicht zustande gekommen',
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    explanation: (code) =>
      `PayPal hat die Zahlung Ihrer Bestellung ${code} nicht abgeschlossen. Wir haben die Bestellung daher storniert, und es wurde keine eSIM ausgestellt.`,
    cancelledItems: 'Storniert:',
    nothingCharged:
      'Für diese Bestellung wird Ihnen nichts berechnet. Falls PayPal einen Betrag vorgemerkt hatte, gibt PayPal ihn wieder frei.',
    tryAgain: 'Sie können jederzeit erneut bestellen, mit PayPal oder mit Karte.',
    support: 'Fragen? Unser Support-Team antwortet innerhalb von 15 Minuten, rund um die Uhr (24/7).',
    signOff: 'Mit freundlichen Grüßen',
    team: 'Ihr eSIM-Shop-Team',
  },
  nl: {
    subject: (code) => `Bestelling ${code}: je PayPal-betaling is niet gelukt`,
    heading: 'Je PayPal-betaling is niet gelukt',
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    explanation: (code) =>
      `PayPal heeft de betaling van je bestelling ${code} niet voltooid. Daarom hebben we de bestelling geannuleerd en is er geen eSIM uitgegeven.`,
    cancelledItems: 'Geannuleerd:',
    nothingCharged:
      'Er wordt niets in rekening gebracht voor deze bestelling. Als PayPal een bedrag had gereserveerd, geeft PayPal het weer vrij.',
    tryAgain: 'Je kunt op elk moment opnieuw bestellen, met PayPal of met een kaart.',
    support: 'Vragen? Ons supportteam antwoordt binnen 15 minuten, 24/7.',
    signOff: 'Met vriendelijke groet,',
    team: 'Het eSIM Shop-team',
  },
  ja: {
    subject: (code) => `ご注文 ${code}：PayPalでのお支払いが完了しませんでした`,
    heading: 'PayPalでのお支払いが完了しませんでした',
    greeting: (name) => (name ? `${name} 様` : 'お客様'),
    explanation: (code) =>
      `PayPalがご注文 ${code} のお支払いを完了しなかったため、ご注文をキャンセルいたしました。eSIMは発行されていません。`,
    cancelledItems: 'キャンセルした商品：',
    nothingCharged: 'このご注文の料金は請求されません。PayPalが金額を保留していた場合は、PayPalがその保留を解除します。',
    tryAgain: 'PayPalまたはカードで、いつでも改めてご注文いただけます。',
    support: 'ご不明な点は、24時間365日対応のサポートチームまでお問い合わせください。15分以内にお返事します。',
    signOff: '今後ともよろしくお願いいたします。',
    team: 'eSIM Shop チーム',
  },
  zh_Hant: {
    subject: (code) => `訂單 ${code}：您的 PayPal 付款未完成`,
    heading: '您的 PayPal 付款未完成',
    greeting: (name) => (name ? `${name} 您好：` : '您好：'),
    explanation: (code) => `PayPal 未完成您訂單 ${code} 的付款，因此我們已取消這筆訂單，也未發行任何 eSIM。`,
    cancelledItems: '已取消：',
    nothingCharged: '這筆訂單不會向您收取任何費用。若 PayPal 曾預留款項，PayPal 會將其釋出。',
    tryAgain: '您隨時可以使用 PayPal 或信用卡重新訂購。',
    support: '有任何問題嗎？我們的客服團隊全年無休（24/7），15 分鐘內回覆。',
    signOff: '敬祝 順心',
    team: 'eSIM Shop 團隊',
  },
};
