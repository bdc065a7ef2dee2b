import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_TITLES as API_TITLES,
  PASSWORD_MAX_LENGTH as API_MAX,
  PASSWORD_MIN_LENGTH as API_MIN,
} from '../../api/operations/account/account-input';
import {
  CUSTOMER_TITLES,
  MAX_LENGTHS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REVIEW_PICTURE_MAX_BYTES,
  isFileMeta,
  isValidEmail,
  rateOf,
  validateCountryCode,
  validateEmail,
  validateEmailConfirmation,
  validateExistingPassword,
  validateFile,
  validateMessage,
  validateName,
  validateNewPassword,
  validateOptionalText,
  validatePasswordConfirmation,
  validateRate,
  validateRequiredText,
  validateTitle,
} from './rules';

describe('constants', () => {
  it('are the api contract values', () => {
    expect(CUSTOMER_TITLES).toEqual(API_TITLES);
    expect(PASSWORD_MIN_LENGTH).toBe(API_MIN);
    expect(PASSWORD_MAX_LENGTH).toBe(API_MAX);
  });
});

describe('field rules', () => {
  it('required text: blank, too long (in code points), fine', () => {
    expect(validateRequiredText('  ', 60)).toEqual({ code: 'required' });
    expect(validateRequiredText('x'.repeat(61), 60)).toEqual({ code: 'max' });
    expect(validateRequiredText('東'.repeat(60), 60)).toBeNull();
    expect(validateRequiredText(' Ada ', 60)).toBeNull();
    // A 10 KB name is refused, not sent.
    expect(validateRequiredText('a'.repeat(10_240), MAX_LENGTHS.name)).toEqual({ code: 'max' });
  });

  it('optional text: blank is fine, too long is not', () => {
    expect(validateOptionalText('', 32)).toBeNull();
    expect(validateOptionalText('FR'.padEnd(33, '1'), 32)).toEqual({ code: 'max' });
  });

  it('email: required, length, format; script and SQL are no addresses', () => {
    expect(validateEmail('')).toEqual({ code: 'required' });
    expect(validateEmail('ada@')).toEqual({ code: 'email' });
    expect(validateEmail("' OR 1=1 --@x.com")).toEqual({ code: 'email' });
    expect(validateEmail('<script>@x.com')).toEqual({ code: 'email' });
    expect(validateEmail(`${'a'.repeat(250)}@x.com`)).toEqual({ code: 'max' });
    expect(validateEmail(' ada@example.com ')).toBeNull();
  });

  it('email confirmation: required, then equal once trimmed, case included', () => {
    expect(validateEmailConfirmation('ada@example.com', '')).toEqual({ code: 'required' });
    expect(validateEmailConfirmation('ada@example.com', 'Ada@example.com')).toEqual({ code: 'emailConfirmation' });
    expect(validateEmailConfirmation('ada@example.com', ' ada@example.com')).toBeNull();
  });

  it('title: Mr or Mrs only', () => {
    expect(validateTitle('')).toEqual({ code: 'required' });
    expect(validateTitle('dr')).toEqual({ code: 'required' });
    expect(validateTitle('mr')).toBeNull();
    expect(validateTitle('mrs')).toBeNull();
  });

  it('new password: required, at most 128, at least 8, spaces count', () => {
    expect(validateNewPassword('')).toEqual({ code: 'required' });
    expect(validateNewPassword('1234567')).toEqual({ code: 'passwordLength', min: 8 });
    expect(validateNewPassword('       ')).toEqual({ code: 'passwordLength', min: 8 });
    expect(validateNewPassword('12345678')).toBeNull();
    expect(validateNewPassword('x'.repeat(128))).toBeNull();
    expect(validateNewPassword('x'.repeat(129))).toEqual({ code: 'max' });
  });

  it('existing password: required and bounded, no minimum (older accounts)', () => {
    expect(validateExistingPassword('')).toEqual({ code: 'required' });
    expect(validateExistingPassword('abc')).toBeNull();
    expect(validateExistingPassword('x'.repeat(129))).toEqual({ code: 'max' });
  });

  it('password confirmation: required, exactly equal', () => {
    expect(validatePasswordConfirmation('secret-123', '')).toEqual({ code: 'required' });
    expect(validatePasswordConfirmation('secret-123', 'secret-123 ')).toEqual({ code: 'passwordConfirmation' });
    expect(validatePasswordConfirmation('secret-123', 'secret-123')).toBeNull();
  });

  it('country: required, one of the list when there is one', () => {
    expect(validateCountryCode('', ['US'])).toEqual({ code: 'required' });
    expect(validateCountryCode('XX', ['US'])).toEqual({ code: 'country' });
    expect(validateCountryCode('US', ['US'])).toBeNull();
    expect(validateCountryCode('XX', [])).toBeNull();
  });
});

