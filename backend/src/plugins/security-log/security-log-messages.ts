import type { ShopLanguage, Translations } from '../../seed/languages';

/*
 * The security log plugin's words. The staff login refusal is an ErrorResult of the Admin API,
 * registered with Vendure's I18nService under `errorResult.STAFF_LOGIN_LIMITED_ERROR` (ICU: the
 * error's `waitMinutes` fills in, with its plural) and shown by the dashboard's login form in the request's
 * language. The staff alert email is written in the channel's default language (staff, not
 * shoppers, read it), from the table below.
 */

export const STAFF_LOGIN_LIMITED_MESSAGES: Translations = {
  en: 'Too many failed sign-ins. Sign-in is paused for this account or address: please try again in {waitMinutes, plural, one {# minute} other {# minutes}}.',
  fr: 'Trop de connexions échouées. La connexion est suspendue pour ce compte ou cette adresse : réessayez dans {waitMinutes, plural, one {# minute} other {# minutes}}.',
  es: 'Demasiados inicios de sesión fallidos. El acceso está en pausa para esta cuenta o dirección: inténtelo de nuevo en {waitMinutes, plural, one {# minuto} other {# minutos}}.',
  it: 'Troppi accessi non riusciti. L’accesso è sospeso per questo account o indirizzo: riprova tra {waitMinutes, plural, one {# minuto} other {# minuti}}.',
  de: 'Zu viele fehlgeschlagene Anmeldungen. Die Anmeldung ist für dieses Konto oder diese Adresse pausiert: Bitte versuchen Sie es in {waitMinutes, plural, one {# Minute} other {# Minuten}} erneut.',
  nl: 'Te veel mislukte aanmeldingen. Aanmelden is gepauzeerd voor dit account of adres: probeer het over {waitMinutes, plural, one {# minuut} other {# minuten}} opnieuw.',
  ja: 'サインインの失敗が多すぎます。このアカウントまたはアドレスからのサインインを一時停止しています。{waitMinutes}分後にもう一度お試しください。',
  zh_Hant: '登入失敗次數過多。此帳號或位址的登入已暫停，請於 {waitMinutes} 分鐘後再試。',
};

interface CardDeclinesAlertTexts {
  subject: string;
  intro: (count: number, windowMinutes: number) => string;
  action: string;
  declinesLabel: string;
  windowLabel: string;
  raisedAtLabel: string;
  minutes: (count: number) => string;
}

