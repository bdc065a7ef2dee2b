import { describe, expect, it } from 'vitest';

import {
  ACCOUNT_ERROR_RESULT_MESSAGES,
  ACCOUNT_PROBLEM_MESSAGES,
  RATE_LIMITED_MESSAGES,
  accountTranslations,
} from '../src/plugins/account/account-messages';
import { ACCOUNT_EMAIL_MESSAGES } from '../src/plugins/account/email/account-email-messages';
import { accountLink, prepareAccountMail, shopLanguageOf } from '../src/plugins/account/email/account-mails';
import { SHOP_LANGUAGES } from '../src/seed/languages';

describe('account messages', () => {
  it("use the spec's words in English (§8 306, 350; §5)", () => {
    expect(ACCOUNT_ERROR_RESULT_MESSAGES['INVALID_CREDENTIALS_ERROR']?.en).toBe('The provided credentials are invalid');
    expect(ACCOUNT_ERROR_RESULT_MESSAGES['PASSWORD_INCORRECT_ERROR']?.en).toBe('Password Incorrect');
    expect(ACCOUNT_PROBLEM_MESSAGES.required.en).toBe('This field is required');
    expect(ACCOUNT_PROBLEM_MESSAGES.passwordTooShort.en).toBe('Must be at least 8 characters');
  });

  it('exist in every shop language, each language its own text', () => {
    for (const texts of [
      RATE_LIMITED_MESSAGES,
      ...Object.values(ACCOUNT_ERROR_RESULT_MESSAGES),
      ...Object.values(ACCOUNT_PROBLEM_MESSAGES),
    ]) {
      expect(Object.keys(texts).sort()).toEqual([...SHOP_LANGUAGES].sort());
      expect(new Set(Object.values(texts)).size, texts.en).toBe(SHOP_LANGUAGES.length);
    }
  });

  it('every email text is translated, not an English copy', () => {
    const english = ACCOUNT_EMAIL_MESSAGES.en;
    for (const language of SHOP_LANGUAGES.filter((code) => code !== 'en')) {
      const texts = ACCOUNT_EMAIL_MESSAGES[language];
      for (const key of Object.keys(english) as Array<keyof typeof english>) {
        if (key === 'greeting') continue;
        expect(texts[key], `${language}.${key}`).not.toBe(english[key]);
      }
    }
  });

  it('are registered for Vendure under errorResult, error and account.problem', () => {
    const japanese = new Map(accountTranslations()).get('ja');
    expect(japanese).toMatchObject({
      errorResult: { PASSWORD_INCORRECT_ERROR: 'パスワードが正しくありません' },
      error: { 'account-rate-limited': RATE_LIMITED_MESSAGES.ja },
      account: { problem: { passwordCommon: ACCOUNT_PROBLEM_MESSAGES.passwordCommon.ja } },
    });
  });
});

describe('account emails', () => {
  it('link to the storefront pages in its locale (zh_Hant is tw), the token URL-encoded', () => {
    expect(accountLink('https://shop.example', 'fr', 'verify', 'MjAy=_ABC')).toBe(
      'https://shop.example/fr/verify-email.html?token=MjAy%3D_ABC',
    );
    expect(accountLink('https://shop.example', 'zh_Hant', 'reset', 'T')).toBe('https://shop.example/tw/reset-password.html?token=T');
    expect(accountLink('https://shop.example', 'de', 'change', 'T')).toBe('https://shop.example/de/verify-email.html?token=T&change=email');
    expect(accountLink('https://shop.example', 'ja', 'exists', null)).toBe('https://shop.example/ja');
  });

  it('fall back to English for a language the shop does not have', () => {
    expect(shopLanguageOf('pt_BR')).toBe('en');
    expect(shopLanguageOf(undefined)).toBe('en');
    expect(shopLanguageOf('nl')).toBe('nl');
  });

  it('carry the subject and texts of the language', () => {
    const mail = prepareAccountMail('reset', 'it', 'Ada', 'https://shop.example/it/reset-password.html?token=T');
    expect(mail.subject).toBe('Reimposta la tua password');
    expect(mail.templateVars).toMatchObject({
      lang: 'it',
      greeting: 'Ciao Ada,',
      url: 'https://shop.example/it/reset-password.html?token=T',
    });
  });
});
