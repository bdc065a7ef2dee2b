import { describe, expect, it } from 'vitest';

import { ACCOUNT_ERROR_STATUS } from '../operations/account/account-error-result';
import { makeAccountError } from './customer';

describe('account errors', () => {
  it('errors carry the code, the status and the spec messages', () => {
    const wrongPassword = makeAccountError('updateCustomer', 'PASSWORD_INCORRECT');
    expect(wrongPassword.detail).toEqual({ kind: 'http', status: 403, code: 'PASSWORD_INCORRECT', message: 'Password Incorrect' });
    expect(makeAccountError('login', 'INVALID_CREDENTIALS_ERROR').status).toBe(401);
    expect(makeAccountError('login', 'RATE_LIMITED').status).toBe(ACCOUNT_ERROR_STATUS.RATE_LIMITED);
    expect(makeAccountError('register', 'PASSWORD_VALIDATION_ERROR', { password: 'Must be at least 8 characters' }).detail).toMatchObject({
      code: 'PASSWORD_VALIDATION_ERROR',
      status: 400,
      fields: { password: 'Must be at least 8 characters' },
    });
    expect(makeAccountError('register', 'BAD_USER_INPUT', { email: 'Is not a valid email address', password: 'x' }).detail).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
  });
});
