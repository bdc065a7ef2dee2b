import { describe, expect, it } from 'vitest';
import { CARD_BRANDS } from './card-payment.types';
import {
  CARD_MESSAGES_EN,
  cardDigits,
  detectBrand,
  formatCardNumber,
  formatExpiry,
  isCardFormValid,
  isValidCardNumber,
  isValidCvv,
  isValidExpiry,
  maskedCardNumber,
  normaliseCard,
  parseExpiry,
  passesLuhn,
  validateCardForm,
  validateCardNumber,
  validateCvv,
  validateExpiry,
} from './card-validation';

/** The sandbox acquirer's test cards: approval, challenge, declined, insufficient funds, gateway timeout. */
const SANDBOX_CARDS = ['4242424242424242', '4000000000003220', '4000000000000002', '4000000000009995', '4000000000000119'];

/** Mid-December 2025, local time: December 2025 is the current month. */
const DEC_2025 = new Date(2025, 11, 15, 12, 0, 0);

describe('card number', () => {
  it.each(SANDBOX_CARDS)('sandbox card %s passes Luhn and is valid', (number) => {
    expect(passesLuhn(number)).toBe(true);
    expect(isValidCardNumber(number)).toBe(true);
    expect(validateCardNumber(number)).toBeNull();
  });

  it.each(SANDBOX_CARDS)('%s with its last digit changed fails', (number) => {
    const last = Number(number.at(-1));
    const wrong = `${number.slice(0, -1)}${(last + 1) % 10}`;
    expect(passesLuhn(wrong)).toBe(false);
    expect(validateCardNumber(wrong)).toBe('cardNumber');
  });

  it('a digit changed in the middle fails', () => {
    expect(isValidCardNumber('4242424242524242')).toBe(false);
  });

  it('two neighbouring digits swapped fails (the typo Luhn exists for)', () => {
    expect(isValidCardNumber('4242424242424224')).toBe(false);
  });

  it('ignores spaces and dashes', () => {
    expect(cardDigits(' 4242 4242-4242 - 4242 ')).toBe('4242424242424242');
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('4242-4242-4242-4242')).toBe(true);
    expect(isValidCardNumber(' 4000 0000-0000 3220 ')).toBe(true);
  });

  it('any other character makes it invalid', () => {
    expect(isValidCardNumber('4242.4242.4242.4242')).toBe(false);
    expect(isValidCardNumber('4242424242424242a')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('a Luhn-valid number of the wrong length is invalid', () => {
    // Luhn says nothing about length: 11 digits is too short, 20 too long, 12 and 19 are the limits.
    expect(passesLuhn('00000000000')).toBe(true);
    expect(isValidCardNumber('00000000000')).toBe(false);
    expect(isValidCardNumber('000000000000')).toBe(true);
    expect(isValidCardNumber('4242424242424242428')).toBe(true);
    expect(passesLuhn('42424242424242424242')).toBe(true);
    expect(isValidCardNumber('42424242424242424242')).toBe(false);
  });

  it('empty or blank is required, not invalid', () => {
    expect(validateCardNumber('')).toBe('required');
    expect(validateCardNumber('   ')).toBe('required');
    expect(validateCardNumber('--')).toBe('cardNumber');
  });
});

describe('brand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4', 'visa'],
    ['5105105105105100', 'mastercard'],
    ['51', 'mastercard'],
    ['55', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720', 'mastercard'],
    ['2720 99', 'mastercard'],
    ['378282246310005', 'amex'],
    ['34', 'amex'],
    ['6011111111111117', 'discover'],
    ['65', 'discover'],
    ['644', 'discover'],
    ['649', 'discover'],
  ] as const)('%s is %s', (number, brand) => {
    expect(detectBrand(number)).toBe(brand);
  });

  it.each(['', '5', '50', '56', '2220', '2721', '2', '22', '3', '35', '36', '38', '6', '60', '601', '6010', '6012', '643', '66', '1234', 'abcd'])(
    '%j is unknown (not decided, or not a listed brand)',
    (number) => {
      expect(detectBrand(number)).toBe('unknown');
    },
  );

  it('reads through spaces and dashes', () => {
    expect(detectBrand('3 7')).toBe('amex');
    expect(detectBrand('22-21')).toBe('mastercard');
  });

  it('names only brands the api knows', () => {
    expect(CARD_BRANDS).toEqual(['visa', 'mastercard', 'amex', 'discover', 'unknown']);
  });
});

