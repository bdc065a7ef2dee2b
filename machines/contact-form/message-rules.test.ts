import { describe, expect, it } from 'vitest';
import { statusFailureOf, uploadRefusalOf } from './message-failures';
import {
  REVIEW_PICTURE_MAX_BYTES,
  firstInvalidField,
  isFileMeta,
  rateOf,
  validateEmail,
  validateFile,
  validateMessage,
  validateName,
  validateRate,
} from './message-rules';
import { FILE_TOO_LARGE_ERROR, FILE_TYPE_ERROR, NETWORK_ERROR, PAYLOAD_TOO_LARGE, SERVER_ERROR, httpError } from './message-test-support';

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

  it('names the first invalid field in the form order', () => {
    expect(firstInvalidField(['a', 'b', 'c'] as const, { c: 'x', b: 'y' })).toBe('b');
    expect(firstInvalidField(['a'] as const, {})).toBeNull();
  });
});

describe('message form failures', () => {
  it('reads upload refusals by code, and a bare 413 as too large', () => {
    expect(uploadRefusalOf(FILE_TYPE_ERROR)).toBe('type');
    expect(uploadRefusalOf(FILE_TOO_LARGE_ERROR)).toBe('tooLarge');
    expect(uploadRefusalOf(PAYLOAD_TOO_LARGE)).toBe('tooLarge');
    expect(uploadRefusalOf(SERVER_ERROR)).toBeNull();
    expect(uploadRefusalOf(NETWORK_ERROR)).toBeNull();
    expect(uploadRefusalOf({ detail: { kind: 'http', code: 'FILE_TYPE_NOT_ALLOWED' } })).toBe('type');
    expect(uploadRefusalOf(new Error('FILE_TOO_LARGE'))).toBeNull();
  });

  it("shows the server's own text, else 'An error occured' (never the client's words for a lost connection)", () => {
    expect(statusFailureOf(SERVER_ERROR)).toEqual({ code: 'server', message: 'Mail server unavailable', cause: SERVER_ERROR });
    expect(statusFailureOf(NETWORK_ERROR)).toEqual({ code: 'generic', cause: NETWORK_ERROR });
    const blank = httpError({ message: '   ' });
    expect(statusFailureOf(blank)).toEqual({ code: 'generic', cause: blank });
    expect(statusFailureOf('boom')).toEqual({ code: 'generic', cause: 'boom' });
  });
});
