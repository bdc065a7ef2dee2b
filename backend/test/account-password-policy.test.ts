import { describe, expect, it } from 'vitest';

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../api/operations/account/account-input';
import { PASSWORD_LIMITS, commonPasswords, passwordProblem } from '../src/plugins/account/password-policy';

describe('password policy', () => {
  it('has the limits the API client announces', () => {
    expect(PASSWORD_LIMITS).toEqual({ min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
  });

  it('ships a list of thousands of common passwords, read without the network', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThan(10_000);
    for (const password of ['password1', 'iloveyou', 'qwertyuiop', '12345678', 'football1'])
      expect(list.has(password), password).toBe(true);
    expect([...list].every((password) => password.length >= PASSWORD_LIMITS.min && password === password.toLowerCase())).toBe(true);
  });

  it('refuses short, overlong and common passwords, whatever their case or surrounding spaces', () => {
    expect(passwordProblem('Ab1!xyz')).toBe('passwordTooShort');
    expect(passwordProblem('a'.repeat(129))).toBe('passwordTooLong');
    expect(passwordProblem('Password1')).toBe('passwordCommon');
    expect(passwordProblem(' ILOVEYOU ')).toBe('passwordCommon');
    expect(passwordProblem('Blue-Lagoon-4821')).toBeUndefined();
    expect(passwordProblem('a'.repeat(128).replace(/^a{4}/, 'Zq9!'))).toBeUndefined();
  });

  it('counts characters as people do: eight emoji are eight characters', () => {
    expect(passwordProblem('🔑🌍📱🔒🎒🛫🚀')).toBe('passwordTooShort');
    expect(passwordProblem('🔑🌍📱🔒🎒🛫🚀🌋')).toBeUndefined();
    expect(passwordProblem('🔑'.repeat(128))).toBeUndefined();
    expect(passwordProblem('🔑'.repeat(129))).toBe('passwordTooLong');
  });
});
