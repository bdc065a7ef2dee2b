import { intlLocale, type ShopLanguage } from '../../../seed/languages';
import type { StaffAlert } from '../events';
import { CARD_DECLINES_ALERT_MESSAGES, CARD_DISPUTE_ALERT_MESSAGES } from '../security-log-messages';

interface StaffAlertMail {
  subject: string;
  templateVars: Record<string, unknown>;
}

/** Subject and template variables of an alert, in `language` (the channel's default). */
export function staffAlertMail(alert: StaffAlert, language: ShopLanguage, raisedAt: Date): StaffAlertMail {
  const locale = intlLocale(language);
  const raisedAtText = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'long', timeZone: 'UTC' }).format(raisedAt);
  if (alert.kind === 'card-dispute') {
    const t = CARD_DISPUTE_ALERT_MESSAGES[language];
    const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: alert.currency }).format(alert.amount / 100);
    return {
      subject: t.subject(alert.orderCode),
      templateVars: {
        lang: locale,
        title: t.subject(alert.orderCode),
        preview: t.intro,
        heading: t.subject(alert.orderCode),
        intro: t.intro,
        action: t.action,
        rows: [
          { label: t.orderLabel, value: alert.orderCode },
          { label: t.amountLabel, value: amount },
          { label: t.reasonLabel, value: alert.reason },
          { label: t.caseLabel, value: alert.disputeId },
          { label: t.raisedAtLabel, value: raisedAtText },
        ],
      },
    };
  }
  const t = CARD_DECLINES_ALERT_MESSAGES[language];
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
        { label: t.raisedAtLabel, value: raisedAtText },
      ],
    },
  };
}
