/*
 * Stripe's documented test cards (docs.stripe.com/testing) and what the simulator does with them,
 * plus one of its own for a lost answer. Any other number valid for its brand succeeds.
 */

export type CardBehaviour =
  | { kind: 'succeed' }
  | { kind: 'challenge' }
  | { kind: 'decline'; code: string; declineCode: string }
  | { kind: 'dispute' }
  /** Simulator only: the charge is made, the answer held past the client's timeout. */
  | { kind: 'hang' };

const DECLINED = (declineCode: string, code = 'card_declined'): CardBehaviour => ({ kind: 'decline', code, declineCode });

const TEST_CARDS: Record<string, CardBehaviour> = {
  '4242424242424242': { kind: 'succeed' },
  '5555555555554444': { kind: 'succeed' },
  '378282246310005': { kind: 'succeed' },
  '4000002760003184': { kind: 'challenge' },
  '4000002500003155': { kind: 'challenge' },
  '4000000000003220': { kind: 'challenge' },
  '4000000000000002': DECLINED('generic_decline'),
  '4000000000009995': DECLINED('insufficient_funds'),
  '4000000000000069': DECLINED('expired_card', 'expired_card'),
  '4000000000000127': DECLINED('incorrect_cvc', 'incorrect_cvc'),
  '4000000000000259': { kind: 'dispute' },
  // Not one of Stripe's: the simulator's card for an answer that never arrives.
  '4000001234567899': { kind: 'hang' },
};

export function behaviourOf(number: string): CardBehaviour {
  return TEST_CARDS[number] ?? { kind: 'succeed' };
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export function brandOf(number: string): CardBrand {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  return 'unknown';
}

export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function lengthFits(number: string, brand: CardBrand): boolean {
  if (brand === 'amex') return number.length === 15;
  if (brand === 'visa') return [13, 16, 19].includes(number.length);
  return number.length === 16;
}
