import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  brandOf,
  cardMessage,
  checkCvv,
  checkExpiry,
  checkNumber,
  firstCardProblem,
  isValidCardNumber,
} from '../sandbox/card-acquirer/card-rules';
import { formatCardNumber, formatCvv, formatExpiry } from '../sandbox/card-acquirer/field-format';
import { behaviourOf, TEST_CARDS } from '../sandbox/card-acquirer/test-cards';

/*
 * The one module of card rules (card-validator underneath), as the hosted fields and the sandbox's
 * tokenization use it. Issue 15: the CVV was "3 digits" for every brand, so Amex could not pay, and
 * three hand-written copies of the rules disagreed (a Discover range, the expiry's formatting).
 */

const AMEX = '378282246310005';

beforeEach(() => {
  // The library reads the system clock: mid-May 2026.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 4, 15, 12, 0, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('card numbers', () => {
  it('accepts every README test card and well-known numbers of each brand', () => {
    for (const number of [
      ...Object.keys(TEST_CARDS),
      '5555555555554444',
      '2223003122003222',
      '6011111111111117',
      '4242 4242 4242 4242',
      '4242-4242-4242-4242',
    ]) {
      expect(checkNumber(number).state, number).toBe('valid');
    }
  });

  it('reads a partly typed number as incomplete, a wrong one as invalid', () => {
    expect(checkNumber('').state).toBe('empty');
    expect(checkNumber('4242 42').state).toBe('incomplete');
    expect(checkNumber('4242 4242 4242 424a').state).toBe('invalid');
    // No brand starts with 9; a 16-digit Mastercard failing Luhn cannot grow into a valid one.
    expect(checkNumber('9999999999999995').state).toBe('invalid');
    expect(checkNumber('5555555555554440').state).toBe('invalid');
    expect(isValidCardNumber('4242424242424241')).toBe(false);
  });

  it('knows each brand’s lengths: Amex 15 digits, Mastercard 16', () => {
    expect(checkNumber(AMEX).maxDigits).toBe(15);
    expect(checkNumber(`${AMEX}0`).state).toBe('invalid');
    expect(checkNumber('5555555555554444').maxDigits).toBe(16);
  });

  it('detects the brands the shop shows, and names the others unknown', () => {
    expect(brandOf('4242424242424242')).toBe('visa');
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('2223003122003222')).toBe('mastercard');
    expect(brandOf('3782')).toBe('amex');
    expect(brandOf('6011111111111117')).toBe('discover');
    expect(brandOf('6445644564456445')).toBe('discover');
    // The storefront's copy called 622126… Discover, the machine's and the sandbox's did not: it is UnionPay.
    expect(brandOf('6221260000000000')).toBe('unknown');
    expect(brandOf('3530111333300000')).toBe('unknown');
  });
});

describe('the security code by brand', () => {
  it('is 4 digits for Amex (its CID) and 3 for the others', () => {
    expect(checkNumber(AMEX).cvvLength).toBe(4);
    expect(checkNumber('4242424242424242').cvvLength).toBe(3);
    expect(checkNumber('5555555555554444').cvvLength).toBe(3);
    expect(checkNumber('6011111111111117').cvvLength).toBe(3);
    expect(checkCvv('1234', 4)).toBe('valid');
    expect(checkCvv('123', 4)).toBe('incomplete');
    expect(checkCvv('1234', 3)).toBe('invalid');
    expect(checkCvv('12a', 3)).toBe('invalid');
    expect(checkCvv('', 3)).toBe('empty');
  });

  it('says in its message how many digits the card needs', () => {
    expect(cardMessage('cvv', AMEX)).toBe('Needs to be 4 digits');
    expect(cardMessage('cvv', '4242424242424242')).toBe('Needs to be 3 digits');
    expect(cardMessage('cardNumber', AMEX)).toBe('Is not a valid credit card number');
  });
});

describe('expiry MM/YY', () => {
  it('is valid through its month, and not 20 years ahead', () => {
    expect(checkExpiry('05/26')).toBe('valid');
    expect(checkExpiry('04/26')).toBe('invalid');
    expect(checkExpiry('12/25')).toBe('invalid');
    expect(checkExpiry('01/27')).toBe('valid');
    expect(checkExpiry('12/45')).toBe('valid');
    expect(checkExpiry('12/99')).toBe('invalid');
  });

  it('reads a shape on its way to MM/YY as incomplete, any other as invalid', () => {
    for (const typed of ['1', '12', '12/', '12/2', '5/27']) expect(checkExpiry(typed), typed).toBe('incomplete');
    for (const typed of ['00/27', '13/27', '13', '05/2027', '0527', '12-27', 'ab']) expect(checkExpiry(typed), typed).toBe('invalid');
    expect(checkExpiry('')).toBe('empty');
  });
});

describe('the first problem of a card, in the order of the form', () => {
  it('names the number, then the expiry, then the CVV (by the number’s brand)', () => {
    expect(firstCardProblem({ cardNumber: '1', expiry: '00/00', cvv: '' })).toBe('cardNumber');
    expect(firstCardProblem({ cardNumber: '4242424242424242', expiry: '00/00', cvv: '' })).toBe('expiry');
    expect(firstCardProblem({ cardNumber: '4242424242424242', expiry: '12/30', cvv: '1234' })).toBe('cvv');
    expect(firstCardProblem({ cardNumber: '4242424242424242', expiry: '12/30', cvv: '999' })).toBeUndefined();
    expect(firstCardProblem({ cardNumber: AMEX, expiry: '12/30', cvv: '999' })).toBe('cvv');
    expect(firstCardProblem({ cardNumber: AMEX, expiry: '12/30', cvv: '9999' })).toBeUndefined();
  });
});

describe('typing aids of the hosted fields', () => {
  it('group the number as the brand prints it, no longer than the brand allows', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('3782 8224 6310 0059999')).toBe('3782 822463 10005');
    expect(formatCardNumber('55a5 -5')).toBe('5555');
    expect(formatCardNumber('5555555555554444123')).toBe('5555 5555 5555 4444');
  });

  it('lead the expiry to MM/YY and let backspace through the slash', () => {
    expect(formatExpiry('4', '')).toBe('04/');
    expect(formatExpiry('1/', '1')).toBe('01/');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('12/2', '12/')).toBe('12/2');
    expect(formatExpiry('1229', '')).toBe('12/29');
    expect(formatExpiry('12/297', '12/29')).toBe('12/29');
    expect(formatExpiry('12', '12/')).toBe('12');
  });

  it('keep the CVV to digits, as many as the brand’s code has', () => {
    expect(formatCvv('a1b2-3 4', 3)).toBe('123');
    expect(formatCvv('12345', 4)).toBe('1234');
  });
});

describe('test card behaviours', () => {
  it('answers each README test card with its behaviour, and any other valid card frictionlessly', () => {
    expect(behaviourOf('4000000000003220')).toBe('challenge');
    expect(behaviourOf('4000000000009995')).toBe('insufficientFunds');
    expect(behaviourOf('4000000000000077')).toBe('lateApproval');
    expect(behaviourOf('4000000000000119')).toBe('timeout');
    expect(behaviourOf(AMEX)).toBe('frictionless');
    expect(behaviourOf('5555555555554444')).toBe('frictionless');
  });
});
