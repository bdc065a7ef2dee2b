import type { Translations } from '../../../seed/languages';

/**
 * The eSIM delivery email in the shop's languages. iPhone and Android menu names are the ones
 * the phones show in that language. The delivery facts are spec §4 and §9: the plan starts when
 * the eSIM is downloaded or first connects; the QR code comes within 1 minute; after 5 minutes
 * check spam or contact support; support answers within 15 minutes, 24/7.
 */
export interface DeliveredMessages {
  subject: (orderCode: string) => string;
  heading: string;
  greeting: (firstName: string | undefined) => string;
  intro: (orderCode: string, count: number) => string;
  planStarts: string;
  esimTitle: (position: number, productName: string) => string;
  qrAlt: string;
  iosButton: string;
  iosHint: string;
  attachmentNote: string;
  manualTitle: string;
  smdpLabel: string;
  activationCodeLabel: string;
  confirmationCodeLabel: string;
  iccidLabel: string;
  iphoneTitle: string;
  iphoneSteps: string[];
  androidTitle: string;
  androidSteps: string[];
  deliveryFacts: string;
  /** The guest's eSIM usage link (issue 19): installed or not, data and days left. */
  usageTitle: string;
  usageText: string;
  usageButton: string;
  support: string;
  signOff: string;
  team: string;
}

