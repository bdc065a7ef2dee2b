import type { Translations } from '../../../seed/languages';
import type { SupplierAlertKind } from './supplier-alert';

/** One alert's words: the email's subject (with what it is about) and what the owner should do. */
interface AlertTexts {
  subject: (about: string) => string;
  action: string;
}

interface AlertMessages {
  kinds: Record<SupplierAlertKind, AlertTexts>;
  aboutLabel: string;
  detailLabel: string;
  raisedAtLabel: string;
  /** Why the owner may not hear of the same thing again at once. */
  onceNote: string;
}

export const SUPPLIER_ALERT_MESSAGES: Translations<AlertMessages> = {
  en: {
    kinds: {
      insufficientBalance: {
        subject: (about) => `eSIM supplier: prepaid balance empty (order ${about})`,
        action: 'Orders are held and retried; top up the balance in the supplier’s portal and they are delivered on the next retry.',
      },
      lowBalance: {
        subject: (about) => `eSIM supplier: balance low (${about})`,
        action: 'Top up the balance in the supplier’s portal before it runs out: orders are held while it is empty.',
      },
      supplierError: {
        subject: (about) => `eSIM supplier refused or garbled a request (order ${about})`,
        action: 'The order is retried. Check the supplier settings (credentials) and the supplier’s status page.',
      },
      longDelay: {
        subject: (about) => `Order ${about} is still waiting for its eSIM`,
        action: 'The shopper has been told their eSIM is on its way. Check the order’s eSIMs in the dashboard and the supplier’s portal.',
      },
      gaveUp: {
        subject: (about) => `Order ${about} refunded: no eSIM after the longest wait`,
        action: 'The order was cancelled and refunded, and the shopper told. Check why the supplier never delivered.',
      },
      unavailable: {
        subject: (about) => `eSIM plan no longer sold by the supplier (order ${about} refunded)`,
        action: 'Run the catalogue sync so that the plan is no longer offered.',
      },
      webhookRejected: {
        subject: (about) => `Refused a webhook claiming to be the eSIM supplier (${about})`,
        action: 'Nothing changed. If it repeats, check the webhook secret shared with the supplier; someone may be probing the shop.',
      },
    },
    aboutLabel: 'About',
    detailLabel: 'Details',
    raisedAtLabel: 'Raised at',
    onceNote: 'An alert of the same kind is sent at most once an hour.',
  },
  fr: {
    kinds: {
      insufficientBalance: {
        subject: (about) => `Fournisseur d'eSIM : solde prépayé épuisé (commande ${about})`,
        action:
          'Les commandes sont retenues et réessayées ; rechargez le solde sur le portail du fournisseur et elles seront livrées au prochain essai.',
      },
      lowBalance: {
        subject: (about) => `Fournisseur d'eSIM : solde bas (${about})`,
        action:
          'Rechargez le solde sur le portail du fournisseur avant qu’il ne soit épuisé : les commandes sont retenues tant qu’il est vide.',
      },
      supplierError: {
        subject: (about) => `Le fournisseur d'eSIM a refusé ou mal répondu à une demande (commande ${about})`,
        action: 'La commande est réessayée. Vérifiez les réglages du fournisseur (identifiants) et sa page d’état.',
      },
      longDelay: {
        subject: (about) => `La commande ${about} attend toujours son eSIM`,
        action:
          'Le client a été prévenu que son eSIM arrive. Vérifiez les eSIM de la commande dans le tableau de bord et le portail du fournisseur.',
      },
      gaveUp: {
        subject: (about) => `Commande ${about} remboursée : aucune eSIM après l’attente maximale`,
        action: 'La commande a été annulée et remboursée, et le client prévenu. Cherchez pourquoi le fournisseur n’a jamais livré.',
      },
      unavailable: {
        subject: (about) => `Forfait eSIM retiré par le fournisseur (commande ${about} remboursée)`,
        action: 'Lancez la synchronisation du catalogue pour que le forfait ne soit plus proposé.',
      },
      webhookRejected: {
        subject: (about) => `Webhook refusé se présentant comme le fournisseur d'eSIM (${about})`,
        action:
          'Rien n’a changé. Si cela se répète, vérifiez le secret du webhook partagé avec le fournisseur : quelqu’un sonde peut-être la boutique.',
      },
    },
    aboutLabel: 'Objet',
    detailLabel: 'Détails',
    raisedAtLabel: 'Émise le',
    onceNote: 'Une alerte du même type est envoyée au plus une fois par heure.',
  },
  es: {
    kinds: {
      insufficientBalance: {
        subject: (about) => `Proveedor de eSIM: saldo prepago agotado (pedido ${about})`,
        action:
          'Los pedidos quedan retenidos y se reintentan; recargue el saldo en el portal del proveedor y se entregarán en el siguiente intento.',
      },
      lowBalance: {
        subject: (about) => `Proveedor de eSIM: saldo bajo (${about})`,
        action: 'Recargue el saldo en el portal del proveedor antes de que se agote: los pedidos quedan retenidos mientras esté vacío.',
      },
      supplierError: {
        subject: (about) => `El proveedor de eSIM rechazó o respondió mal a una solicitud (pedido ${about})`,
        action: 'El pedido se reintenta. Revise la configuración del proveedor (credenciales) y su página de estado.',
      },
      longDelay: {
        subject: (about) => `El pedido ${about} sigue esperando su eSIM`,
        action: 'Se ha avisado al cliente de que su eSIM está en camino. Revise las eSIM del pedido en el panel y el portal del proveedor.',
      },
      gaveUp: {
        subject: (about) => `Pedido ${about} reembolsado: sin eSIM tras la espera máxima`,
        action: 'El pedido se canceló y reembolsó, y se avisó al cliente. Averigüe por qué el proveedor nunca entregó.',
      },
      unavailable: {
        subject: (about) => `Plan de eSIM retirado por el proveedor (pedido ${about} reembolsado)`,
        action: 'Ejecute la sincronización del catálogo para que el plan deje de ofrecerse.',
      },
      webhookRejected: {
        subject: (about) => `Rechazado un webhook que decía ser del proveedor de eSIM (${about})`,
        action:
          'No ha cambiado nada. Si se repite, revise el secreto del webhook compartido con el proveedor: alguien puede estar sondeando la tienda.',
      },
    },
    aboutLabel: 'Asunto',
    detailLabel: 'Detalles',
    raisedAtLabel: 'Emitida el',
    onceNote: 'Una alerta del mismo tipo se envía como máximo una vez por hora.',
  },
  it: {
    kinds: {
      insufficientBalance: {
        subject: (about) => `Fornitore di eSIM: credito prepagato esaurito (ordine ${about})`,
        action:
          'Gli ordini sono trattenuti e ritentati; ricarica il credito nel portale del fornitore e verranno consegnati al tentativo successivo.',
      },
      lowBalance: {
        subject: (about) => `Fornitore di eSIM: credito basso (${about})`,
        action: 'Ricarica il credito nel portale del fornitore prima che si esaurisca: gli ordini restano trattenuti finché è vuoto.',
      },
      supplierError: {
        subject: (about) => `Il fornitore di eSIM ha rifiutato o risposto male a una richiesta (ordine ${about})`,
        action: 'L’ordine viene ritentato. Controlla le impostazioni del fornitore (credenziali) e la sua pagina di stato.',
      },
      longDelay: {
        subject: (about) => `L’ordine ${about} attende ancora la sua eSIM`,
        action:
          'Il cliente è stato avvisato che la eSIM è in arrivo. Controlla le eSIM dell’ordine nella dashboard e il portale del fornitore.',
      },
      gaveUp: {
        subject: (about) => `Ordine ${about} rimborsato: nessuna eSIM dopo l’attesa massima`,
        action: 'L’ordine è stato annullato e rimborsato, e il cliente avvisato. Verifica perché il fornitore non ha mai consegnato.',
      },
      unavailable: {
        subject: (about) => `Piano eSIM ritirato dal fornitore (ordine ${about} rimborsato)`,
        action: 'Avvia la sincronizzazione del catalogo perché il piano non sia più offerto.',
      },
      webhookRejected: {
        subject: (about) => `Rifiutato un webhook che si spacciava per il fornitore di eSIM (${about})`,
        action:
          'Non è cambiato nulla. Se si ripete, controlla il segreto del webhook condiviso con il fornitore: qualcuno potrebbe sondare il negozio.',
      },
    },
    aboutLabel: 'Oggetto',
    detailLabel: 'Dettagli',
    raisedAtLabel: 'Emesso il',
    onceNote: 'Un avviso dello stesso tipo viene inviato al massimo una volta all’ora.',
  },
  de: {
    kinds: {
      insufficientBalance: {
        subject: (about) => `eSIM-Lieferant: Prepaid-Guthaben aufgebraucht (Bestellung ${about})`,
        action:
          'Bestellungen werden zurückgehalten und erneut versucht; laden Sie das Guthaben im Portal des Lieferanten auf, dann werden sie beim nächsten Versuch geliefert.',
      },
      lowBalance: {
        subject: (about) => `eSIM-Lieferant: Guthaben niedrig (${about})`,
        action:
          'Laden Sie das Guthaben im Portal des Lieferanten auf, bevor es aufgebraucht ist: Solange es leer ist, werden Bestellungen zurückgehalten.',
      },
      supplierError: {
        subject: (about) => `eSIM-Lieferant hat eine Anfrage abgelehnt oder unbrauchbar beantwortet (Bestellung ${about})`,
        action: 'Die Bestellung wird erneut versucht. Prüfen Sie die Lieferanten-Einstellungen (Zugangsdaten) und seine Statusseite.',
      },
      longDelay: {
        subject: (about) => `Bestellung ${about} wartet noch auf ihre eSIM`,
        action:
          'Der Kunde wurde informiert, dass seine eSIM unterwegs ist. Prüfen Sie die eSIMs der Bestellung im Dashboard und im Portal des Lieferanten.',
      },
      gaveUp: {
        subject: (about) => `Bestellung ${about} erstattet: keine eSIM nach der längsten Wartezeit`,
        action: 'Die Bestellung wurde storniert und erstattet, der Kunde informiert. Klären Sie, warum der Lieferant nie geliefert hat.',
      },
      unavailable: {
        subject: (about) => `eSIM-Tarif vom Lieferanten zurückgezogen (Bestellung ${about} erstattet)`,
        action: 'Starten Sie den Katalogabgleich, damit der Tarif nicht mehr angeboten wird.',
      },
      webhookRejected: {
        subject: (about) => `Webhook abgelehnt, der vorgab, vom eSIM-Lieferanten zu stammen (${about})`,
        action:
          'Nichts wurde geändert. Wiederholt es sich, prüfen Sie das mit dem Lieferanten geteilte Webhook-Geheimnis: Jemand tastet den Shop womöglich ab.',
      },
    },
    aboutLabel: 'Betrifft',
    detailLabel: 'Details',
    raisedAtLabel: 'Ausgelöst am',
    onceNote: 'Eine Warnung derselben Art wird höchstens einmal pro Stunde gesendet.',
  },
  nl: {
    kinds: {
      insufficientBalance: {
        subject: (about) => `eSIM-leverancier: prepaidtegoed op (bestelling ${about})`,
        action:
          'Bestellingen worden vastgehouden en opnieuw geprobeerd; waardeer het tegoed op in het portaal van de leverancier en ze worden bij de volgende poging geleverd.',
      },
      lowBalance: {
        subject: (about) => `eSIM-leverancier: tegoed laag (${about})`,
        action:
          'Waardeer het tegoed op in het portaal van de leverancier voordat het op is: zolang het leeg is, worden bestellingen vastgehouden.',
      },
      supplierError: {
        subject: (about) => `eSIM-leverancier weigerde een verzoek of gaf een onbruikbaar antwoord (bestelling ${about})`,
        action:
          'De bestelling wordt opnieuw geprobeerd. Controleer de instellingen van de leverancier (inloggegevens) en zijn statuspagina.',
      },
      longDelay: {
        subject: (about) => `Bestelling ${about} wacht nog op haar eSIM`,
        action:
          'De klant weet dat de eSIM onderweg is. Controleer de eSIM’s van de bestelling in het dashboard en het portaal van de leverancier.',
      },
      gaveUp: {
        subject: (about) => `Bestelling ${about} terugbetaald: geen eSIM na de langste wachttijd`,
        action: 'De bestelling is geannuleerd en terugbetaald, en de klant ingelicht. Zoek uit waarom de leverancier nooit leverde.',
      },
      unavailable: {
        subject: (about) => `eSIM-bundel door de leverancier ingetrokken (bestelling ${about} terugbetaald)`,
        action: 'Start de catalogussynchronisatie, zodat de bundel niet meer wordt aangeboden.',
      },
      webhookRejected: {
        subject: (about) => `Webhook geweigerd die zich voordeed als de eSIM-leverancier (${about})`,
        action:
          'Er is niets veranderd. Gebeurt het vaker, controleer dan het webhookgeheim dat met de leverancier is gedeeld: iemand tast de winkel misschien af.',
      },
    },
    aboutLabel: 'Betreft',
    detailLabel: 'Details',
    raisedAtLabel: 'Gemeld op',
    onceNote: 'Een melding van hetzelfde soort wordt hooguit één keer per uur verstuurd.',
  },
  ja: {
    kinds: {
      insufficientBalance: {
        subject: (about) => `eSIMサプライヤー：プリペイド残高がありません（注文 ${about}）`,
        action: '注文は保留され、再試行されます。サプライヤーのポータルで残高をチャージすると、次の再試行で配信されます。',
      },
      lowBalance: {
        subject: (about) => `eSIMサプライヤー：残高が少なくなっています（${about}）`,
        action: '残高がなくなる前にサプライヤーのポータルでチャージしてください。残高がない間、注文は保留されます。',
      },
      supplierError: {
        subject: (about) => `eSIMサプライヤーがリクエストを拒否したか、不正な応答を返しました（注文 ${about}）`,
        action: '注文は再試行されます。サプライヤーの設定（認証情報）とサプライヤーのステータスページを確認してください。',
      },
      longDelay: {
        subject: (about) => `注文 ${about} はまだeSIMを待っています`,
        action:
          'お客様にはeSIMを準備中であることをお知らせ済みです。ダッシュボードで注文のeSIMを、またサプライヤーのポータルを確認してください。',
      },
      gaveUp: {
        subject: (about) => `注文 ${about} を返金しました：最長の待機後もeSIMが届きませんでした`,
        action: '注文はキャンセル・返金され、お客様にお知らせしました。サプライヤーが配信しなかった理由を確認してください。',
      },
      unavailable: {
        subject: (about) => `サプライヤーがeSIMプランの販売を終了しました（注文 ${about} を返金）`,
        action: 'カタログ同期を実行して、このプランが表示されないようにしてください。',
      },
      webhookRejected: {
        subject: (about) => `eSIMサプライヤーを名乗るWebhookを拒否しました（${about}）`,
        action:
          '変更はありません。繰り返される場合は、サプライヤーと共有しているWebhookのシークレットを確認してください。ショップが探られている可能性があります。',
      },
    },
    aboutLabel: '対象',
    detailLabel: '詳細',
    raisedAtLabel: '発生日時',
    onceNote: '同じ種類のアラートは1時間に1回までしか送信されません。',
  },
  zh_Hant: {
    kinds: {
      insufficientBalance: {
        subject: (about) => `eSIM 供應商：預付餘額已用完（訂單 ${about}）`,
        action: '訂單會保留並重試；請在供應商的入口網站儲值，下次重試時即會送達。',
      },
      lowBalance: {
        subject: (about) => `eSIM 供應商：餘額偏低（${about}）`,
        action: '請在餘額用完前到供應商的入口網站儲值：餘額為零時，訂單會被保留。',
      },
      supplierError: {
        subject: (about) => `eSIM 供應商拒絕了請求或回覆無法使用的內容（訂單 ${about}）`,
        action: '訂單會重試。請檢查供應商設定（憑證）及供應商的狀態頁面。',
      },
      longDelay: {
        subject: (about) => `訂單 ${about} 仍在等待 eSIM`,
        action: '已通知顧客 eSIM 即將送達。請在管理後台查看訂單的 eSIM，並查看供應商的入口網站。',
      },
      gaveUp: {
        subject: (about) => `訂單 ${about} 已退款：等待最長時間後仍無 eSIM`,
        action: '訂單已取消並退款，並已通知顧客。請查明供應商為何始終未送達。',
      },
      unavailable: {
        subject: (about) => `供應商已停售此 eSIM 方案（訂單 ${about} 已退款）`,
        action: '請執行目錄同步，讓此方案不再上架。',
      },
      webhookRejected: {
        subject: (about) => `已拒絕自稱 eSIM 供應商的 Webhook（${about}）`,
        action: '沒有任何變更。若重複發生，請檢查與供應商共用的 Webhook 密鑰：可能有人在試探商店。',
      },
    },
    aboutLabel: '相關',
    detailLabel: '詳細資訊',
    raisedAtLabel: '發出時間',
    onceNote: '同類警示每小時最多寄送一次。',
  },
};
