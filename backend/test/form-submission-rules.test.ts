import { describe, expect, it } from 'vitest';

import { checkContactFields } from '../src/plugins/contact/contact-rules';
import { cleanLine, cleanText } from '../src/plugins/form-submissions/field-rules';
import { FORM_MESSAGES, FORM_MESSAGE_KEYS, formMessage } from '../src/plugins/form-submissions/form-messages';
import { checkReviewFields, reviewTitleOf } from '../src/plugins/reviews/review-rules';
import { SHOP_LANGUAGES } from '../src/seed/languages';

const KNOWN = new Set([1, 2, 3]);
const SCRIPT = '<script>alert("x")</script>';

describe('contact message rules', () => {
  it('accepts a valid message and keeps the text as typed, scripts included', () => {
    const result = checkContactFields(
      { contactId: '2', email: 'ann@example.com', message: `Hello ${SCRIPT}\r\nBye`, firstName: SCRIPT, lastName: '' },
      KNOWN,
    );
    expect(result).toEqual({
      ok: true,
      value: { contactId: 2, email: 'ann@example.com', message: `Hello ${SCRIPT}\nBye`, firstName: SCRIPT, lastName: null },
    });
  });

  it('names every wrong field with spec §5 problems', () => {
    const result = checkContactFields({ contactId: '9', email: 'not-an-email', message: 'x', firstName: 'a'.repeat(101) }, KNOWN);
    expect(result).toEqual({
      ok: false,
      fields: { contactId: 'unknownContactId', email: 'email', message: 'tooShort', firstName: 'tooLong', lastName: undefined },
    });
    const empty = checkContactFields({}, KNOWN);
    expect(empty.ok ? {} : empty.fields).toMatchObject({ contactId: 'required', email: 'required', message: 'required' });
    expect(checkContactFields({ contactId: '1', email: 'a@example.com', message: 'm'.repeat(5001) }, KNOWN)).toMatchObject({
      ok: false,
      fields: { message: 'tooLong' },
    });
    expect(checkContactFields({ contactId: '1.5', email: 'a@example.com', message: 'ok' }, KNOWN)).toMatchObject({
      ok: false,
      fields: { contactId: 'unknownContactId' },
    });
  });

  it('counts characters, not UTF-16 units: 5,000 emoji are within the limit', () => {
    expect(checkContactFields({ contactId: '1', email: 'a@example.com', message: '😀'.repeat(5000) }, KNOWN).ok).toBe(true);
  });

  it('strips control characters (a line break never reaches a one-line field)', () => {
    expect(cleanLine('Ann\r\nBcc: x@evil.test\u0000')).toBe('AnnBcc: x@evil.test');
    expect(cleanText('a\u0000b\tc\r\nd\u001b[31m')).toBe('ab\tc\nd[31m');
  });
});

describe('review rules', () => {
  const valid = { name: 'Ann', email: 'ann@example.com', destination: 'japan', rate: '4', message: 'Great. Worked at once.' };

  it('accepts a valid review with the rate as a number', () => {
    expect(checkReviewFields(valid)).toEqual({ ok: true, value: { ...valid, rate: 4 } });
  });

  it('refuses what spec §5 refuses', () => {
    expect(checkReviewFields({})).toEqual({
      ok: false,
      fields: { name: 'required', email: 'required', destination: 'required', rate: 'required', message: 'required' },
    });
    for (const rate of ['0', '6', '4.5', 'five', '-1'])
      expect(checkReviewFields({ ...valid, rate })).toMatchObject({ ok: false, fields: { rate: 'rate' } });
    expect(checkReviewFields({ ...valid, name: 'A' })).toMatchObject({ ok: false, fields: { name: 'tooShort' } });
    expect(checkReviewFields({ ...valid, name: 'A'.repeat(101) })).toMatchObject({ ok: false, fields: { name: 'tooLong' } });
    expect(checkReviewFields({ ...valid, message: 'x' })).toMatchObject({ ok: false, fields: { message: 'tooShort' } });
  });

  it('derives a title from a first sentence that makes a heading, else none', () => {
    expect(reviewTitleOf('Great service. Worked at once in Tokyo.')).toBe('Great service.');
    expect(reviewTitleOf('Fast\nThe eSIM worked at once.')).toBe('Fast');
    expect(reviewTitleOf('Just one sentence.')).toBeNull();
    expect(reviewTitleOf(`${'long '.repeat(30)}. And more.`)).toBeNull();
    expect(reviewTitleOf('とても良い。すぐに使えました。')).toBe('とても良い。');
  });
});

describe('messages', () => {
  it("use spec §5's words in English", () => {
    expect(FORM_MESSAGES.required.en).toBe('This field is required');
    expect(FORM_MESSAGES.email.en).toBe('Is not a valid email address');
    expect(FORM_MESSAGES.tooShort.en).toBe('Field is too short');
    expect(FORM_MESSAGES.tooLong.en).toBe('Field exceeded characters limit');
  });

  it('exist in every shop language, each its own text, and fall back to English', () => {
    for (const key of FORM_MESSAGE_KEYS) {
      expect(Object.keys(FORM_MESSAGES[key]).sort(), key).toEqual([...SHOP_LANGUAGES].sort());
      expect(new Set(Object.values(FORM_MESSAGES[key])).size, key).toBe(SHOP_LANGUAGES.length);
    }
    expect(formMessage('malformed', 'xx')).toBe(FORM_MESSAGES.malformed.en);
    expect(formMessage('rate', 'zh_Hant')).toBe('請選擇 1 到 5 的評分');
  });
});
