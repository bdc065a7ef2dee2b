/*
 * Story-only content for the thank-you page (not exported from the design
 * system): labels as the storefront passes them after translation, an order
 * and its eSIM profiles as the sandbox provider would deliver them.
 */
import type { ThankYouEsim, ThankYouOrderLine, ThankYouPanelLabels } from './thank-you-panel';

/**
 * A 29 × 29 greyscale PNG drawn like a QR code (finder squares, timing lines,
 * random modules). It decodes to nothing: stories only need a valid image.
 * Made once with pngjs; the real codes come from the backend.
 */
export const qrCodeDataUrlFixture =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAB0AAAAdCAAAAABz+DjTAAAAxUlEQVR4AX3BQVbjQABEMX0/3//KNY1DYNhEaj64fHKTx7QY8pgbc4QQM0fcjhjWGiGGy39mMT9uv1oW83Y75tvCMI8bebSGNXlp3rIc8+MiRSzbFBIuL601aRMjbt/SjDUjw8UYM5JZGXH5Ei0tKcfCTawxa445WlzMWkUqJI8mlsmaI1/WXF5WviSbeTRvjRzLaNzkMZohWo4bc2S0DKuFy1F5iVhmcfnVxpgpx+WPIczjcmzz1iRm3Mi3lqGZRvPB5ZN/7StyUN28z/8AAAAASUVORK5CYII=';

export const thankYouLabelsEn: ThankYouPanelLabels = {
  deliveringTitle: 'Thank you for your order!',
  delivering: 'Your eSIM is on its way',
  deliveringHint: 'This usually takes a few seconds. This page updates by itself.',
  deliveredTitle: (email) => `Your eSIM was sent to ${email}`,
  failedTitle: 'We could not prepare your eSIM',
  failedText:
    'The eSIM provider could not supply this plan, so your order was cancelled and refunded automatically. The refund reaches your card within a few days.',
  pendingTitle: 'Your order is placed: PayPal is confirming your payment',
  pending: (email) => `Your eSIM will be sent to ${email} as soon as PayPal confirms the payment.`,
  pendingHint: 'This usually takes a few minutes, sometimes a few days. You can close this page: the email will reach you.',
  paymentFailedTitle: 'Your PayPal payment did not go through',
  paymentFailedText:
    'PayPal did not complete the payment, so the order was cancelled and no eSIM was issued. Nothing is charged. We have sent you an email.',
  orderCode: 'Order number',
  orderLines: 'Your order',
  quantity: 'Quantity',
  installOnIphone: 'Install on this iPhone',
  showQrCode: 'Show the QR code',
  qrCodeHint: 'Scan it with the phone that will use the eSIM: Settings › Mobile data › Add eSIM.',
  qrCodeAlt: (lineName) => `QR code to install ${lineName}`,
  manualEntry: 'Or enter the details by hand',
  smdpAddress: 'SM-DP+ address',
  activationCode: 'Activation code',
  copy: 'Copy',
  copyValue: (what) => `Copy ${what}`,
  copied: 'Copied',
  copyFailed: 'Could not copy. The text is selected: copy it with your keyboard.',
  planStarts: 'Your plan starts when the eSIM is downloaded or first connects to a network.',
  deliveryFacts: [
    'The email with your QR code arrives within 1 minute.',
    'Nothing after 5 minutes? Check your spam folder or contact support.',
  ],
  backHome: 'Back to home',
};

export const thankYouLabelsJa: ThankYouPanelLabels = {
  deliveringTitle: 'ご注文ありがとうございます！',
  delivering: 'eSIM をお届けする準備をしています',
  deliveringHint: '通常は数秒で完了します。このページは自動的に更新されます。',
  deliveredTitle: (email) => `eSIM を ${email} 宛てにメールでお送りしました`,
  failedTitle: 'eSIM をご用意できませんでした',
  failedText:
    'eSIM プロバイダーがこのプランを提供できなかったため、ご注文は自動的にキャンセルされ、全額返金されました。返金がカードに反映されるまで数日かかる場合があります。',
  pendingTitle: 'ご注文を承りました：PayPalがお支払いを確認しています',
  pending: (email) => `PayPalでお支払いが確認され次第、eSIMを ${email} にお送りします。`,
  pendingHint: '通常は数分、場合によっては数日かかります。このページを閉じても、メールは届きます。',
  paymentFailedTitle: 'PayPalでのお支払いが完了しませんでした',
  paymentFailedText:
    'PayPalがお支払いを完了しなかったため、ご注文はキャンセルされ、eSIMは発行されていません。料金は請求されません。詳細はメールでお送りしました。',
  orderCode: 'ご注文番号',
  orderLines: 'ご注文内容',
  quantity: '数量',
  installOnIphone: 'この iPhone にインストールする（iOS 17.4 以降）',
  showQrCode: 'QR コードを表示する（別の端末で読み取る場合）',
  qrCodeHint: 'eSIM を使う端末で読み取ってください：設定 › モバイル通信 › eSIM を追加。',
  qrCodeAlt: (lineName) => `${lineName} をインストールするための QR コード`,
  manualEntry: 'または、以下の情報を手動で入力してください',
  smdpAddress: 'SM-DP+ アドレス',
  activationCode: 'アクティベーションコード',
  copy: 'コピー',
  copyValue: (what) => `${what}をコピー`,
  copied: 'コピーしました',
  copyFailed: 'コピーできませんでした。テキストを選択しましたので、キーボードでコピーしてください。',
  planStarts: 'プランの有効期間は、eSIM をダウンロードした時点、または初めてネットワークに接続した時点から始まります。',
  deliveryFacts: [
    'QR コード付きのメールは 1 分以内に届きます。',
    '5 分経っても届かない場合は、迷惑メールフォルダをご確認いただくか、サポートまでお問い合わせください。',
  ],
  backHome: 'ホームに戻る',
};

function esimFor(lineName: string, smdpAddress: string, activationCode: string): ThankYouEsim {
  const lpaString = `LPA:1$${smdpAddress}$${activationCode}`;
  return {
    lineName,
    lpaString,
    qrCodeDataUrl: qrCodeDataUrlFixture,
    appleInstallUrl: `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(lpaString)}`,
    smdpAddress,
    activationCode,
  };
}

export const franceEsim = esimFor('France eSIM 5 GB 30 days', 'smdp.sandbox.esim.example', 'K2-4F7Q9B-1D8M2X');
export const japanEsims = [
  esimFor('Japan eSIM 10 GB 30 days (1/2)', 'smdp.sandbox.esim.example', 'K2-9ZP3LW-7C2R5T'),
  esimFor('Japan eSIM 10 GB 30 days (2/2)', 'smdp.sandbox.esim.example', 'K2-6HN8VD-3Q4E1Y'),
];

export const orderLines: ThankYouOrderLine[] = [
  { id: '1', name: 'France eSIM', flagCode: 'fr', options: '5 GB · 30 days', quantity: 1 },
  { id: '2', name: 'Japan eSIM', flagCode: 'jp', options: '10 GB · 30 days', quantity: 2 },
];

export const regionalLine: ThankYouOrderLine[] = [
  { id: '3', name: 'Europe eSIM', flagCode: null, options: '20 GB · 30 days', quantity: 1 },
];
