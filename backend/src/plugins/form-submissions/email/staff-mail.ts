import { LanguageCode } from '@vendure/common/lib/generated-types';

/*
 * The staff's notifications of a submitted form (to SHOP_INBOX), in English, the shop's working
 * language. Every value is the sender's text: the templates print them with Handlebars' escaping
 * `{{ }}`, never `{{{ }}}`, so a script typed in a form arrives as text.
 */

export interface StaffMail {
  subject: string;
  templateVars: Record<string, unknown>;
}

/** A translatable entity's English translation (staff read English), else its first. */
export function english<T extends { languageCode: LanguageCode }>(translations: T[]): T | undefined {
  return translations.find((translation) => translation.languageCode === LanguageCode.en) ?? translations[0];
}

export function staffMail(subject: string, intro: string, rows: Array<[string, string | null | undefined]>, message: string): StaffMail {
  return {
    subject,
    templateVars: {
      lang: 'en',
      title: subject,
      preview: intro,
      heading: subject,
      intro,
      rows: rows
        .filter((row): row is [string, string] => typeof row[1] === 'string' && row[1] !== '')
        .map(([label, value]) => ({ label, value })),
      messageLabel: 'Message',
      message,
    },
  };
}
