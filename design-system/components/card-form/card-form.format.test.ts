import { describe, expect, it } from 'vitest';

import {
  caretAfterDigits,
  detectCardBrand,
  formatCardNumber,
  formatCvv,
  formatExpiry,
} from './card-form.format';

describe('formatCardNumber', () => {
  it('groups digits by four and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42a4-2')).toBe('4242 4242');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('')).toBe('');
  });

  it('stops at 19 digits', () => {
    expect(formatCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
  });
});

describe('caretAfterDigits', () => {
  it('puts the caret after the n-th digit, skipping group spaces', () => {
    expect(caretAfterDigits('4242 4242', 4)).toBe(4);
    expect(caretAfterDigits('4242 4242', 5)).toBe(6);
    expect(caretAfterDigits('4242 4242', 0)).toBe(0);
    expect(caretAfterDigits('4242', 9)).toBe(4);
  });
});

describe('formatExpiry', () => {
  it('adds the slash once the month is typed', () => {
    expect(formatExpiry('1', '')).toBe('1');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('12/2', '12/')).toBe('12/2');
    expect(formatExpiry('1225', '')).toBe('12/25');
    expect(formatExpiry('12/256', '12/25')).toBe('12/25');
  });

  it('completes a month that cannot take a second digit', () => {
    expect(formatExpiry('4', '')).toBe('04/');
    expect(formatExpiry('1/', '1')).toBe('01/');
  });

  it('lets backspace go through the slash', () => {
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('1', '12')).toBe('1');
    expect(formatExpiry('0', '04/')).toBe('0');
  });
});

describe('formatCvv', () => {
  it('keeps three digits', () => {
    expect(formatCvv('1a2b34')).toBe('123');
  });
});

describe('detectCardBrand', () => {
  it.each([
    ['4242', 'visa'],
    ['5555 5555', 'mastercard'],
    ['2223 0031', 'mastercard'],
    ['3782 8224', 'amex'],
    ['3400', 'amex'],
    ['6011 1111', 'discover'],
    ['6445', 'discover'],
    ['6500', 'discover'],
    ['622126', 'discover'],
  ] as const)('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it('knows nothing yet for too few or unknown digits', () => {
    expect(detectCardBrand('')).toBeUndefined();
    expect(detectCardBrand('5')).toBeUndefined();
    expect(detectCardBrand('2')).toBeUndefined();
    expect(detectCardBrand('3528')).toBeUndefined();
    expect(detectCardBrand('5000')).toBeUndefined();
  });
});
