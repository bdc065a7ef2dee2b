import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { ACCOUNT_FAILURE_MESSAGES_EN, ACCOUNT_MESSAGES_EN } from '@shop/machines/account-forms';
import { RESET_PASSWORD_MESSAGES_EN } from '@shop/machines/reset-password';

import { FAILURE_MESSAGE_IDS, FIELD_MESSAGE_IDS } from './account-labels';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../i18n/messages');
const catalogs = Object.fromEntries(
  readdirSync(folder).map((file) => [path.basename(file, '.json'), JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, string>]),
);
const english = catalogs['en'] ?? {};

/** Worded a little differently from the machines' references on purpose (punctuation, the hint's "8"). */
const EDITED_IN_THE_CATALOG = new Set(['notVerified', 'rateLimited', 'tokenInvalid', 'tokenExpired', 'notLoggedIn']);

describe('account codes', () => {
  it('maps every field code of the machines to a message in all 8 catalogs', () => {
    expect(Object.keys(FIELD_MESSAGE_IDS).sort()).toEqual([...Object.keys(ACCOUNT_MESSAGES_EN), 'passwordIncorrect'].sort());
    for (const id of Object.values(FIELD_MESSAGE_IDS)) {
      for (const [language, catalog] of Object.entries(catalogs)) expect(catalog[id], `${language} ${id}`).toBeTruthy();
    }
  });

  it('says in English what the machines reference, verbatim from the spec where it has a text', () => {
    for (const [key, text] of Object.entries(ACCOUNT_MESSAGES_EN)) {
      expect(english[FIELD_MESSAGE_IDS[key as keyof typeof ACCOUNT_MESSAGES_EN]], key).toBe(text);
    }
    for (const [key, text] of Object.entries(ACCOUNT_FAILURE_MESSAGES_EN)) {
      const id = FAILURE_MESSAGE_IDS[key as keyof typeof ACCOUNT_FAILURE_MESSAGES_EN];
      for (const [language, catalog] of Object.entries(catalogs)) expect(catalog[id], `${language} ${id}`).toBeTruthy();
      if (!EDITED_IN_THE_CATALOG.has(key)) expect(english[id], key).toBe(text);
    }
    expect(english['reset.success']).toBe(RESET_PASSWORD_MESSAGES_EN.changed);
  });
});
