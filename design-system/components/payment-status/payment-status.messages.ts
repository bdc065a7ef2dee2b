import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const paymentStatusMessages = defineComponentMessages('PaymentStatus', {
  en: {
    processing: 'Processing your payment...',
    confirmed: 'Payment successful. Redirecting...',
    pending: 'PayPal is confirming your payment. Your order is placed and your eSIM will follow by email.',
    error: 'Could not verify your payment',
    retry: 'Try again',
  },
  fr: {
    processing: 'Traitement de votre paiement...',
    confirmed: 'Paiement réussi. Redirection...',
    pending: 'PayPal confirme votre paiement. Votre commande est enregistrée et votre eSIM suivra par e-mail.',
    error: 'Impossible de vérifier votre paiement',
    retry: 'Réessayer',
  },
  es: {
    processing: 'Procesando tu pago...',
    confirmed: 'Pago realizado. Redirigiendo...',
    pending: 'PayPal está confirmando tu pago. Tu pedido está registrado y tu eSIM llegará por correo electrónico.',
    error: 'No se pudo verificar tu pago',
    retry: 'Reintentar',
  },
  it: {
    processing: 'Elaborazione del pagamento...',
    confirmed: 'Pagamento riuscito. Reindirizzamento...',
    pending: 'PayPal sta confermando il pagamento. Il tuo ordine è registrato e la tua eSIM arriverà via e-mail.',
    error: 'Impossibile verificare il pagamento',
    retry: 'Riprova',
  },
  de: {
    processing: 'Ihre Zahlung wird verarbeitet...',
    confirmed: 'Zahlung erfolgreich. Weiterleitung...',
    pending: 'PayPal bestätigt Ihre Zahlung. Ihre Bestellung ist aufgegeben, Ihre eSIM folgt per E-Mail.',
    error: 'Ihre Zahlung konnte nicht bestätigt werden',
    retry: 'Erneut versuchen',
  },
  nl: {
    processing: 'Je betaling wordt verwerkt...',
    confirmed: 'Betaling geslaagd. Je wordt doorgestuurd...',
    pending: 'PayPal bevestigt je betaling. Je bestelling is geplaatst en je eSIM volgt per e-mail.',
    error: 'Je betaling kon niet worden gecontroleerd',
    retry: 'Opnieuw proberen',
  },
  ja: {
    processing: 'お支払いを処理しています...',
    confirmed: 'お支払いが完了しました。移動しています...',
    pending: 'PayPalがお支払いを確認しています。ご注文は確定済みで、eSIMは確認後にメールでお届けします。',
    error: 'お支払いを確認できませんでした',
    retry: '再試行',
  },
  tw: {
    processing: '正在處理您的付款...',
    confirmed: '付款成功，正在跳轉...',
    pending: 'PayPal 正在確認您的付款。您的訂單已成立，eSIM 將於確認後以電子郵件寄送。',
    error: '無法驗證您的付款',
    retry: '再試一次',
  },
});