export const CARD_DECLINES_ALERT_MESSAGES: Translations<CardDeclinesAlertTexts> = {
  en: {
    subject: 'Alert: many card payments declined',
    intro: (count, minutes) =>
      `More than ${count} card payments were declined across the shop in the last ${minutes} minutes. This is what card testing looks like: someone trying stolen card numbers, each attempt costing a fee.`,
    action:
      'The shop already refuses further card payments from the same order, session, address or card for an hour. Look at the security log in the dashboard (System › Security log) and at the acquirer’s dashboard; this alert is sent at most once in that time.',
    declinesLabel: 'Declines',
    windowLabel: 'Within',
    raisedAtLabel: 'Raised at',
    minutes: (count) => `${count} minutes`,
  },
  fr: {
    subject: 'Alerte : nombreux paiements par carte refusés',
    intro: (count, minutes) =>
      `Plus de ${count} paiements par carte ont été refusés dans la boutique au cours des ${minutes} dernières minutes. C’est le signe d’un test de cartes : quelqu’un essaie des numéros volés, et chaque tentative coûte des frais.`,
    action:
      'La boutique refuse déjà pendant une heure les paiements par carte de la même commande, session, adresse ou carte. Consultez le journal de sécurité dans le tableau de bord (Système › Journal de sécurité) et le tableau de bord de l’acquéreur ; cette alerte est envoyée au plus une fois pendant cette durée.',
    declinesLabel: 'Refus',
    windowLabel: 'En',
    raisedAtLabel: 'Émise le',
    minutes: (count) => `${count} minutes`,
  },
  es: {
    subject: 'Alerta: muchos pagos con tarjeta rechazados',
    intro: (count, minutes) =>
      `Se han rechazado más de ${count} pagos con tarjeta en la tienda en los últimos ${minutes} minutos. Así se ve una prueba de tarjetas: alguien prueba números robados y cada intento cuesta una comisión.`,
    action:
      'La tienda ya rechaza durante una hora los pagos con tarjeta del mismo pedido, sesión, dirección o tarjeta. Revise el registro de seguridad en el panel (Sistema › Registro de seguridad) y el panel del adquirente; esta alerta se envía como máximo una vez en ese tiempo.',
    declinesLabel: 'Rechazos',
    windowLabel: 'En',
    raisedAtLabel: 'Emitida el',
    minutes: (count) => `${count} minutos`,
  },
  it: {
    subject: 'Avviso: molti pagamenti con carta rifiutati',
    intro: (count, minutes) =>
      `Negli ultimi ${minutes} minuti sono stati rifiutati più di ${count} pagamenti con carta nel negozio. È il segno di un test di carte: qualcuno prova numeri rubati e ogni tentativo costa una commissione.`,
    action:
      'Il negozio rifiuta già per un’ora i pagamenti con carta dello stesso ordine, sessione, indirizzo o carta. Controlla il registro di sicurezza nella dashboard (Sistema › Registro di sicurezza) e la dashboard dell’acquirer; questo avviso viene inviato al massimo una volta in quel periodo.',
    declinesLabel: 'Rifiuti',
    windowLabel: 'In',
    raisedAtLabel: 'Emesso il',
    minutes: (count) => `${count} minuti`,
  },
  de: {
    subject: 'Warnung: viele Kartenzahlungen abgelehnt',
    intro: (count, minutes) =>
      `In den letzten ${minutes} Minuten wurden im Shop mehr als ${count} Kartenzahlungen abgelehnt. So sieht Kartentesten aus: Jemand probiert gestohlene Kartennummern aus, und jeder Versuch kostet eine Gebühr.`,
    action:
      'Der Shop lehnt bereits eine Stunde lang weitere Kartenzahlungen derselben Bestellung, Sitzung, Adresse oder Karte ab. Sehen Sie sich das Sicherheitsprotokoll im Dashboard (System › Sicherheitsprotokoll) und das Dashboard des Acquirers an; diese Warnung wird in dieser Zeit höchstens einmal gesendet.',
    declinesLabel: 'Ablehnungen',
    windowLabel: 'Innerhalb von',
    raisedAtLabel: 'Ausgelöst am',
    minutes: (count) => `${count} Minuten`,
  },
  nl: {
    subject: 'Waarschuwing: veel kaartbetalingen geweigerd',
    intro: (count, minutes) =>
      `In de afgelopen ${minutes} minuten zijn in de winkel meer dan ${count} kaartbetalingen geweigerd. Zo ziet het testen van kaarten eruit: iemand probeert gestolen kaartnummers uit, en elke poging kost transactiekosten.`,
    action:
      'De winkel weigert al een uur lang verdere kaartbetalingen van dezelfde bestelling, sessie, hetzelfde adres of dezelfde kaart. Bekijk het beveiligingslogboek in het dashboard (Systeem › Beveiligingslogboek) en het dashboard van de acquirer; deze waarschuwing wordt in die tijd hoogstens één keer verstuurd.',
    declinesLabel: 'Weigeringen',
    windowLabel: 'Binnen',
    raisedAtLabel: 'Verstuurd op',
    minutes: (count) => `${count} minuten`,
  },
  ja: {
    subject: '警告：カード決済の拒否が多発しています',
    intro: (count, minutes) =>
      `過去${minutes}分間に、ショップ全体で${count}件を超えるカード決済が拒否されました。カードテスティング（盗まれたカード番号を試す行為）の兆候で、試行ごとに手数料がかかります。`,
    action:
      'ショップはすでに、同じ注文・セッション・アドレス・カードからのカード決済を1時間拒否しています。ダッシュボードのセキュリティログ（システム › セキュリティログ）とアクワイアラーの管理画面を確認してください。この警告はその間に最大1回だけ送信されます。',
    declinesLabel: '拒否件数',
    windowLabel: '期間',
    raisedAtLabel: '発生日時',
    minutes: (count) => `${count}分`,
  },
  zh_Hant: {
    subject: '警示：大量刷卡付款遭拒',
    intro: (count, minutes) =>
      `過去 ${minutes} 分鐘內，全店共有超過 ${count} 筆刷卡付款遭拒。這是盜刷測試的跡象：有人在試用被盜的卡號，每次嘗試都會產生手續費。`,
    action:
      '本店已在一小時內拒絕來自同一訂單、工作階段、位址或卡片的刷卡付款。請查看後台的安全紀錄（系統 › 安全紀錄）與收單機構的後台；此警示在這段期間最多寄送一次。',
    declinesLabel: '遭拒筆數',
    windowLabel: '期間',
    raisedAtLabel: '發出時間',
    minutes: (count) => `${count} 分鐘`,
  },
};

