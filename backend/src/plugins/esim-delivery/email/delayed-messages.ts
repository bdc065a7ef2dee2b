import type { Translations } from '../../../seed/languages';

/**
 * The email sent when a paid order's eSIMs are late (issue 32): the supplier has not issued them
 * yet, so the shopper learns that the order is safe, the eSIM follows by email, and nothing needs
 * doing meanwhile. It goes out once per order, before any refund other than for a withdrawn plan.
 */
export interface DelayedMessages {
  subject: (orderCode: string) => string;
  heading: string;
  greeting: (firstName: string | undefined) => string;
  explanation: (orderCode: string) => string;
  items: string;
  reassurance: string;
  statusLink: string;
  support: string;
  signOff: string;
  team: string;
}

export const DELAYED_MESSAGES: Translations<DelayedMessages> = {
  en: {
    subject: (code) => `Order ${code}: your eSIM is on its way`,
    heading: 'Your eSIM is on its way',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    explanation: (code) =>
      `Your payment for order ${code} went through, but our eSIM supplier is taking longer than usual to issue your eSIM.`,
    items: 'Ordered:',
    reassurance:
      'You do not need to do anything: we will email your eSIM with its QR code as soon as it is ready. If it cannot be issued, we will refund you in full.',
    statusLink: 'Follow your order',
    support: 'Questions? Our support team answers within 15 minutes, 24/7.',
    signOff: 'Kind regards,',
    team: 'The eSIM Shop team',
  },
  fr: {
    subject: (code) => `Commande ${code} : votre eSIM arrive bientôt`,
    heading: 'Votre eSIM arrive bientôt',
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    explanation: (code) =>
      `Votre paiement pour la commande ${code} a bien été reçu, mais notre fournisseur d'eSIM met plus de temps que d'habitude à émettre votre eSIM.`,
    items: 'Commandé :',
    reassurance:
      "Vous n'avez rien à faire : nous vous enverrons votre eSIM et son code QR par e-mail dès qu'elle sera prête. Si elle ne peut pas être émise, nous vous rembourserons intégralement.",
    statusLink: 'Suivre votre commande',
    support: 'Des questions ? Notre équipe support répond en 15 minutes, 24 h/24 et 7 j/7.',
    signOff: 'Cordialement,',
    team: "L'équipe eSIM Shop",
  },
  es: {
    subject: (code) => `Pedido ${code}: tu eSIM está en camino`,
    heading: 'Tu eSIM está en camino',
    greeting: (name) => (name ? `Hola ${name}:` : 'Hola:'),
    explanation: (code) =>
      `Hemos recibido el pago del pedido ${code}, pero nuestro proveedor de eSIM está tardando más de lo habitual en emitir tu eSIM.`,
    items: 'Pedido:',
    reassurance:
      'No tienes que hacer nada: te enviaremos la eSIM con su código QR por correo electrónico en cuanto esté lista. Si no se puede emitir, te reembolsaremos el importe íntegro.',
    statusLink: 'Seguir tu pedido',
    support: '¿Preguntas? Nuestro equipo de soporte responde en 15 minutos, 24/7.',
    signOff: 'Un saludo,',
    team: 'El equipo de eSIM Shop',
  },
  it: {
    subject: (code) => `Ordine ${code}: la tua eSIM è in arrivo`,
    heading: 'La tua eSIM è in arrivo',
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    explanation: (code) =>
      `Il pagamento dell'ordine ${code} è andato a buon fine, ma il nostro fornitore di eSIM sta impiegando più tempo del solito per emettere la tua eSIM.`,
    items: 'Ordinato:',
    reassurance:
      'Non devi fare nulla: ti invieremo la eSIM con il suo codice QR via email non appena sarà pronta. Se non potrà essere emessa, ti rimborseremo l’intero importo.',
    statusLink: 'Segui il tuo ordine',
    support: 'Domande? Il nostro supporto risponde entro 15 minuti, 24 ore su 24, 7 giorni su 7.',
    signOff: 'Cordiali saluti,',
    team: 'Il team di eSIM Shop',
  },
  de: {
    subject: (code) => `Bestellung ${code}: Ihre eSIM ist unterwegs`,
    heading: 'Ihre eSIM ist unterwegs',
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    explanation: (code) =>
      `Ihre Zahlung für die Bestellung ${code} ist eingegangen, aber unser eSIM-Lieferant braucht länger als üblich, um Ihre eSIM auszustellen.`,
    items: 'Bestellt:',
    reassurance:
      'Sie müssen nichts tun: Wir senden Ihnen Ihre eSIM mit QR-Code per E-Mail, sobald sie bereit ist. Kann sie nicht ausgestellt werden, erstatten wir Ihnen den vollen Betrag.',
    statusLink: 'Bestellung verfolgen',
    support: 'Fragen? Unser Support-Team antwortet innerhalb von 15 Minuten, rund um die Uhr.',
    signOff: 'Freundliche Grüße',
    team: 'Ihr eSIM-Shop-Team',
  },
  nl: {
    subject: (code) => `Bestelling ${code}: je eSIM is onderweg`,
    heading: 'Je eSIM is onderweg',
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    explanation: (code) =>
      `Je betaling voor bestelling ${code} is gelukt, maar onze eSIM-leverancier doet er langer dan gewoonlijk over om je eSIM uit te geven.`,
    items: 'Besteld:',
    reassurance:
      'Je hoeft niets te doen: we mailen je eSIM met de QR-code zodra die klaar is. Kan hij niet worden uitgegeven, dan krijg je het volledige bedrag terug.',
    statusLink: 'Je bestelling volgen',
    support: 'Vragen? Ons supportteam antwoordt binnen 15 minuten, 24/7.',
    signOff: 'Met vriendelijke groet,',
    team: 'Het eSIM Shop-team',
  },
  ja: {
    subject: (code) => `ご注文 ${code}：eSIMをただいま準備しています`,
    heading: 'eSIMをただいま準備しています',
    greeting: (name) => (name ? `${name} 様` : 'お客様'),
    explanation: (code) => `ご注文 ${code} のお支払いは完了していますが、eSIMプロバイダーによるeSIMの発行に通常より時間がかかっています。`,
    items: 'ご注文内容：',
    reassurance:
      'お客様のお手続きは不要です。eSIMの準備ができ次第、QRコード付きでメールにてお送りします。発行できなかった場合は、全額を返金いたします。',
    statusLink: 'ご注文の状況を見る',
    support: 'ご不明な点は、24時間365日対応のサポートチームまでお問い合わせください。15分以内にお返事します。',
    signOff: '今後ともよろしくお願いいたします。',
    team: 'eSIM Shop チーム',
  },
  zh_Hant: {
    subject: (code) => `訂單 ${code}：您的 eSIM 即將送達`,
    heading: '您的 eSIM 即將送達',
    greeting: (name) => (name ? `${name} 您好：` : '您好：'),
    explanation: (code) => `訂單 ${code} 已付款成功，但我們的 eSIM 供應商發行您的 eSIM 所需時間比平常長。`,
    items: '訂購內容：',
    reassurance: '您無需進行任何操作：eSIM 一準備好，我們就會以電子郵件寄送附 QR 碼的 eSIM。若無法發行，我們將全額退款。',
    statusLink: '追蹤您的訂單',
    support: '有任何問題？我們的客服團隊全年無休，15 分鐘內回覆。',
    signOff: '敬祝 順心',
    team: 'eSIM Shop 團隊',
  },
};
