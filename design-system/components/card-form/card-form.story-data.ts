/*
 * Story-only content for the card form (not exported from the design system):
 * labels as the storefront passes them after translation, and the spec §5
 * messages the card payment machine's codes become.
 */
import type { CardFormLabels } from './card-form';

export const cardFormLabelsEn: CardFormLabels = {
  cardNumber: 'Card number',
  expiry: 'Expiry date (MM/YY)',
  expiryPlaceholder: 'MM/YY',
  cvv: 'CVV',
  cvvHint: '3 digits on the back of your card',
  pay: (amount) => `Pay ${amount}`,
  acceptedBrands: 'Accepted cards',
  secureNote: 'Your card details go straight to our payment provider. The shop never sees or stores them.',
};

/** The CVV's hint the storefront shows for American Express (its CID is on the front). */
export const amexCvvHintEn = '4 digits on the front of your card';

export const cardFormLabelsJa: CardFormLabels = {
  cardNumber: 'クレジットカード番号（カード表面に記載の 16 桁の番号）',
  expiry: '有効期限（月/年）',
  expiryPlaceholder: 'MM/YY',
  cvv: 'セキュリティコード',
  cvvHint: 'カード裏面の署名欄に記載されている 3 桁の数字',
  pay: (amount) => `${amount} を支払う（お支払いを確定する）`,
  acceptedBrands: 'ご利用いただけるクレジットカード',
  secureNote: 'カード情報は決済代行会社へ直接送信されます。当ショップがカード情報を閲覧・保存することは一切ありません。',
};

export const cardMessagesEn = {
  required: 'This field is required',
  cardNumber: 'Is not a valid credit card number',
  expiry: 'Is not a valid expiry date',
  cvv: (digits: number) => `Needs to be ${digits} digits`,
};
