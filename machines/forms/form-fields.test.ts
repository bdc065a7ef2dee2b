import { describe, expect, it } from 'vitest';
import { firstInvalidField, nothingTouched, shownFieldErrors, withoutServerErrors } from './form-fields';

describe('shown field errors', () => {
  const fields = ['email', 'password'] as const;
  const rules = { email: { code: 'email' }, password: { code: 'required' } } as const;

  it('shows a rule after blur or submit, else the server text', () => {
    const form = { touched: nothingTouched(fields), submitAttempted: false, serverFieldErrors: { password: 'Locked' } };
    expect(shownFieldErrors(fields, rules, form)).toEqual({ password: { code: 'server', message: 'Locked' } });
    expect(shownFieldErrors(fields, rules, { ...form, touched: { email: true, password: false } })).toEqual({
      email: { code: 'email' },
      password: { code: 'server', message: 'Locked' },
    });
    expect(shownFieldErrors(fields, rules, { ...form, submitAttempted: true })).toEqual({
      email: { code: 'email' },
      password: { code: 'required' },
    });
  });

  it('drops server errors of changed fields, keeping the same object when none goes', () => {
    const errors = { email: 'Taken' };
    expect(withoutServerErrors<'email' | 'password'>(errors, ['password'])).toBe(errors);
    expect(withoutServerErrors<'email' | 'password'>(errors, ['email'])).toEqual({});
  });

  it('names the first invalid field in the form order', () => {
    expect(firstInvalidField(['a', 'b', 'c'] as const, { c: 'x', b: 'y' })).toBe('b');
    expect(firstInvalidField(['a'] as const, {})).toBeNull();
  });
});
