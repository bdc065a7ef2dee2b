import { intlLocale, SHOP_LANGUAGES, type ShopLanguage } from '../../../seed/languages';
import { storefrontLocale } from '../../../text/storefront-locale';
import { ACCOUNT_EMAIL_MESSAGES } from './account-email-messages';

/** Template folders under backend/email-templates/ (the same layout, one per email type). */
export const ACCOUNT_MAIL_TYPES = {
  verify: 'account-verification',
  reset: 'account-password-reset',
  change: 'account-email-change',
  exists: 'account-already-registered',
} as const;
export type AccountMailKind = keyof typeof ACCOUNT_MAIL_TYPES;

/** The storefront pages the links open (spec §2 routes, `tw` for zh_Hant). */
const PAGES: Record<AccountMailKind, string> = {
  verify: 'verify-email.html',
  reset: 'reset-password.html',
  change: 'verify-email.html',
  exists: '',
};

export function shopLanguageOf(languageCode: string | null | undefined): ShopLanguage {
  return (SHOP_LANGUAGES as readonly string[]).includes(languageCode ?? '') ? (languageCode as ShopLanguage) : 'en';
}

/**
 * The link of an account email. The email change uses the verification page with `change=email`,
 * so the storefront knows to call `updateCustomerEmailAddress` rather than `verifyCustomerAccount`.
 */
export function accountLink(storefrontOrigin: string, language: ShopLanguage, kind: AccountMailKind, token: string | null): string {
  const base = `${storefrontOrigin}/${storefrontLocale(language)}`;
  if (kind === 'exists' || !token) return base;
  const change = kind === 'change' ? '&change=email' : '';
  return `${base}/${PAGES[kind]}?token=${encodeURIComponent(token)}${change}`;
}

export interface PreparedAccountMail {
  subject: string;
  templateVars: Record<string, unknown>;
}

/** Subject and template variables of one account email; Handlebars escapes every value. */
export function prepareAccountMail(
  kind: AccountMailKind,
  language: ShopLanguage,
  firstName: string | undefined,
  url: string,
): PreparedAccountMail {
  const t = ACCOUNT_EMAIL_MESSAGES[language];
  const texts = {
    verify: { subject: t.verifySubject, intro: t.verifyIntro, button: t.verifyButton, notYou: t.verifyNotYou },
    reset: { subject: t.resetSubject, intro: t.resetIntro, button: t.resetButton, notYou: t.resetNotYou },
    change: { subject: t.changeSubject, intro: t.changeIntro, button: t.changeButton, notYou: t.changeNotYou },
    exists: { subject: t.existsSubject, intro: t.existsIntro, button: t.existsButton, notYou: t.existsNotYou },
  }[kind];
  return {
    subject: texts.subject,
    templateVars: {
      lang: intlLocale(language),
      title: texts.subject,
      preview: texts.intro,
      heading: texts.subject,
      greeting: t.greeting(firstName || undefined),
      intro: texts.intro,
      button: texts.button,
      url,
      linkHint: t.linkHint,
      notYou: texts.notYou,
      signOff: t.signOff,
      team: t.team,
    },
  };
}