/** For I18nService.addTranslation: the staff login refusal's message under `errorResult.*`. */
export function securityLogTranslations(): Array<[ShopLanguage, { errorResult: Record<string, string> }]> {
  return (Object.entries(STAFF_LOGIN_LIMITED_MESSAGES) as Array<[ShopLanguage, string]>).map(([language, message]) => [
    language,
    { errorResult: { STAFF_LOGIN_LIMITED_ERROR: message } },
  ]);
}

interface CardDisputeAlertTexts {
  subject: (orderCode: string) => string;
  intro: string;
  action: string;
  orderLabel: string;
  amountLabel: string;
  reasonLabel: string;
  caseLabel: string;
  raisedAtLabel: string;
}

/** A chargeback: the provider takes the money back unless the shop answers with its evidence in time. */
export const CARD_DISPUTE_ALERT_MESSAGES: Translations<CardDisputeAlertTexts> = {
  en: {
    subject: (order) => `Alert: card payment of order ${order} disputed`,
    intro:
      'A cardholder disputed a card payment with their bank (a chargeback). The amount is held back from the shop until the case is decided.',
    action:
      'Answer the case in the card provider’s dashboard before its deadline, with the order’s evidence: the email address, the eSIM delivery and its installation. The dispute is also noted in the order’s history.',
    orderLabel: 'Order',
    amountLabel: 'Amount',
    reasonLabel: 'Reason given',
    caseLabel: 'Provider’s case',
    raisedAtLabel: 'Raised at',
  },
  fr: {
    subject: (order) => `Alerte : paiement par carte de la commande ${order} contesté`,
    intro:
      'Un titulaire de carte a contesté un paiement auprès de sa banque (rétrofacturation). Le montant est retenu jusqu’à la décision.',
    action:
      'Répondez au litige dans le tableau de bord du prestataire de paiement avant l’échéance, avec les preuves de la commande : l’adresse e-mail, la livraison de l’eSIM et son installation. Le litige est aussi noté dans l’historique de la commande.',
    orderLabel: 'Commande',
    amountLabel: 'Montant',
    reasonLabel: 'Motif indiqué',
    caseLabel: 'Dossier du prestataire',
    raisedAtLabel: 'Émise le',
  },
  es: {
    subject: (order) => `Alerta: pago con tarjeta del pedido ${order} disputado`,
    intro:
      'Un titular de tarjeta ha disputado un pago ante su banco (contracargo). El importe queda retenido hasta que se resuelva el caso.',
    action:
      'Responda al caso en el panel del proveedor de pagos antes del plazo, con las pruebas del pedido: la dirección de correo, la entrega de la eSIM y su instalación. La disputa también queda anotada en el historial del pedido.',
    orderLabel: 'Pedido',
    amountLabel: 'Importe',
    reasonLabel: 'Motivo indicado',
    caseLabel: 'Caso del proveedor',
    raisedAtLabel: 'Emitida el',
  },
  it: {
    subject: (order) => `Avviso: pagamento con carta dell’ordine ${order} contestato`,
    intro:
      'Un titolare di carta ha contestato un pagamento presso la propria banca (chargeback). L’importo resta trattenuto fino alla decisione.',
    action:
      'Rispondi alla contestazione nella dashboard del fornitore di pagamento entro la scadenza, con le prove dell’ordine: l’indirizzo email, la consegna della eSIM e la sua installazione. La contestazione è annotata anche nella cronologia dell’ordine.',
    orderLabel: 'Ordine',
    amountLabel: 'Importo',
    reasonLabel: 'Motivo indicato',
    caseLabel: 'Pratica del fornitore',
    raisedAtLabel: 'Emesso il',
  },
  de: {
    subject: (order) => `Warnung: Kartenzahlung der Bestellung ${order} angefochten`,
    intro:
      'Ein Karteninhaber hat eine Kartenzahlung bei seiner Bank angefochten (Rückbuchung). Der Betrag wird bis zur Entscheidung einbehalten.',
    action:
      'Beantworten Sie den Fall vor Fristablauf im Dashboard des Zahlungsanbieters mit den Belegen der Bestellung: E-Mail-Adresse, Zustellung der eSIM und ihre Installation. Der Fall ist auch im Verlauf der Bestellung vermerkt.',
    orderLabel: 'Bestellung',
    amountLabel: 'Betrag',
    reasonLabel: 'Angegebener Grund',
    caseLabel: 'Fall beim Anbieter',
    raisedAtLabel: 'Ausgelöst am',
  },
  nl: {
    subject: (order) => `Waarschuwing: kaartbetaling van bestelling ${order} betwist`,
    intro:
      'Een kaarthouder heeft een kaartbetaling bij zijn bank betwist (chargeback). Het bedrag wordt ingehouden tot er een beslissing is.',
    action:
      'Beantwoord de zaak vóór de termijn in het dashboard van de betaalprovider, met het bewijs van de bestelling: het e-mailadres, de levering van de eSIM en de installatie ervan. De betwisting staat ook in de geschiedenis van de bestelling.',
    orderLabel: 'Bestelling',
    amountLabel: 'Bedrag',
    reasonLabel: 'Opgegeven reden',
    caseLabel: 'Zaak bij de provider',
    raisedAtLabel: 'Gemeld op',
  },
  ja: {
    subject: (order) => `警告: 注文 ${order} のカード決済に異議申し立て`,
    intro: 'カード会員がカード会社に決済への異議を申し立てました（チャージバック）。結論が出るまで金額は保留されます。',
    action:
      '期限までに決済プロバイダーのダッシュボードで、注文の証拠（メールアドレス、eSIM の配信とインストール）を添えて回答してください。異議申し立ては注文の履歴にも記録されています。',
    orderLabel: '注文',
    amountLabel: '金額',
    reasonLabel: '申し立て理由',
    caseLabel: 'プロバイダーの案件',
    raisedAtLabel: '発生日時',
  },
  zh_Hant: {
    subject: (order) => `警示：訂單 ${order} 的信用卡付款遭爭議`,
    intro: '持卡人向其銀行對一筆信用卡付款提出爭議（退單）。在案件裁決前，該金額將被暫扣。',
    action: '請在期限前於支付服務商的後台回覆此案件，並附上訂單證據：電子郵件地址、eSIM 的交付與安裝紀錄。此爭議也已記錄在訂單歷程中。',
    orderLabel: '訂單',
    amountLabel: '金額',
    reasonLabel: '提出的理由',
    caseLabel: '服務商案件',
    raisedAtLabel: '發出時間',
  },
};