export const DELIVERED_MESSAGES: Translations<DeliveredMessages> = {
  en: {
    subject: (code) => `Your eSIM is ready – order ${code}`,
    heading: 'Your eSIM is ready',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (code, count) =>
      count === 1
        ? `Thank you for your order ${code}. Your eSIM is ready to install: scan the QR code below with the phone you are travelling with.`
        : `Thank you for your order ${code}. Your ${count} eSIMs are ready to install: scan each QR code below with the phone that will use it.`,
    planStarts: 'Your plan starts counting when the eSIM is downloaded or first connects to a network.',
    esimTitle: (position, product) => `eSIM ${position}: ${product}`,
    qrAlt: 'QR code to install your eSIM',
    iosButton: 'Install on iPhone in one tap',
    iosHint: 'iOS 17.4 or later: open this email on the iPhone you are travelling with and tap the button.',
    attachmentNote: 'The QR code is also attached to this email as an image, so you can print it or show it on another screen.',
    manualTitle: 'Or enter the codes manually',
    smdpLabel: 'SM-DP+ address',
    activationCodeLabel: 'Activation code',
    confirmationCodeLabel: 'Confirmation code',
    iccidLabel: 'eSIM number (ICCID)',
    iphoneTitle: 'Install on iPhone',
    iphoneSteps: [
      'Open Settings > Mobile Service (or Cellular) > Add eSIM.',
      'Tap "Use QR Code" and scan the code above, or tap "Enter Details Manually" and type the SM-DP+ address and the activation code.',
      'Give the eSIM a label such as "Travel" and choose it for mobile data when you arrive.',
      'Turn on Data Roaming for this eSIM.',
    ],
    androidTitle: 'Install on Android',
    androidSteps: [
      'Open Settings > Network & internet (or Connections) > SIMs > Add eSIM.',
      'Scan the QR code above, or choose to enter the code manually and type the SM-DP+ address and the activation code.',
      'Choose the new eSIM for mobile data when you arrive.',
      'Turn on Roaming for this eSIM.',
    ],
    deliveryFacts:
      'We send the QR code within 1 minute of payment. If an eSIM email is missing after 5 minutes, check your spam folder or contact our support.',
    usageTitle: "Check your eSIM's status",
    usageText:
      'See at any time whether your eSIM is installed and how much data and how many days are left. No account needed: this link is yours for 180 days.',
    usageButton: 'See my eSIM status',
    support: 'Our support team answers within 15 minutes, 24/7.',
    signOff: 'Safe travels!',
    team: 'The eSIM Shop team',
  },
  fr: {
    subject: (code) => `Votre eSIM est prête – commande ${code}`,
    heading: 'Votre eSIM est prête',
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: (code, count) =>
      count === 1
        ? `Merci pour votre commande ${code}. Votre eSIM est prête à être installée : scannez le code QR ci-dessous avec le téléphone que vous emportez en voyage.`
        : `Merci pour votre commande ${code}. Vos ${count} eSIM sont prêtes à être installées : scannez chaque code QR ci-dessous avec le téléphone qui l'utilisera.`,
    planStarts: "Votre forfait commence à courir lorsque l'eSIM est téléchargée ou se connecte pour la première fois à un réseau.",
    esimTitle: (position, product) => `eSIM ${position} : ${product}`,
    qrAlt: 'Code QR pour installer votre eSIM',
    iosButton: 'Installer sur iPhone en un geste',
    iosHint: "iOS 17.4 ou ultérieur : ouvrez cet e-mail sur l'iPhone que vous emportez en voyage et touchez le bouton.",
    attachmentNote: "Le code QR est aussi joint à cet e-mail sous forme d'image : vous pouvez l'imprimer ou l'afficher sur un autre écran.",
    manualTitle: 'Ou saisissez les codes manuellement',
    smdpLabel: 'Adresse SM-DP+',
    activationCodeLabel: "Code d'activation",
    confirmationCodeLabel: 'Code de confirmation',
    iccidLabel: "Numéro de l'eSIM (ICCID)",
    iphoneTitle: 'Installation sur iPhone',
    iphoneSteps: [
      'Ouvrez Réglages > Données cellulaires > Ajouter un eSIM.',
      "Touchez « Utiliser un code QR » et scannez le code ci-dessus, ou touchez « Saisir les détails manuellement » et tapez l'adresse SM-DP+ et le code d'activation.",
      "Donnez un nom à l'eSIM, par exemple « Voyage », et choisissez-la pour les données cellulaires à votre arrivée.",
      "Activez l'itinérance des données pour cette eSIM.",
    ],
    androidTitle: 'Installation sur Android',
    androidSteps: [
      'Ouvrez Paramètres > Réseau et Internet (ou Connexions) > SIM > Ajouter une eSIM.',
      "Scannez le code QR ci-dessus, ou choisissez la saisie manuelle et tapez l'adresse SM-DP+ et le code d'activation.",
      'Choisissez la nouvelle eSIM pour les données mobiles à votre arrivée.',
      "Activez l'itinérance pour cette eSIM.",
    ],
    deliveryFacts:
      "Nous envoyons le code QR au plus tard 1 minute après le paiement. Si un e-mail d'eSIM manque après 5 minutes, vérifiez vos courriers indésirables ou contactez notre support.",
    usageTitle: "Suivez l'état de votre eSIM",
    usageText:
      'Voyez à tout moment si votre eSIM est installée et combien de données et de jours il vous reste. Aucun compte nécessaire : ce lien est valable 180 jours.',
    usageButton: "Voir l'état de mon eSIM",
    support: 'Notre équipe support répond en 15 minutes, 24 h/24 et 7 j/7.',
    signOff: 'Bon voyage !',
    team: "L'équipe eSIM Shop",
  },
  es: {
    subject: (code) => `Tu eSIM está lista – pedido ${code}`,
    heading: 'Tu eSIM está lista',
    greeting: (name) => (name ? `Hola ${name}:` : 'Hola:'),
    intro: (code, count) =>
      count === 1
        ? `Gracias por tu pedido ${code}. Tu eSIM está lista para instalar: escanea el código QR de abajo con el teléfono con el que vas a viajar.`
        : `Gracias por tu pedido ${code}. Tus ${count} eSIM están listas para instalar: escanea cada código QR de abajo con el teléfono que la vaya a usar.`,
    planStarts: 'Tu plan empieza a contar cuando la eSIM se descarga o se conecta por primera vez a una red.',
    esimTitle: (position, product) => `eSIM ${position}: ${product}`,
    qrAlt: 'Código QR para instalar tu eSIM',
    iosButton: 'Instalar en iPhone con un toque',
    iosHint: 'iOS 17.4 o posterior: abre este correo en el iPhone con el que vas a viajar y toca el botón.',
    attachmentNote: 'El código QR también va adjunto a este correo como imagen, para que puedas imprimirlo o mostrarlo en otra pantalla.',
    manualTitle: 'O introduce los códigos manualmente',
    smdpLabel: 'Dirección SM-DP+',
    activationCodeLabel: 'Código de activación',
    confirmationCodeLabel: 'Código de confirmación',
    iccidLabel: 'Número de la eSIM (ICCID)',
    iphoneTitle: 'Instalación en iPhone',
    iphoneSteps: [
      'Abre Ajustes > Datos móviles > Añadir eSIM.',
      'Toca «Usar código QR» y escanea el código de arriba, o toca «Introducir datos manualmente» y escribe la dirección SM-DP+ y el código de activación.',
      'Ponle un nombre a la eSIM, por ejemplo «Viaje», y elígela para los datos móviles cuando llegues.',
      'Activa la itinerancia de datos para esta eSIM.',
    ],
    androidTitle: 'Instalación en Android',
    androidSteps: [
      'Abre Ajustes > Redes e Internet (o Conexiones) > SIMs > Añadir eSIM.',
      'Escanea el código QR de arriba, o elige introducir el código manualmente y escribe la dirección SM-DP+ y el código de activación.',
      'Elige la nueva eSIM para los datos móviles cuando llegues.',
      'Activa la itinerancia para esta eSIM.',
    ],
    deliveryFacts:
      'Enviamos el código QR como máximo 1 minuto después del pago. Si pasados 5 minutos te falta un correo de eSIM, revisa la carpeta de spam o contacta con nuestro soporte.',
    usageTitle: 'Consulta el estado de tu eSIM',
    usageText:
      'Consulta en cualquier momento si tu eSIM está instalada y cuántos datos y días te quedan. No necesitas cuenta: este enlace es válido durante 180 días.',
    usageButton: 'Ver el estado de mi eSIM',
    support: 'Nuestro equipo de soporte responde en 15 minutos, 24/7.',
    signOff: '¡Buen viaje!',
    team: 'El equipo de eSIM Shop',
  },
  it: {
    subject: (code) => `La tua eSIM è pronta – ordine ${code}`,
    heading: 'La tua eSIM è pronta',
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    intro: (code, count) =>
      count === 1
        ? `Grazie per il tuo ordine ${code}. La tua eSIM è pronta per l'installazione: scansiona il codice QR qui sotto con il telefono che porterai in viaggio.`
        : `Grazie per il tuo ordine ${code}. Le tue ${count} eSIM sono pronte per l'installazione: scansiona ogni codice QR qui sotto con il telefono che la userà.`,
    planStarts: "Il tuo piano inizia a decorrere quando l'eSIM viene scaricata o si connette per la prima volta a una rete.",
    esimTitle: (position, product) => `eSIM ${position}: ${product}`,
    qrAlt: 'Codice QR per installare la tua eSIM',
    iosButton: 'Installa su iPhone con un tocco',
    iosHint: "iOS 17.4 o successivo: apri questa email sull'iPhone che porterai in viaggio e tocca il pulsante.",
    attachmentNote: 'Il codice QR è anche allegato a questa email come immagine, così puoi stamparlo o mostrarlo su un altro schermo.',
    manualTitle: 'Oppure inserisci i codici manualmente',
    smdpLabel: 'Indirizzo SM-DP+',
    activationCodeLabel: 'Codice di attivazione',
    confirmationCodeLabel: 'Codice di conferma',
    iccidLabel: "Numero dell'eSIM (ICCID)",
    iphoneTitle: 'Installazione su iPhone',
    iphoneSteps: [
      'Apri Impostazioni > Cellulare > Aggiungi eSIM.',
      'Tocca "Utilizza codice QR" e scansiona il codice qui sopra, oppure tocca "Inserisci i dettagli manualmente" e digita l\'indirizzo SM-DP+ e il codice di attivazione.',
      'Dai un nome all\'eSIM, ad esempio "Viaggio", e sceglila per i dati cellulare quando arrivi.',
      'Attiva il roaming dati per questa eSIM.',
    ],
    androidTitle: 'Installazione su Android',
    androidSteps: [
      'Apri Impostazioni > Rete e Internet (o Connessioni) > SIM > Aggiungi eSIM.',
      "Scansiona il codice QR qui sopra, oppure scegli l'inserimento manuale e digita l'indirizzo SM-DP+ e il codice di attivazione.",
      'Scegli la nuova eSIM per i dati mobili quando arrivi.',
      'Attiva il roaming per questa eSIM.',
    ],
    deliveryFacts:
      "Inviamo il codice QR entro 1 minuto dal pagamento. Se dopo 5 minuti manca un'email con l'eSIM, controlla la cartella spam o contatta il nostro supporto.",
    usageTitle: 'Controlla lo stato della tua eSIM',
    usageText:
      'Verifica in qualsiasi momento se la tua eSIM è installata e quanti dati e giorni ti restano. Non serve un account: questo link è valido per 180 giorni.',
    usageButton: 'Vedi lo stato della mia eSIM',
    support: 'Il nostro supporto risponde entro 15 minuti, 24 ore su 24, 7 giorni su 7.',
    signOff: 'Buon viaggio!',
    team: 'Il team di eSIM Shop',
  },
  de: {
    subject: (code) => `Ihre eSIM ist bereit – Bestellung ${code}`,
    heading: 'Ihre eSIM ist bereit',
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    intro: (code, count) =>
      count === 1
        ? `Vielen Dank für Ihre Bestellung ${code}. Ihre eSIM ist bereit zur Installation: Scannen Sie den QR-Code unten mit dem Telefon, mit dem Sie reisen.`
        : `Vielen Dank für Ihre Bestellung ${code}. Ihre ${count} eSIMs sind bereit zur Installation: Scannen Sie jeden QR-Code unten mit dem Telefon, das die jeweilige eSIM nutzen soll.`,
    planStarts: 'Die Laufzeit Ihres Tarifs beginnt, wenn die eSIM heruntergeladen wird oder sich zum ersten Mal mit einem Netz verbindet.',
    esimTitle: (position, product) => `eSIM ${position}: ${product}`,
    qrAlt: 'QR-Code zur Installation Ihrer eSIM',
    iosButton: 'Mit einem Tippen auf dem iPhone installieren',
    iosHint: 'Ab iOS 17.4: Öffnen Sie diese E-Mail auf dem iPhone, mit dem Sie reisen, und tippen Sie auf die Schaltfläche.',
    attachmentNote:
      'Der QR-Code ist dieser E-Mail auch als Bild angehängt, damit Sie ihn ausdrucken oder auf einem anderen Bildschirm zeigen können.',
    manualTitle: 'Oder geben Sie die Codes manuell ein',
    smdpLabel: 'SM-DP+-Adresse',
    activationCodeLabel: 'Aktivierungscode',
    confirmationCodeLabel: 'Bestätigungscode',
    iccidLabel: 'eSIM-Nummer (ICCID)',
    iphoneTitle: 'Installation auf dem iPhone',
    iphoneSteps: [
      'Öffnen Sie Einstellungen > Mobilfunk > eSIM hinzufügen.',
      'Tippen Sie auf „QR-Code verwenden“ und scannen Sie den Code oben, oder tippen Sie auf „Details manuell eingeben“ und geben Sie die SM-DP+-Adresse und den Aktivierungscode ein.',
      'Geben Sie der eSIM einen Namen wie „Reise“ und wählen Sie sie bei Ihrer Ankunft für mobile Daten.',
      'Aktivieren Sie Daten-Roaming für diese eSIM.',
    ],
    androidTitle: 'Installation auf Android',
    androidSteps: [
      'Öffnen Sie Einstellungen > Netzwerk & Internet (oder Verbindungen) > SIMs > eSIM hinzufügen.',
      'Scannen Sie den QR-Code oben, oder wählen Sie die manuelle Eingabe und geben Sie die SM-DP+-Adresse und den Aktivierungscode ein.',
      'Wählen Sie bei Ihrer Ankunft die neue eSIM für mobile Daten.',
      'Aktivieren Sie Roaming für diese eSIM.',
    ],
    deliveryFacts:
      'Wir senden den QR-Code innerhalb von 1 Minute nach der Zahlung. Fehlt nach 5 Minuten eine eSIM-E-Mail, sehen Sie im Spam-Ordner nach oder kontaktieren Sie unseren Support.',
    usageTitle: 'Status Ihrer eSIM prüfen',
    usageText:
      'Sehen Sie jederzeit, ob Ihre eSIM installiert ist und wie viele Daten und Tage Ihnen bleiben. Kein Konto nötig: Dieser Link gilt 180 Tage.',
    usageButton: 'Status meiner eSIM ansehen',
    support: 'Unser Support-Team antwortet innerhalb von 15 Minuten, rund um die Uhr (24/7).',
    signOff: 'Gute Reise!',
    team: 'Ihr eSIM-Shop-Team',
  },
  nl: {
    subject: (code) => `Je eSIM is klaar – bestelling ${code}`,
    heading: 'Je eSIM is klaar',
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    intro: (code, count) =>
      count === 1
        ? `Bedankt voor je bestelling ${code}. Je eSIM is klaar om te installeren: scan de QR-code hieronder met de telefoon waarmee je op reis gaat.`
        : `Bedankt voor je bestelling ${code}. Je ${count} eSIM's zijn klaar om te installeren: scan elke QR-code hieronder met de telefoon die de betreffende eSIM gaat gebruiken.`,
    planStarts: 'Je bundel gaat lopen zodra de eSIM wordt gedownload of voor het eerst verbinding maakt met een netwerk.',
    esimTitle: (position, product) => `eSIM ${position}: ${product}`,
    qrAlt: 'QR-code om je eSIM te installeren',
    iosButton: 'Met één tik installeren op iPhone',
    iosHint: 'iOS 17.4 of later: open deze e-mail op de iPhone waarmee je op reis gaat en tik op de knop.',
    attachmentNote: 'De QR-code zit ook als afbeelding bij deze e-mail, zodat je hem kunt afdrukken of op een ander scherm kunt tonen.',
    manualTitle: 'Of voer de codes handmatig in',
    smdpLabel: 'SM-DP+-adres',
    activationCodeLabel: 'Activeringscode',
    confirmationCodeLabel: 'Bevestigingscode',
    iccidLabel: 'eSIM-nummer (ICCID)',
    iphoneTitle: 'Installeren op iPhone',
    iphoneSteps: [
      'Open Instellingen > Mobiel netwerk > Voeg eSIM toe.',
      "Tik op 'Gebruik QR-code' en scan de code hierboven, of tik op 'Voer gegevens handmatig in' en typ het SM-DP+-adres en de activeringscode.",
      "Geef de eSIM een naam zoals 'Reis' en kies hem bij aankomst voor mobiele data.",
      'Zet dataroaming aan voor deze eSIM.',
    ],
    androidTitle: 'Installeren op Android',
    androidSteps: [
      'Open Instellingen > Netwerk en internet (of Verbindingen) > Simkaarten > eSIM toevoegen.',
      'Scan de QR-code hierboven, of kies voor handmatig invoeren en typ het SM-DP+-adres en de activeringscode.',
      'Kies bij aankomst de nieuwe eSIM voor mobiele data.',
      'Zet roaming aan voor deze eSIM.',
    ],
    deliveryFacts:
      'We sturen de QR-code binnen 1 minuut na de betaling. Ontbreekt er na 5 minuten een eSIM-e-mail, kijk dan in je spammap of neem contact op met onze support.',
    usageTitle: 'Bekijk de status van je eSIM',
    usageText:
      'Zie op elk moment of je eSIM is geïnstalleerd en hoeveel data en dagen je nog hebt. Geen account nodig: deze link is 180 dagen geldig.',
    usageButton: 'Status van mijn eSIM bekijken',
    support: 'Ons supportteam antwoordt binnen 15 minuten, 24/7.',
    signOff: 'Goede reis!',
    team: 'Het eSIM Shop-team',
  },
  ja: {
    subject: (code) => `eSIMの準備ができました – ご注文 ${code}`,
    heading: 'eSIMの準備ができました',
    greeting: (name) => (name ? `${name} 様` : 'お客様'),
    intro: (code, count) =>
      count === 1
        ? `ご注文 ${code} をありがとうございます。eSIMをインストールできます。旅行にお持ちになるスマートフォンで下のQRコードを読み取ってください。`
        : `ご注文 ${code} をありがとうございます。${count}件のeSIMをインストールできます。それぞれのQRコードを、そのeSIMを使うスマートフォンで読み取ってください。`,
    planStarts: 'プランの有効期間は、eSIMをダウンロードした時点、または初めてネットワークに接続した時点から始まります。',
    esimTitle: (position, product) => `eSIM ${position}：${product}`,
    qrAlt: 'eSIMをインストールするためのQRコード',
    iosButton: 'iPhoneにワンタップでインストール',
    iosHint: 'iOS 17.4以降：旅行にお持ちになるiPhoneでこのメールを開き、ボタンをタップしてください。',
    attachmentNote: 'QRコードは画像としてこのメールにも添付されています。印刷したり、別の画面に表示したりできます。',
    manualTitle: 'または手動でコードを入力',
    smdpLabel: 'SM-DP+アドレス',
    activationCodeLabel: 'アクティベーションコード',
    confirmationCodeLabel: '確認コード',
    iccidLabel: 'eSIM番号（ICCID）',
    iphoneTitle: 'iPhoneへのインストール',
    iphoneSteps: [
      '「設定」>「モバイル通信」>「eSIMを追加」を開きます。',
      '「QRコードを使用」をタップして上のコードを読み取るか、「詳細情報を手動で入力」をタップしてSM-DP+アドレスとアクティベーションコードを入力します。',
      'eSIMに「旅行」などの名前を付け、到着したらモバイルデータ通信用に選択します。',
      'このeSIMの「データローミング」をオンにします。',
    ],
    androidTitle: 'Androidへのインストール',
    androidSteps: [
      '「設定」>「ネットワークとインターネット」（または「接続」）>「SIM」>「eSIMを追加」を開きます。',
      '上のQRコードを読み取るか、手動入力を選んでSM-DP+アドレスとアクティベーションコードを入力します。',
      '到着したら、新しいeSIMをモバイルデータ用に選択します。',
      'このeSIMの「ローミング」をオンにします。',
    ],
    deliveryFacts:
      'QRコードはお支払いから1分以内にお送りします。5分たってもeSIMのメールが届かない場合は、迷惑メールフォルダをご確認いただくか、サポートまでお問い合わせください。',
    usageTitle: 'eSIMの状態を確認',
    usageText:
      'eSIMがインストール済みかどうか、残りのデータ量と日数をいつでも確認できます。アカウントは不要です。このリンクは180日間有効です。',
    usageButton: 'eSIMの状態を見る',
    support: 'サポートチームは24時間365日、15分以内にお返事します。',
    signOff: 'よい旅を！',
    team: 'eSIM Shop チーム',
  },
  zh_Hant: {
    subject: (code) => `您的 eSIM 已準備就緒 – 訂單 ${code}`,
    heading: '您的 eSIM 已準備就緒',
    greeting: (name) => (name ? `${name} 您好：` : '您好：'),
    intro: (code, count) =>
      count === 1
        ? `感謝您的訂單 ${code}。您的 eSIM 已可安裝：請用您旅行時攜帶的手機掃描下方的 QR 碼。`
        : `感謝您的訂單 ${code}。您的 ${count} 張 eSIM 已可安裝：請用要使用該 eSIM 的手機掃描下方對應的 QR 碼。`,
    planStarts: '您的方案會在 eSIM 下載完成或首次連上網路時開始計算。',
    esimTitle: (position, product) => `eSIM ${position}：${product}`,
    qrAlt: '用於安裝 eSIM 的 QR 碼',
    iosButton: '在 iPhone 上一鍵安裝',
    iosHint: 'iOS 17.4 或以上版本：請在您旅行時攜帶的 iPhone 上開啟這封郵件，然後點一下按鈕。',
    attachmentNote: 'QR 碼也以圖片形式附加在這封郵件中，方便您列印或在其他螢幕上顯示。',
    manualTitle: '或手動輸入代碼',
    smdpLabel: 'SM-DP+ 位址',
    activationCodeLabel: '啟用碼',
    confirmationCodeLabel: '確認碼',
    iccidLabel: 'eSIM 號碼（ICCID）',
    iphoneTitle: '在 iPhone 上安裝',
    iphoneSteps: [
      '開啟「設定」>「行動服務」>「加入 eSIM」。',
      '點一下「使用 QR 碼」並掃描上方的代碼，或點一下「手動輸入詳細資訊」，輸入 SM-DP+ 位址和啟用碼。',
      '為 eSIM 取個名稱，例如「旅行」，抵達後將它設為行動數據使用的號碼。',
      '為這張 eSIM 開啟「數據漫遊」。',
    ],
    androidTitle: '在 Android 上安裝',
    androidSteps: [
      '開啟「設定」>「網路和網際網路」（或「連線」）>「SIM 卡」>「新增 eSIM」。',
      '掃描上方的 QR 碼，或選擇手動輸入，輸入 SM-DP+ 位址和啟用碼。',
      '抵達後，將新的 eSIM 設為行動數據使用。',
      '為這張 eSIM 開啟「漫遊」。',
    ],
    deliveryFacts: '我們會在付款後 1 分鐘內寄出 QR 碼。若 5 分鐘後仍未收到 eSIM 郵件，請查看垃圾郵件匣或聯絡我們的客服。',
    usageTitle: '查看您的 eSIM 狀態',
    usageText: '隨時查看您的 eSIM 是否已安裝，以及剩餘的數據量和天數。無需帳戶：此連結 180 天內有效。',
    usageButton: '查看我的 eSIM 狀態',
    support: '我們的客服團隊全年無休（24/7），15 分鐘內回覆。',
    signOff: '祝您旅途愉快！',
    team: 'eSIM Shop 團隊',
  },
};
