import { intlLocale, type ShopLanguage } from '../../../seed/languages';
import type { StaffAlert } from '../events';
import { CARD_DECLINES_ALERT_MESSAGES } from '../security-log-messages';

interface StaffAlertMail {
  subject: string;
  templateVars: Record<string, unknown>;
}

/** Subject and template variables of an alert, in `language` (the channel's default). */
export function staffAlertMail(alert: StaffAlert, language: ShopLanguage, raisedAt: Date): StaffAlertMail {
  const t = CARD_DECLINES_ALERT_MESSAGES[language];
  const locale = intlLocale(language);
  return {
    subject: t.subject,
    templateVars: {
      lang: locale,
      title: t.subject,
      preview: t.intro(alert.count, alert.windowMinutes),
      heading: t.subject,
      intro: t.intro(alert.count, alert.windowMinutes),
      action: t.action,
      rows: [
        { label: t.declinesLabel, value: `> ${new Intl.NumberFormat(locale).format(alert.count)}` },
        { label: t.windowLabel, value: t.minutes(alert.windowMinutes) },
        {
          label: t.raisedAtLabel,
          value: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'long', timeZone: 'UTC' }).format(raisedAt),
        },
      ],
    },
  };
}