describe('message form rules', () => {
  it('a name: required, at least 2 characters (spec §9), at most 60, counted trimmed in code points', () => {
    expect(validateName('')).toEqual({ code: 'required' });
    expect(validateName('   ')).toEqual({ code: 'required' });
    expect(validateName(' A ')).toEqual({ code: 'min' });
    expect(validateName('Al')).toBeNull();
    expect(validateName('李')).toEqual({ code: 'min' });
    expect(validateName('𠮷𠮷')).toBeNull();
    expect(validateName('a'.repeat(61))).toEqual({ code: 'max' });
    expect(validateName('a'.repeat(10_240))).toEqual({ code: 'max' });
  });

  it('a message: required, at least 2 characters, at most 5000', () => {
    expect(validateMessage('')).toEqual({ code: 'required' });
    expect(validateMessage('x')).toEqual({ code: 'min' });
    expect(validateMessage('ok')).toBeNull();
    expect(validateMessage('a'.repeat(5000))).toBeNull();
    expect(validateMessage('a'.repeat(5001))).toEqual({ code: 'max' });
  });

  it('an email: required, then the shop email rule', () => {
    expect(validateEmail('')).toEqual({ code: 'required' });
    expect(validateEmail('ada@')).toEqual({ code: 'email' });
    expect(validateEmail('<script>@x.com')).toEqual({ code: 'email' });
    expect(validateEmail(' ada@example.com ')).toBeNull();
    expect(validateEmail(`${'a'.repeat(250)}@x.com`)).toEqual({ code: 'max' });
  });

  it('a rate: the radios\' "1" to "5" only', () => {
    expect(validateRate('')).toEqual({ code: 'required' });
    for (const rate of ['1', '2', '3', '4', '5']) expect(validateRate(rate)).toBeNull();
    for (const rate of ['0', '6', '4.5', '-1', 'five', '1e0']) expect(validateRate(rate)).toEqual({ code: 'rate', min: 1, max: 5 });
    expect(rateOf('3')).toBe(3);
    expect(rateOf('9')).toBeNull();
  });

  it('a file: optional, refused over its limit', () => {
    const twoMegabytes = 2 * 1024 * 1024;
    expect(validateFile(null, twoMegabytes, 'pictureTooLarge')).toBeNull();
    expect(validateFile({ name: 'a', size: twoMegabytes, type: '' }, twoMegabytes, 'pictureTooLarge')).toBeNull();
    // The limit comes with the code, in MB as its message says it.
    const over = (size: number) => ({ name: 'a', size: size + 1, type: '' });
    expect(validateFile(over(twoMegabytes), twoMegabytes, 'documentTooLarge')).toEqual({ code: 'documentTooLarge', maxMegabytes: 2 });
    expect(validateFile(over(REVIEW_PICTURE_MAX_BYTES), REVIEW_PICTURE_MAX_BYTES, 'pictureTooLarge')).toEqual({
      code: 'pictureTooLarge',
      maxMegabytes: 5,
    });
  });

  it('takes only a file description it can keep', () => {
    expect(isFileMeta({ name: 'a.jpg', size: 1, type: 'image/jpeg' })).toBe(true);
    expect(isFileMeta({ name: 'a.jpg', size: -1, type: 'image/jpeg' })).toBe(false);
    expect(isFileMeta({ name: 'a.jpg', size: Number.NaN, type: '' })).toBe(false);
    expect(isFileMeta({ name: 'a.jpg', size: 1 })).toBe(false);
    expect(isFileMeta(null)).toBe(false);
  });
});

