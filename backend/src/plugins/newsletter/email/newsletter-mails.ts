import { intlLocale, SHOP_LANGUAGES, type ShopLanguage } from '../../../seed/languages';
import { storefrontLocale } from '../../../text/storefront-locale';
import { NEWSLETTER_EMAIL_MESSAGES } from '../newsletter-messages';

/** The template folder under backend/email-templates/. */
export const NEWSLETTER_CONFIRMATION_TEMPLATE = 'newsletter-confirmation';

export function newsletterLanguageOf(languageCode: string | null | undefined): ShopLanguage {
  return (SHOP_LANGUAGES as readonly string[]).includes(languageCode ?? '') ? (languageCode as ShopLanguage) : 'en';
}

/** `<storefront origin>/<lang>/newsletter/confirm?token=…` (`tw` for zh_Hant). */
export function newsletterConfirmLink(storefrontOrigin: string, language: ShopLanguage, token: string): string {
  return `${storefrontOrigin}/${storefrontLocale(language)}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

export interface PreparedNewsletterMail {
  subject: string;
  templateVars: Record<string, unknown>;
}

/** Subject and template variables of the confirmation email; Handlebars escapes every value. */
export function prepareNewsletterMail(language: ShopLanguage, url: string): PreparedNewsletterMail {
  const t = NEWSLETTER_EMAIL_MESSAGES[language];
  return {
    subject: t.subject,
    templateVars: {
      lang: intlLocale(language),
      title: t.subject,
      preview: t.intro,
      heading: t.heading,
      intro: t.intro,
      button: t.button,
      url,
      expiry: t.expiry,
      linkHint: t.linkHint,
      notYou: t.notYou,
      signOff: t.signOff,
      team: t.team,
    },
  };
}
