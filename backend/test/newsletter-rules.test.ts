import { describe, expect, it } from 'vitest';

import { newsletterConfirmLink } from '../src/plugins/newsletter/email/newsletter-mails';
import { NEWSLETTER_EMAIL_MESSAGES, newsletterTranslations } from '../src/plugins/newsletter/newsletter-messages';
import {
  hashToken,
  isExpired,
  isWellFormedToken,
  mayResend,
  newConfirmationToken,
  newsletterSource,
  normalisedEmail,
  tokenExpiry,
} from '../src/plugins/newsletter/newsletter-rules';
import { SHOP_LANGUAGES } from '../src/seed/languages';

/*
 * The newsletter's rules that the integration tests cannot reach in real time: a link expires
 * after 48 hours, a second email waits 10 minutes. The rest (one use per token, the neutral
 * answer) is api/operations/newsletter.integration.test.ts.
 */
describe('newsletter rules', () => {
  it('keeps one form of an address and refuses what is not one', () => {
    expect(normalisedEmail('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
    for (const bad of [
      '',
      'ann',
      'ann@example',
      'a b@example.com',
      '<ann>@example.com',
      'ann@exa\u0007mple.com',
      `${'a'.repeat(250)}@example.com`,
    ]) {
      expect(normalisedEmail(bad)).toBeUndefined();
    }
  });

  it('knows the three sign-up forms, the modal by default', () => {
    expect(newsletterSource(undefined)).toBe('modal');
    expect(newsletterSource('blog')).toBe('blog');
    expect(newsletterSource('account')).toBe('account');
    expect(newsletterSource('popup')).toBeUndefined();
  });

  it('makes unguessable tokens and keeps only their SHA-256', () => {
    const token = newConfirmationToken();
    expect(isWellFormedToken(token)).toBe(true);
    expect(newConfirmationToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(isWellFormedToken('short')).toBe(false);
  });

  it('expires a link after 48 hours', () => {
    const sent = new Date('2026-01-01T12:00:00Z');
    const expiry = tokenExpiry(sent);
    expect(isExpired(expiry, new Date('2026-01-03T11:59:59Z'))).toBe(false);
    expect(isExpired(expiry, new Date('2026-01-03T12:00:00Z'))).toBe(true);
    expect(isExpired(null, sent)).toBe(true);
  });

  it('sends a second email only 10 minutes after the last', () => {
    const last = new Date('2026-01-01T12:00:00Z');
    expect(mayResend(null, last)).toBe(true);
    expect(mayResend(last, new Date('2026-01-01T12:09:59Z'))).toBe(false);
    expect(mayResend(last, new Date('2026-01-01T12:10:00Z'))).toBe(true);
  });

  it('links to the storefront’s confirmation page in the subscriber’s language', () => {
    expect(newsletterConfirmLink('https://shop.example', 'zh_Hant', 'a+b')).toBe('https://shop.example/tw/newsletter/confirm?token=a%2Bb');
    expect(newsletterConfirmLink('https://shop.example', 'de', 'x')).toBe('https://shop.example/de/newsletter/confirm?token=x');
  });

  it('has every text in every language, each its own', () => {
    const bundles = new Map(newsletterTranslations());
    for (const language of SHOP_LANGUAGES) {
      const texts = NEWSLETTER_EMAIL_MESSAGES[language];
      for (const value of Object.values(texts)) expect(value.trim()).not.toBe('');
      expect(bundles.get(language)).toMatchObject({
        error: {
          'newsletter-email-required': expect.any(String),
          'newsletter-email-invalid': expect.any(String),
          'newsletter-source-invalid': expect.any(String),
        },
      });
    }
    expect(new Set(SHOP_LANGUAGES.map((language) => NEWSLETTER_EMAIL_MESSAGES[language].subject)).size).toBe(SHOP_LANGUAGES.length);
  });
});