describe('isValidEmail', () => {
  it.each([
    'ada@example.com',
    'ada.lovelace+esim@mail.example.co.uk',
    ' ada@example.com ',
    'ADA@EXAMPLE.COM',
    'ada@exämple.de',
    'ada@例え.jp',
    'ada@例え.テスト',
    'ada@xn--bcher-kva.example',
    'ada@xn--bcher-kva.xn--p1ai',
    'ada@my-domain.io',
    'josé@exemple.fr',
  ])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'ada',
    'ada@',
    '@example.com',
    'ada@localhost',
    'ada@@example.com',
    'ada@ex@ample.com',
    'ada lovelace@example.com',
    'ada@exam ple.com',
    'ada@example..com',
    'ada@.example.com',
    'ada@example.com.',
    'ada@-example.com',
    'ada@example-.com',
    'ada@example.c',
    'ada@example.123',
    '.ada@example.com',
    'ada.@example.com',
    'a..da@example.com',
    'ada<x>@example.com',
    `${'a'.repeat(65)}@example.com`,
    `ada@${'a'.repeat(64)}.com`,
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('validateEmail', () => {
  it('is required, blank counting as empty', () => {
    expect(validateEmail('')).toEqual({ code: 'required' });
    expect(validateEmail('   ')).toEqual({ code: 'required' });
  });

  it('answers `email` for a malformed address and nothing for a good one', () => {
    expect(validateEmail('ada@')).toEqual({ code: 'email' });
    expect(validateEmail('ada@example.com')).toBeNull();
  });

  it(`accepts ${MAX_LENGTHS.email} characters and answers \`max\` beyond, before the format`, () => {
    const domain = ['b', 'c', 'd'].map((letter) => letter.repeat(61)).join('.') + '.com';
    const longest = `${'a'.repeat(64)}@${domain}`;
    expect(longest).toHaveLength(254);
    expect(validateEmail(longest)).toBeNull();
    expect(validateEmail(`a${longest}`)).toEqual({ code: 'max' });
    expect(validateEmail('x'.repeat(255))).toEqual({ code: 'max' });
  });
});

describe('validateEmailConfirmation', () => {
  it('is required', () => {
    expect(validateEmailConfirmation('ada@example.com', ' ')).toEqual({ code: 'required' });
  });

  it('answers `emailConfirmation` when it differs, letter case included', () => {
    expect(validateEmailConfirmation('ada@example.com', 'ada@exmaple.com')).toEqual({ code: 'emailConfirmation' });
    expect(validateEmailConfirmation('ada@example.com', 'Ada@example.com')).toEqual({ code: 'emailConfirmation' });
  });

  it('matches when equal up to surrounding spaces', () => {
    expect(validateEmailConfirmation(' ada@example.com', 'ada@example.com ')).toBeNull();
  });

  it(`answers \`max\` beyond ${MAX_LENGTHS.email} characters`, () => {
    expect(validateEmailConfirmation('ada@example.com', `${'a'.repeat(250)}@x.com`)).toEqual({ code: 'max' });
  });
});

describe('validateRequiredText (names, street, city)', () => {
  it.each([
    ['firstName', MAX_LENGTHS.name, 60],
    ['lastName', MAX_LENGTHS.name, 60],
    ['address1', MAX_LENGTHS.street, 120],
    ['city', MAX_LENGTHS.city, 80],
  ] as const)('%s: required, then at most %i characters', (_field, max, expected) => {
    expect(max).toBe(expected);
    expect(validateRequiredText('', max)).toEqual({ code: 'required' });
    expect(validateRequiredText(' \t ', max)).toEqual({ code: 'required' });
    expect(validateRequiredText('x'.repeat(max), max)).toBeNull();
    expect(validateRequiredText('x'.repeat(max + 1), max)).toEqual({ code: 'max' });
  });

  it('counts trimmed code points: spaces around and astral letters do not inflate it', () => {
    expect(validateRequiredText(`  ${'é'.repeat(60)}  `, 60)).toBeNull();
    expect(validateRequiredText('𠮷'.repeat(60), 60)).toBeNull();
    expect(validateRequiredText('𠮷'.repeat(61), 60)).toEqual({ code: 'max' });
  });
});
