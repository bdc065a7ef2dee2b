import { describe, expect, it } from 'vitest';

import { brandOf, firstCardProblem, isValidCardNumber, isValidCvv, isValidExpiry, passesLuhn } from '../sandbox/card-acquirer/card-rules';
import { behaviourOf, TEST_CARDS } from '../sandbox/card-acquirer/test-cards';

const MAY_2026 = new Date(Date.UTC(2026, 4, 15));

describe('Luhn check of card numbers', () => {
  it('accepts the test cards and well-known valid numbers', () => {
    for (const number of [...Object.keys(TEST_CARDS), '5555555555554444', '378282246310005', '6011111111111117', '79927398713']) {
      expect(passesLuhn(number)).toBe(true);
    }
  });

  it('refuses a number with one digit changed or two digits swapped', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('2442424242424242')).toBe(false);
  });

  it('takes spaces and dashes as typed, and refuses letters and lengths no card has', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('4242-4242-4242-4242')).toBe(true);
    expect(isValidCardNumber('4242 4242 4242 424a')).toBe(false);
    expect(isValidCardNumber('0')).toBe(false);
    expect(isValidCardNumber('00000000000000000000')).toBe(false);
  });
});

describe('expiry MM/YY', () => {
  it('is valid through the last day of its month', () => {
    expect(isValidExpiry('05/26', MAY_2026)).toBe(true);
    expect(isValidExpiry('04/26', MAY_2026)).toBe(false);
    expect(isValidExpiry('12/25', MAY_2026)).toBe(false);
    expect(isValidExpiry('01/27', MAY_2026)).toBe(true);
  });

  it('refuses month 00 or 13, other shapes, and dates no issuer gives', () => {
    for (const expiry of ['00/27', '13/27', '5/27', '05/2027', '0527', '', '12/99']) expect(isValidExpiry(expiry, MAY_2026)).toBe(false);
  });
});

describe('CVV', () => {
  it('is exactly 3 digits (spec §9)', () => {
    expect(isValidCvv('123')).toBe(true);
    expect(isValidCvv('12')).toBe(false);
    expect(isValidCvv('1234')).toBe(false);
    expect(isValidCvv('12a')).toBe(false);
  });
});

describe('the first problem of a card, in the order of the form', () => {
  it('names the number, then the expiry, then the CVV', () => {
    expect(firstCardProblem({ cardNumber: '1', expiry: '00/00', cvv: '' }, MAY_2026)).toBe('cardNumber');
    expect(firstCardProblem({ cardNumber: '4242424242424242', expiry: '00/00', cvv: '' }, MAY_2026)).toBe('expiry');
    expect(firstCardProblem({ cardNumber: '4242424242424242', expiry: '12/30', cvv: '' }, MAY_2026)).toBe('cvv');
    expect(firstCardProblem({ cardNumber: '4242424242424242', expiry: '12/30', cvv: '999' }, MAY_2026)).toBeUndefined();
  });
});

describe('brands and test card behaviours', () => {
  it('recognises the brands the shop shows', () => {
    expect(brandOf('4242424242424242')).toBe('visa');
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('2223003122003222')).toBe('mastercard');
    expect(brandOf('378282246310005')).toBe('amex');
    expect(brandOf('6011111111111117')).toBe('discover');
    expect(brandOf('9999999999999995')).toBe('unknown');
  });

  it('answers each README test card with its behaviour, and any other valid card frictionlessly', () => {
    expect(behaviourOf('4000000000003220')).toBe('challenge');
    expect(behaviourOf('4000000000009995')).toBe('insufficientFunds');
    expect(behaviourOf('4000000000000119')).toBe('timeout');
    expect(behaviourOf('5555555555554444')).toBe('frictionless');
  });
});
