/**
 * How the sandbox answers a debit, decided once at tokenization from the card number (the number
 * itself is then forgotten). The README's "Test cards" table lists the same numbers.
 */
export type CardBehaviour = 'frictionless' | 'challenge' | 'declined' | 'insufficientFunds' | 'timeout' | 'lateApproval';

export const TEST_CARDS: Record<string, CardBehaviour> = {
  '4242424242424242': 'frictionless',
  '4000000000003220': 'challenge',
  '4000000000000002': 'declined',
  // Two more generic declines: a test of counting declines per card needs several cards (the
  // fingerprint is the number's).
  '4000000000000069': 'declined',
  '4000000000000127': 'declined',
  '4000000000009995': 'insufficientFunds',
  '4000000000000119': 'timeout',
  '4000000000000077': 'lateApproval',
  // American Express: 15 digits and a 4-digit CID (the card rules give each brand its own lengths).
  '378282246310005': 'frictionless',
};

/** Any other valid number is approved without a challenge, like the first test card. */
export function behaviourOf(digits: string): CardBehaviour {
  return TEST_CARDS[digits] ?? 'frictionless';
}
