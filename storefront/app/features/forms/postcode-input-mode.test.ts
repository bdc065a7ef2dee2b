import { describe, expect, it } from 'vitest';

import { postcodeInputModeOf } from './postcode-input-mode';

describe('postcodeInputModeOf', () => {
  it('gives the number pad to all-digit formats only', () => {
    expect(postcodeInputModeOf('^\\d{5}$')).toBe('numeric');
    expect(postcodeInputModeOf('^\\d{3}-\\d{4}$')).toBe('numeric');
    expect(postcodeInputModeOf('^\\d{4} ?[A-Z]{2}$')).toBe('text');
    expect(postcodeInputModeOf(null)).toBe('text');
    expect(postcodeInputModeOf(undefined)).toBe('text');
  });
});