describe('expiry', () => {
  it("'12/25' is valid through December 2025 and expired from January 2026", () => {
    expect(isValidExpiry('12/25', DEC_2025)).toBe(true);
    expect(isValidExpiry('12/25', new Date(2025, 11, 31, 23, 59, 59))).toBe(true);
    expect(isValidExpiry('12/25', new Date(2026, 0, 1, 0, 0, 0))).toBe(false);
    expect(validateExpiry('12/25', new Date(2026, 0, 1))).toBe('expiry');
  });

  it('an earlier month of this year, or last year, is in the past', () => {
    expect(isValidExpiry('11/25', DEC_2025)).toBe(false);
    expect(isValidExpiry('12/24', DEC_2025)).toBe(false);
    expect(isValidExpiry('01/26', DEC_2025)).toBe(true);
  });

  it("'13/30' and '00/30' are no months", () => {
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('00/30')).toBeNull();
    expect(validateExpiry('13/30', DEC_2025)).toBe('expiry');
    expect(validateExpiry('00/30', DEC_2025)).toBe('expiry');
  });

  it('needs MM/YY: two digits each, a slash between', () => {
    expect(parseExpiry('03/30')).toEqual({ year: 2030, month: 3 });
    expect(parseExpiry(' 03 / 30 ')).toEqual({ year: 2030, month: 3 });
    for (const typed of ['3/30', '0330', '03/2030', '03-30', '03/3', 'ab/cd', '/']) {
      expect(parseExpiry(typed), typed).toBeNull();
    }
  });

  it('more than 20 years ahead is a typo', () => {
    expect(isValidExpiry('12/45', DEC_2025)).toBe(true);
    expect(isValidExpiry('01/46', DEC_2025)).toBe(false);
    expect(isValidExpiry('12/99', DEC_2025)).toBe(false);
  });

  it('empty is required', () => {
    expect(validateExpiry('', DEC_2025)).toBe('required');
    expect(validateExpiry('  ', DEC_2025)).toBe('required');
  });
});

describe('cvv', () => {
  it('is exactly 3 digits', () => {
    expect(isValidCvv('123')).toBe(true);
    expect(isValidCvv(' 123 ')).toBe(true);
    expect(validateCvv('123')).toBeNull();
  });

  it.each(['12', '1234', 'abc', '1 3', '12a'])('%j is invalid', (cvv) => {
    expect(isValidCvv(cvv)).toBe(false);
    expect(validateCvv(cvv)).toBe('cvv');
  });

  it('empty is required', () => {
    expect(validateCvv('')).toBe('required');
  });
});

describe('the whole form', () => {
  it('a complete valid card has no error and is sent normalised', () => {
    const values = { cardNumber: '4242 4242 4242 4242', expiry: ' 12 / 30', cvv: ' 123 ' };
    expect(validateCardForm(values, DEC_2025)).toEqual({});
    expect(isCardFormValid(values, DEC_2025)).toBe(true);
    expect(normaliseCard(values)).toEqual({ cardNumber: '4242424242424242', expiry: '12/30', cvv: '123' });
  });

  it('reports each field with its first problem', () => {
    expect(validateCardForm({ cardNumber: '', expiry: '', cvv: '' }, DEC_2025)).toEqual({
      cardNumber: 'required',
      expiry: 'required',
      cvv: 'required',
    });
    expect(validateCardForm({ cardNumber: '4242424242424241', expiry: '11/25', cvv: '12' }, DEC_2025)).toEqual({
      cardNumber: 'cardNumber',
      expiry: 'expiry',
      cvv: 'cvv',
    });
    expect(isCardFormValid({ cardNumber: '4242424242424242', expiry: '12/30', cvv: '12' }, DEC_2025)).toBe(false);
  });

  it('has the English texts of spec §5', () => {
    expect(CARD_MESSAGES_EN).toEqual({
      required: 'This field is required',
      cardNumber: 'Is not a valid credit card number',
      expiry: 'Is not a valid expiry date',
      cvv: 'Needs to be 3 digits',
    });
  });
});

describe('display helpers', () => {
  it('groups the number by 4', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('')).toBe('');
    expect(formatCardNumber('42424242424242424242424')).toBe('4242 4242 4242 4242 424');
  });

  it('shows the expiry as MM/YY while typing', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('1225')).toBe('12/25');
    expect(formatExpiry('12/25')).toBe('12/25');
    expect(formatExpiry('12/256')).toBe('12/25');
  });

  it('masks a tokenized card', () => {
    expect(maskedCardNumber('4242')).toBe('•••• 4242');
  });
});
