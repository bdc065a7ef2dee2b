/*
 * Story-only content for the card form (not exported from the design system):
 * labels as the storefront passes them after translation, and a fake of the
 * checkout machine's card checks with the spec §5 messages.
 */
import { digitsOf } from './card-form.format';
import type { CardFormErrors, CardFormLabels, CardFormValues } from './card-form';

export const cardFormLabelsEn: CardFormLabels = {
  number: 'Card number',
  expiry: 'Expiry date (MM/YY)',
  expiryPlaceholder: 'MM/YY',
  cvv: 'CVV',
  cvvHint: '3 digits on the back of your card',
  pay: (amount) => `Pay ${amount}`,
  acceptedBrands: 'Accepted cards',
  secureNote: 'Your card details go straight to our payment provider. The shop never sees or stores them.',
};

export const cardFormLabelsJa: CardFormLabels = {
  number: 'クレジットカード番号（カード表面に記載の 16 桁の番号）',
  expiry: '有効期限（月/年）',
  expiryPlaceholder: 'MM/YY',
  cvv: 'セキュリティコード',
  cvvHint: 'カード裏面の署名欄に記載されている 3 桁の数字',
  pay: (amount) => `${amount} を支払う（お支払いを確定する）`,
  acceptedBrands: 'ご利用いただけるクレジットカード',
  secureNote:
    'カード情報は決済代行会社へ直接送信されます。当ショップがカード情報を閲覧・保存することは一切ありません。',
};

export const emptyCardValues: CardFormValues = { number: '', expiry: '', cvv: '' };

/** The sandbox's "challenge required" test card. */
export const challengeCardValues: CardFormValues = { number: '4000000000003220', expiry: '12/29', cvv: '123' };

export const cardMessagesEn = {
  required: 'This field is required',
  number: 'Is not a valid credit card number',
  expiry: 'Is not a valid expiry date',
  cvv: 'Needs to be 3 digits',
};

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits.charAt(digits.length - 1 - index));
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** Stands in for the machine's checks; a fixed "now" of 2026-06 keeps stories stable. */
export function fakeCardErrors(values: CardFormValues): CardFormErrors {
  const errors: CardFormErrors = {};
  if (values.number === '') errors.number = cardMessagesEn.required;
  else if (!passesLuhn(digitsOf(values.number))) errors.number = cardMessagesEn.number;
  const expiry = /^(\d{2})\/(\d{2})$/.exec(values.expiry);
  if (values.expiry === '') errors.expiry = cardMessagesEn.required;
  else if (expiry === null) errors.expiry = cardMessagesEn.expiry;
  else {
    const month = Number(expiry[1]);
    const year = 2000 + Number(expiry[2]);
    if (month < 1 || month > 12 || year * 12 + month < 2026 * 12 + 6) errors.expiry = cardMessagesEn.expiry;
  }
  if (values.cvv === '') errors.cvv = cardMessagesEn.required;
  else if (!/^\d{3}$/.test(values.cvv)) errors.cvv = cardMessagesEn.cvv;
  return errors;
}
