import type { Translations } from '../../../seed/languages';

/**
 * The email sent when the supplier cannot supply an eSIM: the order is cancelled and refunded
 * (spec §4). `refundPending` is for a payment method without an automatic refund (a manual
 * payment staff took): staff then settle the refund in the dashboard, and the text says so
 * rather than claim money already moved.
 */
export interface FailedMessages {
  subject: (orderCode: string) => string;
  heading: string;
  greeting: (firstName: string | undefined) => string;
  explanation: (orderCode: string) => string;
  cancelledItems: string;
  refundSettled: (amount: string) => string;
  refundPending: (amount: string) => string;
  bankDelay: string;
  apology: string;
  support: string;
  signOff: string;
  team: string;
}

export const FAILED_MESSAGES: Translations<FailedMessages> = {
  en: {
    subject: (code) => `Order ${code} cancelled and refunded: we could not supply your eSIM`,
    heading: 'We could not supply your eSIM',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    explanation: (code) => `Our eSIM supplier could not supply the eSIM of your order ${code}, so we have cancelled the order.`,
    cancelledItems: 'Cancelled:',
    refundSettled: (amount) => `The full amount of ${amount} has been refunded to your original payment method.`,
    refundPending: (amount) =>
      `The full amount of ${amount} will be refunded to your original payment method; our team is completing the refund.`,
    bankDelay: 'Depending on your bank, it can take a few days to appear on your statement.',
    apology: 'We are sorry for the inconvenience. You can choose another plan in our shop at any time.',
    support: 'Questions? Our support team answers within 15 minutes, 24/7.',
    signOff: 'Kind regards,',
    team: 'The eSIM Shop team',
  },
  fr: {
    subject: (code) => `Commande ${code} annulée et remboursée : nous n'avons pas pu fournir votre eSIM`,
    heading: "Nous n'avons pas pu fournir votre eSIM",
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    explanation: (code) =>
      `Notre fournisseur d'eSIM n'a pas pu fournir l'eSIM de votre commande ${code} : nous avons donc annulé la commande.`,
    cancelledItems: 'Annulé :',
    refundSettled: (amount) => `La totalité du montant, soit ${amount}, a été remboursée sur votre moyen de paiement d'origine.`,
    refundPending: (amount) =>
      `La totalité du montant, soit ${amount}, sera remboursée sur votre moyen de paiement d'origine ; notre équipe finalise le remboursement.`,
    bankDelay: 'Selon votre banque, il peut falloir quelques jours avant qu’il apparaisse sur votre relevé.',
    apology:
      'Nous vous prions de nous excuser pour ce désagrément. Vous pouvez choisir un autre forfait dans notre boutique à tout moment.',
    support: 'Des questions ? Notre équipe support répond en 15 minutes, 24 h/24 et 7 j/7.',
    signOff: 'Cordialement,',
    team: "L'équipe eSIM Shop",
  },
  es: {
    subject: (code) => `Pedido ${code} cancelado y reembolsado: no hemos podido suministrar tu eSIM`,
    heading: 'No hemos podido suministrar tu eSIM',
    greeting: (name) => (name ? `Hola ${name}:` : 'Hola:'),
    explanation: (code) =>
      `Nuestro proveedor de eSIM no ha podido suministrar la eSIM de tu pedido ${code}, así que hemos cancelado el pedido.`,
    cancelledItems: 'Cancelado:',
    refundSettled: (amount) => `Te hemos reembolsado el importe total de ${amount} en tu método de pago original.`,
    refundPending: (amount) =>
      `Te reembolsaremos el importe total de ${amount} en tu método de pago original; nuestro equipo está completando el reembolso.`,
    bankDelay: 'Según tu banco, puede tardar unos días en aparecer en tu extracto.',
    apology: 'Sentimos las molestias. Puedes elegir otro plan en nuestra tienda cuando quieras.',
    support: '¿Tienes preguntas? Nuestro equipo de soporte responde en 15 minutos, 24/7.',
    signOff: 'Un saludo,',
    team: 'El equipo de eSIM Shop',
  },
  it: {
    subject: (code) => `Ordine ${code} annullato e rimborsato: non siamo riusciti a fornire la tua eSIM`,
    heading: 'Non siamo riusciti a fornire la tua eSIM',
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    explanation: (code) =>
      `Il nostro fornitore di eSIM non ha potuto fornire l'eSIM del tuo ordine ${code}, quindi abbiamo annullato l'ordine.`,
    cancelledItems: 'Annullato:',
    refundSettled: (amount) => `L'intero importo di ${amount} è stato rimborsato sul tuo metodo di pagamento originale.`,
    refundPending: (amount) =>
      `L'intero importo di ${amount} sarà rimborsato sul tuo metodo di pagamento originale; il nostro team sta completando il rimborso.`,
    bankDelay: 'A seconda della tua banca, potrebbero volerci alcuni giorni prima che compaia sul tuo estratto conto.',
    apology: 'Ci scusiamo per il disagio. Puoi scegliere un altro piano nel nostro negozio in qualsiasi momento.',
    support: 'Domande? Il nostro supporto risponde entro 15 minuti, 24 ore su 24, 7 giorni su 7.',
    signOff: 'Cordiali saluti,',
    team: 'Il team di eSIM Shop',
  },
  de: {
    subject: (code) => `Bestellung ${code} storniert und erstattet: Wir konnten Ihre eSIM nicht liefern`,
    heading: 'Wir konnten Ihre eSIM nicht liefern',
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    explanation: (code) =>
      `Unser eSIM-Anbieter konnte die eSIM Ihrer Bestellung ${code} nicht bereitstellen, daher haben wir die Bestellung storniert.`,
    cancelledItems: 'Storniert:',
    refundSettled: (amount) => `Der volle Betrag von ${amount} wurde auf Ihr ursprüngliches Zahlungsmittel erstattet.`,
    refundPending: (amount) =>
      `Der volle Betrag von ${amount} wird auf Ihr ursprüngliches Zahlungsmittel erstattet; unser Team schließt die Erstattung gerade ab.`,
    bankDelay: 'Je nach Bank kann es einige Tage dauern, bis die Gutschrift auf Ihrem Kontoauszug erscheint.',
    apology: 'Wir entschuldigen uns für die Unannehmlichkeiten. Sie können jederzeit einen anderen Tarif in unserem Shop wählen.',
    support: 'Fragen? Unser Support-Team antwortet innerhalb von 15 Minuten, rund um die Uhr (24/7).',
    signOff: 'Mit freundlichen Grüßen',
    team: 'Ihr eSIM-Shop-Team',
  },
  nl: {
    subject: (code) => `Bestelling ${code} geannuleerd en terugbetaald: we konden je eSIM niet leveren`,
    heading: 'We konden je eSIM niet leveren',
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    explanation: (code) =>
      `Onze eSIM-leverancier kon de eSIM van je bestelling ${code} niet leveren, daarom hebben we de bestelling geannuleerd.`,
    cancelledItems: 'Geannuleerd:',
    refundSettled: (amount) => `Het volledige bedrag van ${amount} is terugbetaald via je oorspronkelijke betaalmethode.`,
    refundPending: (amount) =>
      `Het volledige bedrag van ${amount} wordt terugbetaald via je oorspronkelijke betaalmethode; ons team rondt de terugbetaling af.`,
    bankDelay: 'Afhankelijk van je bank kan het een paar dagen duren voordat het op je afschrift staat.',
    apology: 'Excuses voor het ongemak. Je kunt op elk moment een andere bundel kiezen in onze shop.',
    support: 'Vragen? Ons supportteam antwoordt binnen 15 minuten, 24/7.',
    signOff: 'Met vriendelijke groet,',
    team: 'Het eSIM Shop-team',
  },
  ja: {
    subject: (code) => `ご注文 ${code} をキャンセルし返金しました：eSIMをご用意できませんでした`,
    heading: 'eSIMをご用意できませんでした',
    greeting: (name) => (name ? `${name} 様` : 'お客様'),
    explanation: (code) => `eSIMプロバイダーがご注文 ${code} のeSIMを提供できなかったため、ご注文をキャンセルいたしました。`,
    cancelledItems: 'キャンセルした商品：',
    refundSettled: (amount) => `お支払い金額の全額（${amount}）を、お支払いに使われた方法へ返金いたしました。`,
    refundPending: (amount) =>
      `お支払い金額の全額（${amount}）を、お支払いに使われた方法へ返金いたします。現在、担当チームが返金手続きを行っています。`,
    bankDelay: 'ご利用の金融機関によっては、明細に反映されるまで数日かかる場合があります。',
    apology: 'ご迷惑をおかけして申し訳ございません。ショップではいつでも別のプランをお選びいただけます。',
    support: 'ご不明な点は、24時間365日対応のサポートチームまでお問い合わせください。15分以内にお返事します。',
    signOff: '今後ともよろしくお願いいたします。',
    team: 'eSIM Shop チーム',
  },
  zh_Hant: {
    subject: (code) => `訂單 ${code} 已取消並退款：我們無法提供您的 eSIM`,
    heading: '我們無法提供您的 eSIM',
    greeting: (name) => (name ? `${name} 您好：` : '您好：'),
    explanation: (code) => `我們的 eSIM 供應商無法提供您訂單 ${code} 的 eSIM，因此我們已取消這筆訂單。`,
    cancelledItems: '已取消：',
    refundSettled: (amount) => `全額 ${amount} 已退回您原本的付款方式。`,
    refundPending: (amount) => `全額 ${amount} 將退回您原本的付款方式，我們的團隊正在完成退款手續。`,
    bankDelay: '視您的銀行而定，款項可能需要幾天才會顯示在帳單上。',
    apology: '造成您的不便，我們深感抱歉。您隨時可以在我們的商店選購其他方案。',
    support: '有任何問題嗎？我們的客服團隊全年無休（24/7），15 分鐘內回覆。',
    signOff: '敬祝 順心',
    team: 'eSIM Shop 團隊',
  },
};
