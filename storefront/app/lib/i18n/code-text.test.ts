import { describe, expect, it } from 'vitest';

import { intlOf } from '../../i18n/catalogs.test-support';
import { codeText, type CodeMessageIds } from './code-text';

type Sample = { code: 'passwordLength'; min: number } | { code: 'generic'; cause: unknown; message?: string };
const IDS: CodeMessageIds<Sample> = { passwordLength: 'validation.passwordMin', generic: 'account.error.generic' };

describe('codeText', () => {
  it('says a code with the numbers it carries, in the shopper’s language', () => {
    expect(codeText(intlOf('en'), IDS, { code: 'passwordLength', min: 8 })).toBe('Must be at least 8 characters');
    expect(codeText(intlOf('en'), IDS, { code: 'passwordLength', min: 12 })).toBe('Must be at least 12 characters');
    expect(codeText(intlOf('fr'), IDS, { code: 'passwordLength', min: 8 })).toBe('Doit comporter au moins 8 caractères');
  });

  it('passes only numbers to the message: a cause or a server text never reaches it', () => {
    const cause = { toString: () => 'should not show' };
    expect(codeText(intlOf('en'), IDS, { code: 'generic', cause, message: 'server words' })).toBe('An error occured');
  });
});
